import { z } from 'zod';
import {
  CardsCreatePriceAlertDocument,
  CardsDeletePriceAlertDocument,
  CardsPriceAlertsDocument,
  CardsUnwatchCardDocument,
  CardsWatchCardDocument,
  CardsWatchlistDocument,
  type PriceAlertFieldsFragment,
} from '@platform/operations';
import {
  MutationCreatePriceAlertArgsSchema,
  MutationDeletePriceAlertArgsSchema,
  QueryPriceAlertsArgsSchema,
} from '@platform/subgraph-collection/validation';
import { queryFromArguments, route } from '../../core/index.js';
import { listEnvelope, queryBoolean, toList } from '../params.js';
import { camelCased, snakeCased } from '../snake-case.js';
import { needs } from '../scopes.js';
import { cardIdParams } from './cards.routes.js';

const timestamp = z.string().meta({ description: 'ISO 8601 UTC' });

export const alertRecord = z
  .object({
    alert_id: z.string(),
    card_id: z.string(),
    kind: z.enum(['above', 'below', 'move']),
    price: z.number().nullable(),
    percent: z.number().nullable(),
    reference_price: z.number().nullable(),
    armed: z.boolean(),
    webhook_url: z.string().nullable(),
    last_price: z.number().nullable(),
    last_triggered_at: timestamp.nullable(),
    trigger_count: z.number().int(),
    created_at: timestamp,
  })
  .meta({ id: 'PriceAlert' });

const toAlertRecord = (alert: PriceAlertFieldsFragment) => ({
  alert_id: alert.id,
  card_id: alert.cardId,
  kind: alert.kind,
  price: alert.price ?? null,
  percent: alert.percent ?? null,
  reference_price: alert.referencePrice ?? null,
  armed: alert.armed,
  webhook_url: alert.webhookUrl ?? null,
  last_price: alert.lastPrice ?? null,
  last_triggered_at: alert.lastTriggeredAt ?? null,
  trigger_count: alert.triggerCount,
  created_at: alert.createdAt,
});

const watchedRecord = z.object({ card_id: z.string(), added_at: timestamp });

const DELIVERY =
  'A fired alert reaches the owner on /ws/prices (message alert.triggered, on every stream they have open), the GraphQL subscription ' +
  'priceAlerts, and, with webhook_url, a POST of the same message signed in the header Cards-Signature: t=<unix seconds>,v1=<hex ' +
  'HMAC-SHA256 of "<t>.<body>" with the webhook_secret shown at creation>.';

export const alertRoutes = [
  route({
    method: 'get',
    path: '/api/v1/alerts',
    summary: "The caller's price alerts",
    description: 'Newest first; cursor and limit (default 20, at most 100).',
    tag: 'Alerts',
    auth: 'user',
    scopes: needs('pricing:read'),
    query: queryFromArguments(QueryPriceAlertsArgsSchema(), queryBoolean),
    operation: CardsPriceAlertsDocument,
    variables: ({ query }) => camelCased(query),
    respond: ({ priceAlerts }) => toList(priceAlerts, toAlertRecord),
    response: listEnvelope(alertRecord),
    errors: [403],
  }),
  route({
    method: 'post',
    path: '/api/v1/alerts',
    summary: 'Make a price alert',
    description:
      'card_id; kind above or below with price (fires on the first market price at or beyond it, again once the price was back on the ' +
      'other side), or move with percent (fires when the market price is that far, either way, from the price it measures from: the market ' +
      'price now, then the price at each firing); webhook_url optional (a public http(s) URL, else 400 invalid_webhook_url). Free keeps 5 ' +
      'alerts, Pro any number (portfolio.alerts.unlimited): beyond, 422 alert_limit_exceeded. webhook_secret is shown this once. ' +
      DELIVERY,
    tag: 'Alerts',
    auth: 'user',
    scopes: needs('pricing:read'),
    idempotent: true,
    headers: ['Idempotency-Key'],
    body: snakeCased(MutationCreatePriceAlertArgsSchema().shape.input),
    operation: CardsCreatePriceAlertDocument,
    variables: ({ body }) => ({ input: camelCased(body) }),
    respond: ({ createPriceAlert }) => ({
      alert: toAlertRecord(createPriceAlert.alert),
      webhook_secret: createPriceAlert.webhookSecret ?? null,
    }),
    status: 201,
    response: z.object({ alert: alertRecord, webhook_secret: z.string().nullable() }),
    errors: [403, 404, 422],
  }),
  route({
    method: 'delete',
    path: '/api/v1/alerts/:alert_id',
    summary: 'Delete a price alert',
    description: "Another user's alert is 404, as a missing one.",
    tag: 'Alerts',
    auth: 'user',
    scopes: needs('pricing:read'),
    params: z.object({ alert_id: MutationDeletePriceAlertArgsSchema().shape.id }),
    operation: CardsDeletePriceAlertDocument,
    variables: ({ params }) => ({ id: params.alert_id }),
    respond: ({ deletePriceAlert }) => toAlertRecord(deletePriceAlert),
    response: alertRecord,
    errors: [403, 404],
  }),
  route({
    method: 'get',
    path: '/api/v1/watchlist',
    summary: "The caller's watchlist",
    description: 'Most recently added first, each card with its name, ticker and best market price.',
    tag: 'Alerts',
    auth: 'user',
    scopes: needs('portfolio:read'),
    operation: CardsWatchlistDocument,
    respond: ({ watchlist }) => ({
      items: watchlist.map((watched) => ({
        card_id: watched.cardId,
        added_at: watched.addedAt,
        name: watched.card?.name ?? null,
        ticker: watched.card?.ticker ?? null,
        best_market_price: watched.card?.bestMarketPrice ?? null,
      })),
    }),
    response: z.object({
      items: z.array(
        watchedRecord.extend({
          name: z.string().nullable(),
          ticker: z.string().nullable(),
          best_market_price: z.number().nullable(),
        }),
      ),
    }),
    errors: [403],
  }),
  route({
    method: 'put',
    path: '/api/v1/watchlist/:card_id',
    summary: 'Watch a card',
    description:
      'Watching a watched card again changes nothing. Unknown card: 404. Free keeps 25 cards, Pro any number: beyond, 422 alert_limit_exceeded.',
    tag: 'Alerts',
    auth: 'user',
    scopes: needs('portfolio:write'),
    params: cardIdParams,
    operation: CardsWatchCardDocument,
    variables: ({ params }) => ({ cardId: params.card_id }),
    respond: ({ watchCard }) => ({ card_id: watchCard.cardId, added_at: watchCard.addedAt }),
    response: watchedRecord,
    errors: [403, 404, 422],
  }),
  route({
    method: 'delete',
    path: '/api/v1/watchlist/:card_id',
    summary: 'Stop watching a card',
    tag: 'Alerts',
    auth: 'user',
    scopes: needs('portfolio:write'),
    params: cardIdParams,
    operation: CardsUnwatchCardDocument,
    variables: ({ params }) => ({ cardId: params.card_id }),
    respond: ({ unwatchCard }) => ({ card_id: unwatchCard.cardId, added_at: unwatchCard.addedAt }),
    response: watchedRecord,
    errors: [403, 404],
  }),
];
