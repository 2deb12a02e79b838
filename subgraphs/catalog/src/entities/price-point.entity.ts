import { defineEntity, p } from '@mikro-orm/core';
import type { PriceSource } from '../rules/vocabulary.js';
import { Card } from './card.entity.js';

const PricePointSchema = defineEntity({
  name: 'PricePoint',
  schema: 'catalog',
  tableName: 'price_point',
  indexes: [
    { name: 'price_point_card_observed_idx', properties: ['card', 'observedAt'] },
    { name: 'price_point_observed_idx', properties: ['observedAt'] },
  ],
  properties: {
    id: p.integer().primary(),
    card: () => p.manyToOne(Card).deleteRule('cascade'),
    source: p.string().length(20).$type<PriceSource>(),
    price: p.decimal('number').precision(12).scale(2),
    isSold: p.boolean(),
    /** The point's timestamp: when the price was seen; the market price window reads it. */
    observedAt: p.datetime(),
    /** When it was recorded here (a backdated point has an older observedAt). */
    recordedAt: p.datetime(),
  },
});

/** One observed price of a card at one source: a sold listing or an active one. */
export class PricePoint extends PricePointSchema.class {}
PricePointSchema.setClass(PricePoint);
