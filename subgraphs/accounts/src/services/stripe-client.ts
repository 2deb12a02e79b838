import type Stripe from 'stripe';

/**
 * The Stripe SDK, loaded the first time billing needs it: about 9 MB that a process which never
 * takes a payment or a webhook does not pay for.
 */
export const loadStripe = async (): Promise<typeof Stripe> => (await import('stripe')).default;

/** How the domain obtains a Stripe SDK client; tests substitute one that never leaves the machine. */
export type StripeFactory = (secretKey: string) => Stripe | Promise<Stripe>;

/** One client per secret key: the SDK keeps connections and settings per instance. */
export function cachedStripeFactory(
  create: StripeFactory = async (key) =>
    new (await loadStripe())(key, { timeout: 15_000, maxNetworkRetries: 1 }),
): StripeFactory {
  const clients = new Map<string, Stripe | Promise<Stripe>>();
  return (secretKey) => {
    let client = clients.get(secretKey);
    if (!client) clients.set(secretKey, (client = create(secretKey)));
    return client;
  };
}
