import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';
import { request } from './support/http-client.js';
import { eventually } from './support/accounts.js';
import { CARDS_JWT_SECRET, cardsClient, cardsUser, seedCard } from './support/cards-client.js';
import { startWebhookReceiver, verifySignature } from './support/webhook-receiver.js';

const WEBHOOK_SECRET = 'whsec_cards_alerts_e2e';
const stripe = new Stripe('sk_test_unused');

describe('cards API: price alerts and watchlists', () => {
  let platform: RunningPlatform;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let admin: string;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    platform = await startPlatform({
      CARDS_JWT_SECRET,
      PROVIDERA_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_SECRET_KEY: 'sk_test_cards_alerts_e2e',
      CARDS_ALERT_WEBHOOK_ALLOW_PRIVATE: 'true',
    });
    admin = (await cardsUser()).token;
  }, START_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await platform?.stop();
    await receiver?.close();
  });

  const record = (cardId: string, price: number) =>
    request(platform.cardsApi, 'POST', `/api/v1/cards/${cardId}/prices`, {
      token: admin,
      body: { source: 'tcgplayer', price, is_sold: false },
    }).then((res) => expect(res.status).toBe(201));
  const tickerOf = async (cardId: string) =>
    (await request(platform.cardsApi, 'GET', `/api/v1/cards/${cardId}`, { token: admin })).body
      .ticker as string;
  const makePro = async (userId: string) => {
    const payload = JSON.stringify({
      id: `evt_${randomUUID()}`,
      object: 'event',
      type: 'customer.subscription.updated',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: `sub_${userId}`,
          object: 'subscription',
          status: 'active',
          customer: `cus_${userId}`,
          metadata: { user_id: userId, tier: 'pro' },
          current_period_end: Math.floor(Date.now() / 1000) + 86400,
        },
      },
    });
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const answer = await request(platform.cardsApi, 'POST', '/api/v1/billing/webhook', {
      rawBody: payload,
      headers: { 'stripe-signature': header },
    });
    expect(answer.body).toMatchObject({ outcome: 'applied' });
  };
  const subscribeAlerts = (token: string) => {
    const events: any[] = [];
    const client = createClient({
      url: platform.ws,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
    });
    const stop = client.subscribe(
      {
        query:
          'subscription { priceAlerts { alertId cardId ticker kind threshold percent price referencePrice changePercentage triggeredAt } }',
      },
      {
        next: (result) => events.push(result.data?.priceAlerts),
        error: () => undefined,
        complete: () => undefined,
      },
    );
    return { events, close: async () => (stop(), await client.dispose()) };
  };

  it('fires a threshold alert once on /ws/prices, the GraphQL subscription and a signed webhook', async () => {
    const alice = await cardsUser();
    const bob = await cardsUser();
    const me = cardsClient(platform.cardsApi, alice.token);
    const card = await seedCard(platform.cardsApi, admin, { marketPrice: null });
    const other = await seedCard(platform.cardsApi, admin, { marketPrice: null });
    const ticker = await tickerOf(card);

    const created = await me('POST', '/api/v1/alerts', {
      body: { card_id: card, kind: 'above', price: 10, webhook_url: receiver.url('/alice') },
    });
    expect(created.status).toBe(201);
    expect(created.body.alert).toMatchObject({
      card_id: card,
      kind: 'above',
      price: 10,
      percent: null,
      armed: true,
      trigger_count: 0,
      webhook_url: receiver.url('/alice'),
    });
    const secret = created.body.webhook_secret as string;
    expect(secret).toMatch(/^whsec_/);
    expect((await me('GET', '/api/v1/alerts')).body.items[0]).not.toHaveProperty('webhook_secret');

    // Alice's stream watches another ticker: her alerts come on it all the same; Bob's stream gets none.
    const wsBase = platform.cardsApi.replace(/^http/, 'ws');
    const aliceSocket = new WebSocket(`${wsBase}/ws/prices?symbols=${await tickerOf(other)}`, {
      headers: { authorization: `Bearer ${alice.token}` },
    });
    const bobSocket = new WebSocket(`${wsBase}/ws/prices?symbols=${ticker}`, {
      headers: { authorization: `Bearer ${bob.token}` },
    });
    const aliceMessages: any[] = [];
    const bobMessages: any[] = [];
    aliceSocket.on('message', (data) => aliceMessages.push(JSON.parse(String(data))));
    bobSocket.on('message', (data) => bobMessages.push(JSON.parse(String(data))));
    await Promise.all([aliceSocket, bobSocket].map((s) => new Promise((resolve) => s.once('open', resolve))));
    const aliceGraph = subscribeAlerts(alice.token);
    const bobGraph = subscribeAlerts(bob.token);
    await new Promise((resolve) => setTimeout(resolve, 500));

    await record(card, 8);
    await eventually(async () => (bobMessages.some((m) => m.type === 'price.update') ? true : undefined));
    expect(aliceMessages.filter((m) => m.type === 'alert.triggered')).toEqual([]);
    await record(card, 14); // market price (8 + 14) / 2 = 11: at or above 10
    const streamed = await eventually(async () => aliceMessages.find((m) => m.type === 'alert.triggered'));
    expect(streamed).toEqual({
      type: 'alert.triggered',
      alert_id: created.body.alert.alert_id,
      card_id: card,
      ticker,
      kind: 'above',
      threshold: 10,
      percent: null,
      price: 11,
      reference_price: null,
      change_percentage: null,
      triggered_at: expect.any(String),
    });
    const viaGraph = await eventually(async () => aliceGraph.events[0]);
    expect(viaGraph).toMatchObject({ alertId: created.body.alert.alert_id, kind: 'above', price: 11 });
    const hook = await eventually(async () => receiver.received.find((r) => r.path === '/alice'));
    expect(JSON.parse(hook.body)).toEqual(streamed);
    expect(verifySignature(hook.headers['cards-signature'] as string, hook.body, secret)).toBe(true);
    expect(verifySignature(hook.headers['cards-signature'] as string, hook.body, 'whsec_other')).toBe(false);

    await record(card, 20); // still above: the alert waits until the price was below again
    await eventually(async () =>
      bobMessages.filter((m) => m.type === 'price.update').length >= 3 ? true : undefined,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(aliceMessages.filter((m) => m.type === 'alert.triggered')).toHaveLength(1);
    expect(receiver.received.filter((r) => r.path === '/alice')).toHaveLength(1);
    expect(bobMessages.filter((m) => m.type === 'alert.triggered')).toEqual([]);
    expect(bobGraph.events).toEqual([]);
    const listed = await me('GET', '/api/v1/alerts');
    expect(listed.body.items[0]).toMatchObject({ armed: false, trigger_count: 1, last_price: 11 });

    // Bob sees none of Alice's alerts and cannot delete them.
    const bobApi = cardsClient(platform.cardsApi, bob.token);
    expect((await bobApi('GET', '/api/v1/alerts')).body.items).toEqual([]);
    expect((await bobApi('DELETE', `/api/v1/alerts/${created.body.alert.alert_id}`)).status).toBe(404);
    expect((await me('DELETE', `/api/v1/alerts/${created.body.alert.alert_id}`)).status).toBe(200);
    expect((await me('GET', '/api/v1/alerts')).body.items).toEqual([]);
    aliceSocket.close();
    bobSocket.close();
    await aliceGraph.close();
    await bobGraph.close();
  });

  it('fires a percentage move through GraphQL, measured from the price when it was made', async () => {
    const carol = await cardsUser();
    const card = await seedCard(platform.cardsApi, admin, { marketPrice: null });
    await record(card, 10);
    const graphql = (query: string, variables: Record<string, unknown> = {}) =>
      request(platform.graphql, 'POST', '', { token: carol.token, body: { query, variables } }).then(
        (r) => r.body,
      );
    const made = await graphql(
      'mutation($input: CreatePriceAlertInput!) { createPriceAlert(input: $input) { alert { id kind percent referencePrice card { ticker } } webhookSecret } }',
      { input: { cardId: card, kind: 'move', percent: 20 } },
    );
    expect(made.data.createPriceAlert).toMatchObject({
      alert: { kind: 'move', percent: 20, referencePrice: 10, card: { ticker: await tickerOf(card) } },
      webhookSecret: null,
    });
    const events = subscribeAlerts(carol.token);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await record(card, 11); // (10 + 11) / 2 = 10.5: 5 %
    await record(card, 16); // (10 + 11 + 16) / 3 = 12.33: 23.3 %
    const fired = await eventually(async () => events.events[0]);
    expect(fired).toMatchObject({
      kind: 'move',
      percent: 20,
      price: 12.33,
      referencePrice: 10,
      changePercentage: 23.3,
    });
    expect(events.events).toHaveLength(1);
    const after = await graphql('{ priceAlerts { items { referencePrice triggerCount lastPrice } } }');
    expect(after.data.priceAlerts.items).toEqual([
      { referencePrice: 12.33, triggerCount: 1, lastPrice: 12.33 },
    ]);
    await events.close();

    const refused = await graphql(
      'mutation($input: CreatePriceAlertInput!) { createPriceAlert(input: $input) { alert { id } } }',
      { input: { cardId: card, kind: 'above', percent: 5 } },
    );
    expect(refused.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const rest = cardsClient(platform.cardsApi, carol.token);
    for (const body of [
      { card_id: card, kind: 'sideways', price: 1 },
      { card_id: card, kind: 'below' },
      { card_id: card, kind: 'below', price: 1, webhook_url: 'ftp://example.com/hook' },
    ])
      expect((await rest('POST', '/api/v1/alerts', { body })).status).toBe(400);
    expect(
      (await rest('POST', '/api/v1/alerts', { body: { card_id: randomUUID(), kind: 'below', price: 1 } }))
        .status,
    ).toBe(404);
  });

  it('keeps 5 alerts and 25 watched cards on Free under concurrent requests, any number on Pro', async () => {
    const free = await cardsUser();
    const pro = await cardsUser();
    await makePro(pro.sub);
    const cards = await Promise.all(
      Array.from({ length: 28 }, () => seedCard(platform.cardsApi, admin, { marketPrice: 4 })),
    );
    const limits = await request(platform.graphql, 'POST', '', {
      token: free.token,
      body: { query: '{ cardsEntitlements { effectiveTier alertLimits { maxAlerts maxWatchedCards } } }' },
    });
    expect(limits.body.data.cardsEntitlements).toEqual({
      effectiveTier: 'free',
      alertLimits: { maxAlerts: 5, maxWatchedCards: 25 },
    });

    const createMany = (token: string, count: number) =>
      Promise.all(
        Array.from({ length: count }, (_, i) =>
          request(platform.cardsApi, 'POST', '/api/v1/alerts', {
            token,
            body: { card_id: cards[i], kind: 'below', price: 1 },
          }),
        ),
      );
    const freeAnswers = await createMany(free.token, 9);
    expect(freeAnswers.filter((a) => a.status === 201)).toHaveLength(5);
    const over = freeAnswers.filter((a) => a.status !== 201);
    expect(over.map((a) => [a.status, a.body.error.code])).toEqual(
      Array(4).fill([422, 'alert_limit_exceeded']),
    );
    expect(over[0].body.error.details).toMatchObject({ max: 5, requires_pro: true });
    const freeList = await request(platform.cardsApi, 'GET', '/api/v1/alerts?limit=100', {
      token: free.token,
    });
    expect(freeList.body.items).toHaveLength(5);
    expect((await createMany(pro.token, 9)).map((a) => a.status)).toEqual(Array(9).fill(201));

    const watchAll = (token: string) =>
      Promise.all(cards.map((id) => request(platform.cardsApi, 'PUT', `/api/v1/watchlist/${id}`, { token })));
    const watched = await watchAll(free.token);
    expect(watched.filter((a) => a.status === 200)).toHaveLength(25);
    expect(watched.filter((a) => a.status === 422)).toHaveLength(3);
    const list = await request(platform.cardsApi, 'GET', '/api/v1/watchlist', { token: free.token });
    expect(list.body.items).toHaveLength(25);
    expect(list.body.items[0]).toMatchObject({ ticker: expect.any(String), best_market_price: 4 });
    // Watching a watched card again changes nothing and is within the limit.
    const again = await request(platform.cardsApi, 'PUT', `/api/v1/watchlist/${list.body.items[0].card_id}`, {
      token: free.token,
    });
    expect(again.status).toBe(200);
    expect(again.body.added_at).toBe(list.body.items[0].added_at);
    const removed = await request(
      platform.cardsApi,
      'DELETE',
      `/api/v1/watchlist/${list.body.items[0].card_id}`,
      {
        token: free.token,
      },
    );
    expect(removed.status).toBe(200);
    expect((await watchAll(pro.token)).map((a) => a.status)).toEqual(Array(28).fill(200));
    const viaGraph = await request(platform.graphql, 'POST', '', {
      token: pro.token,
      body: { query: '{ watchlist { cardId card { name } } }' },
    });
    expect(viaGraph.body.data.watchlist).toHaveLength(28);
  }, 90_000);
});
