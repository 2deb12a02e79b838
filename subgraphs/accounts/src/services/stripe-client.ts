import type Stripe from 'stripe';
import { stripeFactory, type StripeFactory } from '@platform/stripe-client';

export type { StripeFactory };

/**
 * The Stripe SDK, loaded the first time billing needs it: about 9 MB that a process which never
 * takes a payment or a webhook does not pay for.
 */
export const loadStripe = async (): Promise<typeof Stripe> => (await import('stripe')).default;

/**
 * One client per secret key: the SDK keeps connections and settings per instance. By default the
 * real SDK against Stripe's API, or against STRIPE_API_URL (a test double of Stripe's network) as
 * every product that sells uses it.
 */
export function cachedStripeFactory(create: StripeFactory = stripeFactory(undefined)): StripeFactory {
  const clients = new Map<string, Stripe | Promise<Stripe>>();
  return (secretKey) => {
    let client = clients.get(secretKey);
    if (!client) clients.set(secretKey, (client = create(secretKey)));
    return client;
  };
}
