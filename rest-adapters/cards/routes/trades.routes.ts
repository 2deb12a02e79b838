import { z } from 'zod';
import {
  CardsAcceptTradeDocument,
  CardsCancelTradeDocument,
  CardsCounterTradeDocument,
  CardsProposeTradeDocument,
  CardsRejectTradeDocument,
  CardsTradeDocument,
  CardsTradesDocument,
  CardsTradeValueDocument,
} from '@platform/operations';
import {
  MutationCounterTradeArgsSchema,
  MutationProposeTradeArgsSchema,
  QueryTradeArgsSchema,
  QueryTradesArgsSchema,
} from '@platform/subgraph-trading/validation';
import { queryFromArguments, route } from '../../core/index.js';
import { listEnvelope, queryBoolean, toList } from '../params.js';
import { camelCased, snakeCased } from '../snake-case.js';
import { needs } from '../scopes.js';
import { toTradeRecord, tradeRecord } from '../trade-records.js';

/** `{trade_id}` in a path: the graph's trade id argument, as the path names it. */
const tradeIdParams = z.object({ trade_id: QueryTradeArgsSchema().shape.id });

const STATE_MACHINE =
  'Only a pending trade changes: the receiver accepts, rejects or counters, the proposer cancels; any action on another state is 409 ' +
  'trade_not_pending, the wrong party 403, anyone but the two parties 404. A pending trade past expires_at reads expired.';

const proposeFields = snakeCased(MutationProposeTradeArgsSchema().shape.input) as z.ZodObject;

/** The proposal's body: the graph's input in snake_case, the receiver named one way or the other. */
const proposeBody = proposeFields
  .extend({
    receiver_id: proposeFields.shape.receiver_id.describe(
      'The receiver by user id (the sub of their token). Send this or receiver_handle, not both.',
    ),
    receiver_handle: proposeFields.shape.receiver_handle.describe(
      'The receiver by the handle of their platform account (compared without case); the trade stores the ' +
        'account id. Send this or receiver_id, not both; 422 unknown_receiver when no account has it.',
    ),
  })
  .refine((body) => (body.receiver_id == null) !== (body.receiver_handle == null), {
    message: 'name the receiver by receiver_id or by receiver_handle (exactly one)',
    path: ['receiver_id'],
  });

/** accept, reject and cancel: one shape, the action named by the path. */
const action = (
  name: 'accept' | 'reject' | 'cancel',
  operation:
    typeof CardsAcceptTradeDocument | typeof CardsRejectTradeDocument | typeof CardsCancelTradeDocument,
  description: string,
) =>
  route({
    method: 'post',
    path: `/api/v1/trades/:trade_id/${name}`,
    summary: `${name[0].toUpperCase()}${name.slice(1)} a pending trade`,
    description: `${description} ${STATE_MACHINE}`,
    tag: 'Trades',
    auth: 'user',
    scopes: needs('trades:write'),
    params: tradeIdParams,
    operation,
    variables: ({ params }) => ({ id: params.trade_id }),
    respond: (data: Record<string, Parameters<typeof toTradeRecord>[0]>) =>
      toTradeRecord(Object.values(data)[0]),
    response: tradeRecord,
    errors: [403, 404, 409, 422],
  });

