import { z } from 'zod';
import { CardsCreateCardDocument, CardsGetCardDocument, CardsSearchDocument } from '@platform/operations';
import {
  MutationCreateCardArgsSchema,
  QueryCardArgsSchema,
  QuerySearchCardsArgsSchema,
} from '@platform/subgraph-catalog/validation';
import { queryFromArguments, route } from '../../core/index.js';
import { cardRecord, cardSummaryRecord, toCardRecord, toCardSummaryRecord } from '../records.js';
import { listEnvelope, queryBoolean, toList } from '../params.js';
import { camelCased, snakeCased } from '../snake-case.js';
import { needs } from '../scopes.js';

/** `{card_id}` in a path: the graph's card id argument, as the path names it. */
export const cardIdParams = z.object({ card_id: QueryCardArgsSchema().shape.id });

export const cardRoutes = [
  route({
    method: 'post',
    path: '/api/v1/cards',
    summary: 'Create a card with its variants',
    description:
      'Beyond the spec: name, game, set_code, set_name, rarity, collector_number, image_uri, optional condition (default mint), ' +
      'variants [{label, finish (default standard), market_price?, listed_price?}] (none: one Standard variant). The ticker is ' +
      'GAME-SET-NAME with the name upper-cased, stripped to alphanumerics and cut to 10 characters. Send Idempotency-Key to make a retry safe.',
    tag: 'Cards',
    auth: 'user',
    scopes: needs('cards:write'),
    idempotent: true,
    headers: ['Idempotency-Key'],
    body: snakeCased(MutationCreateCardArgsSchema().shape.input),
    operation: CardsCreateCardDocument,
    variables: ({ body }) => ({ input: camelCased(body) }),
    respond: ({ createCard }) => toCardRecord(createCard),
    status: 201,
    response: cardRecord,
    errors: [403, 422],
  }),
  route({
    method: 'get',
    path: '/api/v1/cards/search',
    summary: 'Search the catalog',
    description:
      'q: part of the name (any case) or the start of the ticker; name: the exact name (any case); game; set: a set code (any case); ' +
      'rarity; collector_number. Ordered by name, then id; cursor and limit (default 20, at most 100) walk it without repeats or gaps.',
    tag: 'Cards',
    auth: 'user',
    scopes: needs('cards:read'),
    query: snakeCased(queryFromArguments(QuerySearchCardsArgsSchema(), queryBoolean)) as z.ZodObject,
    operation: CardsSearchDocument,
    variables: ({ query }) => camelCased(query),
    respond: ({ searchCards }) => toList(searchCards, toCardSummaryRecord),
    response: listEnvelope(cardSummaryRecord),
    errors: [403],
  }),
  route({
    method: 'get',
    path: '/api/v1/cards/:card_id',
    summary: 'Read one card with its variants',
    tag: 'Cards',
    auth: 'user',
    scopes: needs('cards:read'),
    params: cardIdParams,
    operation: CardsGetCardDocument,
    variables: ({ params }) => ({ id: params.card_id }),
    respond: ({ card }) => toCardRecord(card),
    response: cardRecord,
    errors: [403, 404],
  }),
];
