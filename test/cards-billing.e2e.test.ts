import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { START_HOOK_TIMEOUT_MS, type RunningPlatform } from './support/platform-process.js';
import { cardsClient, cardsUser } from './support/cards-client.js';
import {
  billingWebhooks,
  fakeStripe,
  startPortfolioPlatform,
  stripe,
} from './support/cards-portfolio-suite.js';

describe('cards API: billing', () => {
  let platform: RunningPlatform;
  const stripeApi = fakeStripe();

  beforeAll(async () => {
    platform = await startPortfolioPlatform(stripeApi);
  }, START_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await platform?.stop();
    stripeApi.server.close();
  });

  const { webhook, signed, subscriptionEvent } = billingWebhooks(() => platform);

  it('reports Free entitlements by default', async () => {
    const user = await cardsUser();
    const entitlements = await cardsClient(platform.cardsApi, user.token)(
      'GET',
      '/api/v1/billing/entitlements',
    );
    expect(entitlements.body).toEqual({
      user_id: user.sub,
      tier: 'free',
      effective_tier: 'free',
      status: 'none',
      current_period_end: null,
      cancel_at_period_end: false,
      entitlements: ['portfolio.analytics.basic', 'portfolio.catalog.basic'],
      cataloging_limits: { max_cards: 100, bulk_import: false, scan_to_catalog: true },
    });
  });

  it('opens Stripe Checkout for Pro and in-app products; validation answers 400 before any provider call; a product without a price id is 503', async () => {
    const user = await cardsUser();
    const me = cardsClient(platform.cardsApi, user.token);
    const urls = { success_url: 'https://app.example/ok', cancel_url: 'https://app.example/cancel' };
    const before = stripeApi.calls.length;
    for (const [path, body] of [
      ['/api/v1/billing/checkout/pro', { billing_interval: 'week', ...urls }],
      [
        '/api/v1/billing/checkout/pro',
        { billing_interval: 'month', success_url: '/relative', cancel_url: urls.cancel_url },
      ],
      ['/api/v1/billing/checkout/iap', { product_id: 'gold_bars', ...urls }],
      ['/api/v1/billing/checkout/iap', { product_id: 'avatar_skin', quantity: 0, ...urls }],
    ] as const) {
      expect((await me('POST', path, { body })).status).toBe(400);
    }
    expect(stripeApi.calls.length).toBe(before);
    const pro = await me('POST', '/api/v1/billing/checkout/pro', {
      body: { billing_interval: 'year', ...urls },
    });
    expect(pro.status).toBe(200);
    expect(pro.body).toEqual({
      checkout_session_id: expect.stringMatching(/^cs_test_/),
      url: expect.stringContaining('https://'),
      mode: 'subscription',
    });
    const proCall = stripeApi.calls.at(-1)!;
    expect(proCall.get('line_items[0][price]')).toBe('price_pro_year');
    expect(proCall.get('subscription_data[metadata][user_id]')).toBe(user.sub);
    const iap = await me('POST', '/api/v1/billing/checkout/iap', {
      body: { product_id: 'proxy_print_credit', ...urls },
    });
    expect(iap.body).toMatchObject({ mode: 'payment' });
    expect(stripeApi.calls.at(-1)!.get('line_items[0][quantity]')).toBe('1');
    const unavailable = await me('POST', '/api/v1/billing/checkout/iap', {
      body: { product_id: 'guild_banner', quantity: 2, ...urls },
    });
    expect(unavailable.status).toBe(503);
    expect(unavailable.body.error).toMatchObject({
      code: 'checkout_unavailable',
      details: { missing: ['STRIPE_PRICE_GUILD_BANNER'] },
    });
    const key = randomUUID();
    const once = await me('POST', '/api/v1/billing/checkout/iap', {
      body: { product_id: 'avatar_skin', ...urls },
      headers: { 'idempotency-key': key },
    });
    const calls = stripeApi.calls.length;
    expect(
      (
        await me('POST', '/api/v1/billing/checkout/iap', {
          body: { product_id: 'avatar_skin', ...urls },
          headers: { 'idempotency-key': key },
        })
      ).body,
    ).toEqual(once.body);
    expect(stripeApi.calls.length).toBe(calls);
  });

  it('verifies the webhook signature (Stripe-Signature and ProviderA-Signature), applies each event once, and changes nothing on a bad one', async () => {
    const user = await cardsUser();
    const me = cardsClient(platform.cardsApi, user.token);
    const event = subscriptionEvent(user.sub);
    const { payload, header } = signed(event);
    expect((await webhook(payload, {})).status).toBe(400);
    const forged = await webhook(payload, {
      'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' }),
    });
    expect(forged.status).toBe(400);
    expect(forged.body.error.code).toBe('invalid_signature');
    expect((await me('GET', '/api/v1/billing/entitlements')).body.effective_tier).toBe('free');
    const applied = await webhook(payload, { 'providera-signature': header });
    expect(applied.body).toMatchObject({ received: true, event_id: event.id, outcome: 'applied' });
    expect((await webhook(payload, { 'stripe-signature': header })).body.outcome).toBe('duplicate');
    expect((await me('GET', '/api/v1/billing/entitlements')).body).toMatchObject({
      tier: 'pro',
      effective_tier: 'pro',
      status: 'active',
      cataloging_limits: { max_cards: 9007199254740991, bulk_import: true },
    });
    const purchase = signed({
      id: `evt_${randomUUID()}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: `cs_${randomUUID()}`,
          object: 'checkout.session',
          mode: 'payment',
          payment_status: 'paid',
          amount_total: 199,
          currency: 'usd',
          metadata: { user_id: user.sub, product_id: 'proxy_print_credit', quantity: '1' },
        },
      },
    });
    expect((await webhook(purchase.payload, { 'stripe-signature': purchase.header })).body.outcome).toBe(
      'applied',
    );
    expect((await webhook(purchase.payload, { 'stripe-signature': purchase.header })).body.outcome).toBe(
      'duplicate',
    );
    const canceled = signed(subscriptionEvent(user.sub, 'canceled'));
    await webhook(canceled.payload, { 'stripe-signature': canceled.header });
    expect((await me('GET', '/api/v1/billing/entitlements')).body).toMatchObject({
      status: 'canceled',
      effective_tier: 'free',
    });
  });
});
