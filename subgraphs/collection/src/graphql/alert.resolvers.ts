import { requireCardsScope } from '@platform/auth';
import { asCaller, withoutNulls } from '@platform/subgraph-kit';
import type { CollectionDomain } from '../domain.js';
import type { Resolvers } from './__generated__/resolvers-types.js';

const PRICING_READ = 'pricing:read';

/** Price alerts (pricing:read) and the watchlist (portfolio:read / portfolio:write): thin, as the caller. */
export function alertResolvers(domain: CollectionDomain): Resolvers {
  const { alerts, watchlist } = domain.services;
  return {
    Query: {
      priceAlerts: (_, args, context) => {
        const { subject } = requireCardsScope(context, PRICING_READ);
        return alerts.list(subject, withoutNulls(args));
      },
      watchlist: (_, __, context) => {
        const { subject } = requireCardsScope(context, 'portfolio:read');
        return watchlist.list(subject);
      },
    },
    Mutation: {
      createPriceAlert: (_, { input }, context) => {
        const { subject } = requireCardsScope(context, PRICING_READ);
        return asCaller(context, () => alerts.create(subject, input));
      },
      deletePriceAlert: (_, { id }, context) => {
        const { subject } = requireCardsScope(context, PRICING_READ);
        return alerts.delete(subject, id);
      },
      watchCard: (_, { cardId }, context) => {
        const { subject } = requireCardsScope(context, 'portfolio:write');
        return asCaller(context, () => watchlist.watch(subject, cardId));
      },
      unwatchCard: (_, { cardId }, context) => {
        const { subject } = requireCardsScope(context, 'portfolio:write');
        return watchlist.unwatch(subject, cardId);
      },
    },
    PriceAlert: { card: (alert) => ({ id: alert.cardId }) },
    WatchedCard: { card: (watched) => ({ id: watched.cardId }) },
  };
}
