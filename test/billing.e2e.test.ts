import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';
import { request, signUp } from './support/http-client.js';
import { TEST_WEBHOOK_SECRET } from './support/accounts.js';

const STRIPE_SECRET = 'whsec_test_provider_a_secret';
const PROVIDER_B_SECRET = 'provider-b-test-secret';
const stripe = new Stripe('sk_test_unused');

describe('plans, billing and devices', () => {
  let platform: RunningPlatform;
  beforeAll(async () => {
    platform = await startPlatform({
      BILLING_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      PROVIDERA_WEBHOOK_SECRET: STRIPE_SECRET,
      PROVIDERB_WEBHOOK_SECRET: PROVIDER_B_SECRET,
    });
  }, START_HOOK_TIMEOUT_MS);
  afterAll(() => platform?.stop());

  const webhook = (rawBody: string, headers: Record<string, string>) =>
    request(platform.api, 'POST', '/api/billing/webhook', { rawBody, headers });
  const stripeEvent = (userId: number, status = 'active') =>
    JSON.stringify({
      id: `evt_${userId}_${status}`,
      object: 'event',
      type: 'customer.subscription.updated',
      data: {
        object: {
          id: 'sub_1',
          object: 'subscription',
          status,
          metadata: { userId: String(userId) },
          current_period_end: 1893456000,
        },
      },
    });

  it('describes the Free plan with limits, features, usage and the upgrade', async () => {
    const { token } = await signUp(platform.api);
    await request(platform.api, 'POST', '/api/tabs', { token, body: { url: 'https://example.com' } });
    const plan = await request(platform.api, 'GET', '/api/billing/plan', { token });
    expect(plan.status).toBe(200);
    expect(plan.body).toEqual({
      plan: { tier: 'free', name: 'Free', priceCents: 0, priceDisplay: '$0/mo' },
      subscription: { status: 'inactive', provider: null, currentPeriodEnd: null },
      limits: { bookmarks: 100, devices: 1 },
      features: { ml: false, sync: false },
      usage: { bookmarks: 0, tabs: 1, devices: 0 },
      upgrade: { tier: 'pro', priceDisplay: '$4.99/mo' },
    });
  });

  it('answers 503 checkout_unavailable naming the variables when Stripe is not configured', async () => {
    const { token } = await signUp(platform.api);
    const checkout = await request(platform.api, 'POST', '/api/billing/checkout', { token });
    expect(checkout.status).toBe(503);
    expect(checkout.body.code).toBe('checkout_unavailable');
    expect(checkout.body.required).toEqual(['STRIPE_SECRET_KEY', 'STRIPE_PRICE_PRO']);
    expect(checkout.body.message).toContain('STRIPE_SECRET_KEY');
  });

  it('applies a Stripe-signed event (Stripe-Signature and ProviderA-Signature) and makes the user Pro', async () => {
    const user = await signUp(platform.api);
    const payload = stripeEvent(user.userId);
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_SECRET });
    const applied = await webhook(payload, { 'stripe-signature': header });
    expect(applied).toMatchObject({
      status: 200,
      body: { ignored: false, userId: user.userId, status: 'active', provider: 'stripe' },
    });
    const plan = await request(platform.api, 'GET', '/api/billing/plan', { token: user.token });
    expect(plan.body.plan).toEqual({ tier: 'pro', name: 'Pro', priceCents: 499, priceDisplay: '$4.99/mo' });
    expect(plan.body.limits).toEqual({ bookmarks: null, devices: null });
    expect(plan.body.features).toEqual({ ml: true, sync: true });
    const checkout = await request(platform.api, 'POST', '/api/billing/checkout', { token: user.token });
    expect(checkout.body).toEqual({
      alreadyPro: true,
      plan: { tier: 'pro', name: 'Pro', priceCents: 499, priceDisplay: '$4.99/mo' },
    });
    const canceled = stripeEvent(user.userId, 'canceled');
    const viaA = await webhook(canceled, {
      'providera-signature': stripe.webhooks.generateTestHeaderString({
        payload: canceled,
        secret: STRIPE_SECRET,
      }),
    });
    expect(viaA.body).toMatchObject({ ignored: false, status: 'canceled' });
    expect(
      (await request(platform.api, 'GET', '/api/user/profile', { token: user.token })).body.plan_tier,
    ).toBe('free');
  });

  it('rejects a bad or missing signature with 400 and changes nothing', async () => {
    const user = await signUp(platform.api);
    const payload = stripeEvent(user.userId);
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' });
    expect((await webhook(payload, { 'stripe-signature': forged })).status).toBe(400);
    expect((await webhook(payload, {})).status).toBe(400);
    expect((await webhook(payload, { 'x-signature': 'deadbeef' })).status).toBe(400);
    expect((await webhook(payload, { 'x-billing-webhook-secret': 'guess' })).status).toBe(400);
    expect(
      (await request(platform.api, 'GET', '/api/user/profile', { token: user.token })).body.plan_tier,
    ).toBe('free');
  });

  it('accepts provider B (X-Signature HMAC) and the shared secret, and ignores unsupported events', async () => {
    const user = await signUp(platform.api);
    const body = JSON.stringify({
      type: 'subscription.created',
      data: { userId: user.userId, status: 'trialing', provider: 'providerb' },
    });
    const signature = createHmac('sha256', PROVIDER_B_SECRET).update(body).digest('hex');
    expect((await webhook(body, { 'x-signature': signature })).body).toEqual({
      ignored: false,
      userId: user.userId,
      status: 'trialing',
      provider: 'providerb',
    });
    const cancel = JSON.stringify({
      type: 'subscription.cancelled',
      data: { userId: user.userId, provider: 'manual' },
    });
    const cancelled = await webhook(cancel, { 'x-billing-webhook-secret': TEST_WEBHOOK_SECRET });
    expect(cancelled.body).toMatchObject({ ignored: false, userId: user.userId });
    const unsupported = JSON.stringify({ type: 'invoice.paid', data: { userId: user.userId } });
    expect((await webhook(unsupported, { 'x-billing-webhook-secret': TEST_WEBHOOK_SECRET })).body).toEqual({
      ignored: true,
    });
  });

  it('registers one device on Free, answers 402 for a second, and rejects e-mail-like ids', async () => {
    const { token } = await signUp(platform.api);
    const first = await request(platform.api, 'GET', '/api/tabs', {
      token,
      headers: { 'x-device-id': 'laptop-7f3a', 'x-device-label': 'Laptop' },
    });
    expect(first.status).toBe(200);
    const again = await request(platform.api, 'GET', '/api/tabs', {
      token,
      headers: { 'x-device-id': 'laptop-7f3a' },
    });
    expect(again.status).toBe(200);
    const second = await request(platform.api, 'GET', '/api/tabs', {
      token,
      headers: { 'x-device-id': 'phone-91bc' },
    });
    expect(second.status).toBe(402);
    expect(second.body).toMatchObject({ error: 'upgrade_required', feature: 'sync', usage: { devices: 1 } });
    const plan = await request(platform.api, 'GET', '/api/billing/plan', {
      token,
      headers: { 'x-device-id': 'laptop-7f3a' },
    });
    expect(plan.body.usage.devices).toBe(1);
    const email = await request(platform.api, 'GET', '/api/tabs', {
      token,
      headers: { 'x-device-id': 'someone@example.com' },
    });
    expect(email.status).toBe(400);
  });
});
