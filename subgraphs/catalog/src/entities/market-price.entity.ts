import { defineEntity, p } from '@mikro-orm/core';
import type { SourcePrice } from '../rules/market-price.js';
import { Card } from './card.entity.js';

const MarketPriceSchema = defineEntity({
  name: 'MarketPrice',
  schema: 'catalog',
  tableName: 'market_price',
  indexes: [
    { name: 'market_price_spread_idx', properties: ['spreadPercentage', 'card'] },
    { name: 'market_price_valid_until_idx', properties: ['validUntil'] },
  ],
  properties: {
    card: () => p.oneToOne(Card).primary().deleteRule('cascade'),
    /** Null when no point lies in the 30-day window. */
    price: p.decimal('number').precision(12).scale(2).nullable(),
    confidence: p.double().$type<number>(),
    sourcesUsed: p.integer(),
    keptPoints: p.integer(),
    windowPoints: p.integer(),
    sources: p.json<SourcePrice[]>(),
    lowSource: p.string().length(20).nullable(),
    lowPrice: p.double().$type<number>().nullable(),
    highSource: p.string().length(20).nullable(),
    highPrice: p.double().$type<number>().nullable(),
    spread: p.double().$type<number>().nullable(),
    spreadPercentage: p.double().$type<number>().nullable(),
    calculatedAt: p.datetime(),
    /** When the oldest point in the window leaves it; the snapshot is recomputed then (on read or by the job). */
    validUntil: p.datetime().nullable(),
    /** The card's pointsRecorded this was computed at; an older computation never overwrites a newer one. */
    version: p.integer(),
  },
});

/** The card's last computed market price, per-source prices and arbitrage spread. */
export class MarketPrice extends MarketPriceSchema.class {}
MarketPriceSchema.setClass(MarketPrice);
