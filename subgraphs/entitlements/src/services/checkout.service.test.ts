import { describe, expect, it } from '@jest/globals';
import type Stripe from 'stripe';
import { DomainError } from '@platform/errors';
import { CheckoutService, type CheckoutSettings } from './checkout.service.js';

const configured: CheckoutSettings = {
  secretKey: 'sk_test_1',
  proPrices: { month: 'price_month', year: undefined },
  productPrices: { proxy_print_credit: 'price_proxy', avatar_skin: undefined, guild_banner: undefined },
};
const urls = { successUrl: 'https://app.example/ok', cancelUrl: 'https://app.example/no' };

function fakeStripe() {
  const created: Stripe.Checkout.SessionCreateParams[] = [];
  const client = {
    checkout: {
      sessions: {
        create: async (params: Stripe.Checkout.SessionCreateParams) => (
          created.push(params),
          { id: `cs_${created.length}`, url: 'https://pay.example/cs' }
        ),
      },
    },
  };
  return { created, factory: () => client as unknown as Stripe };
}

describe('checkout', () => {
  it('opens a subscription session for Pro with the user in the session and subscription metadata', async () => {
    const stripe = fakeStripe();
    const session = await new CheckoutService(configured, stripe.factory).pro('user-1', {
      billingInterval: 'month',
      ...urls,
    });
    expect(session).toEqual({
      checkoutSessionId: 'cs_1',
      url: 'https://pay.example/cs',
      mode: 'subscription',
    });
    expect(stripe.created[0]).toMatchObject({
      mode: 'subscription',
      line_items: [{ price: 'price_month', quantity: 1 }],
      client_reference_id: 'user-1',
      subscription_data: { metadata: { user_id: 'user-1', tier: 'pro' } },
    });
  });

  it('opens a payment session for a product with its id and quantity in the metadata', async () => {
    const stripe = fakeStripe();
    await new CheckoutService(configured, stripe.factory).iap('user-2', {
      productId: 'proxy_print_credit',
      quantity: 3,
      ...urls,
    });
    expect(stripe.created[0]).toMatchObject({
      mode: 'payment',
      line_items: [{ price: 'price_proxy', quantity: 3 }],
      metadata: { user_id: 'user-2', product_id: 'proxy_print_credit', quantity: '3' },
    });
  });

  it('answers 503 checkout_unavailable naming each missing variable, without calling the provider', async () => {
    const stripe = fakeStripe();
    const checkout = new CheckoutService(configured, stripe.factory);
    await expect(checkout.pro('u', { billingInterval: 'year', ...urls })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      details: { reason: 'checkout_unavailable', missing: ['STRIPE_PRICE_PRO_YEAR'] },
    });
    const unconfigured = new CheckoutService({ ...configured, secretKey: undefined }, stripe.factory);
    const refusal = await unconfigured
      .iap('u', { productId: 'guild_banner', ...urls })
      .catch((error: DomainError) => error);
    expect((refusal as DomainError).details).toEqual({
      reason: 'checkout_unavailable',
      missing: ['STRIPE_SECRET_KEY', 'STRIPE_PRICE_GUILD_BANNER'],
    });
    expect(stripe.created).toHaveLength(0);
  });
});
