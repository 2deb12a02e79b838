import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const optionalString = z.string().trim().min(1).optional().catch(undefined);

/**
 * The hunter subgraph's settings (spec 2's Hunter Protocol), spread into configSchema. The tier price
 * ids are the resume product's own (HUNTER_PRICE_*), not the tab API's STRIPE_PRICE_PRO.
 */
export const hunterSettings = {
  /** Spec 2's Hunter feature flag: off, every hunter field answers FORBIDDEN. */
  HUNTER_ENABLED: bool.default(true),
  /** How often registered job sources are fetched (an Agenda interval). */
  HUNTER_SOURCE_REFRESH_INTERVAL: z.string().min(1).default('6 hours'),
  /** Lets job sources point at private addresses (tests, an internal job board). */
  HUNTER_SOURCES_ALLOW_PRIVATE: bool.default(false),
  /** Stripe price ids of the resume tiers: a subscription webhook whose price is one of them sets the tier. */
  HUNTER_PRICE_FREE: optionalString,
  HUNTER_PRICE_PRO: optionalString,
  HUNTER_PRICE_ENTERPRISE: optionalString,
};
