/**
 * What the collection needs from other domains, as functions the composition passes in: over the
 * graph in the subgraph (graphql/graph-ports.ts), the domains' services in process in tests.
 */

/** The catalog's view of a card for valuing it. */
export interface CardQuote {
  cardId: string;
  name: string;
  game: string;
  ticker: string;
  condition: string;
  /** The highest market price among the card's variants; null when none has one. */
  bestMarketPrice: number | null;
}

/** Quotes of the cards that exist among the ids (absent: no such card). */
export type QuoteCards = (cardIds: string[]) => Promise<Map<string, CardQuote>>;

/** The owner's entitlements now (the entitlements domain's view). */
export interface OwnerEntitlements {
  effectiveTier: string;
  entitlements: string[];
  catalogingLimits: { maxCards: number; bulkImport: boolean };
  /** Alerts and watched cards kept at once (Pro: 9007199254740991, no limit). */
  alertLimits: { maxAlerts: number; maxWatchedCards: number };
}

export type EntitlementsOf = (ownerId: string) => Promise<OwnerEntitlements>;

/** A card's ticker and current market price (null without one), for alerts. */
export interface AlertCard {
  cardId: string;
  ticker: string;
  marketPrice: number | null;
}

/** The cards among the ids that exist, with their market price now (read as the caller: pricing:read). */
export type AlertCardsOf = (cardIds: string[]) => Promise<Map<string, AlertCard>>;

/** The entitlement names the collection checks (the entitlements subgraph's tiers). */
export const ADVANCED_ANALYTICS = 'portfolio.analytics.advanced';
export const BULK_IMPORT = 'portfolio.catalog.bulk_import';
