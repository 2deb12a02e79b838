import { z } from 'zod';
import {
  CardsArbitrageDocument,
  CardsMarketPriceDocument,
  CardsPriceChangesDocument,
  CardsPriceHistoryDocument,
  CardsRecordPriceDocument,
} from '@platform/operations';
import {
  MutationRecordPriceArgsSchema,
  QueryArbitrageArgsSchema,
  QueryPriceChangesArgsSchema,
  QueryPriceHistoryArgsSchema,
} from '@platform/subgraph-catalog/validation';
import { queryFromArguments, route } from '../../core/index.js';
import { marketPriceRecord, toMarketPriceRecord } from '../records.js';
import { listEnvelope, queryBoolean, toList } from '../params.js';
import { camelCased, snakeCased } from '../snake-case.js';
import { needs } from '../scopes.js';
import { cardIdParams } from './cards.routes.js';

const queryOf = (schema: z.ZodObject) => snakeCased(queryFromArguments(schema, queryBoolean)) as z.ZodObject;

const MARKET_PRICE =
  "P = the card's points with timestamp ≥ now − 30 days. Q1 and Q3 are quartiles of P's prices by linear interpolation between closest ranks " +
  "(h = (n − 1)·p, Q = x[⌊h⌋] + (h − ⌊h⌋)(x[⌊h⌋+1] − x[⌊h⌋]); numpy's default, PostgreSQL percentile_cont), IQR = Q3 − Q1; points with " +
  'Q1 − 1.5·IQR ≤ price ≤ Q3 + 1.5·IQR are kept; price = Σw·price / Σw with w = 2 sold, 1 active, to the cent; sources_used = distinct sources kept. ' +
  'confidence = (1 − e^(−n/8)) × (0.5 + 0.5·(e − 1)/3), n the kept points, e = (Σcᵢ)²/Σcᵢ² the effective number of sources (cᵢ kept points per source; 4 known sources), ' +
  'to 4 decimals. No point in the window: 404 with code no_price_data.';

const pointRecord = z.object({
  source: z.string(),
  price: z.number(),
  is_sold: z.boolean(),
  timestamp: z.string(),
});

