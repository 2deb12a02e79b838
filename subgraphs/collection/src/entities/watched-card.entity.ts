import { defineEntity, p } from '@mikro-orm/core';

const WatchedCardSchema = defineEntity({
  name: 'WatchedCard',
  schema: 'collection',
  tableName: 'watched_card',
  indexes: [{ name: 'watched_card_owner_added_idx', properties: ['ownerId', 'addedAt', 'cardId'] }],
  properties: {
    ownerId: p.string().length(255).primary(),
    cardId: p.uuid().primary(),
    addedAt: p.datetime(),
  },
});

/** A card on its owner's watchlist (valued with the portfolio's prices, not held). */
export class WatchedCard extends WatchedCardSchema.class {}
WatchedCardSchema.setClass(WatchedCard);
