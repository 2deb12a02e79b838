import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import Stripe from 'stripe';
import { createAccountsSubgraph } from '../src/subgraph.js';
import { bootAccounts, errorOf, type Harness } from './harness.js';

const CHECKOUT = 'mutation { createCheckoutSession { alreadyPro provider url plan { tier priceDisplay } } }';

/**
 * Checkout configured. Stripe is never called: one client is a stand-in recording what the SDK
 * would send, the other is the real SDK aimed at a closed local port, to see a provider failure.
 */
describe('accounts: checkout when Stripe is configured', () => {
  let h: Harness;
  let mode: 'fake' | 'unreachable' = 'fake';
  const created: Array<{ key: string; params: Stripe.Checkout.SessionCreateParams }> = [];
  const fakeStripe = (key: string) =>
    ({
      checkout: {
        sessions: {
          create: async (params: Stripe.Checkout.SessionCreateParams) => {
            created.push({ key, params });
            return { id: 'cs_test_1', url: 'https://checkout.stripe.test/c/pay/cs_test_1' };
          },
        },
      },
    }) as unknown as Stripe;
  const unreachableStripe = (key: string) =>
    new Stripe(key, {
      host: '127.0.0.1',
      port: 9,
      protocol: 'http',
      maxNetworkRetries: 0,
      timeout: 2000,
      telemetry: false,
    });

  beforeAll(async () => {
    const module = createAccountsSubgraph({
      stripe: (key) => (mode === 'fake' ? fakeStripe(key) : unreachableStripe(key)),
    });
    h = await bootAccounts(
      {
        STRIPE_SECRET_KEY: 'sk_test_configured',
        STRIPE_PRICE_PRO: 'price_pro_monthly',
        CHECKOUT_SUCCESS_URL: 'https://app.example.com/billing/success',
        CHECKOUT_CANCEL_URL: 'https://app.example.com/billing/cancel',
      },
      module,
    );
  });
  afterAll(async () => h?.close());

  it('creates a subscription Checkout Session for the Pro price, tied to the caller', async () => {
    mode = 'fake';
    const account = await h.signUp('xena');
    const result = await h.run(CHECKOUT, {}, account.context);
    expect(result.data!.createCheckoutSession).toEqual({
      alreadyPro: false,
      provider: 'stripe',
      url: 'https://checkout.stripe.test/c/pay/cs_test_1',
      plan: { tier: 'PRO', priceDisplay: '$4.99/mo' },
    });
    expect(created).toEqual([
      {
        key: 'sk_test_configured',
        params: {
          mode: 'subscription',
          line_items: [{ price: 'price_pro_monthly', quantity: 1 }],
          client_reference_id: String(account.userId),
          customer_email: 'xena@example.com',
          metadata: { userId: String(account.userId) },
          subscription_data: { metadata: { userId: String(account.userId) } },
          success_url: 'https://app.example.com/billing/success',
          cancel_url: 'https://app.example.com/billing/cancel',
        },
      },
    ]);
  });

  it('answers 503 checkout_failed when the provider cannot be reached', async () => {
    mode = 'unreachable';
    const account = await h.signUp('yuri');
    const result = await h.run(CHECKOUT, {}, account.context);
    expect(errorOf(result)?.code).toBe('SERVICE_UNAVAILABLE');
    expect(errorOf(result)?.message).toBe('Checkout provider error');
    expect(errorOf(result)?.extensions).toEqual({ code: 'SERVICE_UNAVAILABLE', reason: 'checkout_failed' });
  });
});
