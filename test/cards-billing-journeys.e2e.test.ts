import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import {
  START_HOOK_TIMEOUT_MS,
  freePort,
  startPlatform,
  type RunningPlatform,
} from './support/platform-process.js';
import { request } from './support/http-client.js';
import { ALL_CARDS_SCOPES, CARDS_JWT_SECRET, cardsUser, signedPurchase } from './support/cards-client.js';
import { stripeNetworkDouble } from './support/stripe-network-double.js';

const WEBHOOK_SECRET = 'whsec_cards_journeys';
const CARDS_LIMIT = 12;
const TABS_LIMIT = 40;
const stripe = new Stripe('sk_test_unused');

let addresses = 0;
/** Each journey calls from its own client address (TRUST_PROXY=loopback): budgets do not mix. */
const newAddress = () => `203.0.113.${(addresses += 1)}`;

describe('cards API: its own rate limit, purchases read back, the customer portal', () => {
  let platform: RunningPlatform;

  beforeAll(async () => {
    platform = await startPlatform({
      CARDS_JWT_SECRET,
      PROVIDERA_WEBHOOK_SECRET: WEBHOOK_SECRET,
      CARDS_RATE_LIMIT_MAX: String(CARDS_LIMIT),
      CARDS_RATE_LIMIT_WINDOW_MS: '600000',
      RATE_LIMIT_MAX: String(TABS_LIMIT),
      TRUST_PROXY: 'loopback',
      // No STRIPE_* settings: checkout and the portal are unavailable.
    });
  }, START_HOOK_TIMEOUT_MS);
  afterAll(() => platform?.stop());

  /** A client of one API from one address, with the caller's token when given. */
  const client =
    (base: () => string, address = newAddress(), token?: string) =>
    (
      method: string,
      path: string,
      options: { body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
    ) =>
      request(base(), method, path, {
        token,
        ...options,
        headers: { 'x-forwarded-for': address, ...options.headers },
      });
  const cards = (token?: string, address?: string) => client(() => platform.cardsApi, address, token);

  const purchase = async (userId: string, productId: string, quantity: number) => {
    const applied = await cards()(
      'POST',
      '/api/v1/billing/webhook',
      signedPurchase(userId, productId, quantity, WEBHOOK_SECRET),
    );
    expect(applied.body).toMatchObject({ outcome: 'applied' });
  };

  it('limits the cards API by CARDS_RATE_LIMIT_MAX with the documented 429, while the tab API keeps RATE_LIMIT_MAX', async () => {
    const address = newAddress();
    const me = cards((await cardsUser()).token, address);
    for (let i = 1; i <= CARDS_LIMIT; i += 1) {
      const answer = await me('GET', '/api/v1/billing/credits');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('ratelimit-policy')).toBe(`${CARDS_LIMIT};w=600`);
      expect(answer.headers.get('ratelimit')).toContain(`remaining=${CARDS_LIMIT - i}`);
    }
    const refused = await me('GET', '/api/v1/billing/credits');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(refused.body).toEqual({
      error: {
        code: 'rate_limited',
        message: 'Too many requests, please try again later',
        request_id: refused.headers.get('x-request-id'),
        details: { retry_after_seconds: retryAfter },
      },
    });
    // Another address still has its whole budget.
    expect((await cards((await cardsUser()).token)('GET', '/api/v1/billing/credits')).status).toBe(200);
    // The tab API, from the address the cards API refuses, counts on its own (40 per 15 minutes here).
    const tabs = client(() => platform.api, address);
    for (let i = 1; i <= CARDS_LIMIT + 5; i += 1) {
      const answer = await tabs('GET', '/api/tabs');
      expect(answer.status).toBe(401);
      expect(answer.headers.get('ratelimit-policy')).toBe(`${TABS_LIMIT};w=900`);
    }
  });

  it('lists receipts and credits only to their owner, newest first in keyset pages', async () => {
    const alice = await cardsUser();
    const bob = await cardsUser();
    await purchase(alice.sub, 'proxy_print_credit', 2);
    await purchase(alice.sub, 'avatar_skin', 1);
    await purchase(alice.sub, 'proxy_print_credit', 3);
    await purchase(bob.sub, 'proxy_print_credit', 7);
    const asAlice = cards(alice.token);
    const asBob = cards(bob.token);

    const first = await asAlice('GET', '/api/v1/billing/receipts?limit=2');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ has_more: true, next_cursor: expect.any(String) });
    expect(first.body.items).toHaveLength(2);
    const rest = await asAlice('GET', `/api/v1/billing/receipts?limit=2&cursor=${first.body.next_cursor}`);
    expect(rest.body).toMatchObject({ has_more: false, next_cursor: null });
    const all = [...first.body.items, ...rest.body.items];
    expect(all.map((receipt: { product_id: string }) => receipt.product_id).sort()).toEqual([
      'avatar_skin',
      'proxy_print_credit',
      'proxy_print_credit',
    ]);
    expect(all.find((receipt: { kind: string }) => receipt.kind === 'durable')).toMatchObject({
      product_id: 'avatar_skin',
      quantity: 1,
      amount_total: 199,
      currency: 'usd',
      receipt_id: expect.any(String),
      purchased_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const times = all.map((receipt: { purchased_at: string }) => Date.parse(receipt.purchased_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    expect((await asAlice('GET', '/api/v1/billing/credits')).body).toEqual({
      items: [
        {
          product_id: 'proxy_print_credit',
          credits: 5,
          receipts: 2,
          spent: 0,
          balance: 5,
          last_purchased_at: expect.any(String),
        },
      ],
      next_cursor: null,
      has_more: false,
    });
    const bobs = await asBob('GET', '/api/v1/billing/receipts');
    expect(bobs.body.items).toEqual([
      expect.objectContaining({ product_id: 'proxy_print_credit', quantity: 7 }),
    ]);
    expect((await asBob('GET', '/api/v1/billing/credits')).body.items).toEqual([
      expect.objectContaining({ credits: 7, receipts: 1 }),
    ]);
    // Alice's cursor is no key into Bob's list.
    const borrowed = await asBob('GET', `/api/v1/billing/receipts?limit=2&cursor=${first.body.next_cursor}`);
    expect(borrowed.status).toBe(400);
    expect(borrowed.body.error.code).toBe('invalid_cursor');
    // No token: 401; a token without billing:read: 403.
    expect((await cards()('GET', '/api/v1/billing/receipts')).status).toBe(401);
    const narrow = await cardsUser(ALL_CARDS_SCOPES.replace('billing:read ', ''), alice.sub);
    const refused = await cards(narrow.token)('GET', '/api/v1/billing/credits');
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('insufficient_scope');
  });

  it('answers the portal with 503 checkout_unavailable without Stripe settings, as checkout does', async () => {
    const me = cards((await cardsUser()).token);
    const portal = await me('POST', '/api/v1/billing/portal', {
      body: { return_url: 'https://app.example/account' },
    });
    expect(portal.status).toBe(503);
    expect(portal.body.error).toMatchObject({
      code: 'checkout_unavailable',
      message: 'Checkout is not configured: set STRIPE_SECRET_KEY',
      details: { missing: ['STRIPE_SECRET_KEY'] },
    });
    const checkout = await me('POST', '/api/v1/billing/checkout/pro', {
      body: {
        billing_interval: 'month',
        success_url: 'https://app.example/ok',
        cancel_url: 'https://app.example/no',
      },
    });
    expect(checkout.status).toBe(503);
    expect(checkout.body.error.code).toBe(portal.body.error.code);
    expect(
      (await cards()('POST', '/api/v1/billing/portal', { body: { return_url: 'https://a.example' } })).status,
    ).toBe(401);
  });

  it('answers wrong types and values with the documented 400 before anything else', async () => {
    const me = cards((await cardsUser()).token);
    for (const path of [
      '/api/v1/billing/receipts?limit=abc',
      '/api/v1/billing/receipts?limit=0',
      '/api/v1/billing/credits?limit=101',
      '/api/v1/billing/credits?limit=2.5',
    ]) {
      const answer = await me('GET', path);
      expect([path, answer.status, answer.body.error.code]).toEqual([path, 400, 'invalid_request']);
      expect(answer.body.error.request_id).toBe(answer.headers.get('x-request-id'));
    }
    const garbage = await me('GET', '/api/v1/billing/credits?cursor=not-a-cursor');
    expect([garbage.status, garbage.body.error.code]).toEqual([400, 'invalid_cursor']);
    for (const body of [
      {},
      { return_url: 42 },
      { return_url: 'ftp://files.example/x' },
      { return_url: 'not a url' },
    ]) {
      const answer = await me('POST', '/api/v1/billing/portal', { body });
      expect([JSON.stringify(body), answer.status, answer.body.error.code]).toEqual([
        JSON.stringify(body),
        400,
        'invalid_request',
      ]);
    }
  });
});

describe('cards API: the customer portal with Stripe configured', () => {
  let platform: RunningPlatform;
  const stripeApi = stripeNetworkDouble();

  beforeAll(async () => {
    const stripePort = await freePort();
    await new Promise<void>((resolve) => stripeApi.server.listen(stripePort, '127.0.0.1', resolve));
    platform = await startPlatform({
      CARDS_JWT_SECRET,
      PROVIDERA_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_SECRET_KEY: 'sk_test_cards_journeys',
      STRIPE_API_URL: `http://127.0.0.1:${stripePort}`,
    });
  }, START_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await platform?.stop();
    stripeApi.server.close();
  });

  it("opens the portal for the customer of the caller's own subscription; one who never subscribed gets 404", async () => {
    const subscriber = await cardsUser();
    const payload = JSON.stringify({
      id: `evt_${randomUUID()}`,
      object: 'event',
      type: 'customer.subscription.created',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: `sub_${randomUUID()}`,
          object: 'subscription',
          status: 'active',
          customer: 'cus_journey_1',
          metadata: { user_id: subscriber.sub, tier: 'pro' },
          current_period_end: Math.floor(Date.now() / 1000) + 86400,
        },
      },
    });
    const webhook = await request(platform.cardsApi, 'POST', '/api/v1/billing/webhook', {
      rawBody: payload,
      headers: {
        'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
    });
    expect(webhook.body).toMatchObject({ outcome: 'applied' });

    const returnUrl = 'https://app.example/account';
    const portal = await request(platform.cardsApi, 'POST', '/api/v1/billing/portal', {
      token: subscriber.token,
      body: { return_url: returnUrl },
    });
    expect(portal.status).toBe(200);
    expect(portal.body).toEqual({
      portal_session_id: 'bps_test_1',
      url: 'https://billing.stripe.test/p/bps_test_1',
    });
    expect(stripeApi.calls).toHaveLength(1);
    expect(stripeApi.calls[0].path).toBe('/v1/billing_portal/sessions');
    expect(Object.fromEntries(stripeApi.calls[0].form)).toEqual({
      customer: 'cus_journey_1',
      return_url: returnUrl,
    });

    const stranger = await request(platform.cardsApi, 'POST', '/api/v1/billing/portal', {
      token: (await cardsUser()).token,
      body: { return_url: returnUrl },
    });
    expect([stranger.status, stranger.body.error.code]).toEqual([404, 'not_found']);
    expect(stripeApi.calls).toHaveLength(1);
  });
});
