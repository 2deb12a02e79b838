import { z } from 'zod';
import {
  CardsAddHoldingDocument,
  CardsCatalogingCheckDocument,
  CardsImportHoldingsDocument,
  CardsPortfolioAnalyticsDocument,
  CardsPortfolioHoldingsDocument,
  CardsPortfolioStatsDocument,
  CardsRemoveHoldingDocument,
} from '@platform/operations';
import {
  MutationAddHoldingArgsSchema,
  MutationRemoveHoldingArgsSchema,
  QueryCatalogingCheckArgsSchema,
  QueryPortfolioHoldingsArgsSchema,
} from '@platform/subgraph-collection/validation';
import { queryFromArguments, route } from '../../core/index.js';
import { listEnvelope, queryBoolean, toList } from '../params.js';
import { camelCased, snakeCased } from '../snake-case.js';
import { needs } from '../scopes.js';
import { holdingRecord, positionRecord, toHoldingRecord, toPositionRecord } from '../portfolio-records.js';
import { cardIdParams } from './cards.routes.js';

const VALUE =
  'Value = best variant market price × condition multiplier (mint 1.0, near_mint 0.9, lightly_played 0.75, moderately_played 0.6, heavily_played 0.4, damaged 0.25) × quantity; a card without a market price counts 0.';