export const pricingRoutes = [
  route({
    method: 'get',
    path: '/api/v1/cards/:card_id/price',
    summary: "The card's market price",
    description: MARKET_PRICE,
    tag: 'Pricing',
    auth: 'user',
    scopes: needs('pricing:read'),
    params: cardIdParams,
    operation: CardsMarketPriceDocument,
    variables: ({ params }) => ({ cardId: params.card_id }),
    respond: ({ marketPrice }) => toMarketPriceRecord(marketPrice),
    response: marketPriceRecord,
    errors: [403, 404],
  }),
  route({
    method: 'post',
    path: '/api/v1/cards/:card_id/prices',
    summary: 'Record a price point',
    description:
      'source: tcgplayer, cardkingdom, ebay or private_auction; price ≥ 0 (kept to the cent); is_sold; timestamp (ISO 8601, optional, ' +
      'at most 5 minutes ahead of the server clock) is the only way to record an older point. A point that changes the market price ' +
      'publishes price.update on /ws/prices. Send Idempotency-Key to make a retry safe.',
    tag: 'Pricing',
    auth: 'user',
    scopes: needs('pricing:write'),
    idempotent: true,
    headers: ['Idempotency-Key'],
    params: cardIdParams,
    body: snakeCased(MutationRecordPriceArgsSchema().shape.input),
    operation: CardsRecordPriceDocument,
    variables: ({ params, body }) => ({ cardId: params.card_id, input: camelCased(body) }),
    respond: ({ recordPrice }) => ({
      card_id: recordPrice.cardId,
      points_recorded: recordPrice.pointsRecorded,
      latest_point: {
        source: recordPrice.latestPoint.source,
        price: recordPrice.latestPoint.price,
        is_sold: recordPrice.latestPoint.isSold,
        timestamp: recordPrice.latestPoint.timestamp,
      },
    }),
    status: 201,
    response: z.object({ card_id: z.string(), points_recorded: z.number().int(), latest_point: pointRecord }),
    errors: [403, 404, 422],
  }),
  route({
    method: 'get',
    path: '/api/v1/cards/:card_id/price-history',
    summary: "The card's daily price history, for charts",
    description:
      'days (default 30, at most 365): UTC days with at least one point, each with the weighted mean (2 sold / 1 active), low, high and counts. source: one price source (e.g. scryfall_eur); absent, the sources the market price reads.',
    tag: 'Pricing',
    auth: 'user',
    scopes: needs('pricing:read'),
    params: cardIdParams,
    query: z.object({
      days: queryOf(QueryPriceHistoryArgsSchema()).shape.days,
      source: queryOf(QueryPriceHistoryArgsSchema()).shape.source,
    }),
    operation: CardsPriceHistoryDocument,
    variables: ({ params, query }) => ({ cardId: params.card_id, days: query.days, source: query.source }),
    respond: ({ priceHistory }) => ({
      card_id: priceHistory.cardId,
      from: priceHistory.from,
      to: priceHistory.to,
      days: priceHistory.days.map((day) => ({
        day: day.day,
        price: day.price,
        low: day.low,
        high: day.high,
        points: day.points,
        sold_points: day.soldPoints,
      })),
    }),
    response: z.object({
      card_id: z.string(),
      from: z.string(),
      to: z.string(),
      days: z.array(
        z.object({
          day: z.string(),
          price: z.number(),
          low: z.number(),
          high: z.number(),
          points: z.number(),
          sold_points: z.number(),
        }),
      ),
    }),
    errors: [403, 404],
  }),
  route({
    method: 'get',
    path: '/api/v1/alerts/arbitrage',
    summary: 'Arbitrage: cards whose sources disagree',
    description:
      'Per source, the weighted mean of its kept points in the market-price window; spread = high − low, spread_percentage = spread / low × 100. ' +
      'min_spread_percentage default 15; game optional; widest first.',
    tag: 'Pricing',
    auth: 'user',
    scopes: needs('pricing:read'),
    query: queryOf(QueryArbitrageArgsSchema()),
    operation: CardsArbitrageDocument,
    variables: ({ query }) => camelCased(query),
    respond: ({ arbitrage }) =>
      toList(arbitrage, (item) => ({
        card_id: item.cardId,
        card_name: item.cardName,
        ticker: item.ticker,
        low_source: item.lowSource,
        low_price: item.lowPrice,
        high_source: item.highSource,
        high_price: item.highPrice,
        spread: item.spread,
        spread_percentage: item.spreadPercentage,
      })),
    response: listEnvelope(
      z.object({
        card_id: z.string(),
        card_name: z.string(),
        ticker: z.string(),
        low_source: z.string(),
        low_price: z.number(),
        high_source: z.string(),
        high_price: z.number(),
        spread: z.number(),
        spread_percentage: z.number(),
      }),
    ),
    errors: [403],
  }),
  route({
    method: 'get',
    path: '/api/v1/pricing/changes',
    summary: 'Price changes between two windows',
    description:
      "Each window's price is the market-price rule over that window's points alone. Either window_hours (default 24, 1 to 8760) and end " +
      '(default now): current = [end − window, end), previous = the same length just before; or all four of current_from, current_to, ' +
      'previous_from, previous_to (ISO 8601). min_change_percentage (default 0), direction up|down|both (default both), game. ' +
      'Largest |change_percentage| first; a card needs points in both windows. The first page fixes the moment (as_of) for the cursor walk.',
    tag: 'Pricing',
    auth: 'user',
    scopes: needs('pricing:read'),
    query: queryOf(QueryPriceChangesArgsSchema()),
    operation: CardsPriceChangesDocument,
    variables: ({ query }) => camelCased(query),
    respond: ({ priceChanges }) => ({
      ...toList(priceChanges, (item) => ({
        card_id: item.cardId,
        card_name: item.cardName,
        ticker: item.ticker,
        game: item.game,
        previous_price: item.previousPrice,
        current_price: item.currentPrice,
        change: item.change,
        change_percentage: item.changePercentage,
        previous_points: item.previousPoints,
        current_points: item.currentPoints,
      })),
      previous_window: priceChanges.previousWindow,
      current_window: priceChanges.currentWindow,
      as_of: priceChanges.asOf,
    }),
    response: listEnvelope(
      z.object({
        card_id: z.string(),
        card_name: z.string(),
        ticker: z.string(),
        game: z.string(),
        previous_price: z.number(),
        current_price: z.number(),
        change: z.number(),
        change_percentage: z.number(),
        previous_points: z.number(),
        current_points: z.number(),
      }),
    ).extend({
      previous_window: z.object({ from: z.string(), to: z.string() }),
      current_window: z.object({ from: z.string(), to: z.string() }),
      as_of: z.string(),
    }),
    errors: [403],
  }),
];
