import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import {
  START_HOOK_TIMEOUT_MS,
  startPlatform,
  freePort,
  type RunningPlatform,
} from './support/platform-process.js';
import { request } from './support/http-client.js';
import { CARDS_JWT_SECRET, cardsClient, cardsUser, seedCard } from './support/cards-client.js';

const WEBHOOK_SECRET = 'whsec_cards_e2e_secret';
const stripe = new Stripe('sk_test_unused');

/** Stripe's checkout API as far as checkout uses it: each session create is recorded and answered. */
function fakeStripe() {
  const calls: URLSearchParams[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const params = new URLSearchParams(body);
      calls.push(params);
      const id = `cs_test_${calls.length}`;
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          mode: params.get('mode'),
          url: `https://checkout.stripe.test/${id}`,
        }),
      );
    });
  });
  return { server, calls };
}

describe('cards API: portfolio and billing', () => {
  let platform: RunningPlatform;
  const stripeApi = fakeStripe();
  let adminToken: string;
  let nearMint: string;
  let pokemon: string;
  let unpriced: string;

  beforeAll(async () => {
    const stripePort = await freePort();
    await new Promise<void>((resolve) => stripeApi.server.listen(stripePort, '127.0.0.1', resolve));
    platform = await startPlatform({
      CARDS_JWT_SECRET,
      PROVIDERA_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_SECRET_KEY: 'sk_test_cards_e2e',
      STRIPE_API_URL: `http://127.0.0.1:${stripePort}`,
      STRIPE_PRICE_PRO_MONTH: 'price_pro_month',
      STRIPE_PRICE_PRO_YEAR: 'price_pro_year',
      STRIPE_PRICE_PROXY_PRINT_CREDIT: 'price_proxy',
      STRIPE_PRICE_AVATAR_SKIN: 'price_avatar',
      // STRIPE_PRICE_GUILD_BANNER left unset: that product's checkout is unavailable.
    });
    adminToken = (await cardsUser()).token;
    nearMint = await seedCard(platform.cardsApi, adminToken, {
      game: 'mtg',
      condition: 'near_mint',
      marketPrice: 10,
    });
    pokemon = await seedCard(platform.cardsApi, adminToken, {
      game: 'pokemon',
      condition: 'mint',
      marketPrice: 5,
    });
    unpriced = await seedCard(platform.cardsApi, adminToken, { marketPrice: null });
  }, START_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await platform?.stop();
    stripeApi.server.close();
  });

  const webhook = (payload: string, headers: Record<string, string>) =>
    request(platform.cardsApi, 'POST', '/api/v1/billing/webhook', { rawBody: payload, headers });
  const signed = (event: object) => {
    const payload = JSON.stringify(event);
    return { payload, header: stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) };
  };
  const subscriptionEvent = (userId: string, status = 'active') => ({
    id: `evt_${randomUUID()}`,
    object: 'event',
    type: 'customer.subscription.updated',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: `sub_${userId}`,
        object: 'subscription',
        status,
        customer: 'cus_1',
        metadata: { user_id: userId, tier: 'pro' },
        current_period_end: Math.floor(Date.now() / 1000) + 86400,
      },
    },
  });
  const makePro = async (userId: string) => {
    const { payload, header } = signed(subscriptionEvent(userId));
    expect((await webhook(payload, { 'stripe-signature': header })).body).toMatchObject({
      outcome: 'applied',
    });
  };

  it('adds holdings (an existing one increments, its purchase price averaged) and lists them valued', async () => {
    const me = cardsClient(platform.cardsApi, (await cardsUser()).token);
    const first = await me('POST', '/api/v1/portfolio/holdings', {
      body: { card_id: nearMint, quantity: 2, purchase_price: 3 },
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      owner_id: expect.any(String),
      entry: { card_id: nearMint, quantity: 2, purchase_price: 3 },
    });
    const second = await me('POST', '/api/v1/portfolio/holdings', {
      body: { card_id: nearMint, quantity: 1, purchase_price: 6 },
    });
    expect(second.body.entry).toMatchObject({ quantity: 3, purchase_price: 4 });
    const list = await me('GET', '/api/v1/portfolio');
    expect(list.status).toBe(200);
    // 10 × near_mint 0.9 × 3
    expect(list.body).toMatchObject({
      items: [
        {
          card_id: nearMint,
          quantity: 3,
          unit_value: 9,
          market_value: 27,
          game: 'mtg',
          condition: 'near_mint',
        },
      ],
      next_cursor: null,
      has_more: false,
    });
  });

  it('refuses bad holdings: 400 for quantity and price, 422 for an unknown card, 403 without the scope', async () => {
    const me = cardsClient(platform.cardsApi, (await cardsUser()).token);
    for (const body of [
      { card_id: nearMint, quantity: 0 },
      { card_id: nearMint, quantity: 1.5 },
      { card_id: nearMint, quantity: 1, purchase_price: -1 },
      { quantity: 1 },
    ]) {
      const refused = await me('POST', '/api/v1/portfolio/holdings', { body });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({
        code: 'invalid_request',
        request_id: refused.headers.get('x-request-id'),
      });
    }
    const unknown = await me('POST', '/api/v1/portfolio/holdings', {
      body: { card_id: randomUUID(), quantity: 1 },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.code).toBe('unknown_card');
    const readOnly = cardsClient(platform.cardsApi, (await cardsUser('portfolio:read')).token);
    const noScope = await readOnly('POST', '/api/v1/portfolio/holdings', {
      body: { card_id: nearMint, quantity: 1 },
    });
    expect(noScope.status).toBe(403);
    expect(noScope.body.error.code).toBe('insufficient_scope');
  });

  it('removes copies: part of a holding, then all of it at or above the quantity, then 404; owners see only their own', async () => {
    const me = cardsClient(platform.cardsApi, (await cardsUser()).token);
    const other = cardsClient(platform.cardsApi, (await cardsUser()).token);
    await me('POST', '/api/v1/portfolio/holdings', { body: { card_id: pokemon, quantity: 4 } });
    expect((await other('GET', '/api/v1/portfolio')).body.items).toEqual([]);
    expect((await other('DELETE', `/api/v1/portfolio/holdings/${pokemon}?quantity=1`)).status).toBe(404);
    const part = await me('DELETE', `/api/v1/portfolio/holdings/${pokemon}?quantity=1`);
    expect(part.body).toMatchObject({ removed_card_id: pokemon, remaining_quantity: 3 });
    expect((await me('DELETE', `/api/v1/portfolio/holdings/${pokemon}?quantity=0`)).status).toBe(400);
    const all = await me('DELETE', `/api/v1/portfolio/holdings/${pokemon}?quantity=7`);
    expect(all.body).toMatchObject({ removed_card_id: pokemon, remaining_quantity: 0 });
    expect((await me('DELETE', `/api/v1/portfolio/holdings/${pokemon}`)).status).toBe(404);
    expect((await me('GET', '/api/v1/portfolio')).body.items).toEqual([]);
  });

  it('reports stats with allocations by game; unpriced cards count 0', async () => {
    const me = cardsClient(platform.cardsApi, (await cardsUser()).token);
    await me('POST', '/api/v1/portfolio/holdings', { body: { card_id: nearMint, quantity: 2 } });
    await me('POST', '/api/v1/portfolio/holdings', { body: { card_id: pokemon, quantity: 2 } });
    await me('POST', '/api/v1/portfolio/holdings', { body: { card_id: unpriced, quantity: 1 } });
    const stats = await me('GET', '/api/v1/portfolio/stats');
    expect(stats.status).toBe(200);
    expect(stats.body).toEqual({
      total_cards: 5,
      total_value: 28,
      allocations: [
        { game: 'mtg', value: 18, percentage: 64.29, cards: 3 },
        { game: 'pokemon', value: 10, percentage: 35.71, cards: 2 },
      ],
      unpriced_cards: 1,
    });
  });

  it('checks the cataloging limit and refuses adds beyond it with 422 portfolio_limit_exceeded', async () => {
    const me = cardsClient(platform.cardsApi, (await cardsUser()).token);
    await me('POST', '/api/v1/portfolio/holdings', { body: { card_id: nearMint, quantity: 95 } });
    expect(
      (await me('POST', '/api/v1/portfolio/cataloging/check', { body: { requested_cards: 5 } })).body,
    ).toEqual({ allowed: true, current_cards: 95, requested_cards: 5, max_cards: 100, requires_pro: false });
    expect(
      (await me('POST', '/api/v1/portfolio/cataloging/check', { body: { requested_cards: 6 } })).body,
    ).toMatchObject({ allowed: false, requires_pro: true });
    expect(
      (await me('POST', '/api/v1/portfolio/cataloging/check', { body: { requested_cards: 0 } })).status,
    ).toBe(400);
    const over = await me('POST', '/api/v1/portfolio/holdings', { body: { card_id: pokemon, quantity: 6 } });
    expect(over.status).toBe(422);
    expect(over.body.error).toMatchObject({
      code: 'portfolio_limit_exceeded',
      details: { current_cards: 95, requested_cards: 6, max_cards: 100 },
    });
  });

  it('keeps analytics and CSV import for Pro (403 entitlement_required), and serves them once a subscription makes the user Pro', async () => {
    const user = await cardsUser();
    const me = cardsClient(platform.cardsApi, user.token);
    await me('POST', '/api/v1/portfolio/holdings', {
      body: { card_id: nearMint, quantity: 2, purchase_price: 5 },
    });
    const free = await me('GET', '/api/v1/portfolio/analytics');
    expect(free.status).toBe(403);
    expect(free.body.error.code).toBe('entitlement_required');
    const csv = `card_id,quantity,purchase_price\n${pokemon},3,1.5\n${nearMint},1,\n`;
    expect(
      (
        await me('POST', '/api/v1/portfolio/holdings/import', {
          rawBody: csv,
          headers: { 'content-type': 'text/csv' },
        })
      ).body.error.code,
    ).toBe('entitlement_required');
    await makePro(user.sub);
    const analytics = await me('GET', '/api/v1/portfolio/analytics');
    expect(analytics.status).toBe(200);
    expect(analytics.body).toMatchObject({
      total_cards: 2,
      total_value: 18,
      total_cost_basis: 10,
      unrealized_pnl: 8,
      unrealized_pnl_percentage: 80,
      concentration_score: 1,
      concentration_risk: 'high',
    });
    expect(analytics.body.largest_position).toMatchObject({ card_id: nearMint, weight_percentage: 100 });
    const imported = await me('POST', '/api/v1/portfolio/holdings/import', {
      rawBody: csv,
      headers: { 'content-type': 'text/csv' },
    });
    expect(imported.status).toBe(201);
    expect(imported.body).toEqual({ rows: 2, cards: 2, copies_added: 4, total_cards: 6 });
    const bad = await me('POST', '/api/v1/portfolio/holdings/import', {
      rawBody: `card_id,quantity\n${pokemon},-2\n`,
      headers: { 'content-type': 'text/csv' },
    });
    expect(bad.status).toBe(400);
    expect((await me('GET', '/api/v1/portfolio/stats')).body.total_cards).toBe(6);
  });

  it('replays an add with the same Idempotency-Key and refuses the key with another body', async () => {
    const me = cardsClient(platform.cardsApi, (await cardsUser()).token);
    const key = randomUUID();
    const first = await me('POST', '/api/v1/portfolio/holdings', {
      body: { card_id: pokemon, quantity: 2 },
      headers: { 'idempotency-key': key },
    });
    const again = await me('POST', '/api/v1/portfolio/holdings', {
      body: { card_id: pokemon, quantity: 2 },
      headers: { 'idempotency-key': key },
    });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect((await me('GET', '/api/v1/portfolio/stats')).body.total_cards).toBe(2);
    const reused = await me('POST', '/api/v1/portfolio/holdings', {
      body: { card_id: pokemon, quantity: 3 },
      headers: { 'idempotency-key': key },
    });
    expect(reused.status).toBe(422);
    expect(reused.body.error.code).toBe('idempotency_key_reused');
  });

  it('resolves holdings with their catalog card in one GraphQL query', async () => {
    const user = await cardsUser();
    await cardsClient(platform.cardsApi, user.token)('POST', '/api/v1/portfolio/holdings', {
      body: { card_id: nearMint, quantity: 1 },
    });
    const response = await fetch(platform.graphql, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
      body: JSON.stringify({
        query:
          '{ portfolioHoldings { items { quantity card { id name ticker condition bestMarketPrice } } } }',
      }),
    });
    const { data, errors } = (await response.json()) as { data: any; errors?: unknown };
    expect(errors).toBeUndefined();
    expect(data.portfolioHoldings.items).toEqual([
      {
        quantity: 1,
        card: {
          id: nearMint,
          name: expect.any(String),
          ticker: expect.stringMatching(/^MTG-TST-/),
          condition: 'near_mint',
          bestMarketPrice: 10,
        },
      },
    ]);
  });

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
