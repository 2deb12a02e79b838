import type { FieldPolicy } from '@apollo/client';

interface CursorPage {
  items: unknown[];
  nextCursor?: string | null;
  hasMore: boolean;
}

/**
 * A `{items, nextCursor, hasMore}` list read a page at a time: a read with a cursor appends its
 * items to the pages held for the same filters (keyArgs); one without starts the list again.
 */
export const cursorPage = (keyArgs: string[]): FieldPolicy<CursorPage> => ({
  keyArgs,
  merge(existing, incoming, { args }) {
    if (!existing || !args?.cursor) return incoming;
    return { ...incoming, items: [...existing.items, ...incoming.items] };
  },
});

/** What the cards screens' cache needs: holdings, watched cards and plans have no id of their own, pages append. */
export const cardsTypePolicies = {
  Holding: { keyFields: ['cardId'] },
  WatchedCard: { keyFields: ['cardId'] },
  CardsEntitlements: { keyFields: ['userId'] },
  Query: {
    fields: {
      searchCards: cursorPage(['q', 'name', 'game', 'set', 'rarity', 'collectorNumber']),
      portfolioHoldings: cursorPage([]),
      trades: cursorPage(['role', 'status']),
      priceAlerts: cursorPage([]),
    },
  },
};
