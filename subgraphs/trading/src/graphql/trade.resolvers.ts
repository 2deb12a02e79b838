import { requireCardsScope, requireCardsScopeOrDomainCall, requireCardsUserScope } from '@platform/auth';
import { asCaller, withoutNulls } from '@platform/subgraph-kit';
import type { TradingDomain } from '../domain.js';
import type { Resolvers } from './__generated__/resolvers-types.js';

const TRADES_READ = 'trades:read';
const TRADES_WRITE = 'trades:write';

/** Thin: the caller with the field's scope, then the service, run as that caller (ports go through the graph). */
export function tradeResolvers(domain: TradingDomain): Resolvers {
  const { trades } = domain.services;
  return {
    Query: {
      trades: (_, { role, status, limit, cursor }, context) => {
        const { subject } = requireCardsScope(context, TRADES_READ);
        return trades.list(subject, withoutNulls({ role, status }), withoutNulls({ limit, cursor }));
      },
      // The collection reads the trade an accept settles for the accepting caller (trades:write).
      trade: (_, { id }, context) =>
        trades.get(requireCardsScopeOrDomainCall(context, TRADES_READ).subject, id),
      tradeValue: (_, { id }, context) => {
        const { subject } = requireCardsScope(context, TRADES_READ);
        return asCaller(context, () => trades.value(subject, id));
      },
    },
    Mutation: {
      proposeTrade: (_, { input }, context) => {
        const { subject } = requireCardsUserScope(context, TRADES_WRITE);
        const { offeredItems, requestedItems, ...rest } = withoutNulls(input);
        return asCaller(context, () => trades.create(subject, { ...rest, offeredItems, requestedItems }));
      },
      acceptTrade: (_, { id }, context) => {
        const { subject } = requireCardsUserScope(context, TRADES_WRITE);
        return asCaller(context, () => trades.accept(subject, id));
      },
      rejectTrade: (_, { id }, context) =>
        trades.reject(requireCardsUserScope(context, TRADES_WRITE).subject, id),
      cancelTrade: (_, { id }, context) =>
        trades.cancel(requireCardsUserScope(context, TRADES_WRITE).subject, id),
      counterTrade: (_, { id, input }, context) => {
        const { subject } = requireCardsUserScope(context, TRADES_WRITE);
        return asCaller(context, () => trades.counter(subject, id, withoutNulls(input)));
      },
    },
    Trade: {
      id: (trade) => trade.tradeId,
    },
    TradeItem: {
      card: (item) => ({ id: item.cardId }),
    },
  };
}
