import Stripe from 'stripe';

/** How the domain obtains a Stripe SDK client; tests substitute one that never leaves the machine. */
export type StripeFactory = (secretKey: string) => Stripe;

/** One client per secret key: the SDK keeps connections and settings per instance. */
export function cachedStripeFactory(create: StripeFactory = (key) => new Stripe(key, { timeout: 15_000, maxNetworkRetries: 1 })): StripeFactory {
  const clients = new Map<string, Stripe>();
  return (secretKey) => {
    let client = clients.get(secretKey);
    if (!client) clients.set(secretKey, (client = create(secretKey)));
    return client;
  };
}
