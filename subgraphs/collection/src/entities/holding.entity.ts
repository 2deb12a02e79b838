import { defineEntity, p } from '@mikro-orm/core';

const HoldingSchema = defineEntity({
  name: 'Holding',
  schema: 'collection',
  tableName: 'holding',
  indexes: [{ name: 'holding_owner_added_idx', properties: ['ownerId', 'addedAt', 'cardId'] }],
  properties: {
    /** The cards realm subject that owns it. */
    ownerId: p.string().length(255).primary(),
    /** A catalog card id (the catalog domain owns cards; no foreign key across domains). */
    cardId: p.uuid().primary(),
    quantity: p.integer(),
    /** Per card: the average price paid for the copies held (adding more averages it). */
    purchasePrice: p.decimal('number').precision(12).scale(2),
    addedAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

/** A user's copies of one card. */
export class Holding extends HoldingSchema.class {}
HoldingSchema.setClass(Holding);
