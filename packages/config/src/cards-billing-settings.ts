import { z } from 'zod';

const optionalString = z.string().trim().min(1).optional().catch(undefined);

/**
 * The cards API's billing (entitlements subgraph): Stripe price ids of Pro and of each in-app product.
 * Checkout answers 503 `checkout_unavailable`, naming the missing ones, until STRIPE_SECRET_KEY and
 * the price id it needs are set. The webhook secret is PROVIDERA_WEBHOOK_SECRET (shared with the tab API).
 */
export const cardsBillingSettings = {
  STRIPE_PRICE_PRO_MONTH: optionalString,
  STRIPE_PRICE_PRO_YEAR: optionalString,
  STRIPE_PRICE_PROXY_PRINT_CREDIT: optionalString,
  STRIPE_PRICE_AVATAR_SKIN: optionalString,
  STRIPE_PRICE_GUILD_BANNER: optionalString,
  /** Another Stripe API base (stripe-mock, a test double); unset: api.stripe.com. */
  STRIPE_API_URL: z.string().trim().url().optional(),
};