export const portfolioRoutes = [
  route({
    method: 'get',
    path: '/api/v1/portfolio',
    summary: "The caller's holdings, valued",
    description: `Most recently added first; cursor and limit (default 20, at most 100). ${VALUE}`,
    tag: 'Portfolio',
    auth: 'user',
    scopes: needs('portfolio:read'),
    query: queryFromArguments(QueryPortfolioHoldingsArgsSchema(), queryBoolean),
    operation: CardsPortfolioHoldingsDocument,
    variables: ({ query }) => camelCased(query),
    respond: ({ portfolioHoldings }) => toList(portfolioHoldings, toHoldingRecord),
    response: listEnvelope(holdingRecord),
    errors: [403],
  }),
  route({
    method: 'post',
    path: '/api/v1/portfolio/holdings',
    summary: 'Add copies of a card',
    description:
      'card_id, quantity (a positive integer, at most 1,000,000), purchase_price (per copy, ≥ 0, default 0). An existing holding has its ' +
      'quantity incremented and its purchase price averaged over the copies. Unknown card: 422 unknown_card. Beyond the cataloging limit ' +
      '(Free 100 cards): 422 portfolio_limit_exceeded with details {current_cards, requested_cards, max_cards}. Send Idempotency-Key to make a retry safe.',
    tag: 'Portfolio',
    auth: 'user',
    scopes: needs('portfolio:write'),
    idempotent: true,
    headers: ['Idempotency-Key'],
    body: snakeCased(MutationAddHoldingArgsSchema().shape.input),
    operation: CardsAddHoldingDocument,
    variables: ({ body }) => ({ input: camelCased(body) }),
    respond: ({ addHolding }) => ({ owner_id: addHolding.ownerId, entry: toHoldingRecord(addHolding.entry) }),
    status: 201,
    response: z.object({ owner_id: z.string(), entry: holdingRecord }),
    errors: [403, 422],
  }),
  route({
    method: 'delete',
    path: '/api/v1/portfolio/holdings/:card_id',
    summary: 'Remove copies of a card',
    description:
      "quantity (a positive integer): that many copies; without it, or at or above the holding's quantity, the holding is removed. Not held: 404.",
    tag: 'Portfolio',
    auth: 'user',
    scopes: needs('portfolio:write'),
    params: cardIdParams,
    query: z.object({
      quantity: queryFromArguments(MutationRemoveHoldingArgsSchema(), queryBoolean).shape.quantity,
    }),
    operation: CardsRemoveHoldingDocument,
    variables: ({ params, query }) => ({ cardId: params.card_id, quantity: query.quantity }),
    respond: ({ removeHolding }) => ({
      owner_id: removeHolding.ownerId,
      removed_card_id: removeHolding.removedCardId,
      remaining_quantity: removeHolding.remainingQuantity,
    }),
    response: z.object({
      owner_id: z.string(),
      removed_card_id: z.string(),
      remaining_quantity: z.number().int(),
    }),
    errors: [403, 404],
  }),
  route({
    method: 'post',
    path: '/api/v1/portfolio/holdings/import',
    summary: 'Bulk import holdings from CSV (Pro)',
    description:
      'Body: text/csv with a header row card_id,quantity[,purchase_price], at most 10,000 rows. All or nothing: any bad row refuses the ' +
      'file (400 with each problem by line). Needs the entitlement portfolio.catalog.bulk_import (403 entitlement_required); counts against the cataloging limit.',
    tag: 'Portfolio',
    auth: 'user',
    scopes: needs('portfolio:write'),
    rawBody: true,
    operation: CardsImportHoldingsDocument,
    variables: ({ rawBody }) => ({ csv: rawBody }),
    respond: ({ importHoldingsCsv: result }) => ({
      rows: result.rows,
      cards: result.cards,
      copies_added: result.copiesAdded,
      total_cards: result.totalCards,
    }),
    status: 201,
    response: z.object({
      rows: z.number().int(),
      cards: z.number().int(),
      copies_added: z.number().int(),
      total_cards: z.number(),
    }),
    errors: [403, 422],
  }),
  route({
    method: 'get',
    path: '/api/v1/portfolio/stats',
    summary: 'Portfolio stats: total cards, total value, allocations by game',
    description: `total_cards is the sum of quantities. ${VALUE} Allocations: value, percentage of the total value and card count per game, largest first.`,
    tag: 'Portfolio',
    auth: 'user',
    scopes: needs('portfolio:read'),
    operation: CardsPortfolioStatsDocument,
    respond: ({ portfolioStats: stats }) => ({
      total_cards: stats.totalCards,
      total_value: stats.totalValue,
      allocations: stats.allocations.map((allocation) => ({
        game: allocation.game,
        value: allocation.value,
        percentage: allocation.percentage,
        cards: allocation.cards,
      })),
      unpriced_cards: stats.unpricedCards,
    }),
    response: z.object({
      total_cards: z.number().int(),
      total_value: z.number(),
      allocations: z.array(
        z.object({ game: z.string(), value: z.number(), percentage: z.number(), cards: z.number().int() }),
      ),
      unpriced_cards: z.number().int(),
    }),
    errors: [403],
  }),
  route({
    method: 'get',
    path: '/api/v1/portfolio/analytics',
    summary: 'Advanced analytics (Pro)',
    description:
      'Needs portfolio.analytics.advanced (else 403 entitlement_required). cost basis = purchase_price × quantity; unrealized P&L and % ' +
      '(null when nothing was paid); weights by market value; concentration_score = Herfindahl index of the weights (0-1): risk low below 0.15, ' +
      'moderate below 0.25, high from 0.25, none when nothing has a value.',
    tag: 'Portfolio',
    auth: 'user',
    scopes: needs('portfolio:read'),
    operation: CardsPortfolioAnalyticsDocument,
    respond: ({ portfolioAnalytics: a }) => ({
      total_cards: a.totalCards,
      total_value: a.totalValue,
      total_cost_basis: a.totalCostBasis,
      unrealized_pnl: a.unrealizedPnl,
      unrealized_pnl_percentage: a.unrealizedPnlPercentage,
      concentration_score: a.concentrationScore,
      concentration_risk: a.concentrationRisk,
      largest_position: a.largestPosition ? toPositionRecord(a.largestPosition) : null,
      positions: a.positions.map(toPositionRecord),
    }),
    response: z.object({
      total_cards: z.number().int(),
      total_value: z.number(),
      total_cost_basis: z.number(),
      unrealized_pnl: z.number(),
      unrealized_pnl_percentage: z.number().nullable(),
      concentration_score: z.number(),
      concentration_risk: z.enum(['none', 'low', 'moderate', 'high']),
      largest_position: positionRecord.nullable(),
      positions: z.array(positionRecord),
    }),
    errors: [403],
  }),
  route({
    method: 'post',
    path: '/api/v1/portfolio/cataloging/check',
    summary: 'Would this many more cards fit the cataloging limit?',
    description:
      'requested_cards: a positive integer. Free: 100 cards (sum of quantities); Pro: 9007199254740991. requires_pro: only Pro would allow it.',
    tag: 'Portfolio',
    auth: 'user',
    scopes: needs('portfolio:read'),
    body: snakeCased(QueryCatalogingCheckArgsSchema()),
    operation: CardsCatalogingCheckDocument,
    variables: ({ body }) => camelCased(body),
    respond: ({ catalogingCheck: check }) => ({
      allowed: check.allowed,
      current_cards: check.currentCards,
      requested_cards: check.requestedCards,
      max_cards: check.maxCards,
      requires_pro: check.requiresPro,
    }),
    response: z.object({
      allowed: z.boolean(),
      current_cards: z.number().int(),
      requested_cards: z.number().int(),
      max_cards: z.number().int(),
      requires_pro: z.boolean(),
    }),
    errors: [403],
  }),
];
