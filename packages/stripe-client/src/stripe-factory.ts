import type Stripe from 'stripe';
import { ServiceUnavailable } from '@platform/errors';

export type StripeFactory = (secretKey: string) => Stripe | Promise<Stripe>;

function apiBase(url: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!url) return {};
  const { hostname, port, protocol } = new URL(url);
  return {
    host: hostname,
    port: port || (protocol === 'https:' ? 443 : 80),
    protocol: protocol === 'http:' ? 'http' : 'https',
  };
}

/** The real Stripe SDK, against Stripe's API or `apiUrl` (STRIPE_API_URL: stripe-mock, a test double). */
export function stripeFactory(apiUrl: string | undefined): StripeFactory {
  // The SDK loads with the first call: a process that sells nothing never pays its memory.
  return async (key) =>
    new (await import('stripe')).default(key, { timeout: 15_000, maxNetworkRetries: 1, ...apiBase(apiUrl) });
}

/** 503 `checkout_unavailable` naming the variables to set, before any provider call. */
export function checkoutUnavailable(missing: string[]): ServiceUnavailable {
  return new ServiceUnavailable(`Checkout is not configured: set ${missing.join(' and ')}`, {
    reason: 'checkout_unavailable',
    missing,
  });
}

/** 503 `checkout_provider_error`: Stripe refused or could not be reached; nothing was sold. */
export function providerRefused(what: string, error: unknown): ServiceUnavailable {
  return new ServiceUnavailable(`The payment provider refused the ${what}: ${(error as Error).message}`, {
    reason: 'checkout_provider_error',
  });
}
