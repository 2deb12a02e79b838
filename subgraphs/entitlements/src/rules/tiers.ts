/** The cards API's tiers, entitlement names and cataloging limits. */
export const TIERS = ['free', 'pro'] as const;
export type Tier = (typeof TIERS)[number];

export const ENTITLEMENT = {
  analyticsBasic: 'portfolio.analytics.basic',
  analyticsAdvanced: 'portfolio.analytics.advanced',
  catalogBasic: 'portfolio.catalog.basic',
  catalogUnlimited: 'portfolio.catalog.unlimited',
  catalogBulkImport: 'portfolio.catalog.bulk_import',
  alertsUnlimited: 'portfolio.alerts.unlimited',
} as const;
export type EntitlementName = (typeof ENTITLEMENT)[keyof typeof ENTITLEMENT];

/** Free: basic analytics and cataloging. Pro: everything (advanced analytics, unlimited cataloging, bulk import, unlimited alerts). */
export const TIER_ENTITLEMENTS: Record<Tier, EntitlementName[]> = {
  free: [ENTITLEMENT.analyticsBasic, ENTITLEMENT.catalogBasic],
  pro: [
    ENTITLEMENT.analyticsBasic,
    ENTITLEMENT.analyticsAdvanced,
    ENTITLEMENT.catalogBasic,
    ENTITLEMENT.catalogUnlimited,
    ENTITLEMENT.catalogBulkImport,
    ENTITLEMENT.alertsUnlimited,
  ],
};

/** Pro's "unlimited", as the cards API reports it (Number.MAX_SAFE_INTEGER). */
export const UNLIMITED_CARDS = 9007199254740991;

export interface CatalogingLimits {
  maxCards: number;
  bulkImport: boolean;
  scanToCatalog: boolean;
}

export const CATALOGING_LIMITS: Record<Tier, CatalogingLimits> = {
  free: { maxCards: 100, bulkImport: false, scanToCatalog: true },
  pro: { maxCards: UNLIMITED_CARDS, bulkImport: true, scanToCatalog: true },
};

/** How many price alerts and watched cards a tier keeps at once (Pro: UNLIMITED_CARDS, i.e. no limit). */
export interface AlertLimits {
  maxAlerts: number;
  maxWatchedCards: number;
}

export const ALERT_LIMITS: Record<Tier, AlertLimits> = {
  free: { maxAlerts: 5, maxWatchedCards: 25 },
  pro: { maxAlerts: UNLIMITED_CARDS, maxWatchedCards: UNLIMITED_CARDS },
};

/** Statuses that count as active, while current_period_end is missing or in the future. */
export const ACTIVE_STATUSES = ['active', 'trialing'];

export interface SubscriptionFacts {
  tier: Tier;
  status: string;
  currentPeriodEnd?: Date | null;
}

/** The tier the user gets now: the subscription's tier while it is active, else Free. */
export function effectiveTier(subscription: SubscriptionFacts | null, now: Date): Tier {
  if (!subscription || subscription.tier === 'free') return 'free';
  if (!ACTIVE_STATUSES.includes(subscription.status)) return 'free';
  if (subscription.currentPeriodEnd && subscription.currentPeriodEnd.getTime() <= now.getTime())
    return 'free';
  return subscription.tier;
}

/** Pro's prices, in cents. */
export const PRO_PRICES = {
  month: { amount: 999, currency: 'usd' },
  year: { amount: 9900, currency: 'usd' },
} as const;
export type BillingInterval = keyof typeof PRO_PRICES;
