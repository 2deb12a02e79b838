import { requireCardsDomainCall, requireCardsScope, requireCardsUserScope } from '@platform/auth';
import { asCaller, withoutNulls } from '@platform/subgraph-kit';
import type { CollectionDomain, HoldingEntry, ValuedHolding } from '../domain.js';
import type { Resolvers } from './__generated__/resolvers-types.js';
import { settleTradeTransfer } from './trade-transfer.js';

/** A holding as the services hand it over: valued in lists, bare right after an add. */
export type HoldingParent = HoldingEntry & Partial<Omit<ValuedHolding, keyof HoldingEntry>>;

const PORTFOLIO_READ = 'portfolio:read';
const PORTFOLIO_WRITE = 'portfolio:write';

/**
 * Thin: the caller (with the scope the field needs), then the service, run as that caller so the
 * ports reach the catalog and entitlements through the graph on their behalf.
 */
export function collectionResolvers(domain: CollectionDomain): Resolvers {
  const { holdings, imports, portfolio, valuation, transfers } = domain.services;
  return {
    Query: {
      portfolioHoldings: (_, args, context) => {
        const { subject } = requireCardsScope(context, PORTFOLIO_READ);
        return asCaller(context, () => holdings.list(subject, withoutNulls(args)));
      },
      portfolioStats: (_, __, context) => {
        const { subject } = requireCardsScope(context, PORTFOLIO_READ);
        return asCaller(context, () => portfolio.stats(subject));
      },
      portfolioAnalytics: (_, __, context) => {
        const { subject } = requireCardsScope(context, PORTFOLIO_READ);
        return asCaller(context, () => portfolio.analytics(subject));
      },
      catalogingCheck: (_, { requestedCards }, context) => {
        const { subject } = requireCardsScope(context, PORTFOLIO_READ);
        return asCaller(context, () => portfolio.catalogingCheck(subject, { requestedCards }));
      },
      // For the cards domains' ports only, on the caller's behalf: the scope was checked where the
      // client called. A client is refused whatever its scopes (a holding is portfolio:read data).
      cardRefs: (_, { ids }, context) => {
        requireCardsDomainCall(context);
        return ids.map((id) => ({ id: id.toLowerCase() }));
      },
      cardItemsValue: (_, { items }, context) => {
        requireCardsDomainCall(context);
        return asCaller(context, () => valuation.valueItems(items));
      },
      heldQuantities: async (_, { cardIds }, context) => {
        const { subject } = requireCardsDomainCall(context);
        const held = await transfers.held(subject, cardIds);
        return [...held].map(([cardId, quantity]) => ({ cardId, quantity }));
      },
    },
    Mutation: {
      addHolding: (_, { input }, context) => {
        const { subject } = requireCardsUserScope(context, PORTFOLIO_WRITE);
        return asCaller(context, () => holdings.add(subject, withoutNulls(input)));
      },
      removeHolding: (_, { cardId, quantity }, context) => {
        const { subject } = requireCardsUserScope(context, PORTFOLIO_WRITE);
        return holdings.remove(subject, cardId, quantity === null ? {} : { quantity });
      },
      importHoldingsCsv: (_, { csv }, context) => {
        const { subject } = requireCardsUserScope(context, PORTFOLIO_WRITE);
        return asCaller(context, () => imports.importCsv(subject, csv));
      },
      settleTradeTransfer: async (_, { tradeId }, context) => {
        const { subject } = requireCardsDomainCall(context);
        const outcome = await asCaller(context, () => settleTradeTransfer(domain, subject, tradeId));
        return {
          status: outcome.status,
          shortages: outcome.status === 'insufficient' ? outcome.shortages : [],
        };
      },
    },
    Holding: {
      card: (holding) => ({ id: holding.cardId }),
      cardName: (holding) => holding.cardName ?? null,
      game: (holding) => holding.game ?? null,
      condition: (holding) => holding.condition ?? null,
      unitValue: (holding) => holding.unitValue ?? null,
      marketValue: (holding) => holding.marketValue ?? null,
    },
  };
}
