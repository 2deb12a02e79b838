import { defineEntity, p } from '@mikro-orm/core';
import type { AlertKind } from '../rules/alert-rules.js';

const PriceAlertSchema = defineEntity({
  name: 'PriceAlert',
  schema: 'collection',
  tableName: 'price_alert',
  indexes: [
    { name: 'price_alert_card_idx', properties: ['cardId'] },
    { name: 'price_alert_owner_idx', properties: ['ownerId', 'createdAt', 'id'] },
  ],
  properties: {
    id: p.uuid().primary(),
    /** The cards realm subject that owns it. */
    ownerId: p.string().length(255),
    /** A catalog card id (no foreign key across domains). */
    cardId: p.uuid(),
    kind: p.string().length(8).$type<AlertKind>(),
    /** above / below: the price that triggers it. */
    threshold: p.decimal('number').precision(12).scale(2).nullable(),
    /** move: the percentage (either way) from the reference price that triggers it. */
    percent: p.double().$type<number>().nullable(),
    /** move: the market price it measures from (at creation, then at each trigger); null until one is known. */
    referencePrice: p.decimal('number').precision(12).scale(2).nullable(),
    /** above / below: fires only while armed; re-armed when the price is back on the other side. */
    armed: p.boolean(),
    webhookUrl: p.text().nullable(),
    /** Signs each webhook delivery (HMAC-SHA256); shown to the owner once, at creation. */
    webhookSecret: p.string().length(80).nullable(),
    lastPrice: p.decimal('number').precision(12).scale(2).nullable(),
    lastTriggeredAt: p.datetime().nullable(),
    triggerCount: p.integer().default(0),
    createdAt: p.datetime(),
  },
});

/** A price alert on one card: a threshold above or below, or a percentage move. */
export class PriceAlert extends PriceAlertSchema.class {}
PriceAlertSchema.setClass(PriceAlert);
