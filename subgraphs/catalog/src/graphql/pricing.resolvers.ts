import { requireCardsScope } from '@platform/auth';
import type { CatalogDomain } from '../domain.js';
import type { Resolvers } from './__generated__/resolvers-types.js';
import { given } from './given.js';

type Services = CatalogDomain['services'];

/** Price points, market price, arbitrage, price changes and history. */
export function pricingResolvers({ pricing, reports }: Services): Resolvers {
  return {
    Query: {
      marketPrice: (_, { cardId }, context) => (
        requireCardsScope(context, 'pricing:read'),
        pricing.marketPrice(cardId)
      ),
      arbitrage(_, { cursor, limit, ...filters }, context) {
        requireCardsScope(context, 'pricing:read');
        return reports.arbitrage(given(filters), { cursor, limit });
      },
      async priceChanges(_, { cursor, limit, ...filters }, context) {
        requireCardsScope(context, 'pricing:read');
        const { windows, ...page } = await reports.changes(given(filters), { cursor, limit });
        return { ...page, previousWindow: windows.previous, currentWindow: windows.current };
      },
      priceHistory: (_, { cardId, days, source }, context) => (
        requireCardsScope(context, 'pricing:read'),
        reports.history(cardId, { days, source })
      ),
    },
    Mutation: {
      recordPrice(_, { cardId, input }, context) {
        requireCardsScope(context, 'pricing:write');
        return pricing.record(cardId, given(input));
      },
    },
  };
}