export const tradeRoutes = [
  route({
    method: 'post',
    path: '/api/v1/trades',
    summary: 'Propose a trade',
    description:
      'The receiver is named by exactly one of receiver_id (their user id, the sub of their token) and receiver_handle (the handle of their ' +
      'platform account, compared without case; the trade stores the account id it names); both or neither is 400. ' +
      "offered_items and requested_items [{card_id, quantity}], cash_adjustment (proposer's view: positive, the proposer pays it " +
      'on top), message, expiry_hours (1-720, default 72). 422: unknown_receiver (no account has the handle), "cannot trade with yourself", ' +
      '"must include at least one item", "item quantity must be positive", unknown_card, insufficient_holdings (the proposer must hold what ' +
      'they offer). Send Idempotency-Key to make a retry safe.',
    tag: 'Trades',
    auth: 'user',
    scopes: needs('trades:write'),
    idempotent: true,
    headers: ['Idempotency-Key'],
    body: proposeBody,
    operation: CardsProposeTradeDocument,
    variables: ({ body }) => ({ input: camelCased(body) }),
    respond: ({ proposeTrade }) => toTradeRecord(proposeTrade),
    status: 201,
    response: tradeRecord,
    errors: [403, 422],
  }),
  route({
    method: 'get',
    path: '/api/v1/trades',
    summary: 'Trades where the caller is proposer or receiver',
    description:
      'Newest first; role (proposer, receiver, any), status; cursor and limit (default 20, at most 100).',
    tag: 'Trades',
    auth: 'user',
    scopes: needs('trades:read'),
    query: queryFromArguments(QueryTradesArgsSchema(), queryBoolean),
    operation: CardsTradesDocument,
    variables: ({ query }) => camelCased(query),
    respond: ({ trades }) => toList(trades, toTradeRecord),
    response: listEnvelope(tradeRecord),
    errors: [403],
  }),
  route({
    method: 'get',
    path: '/api/v1/trades/:trade_id',
    summary: 'One trade (its two parties only)',
    tag: 'Trades',
    auth: 'user',
    scopes: needs('trades:read'),
    params: tradeIdParams,
    operation: CardsTradeDocument,
    variables: ({ params }) => ({ id: params.trade_id }),
    respond: ({ trade }) => toTradeRecord(trade),
    response: tradeRecord,
    errors: [403, 404],
  }),
  action(
    'accept',
    CardsAcceptTradeDocument,
    'The receiver accepts: the offered cards move from the proposer to the receiver and the requested ones back, in one transaction. When a side ' +
      'no longer holds what it trades nothing moves, the trade stays pending and the answer is 422 insufficient_holdings with the shortages.',
  ),
  action('reject', CardsRejectTradeDocument, 'The receiver rejects.'),
  action('cancel', CardsCancelTradeDocument, 'The proposer withdraws.'),
  route({
    method: 'post',
    path: '/api/v1/trades/:trade_id/counter',
    summary: 'Counter a pending trade with a new proposal',
    description: `The receiver proposes instead: the original becomes countered, a new pending trade (parent_trade_id = the original) goes back to the proposer. ${STATE_MACHINE} Send Idempotency-Key to make a retry safe.`,
    tag: 'Trades',
    auth: 'user',
    scopes: needs('trades:write'),
    idempotent: true,
    headers: ['Idempotency-Key'],
    params: tradeIdParams,
    body: snakeCased(MutationCounterTradeArgsSchema().shape.input),
    operation: CardsCounterTradeDocument,
    variables: ({ params, body }) => ({ id: params.trade_id, input: camelCased(body) }),
    respond: ({ counterTrade }) => toTradeRecord(counterTrade),
    status: 201,
    response: tradeRecord,
    errors: [403, 404, 409, 422],
  }),
  route({
    method: 'get',
    path: '/api/v1/trades/:trade_id/value',
    summary: "The trade's net value from the proposer's view",
    description:
      'net_value = requested value − offered value + cash_adjustment, at current market prices (best variant × condition multiplier); cards without a market price count 0.',
    tag: 'Trades',
    auth: 'user',
    scopes: needs('trades:read'),
    params: tradeIdParams,
    operation: CardsTradeValueDocument,
    variables: ({ params }) => ({ id: params.trade_id }),
    respond: ({ tradeValue: value }) => ({
      trade_id: value.tradeId,
      net_value: value.netValue,
      requested_value: value.requestedValue,
      offered_value: value.offeredValue,
      cash_adjustment: value.cashAdjustment,
      perspective: value.perspective,
      meaning: value.meaning,
    }),
    response: z.object({
      trade_id: z.string(),
      net_value: z.number(),
      requested_value: z.number(),
      offered_value: z.number(),
      cash_adjustment: z.number(),
      perspective: z.literal('proposer'),
      meaning: z.string(),
    }),
    errors: [403, 404],
  }),
];
