import { z } from 'zod';

const optionalString = z.string().trim().min(1).optional().catch(undefined);

/**
 * The hunter's tier settings, spread into configSchema after the resume settings (which hold
 * HUNTER_ENABLED and the job-source settings). The tier price ids are the resume product's own
 * (HUNTER_PRICE_*): the tab API's STRIPE_PRICE_PRO names another product's price.
 */
export const hunterSettings = {
  /** Stripe price ids of the resume tiers: a subscription webhook whose price is one of them sets the tier. */
  HUNTER_PRICE_FREE: optionalString,
  HUNTER_PRICE_PRO: optionalString,
  HUNTER_PRICE_ENTERPRISE: optionalString,
  /** Stripe's signing secret of the resume API's webhook endpoint (POST /webhooks/stripe on API_PORT). */
  HUNTER_STRIPE_WEBHOOK_SECRET: optionalString,
};
