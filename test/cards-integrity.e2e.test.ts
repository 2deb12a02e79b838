import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { developmentToken } from '@platform/auth';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';
import { graphql } from './support/http-client.js';
import { CARDS_JWT_SECRET, cardsClient, cardsUser, seedCard } from './support/cards-client.js';

/** The close code a socket ends with, however long the server takes to decide (the test's timeout bounds it). */
const closeCodeOf = (socket: WebSocket) =>
  new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

/** A /ws/prices socket opened with a bearer token, once open. */
async function openPriceStream(cardsApi: string, token: string, ticker: string): Promise<WebSocket> {
  const socket = new WebSocket(`${cardsApi.replace('http', 'ws')}/ws/prices?symbols=${ticker}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_req, res) => reject(new Error(`refused ${res.statusCode}`)));
    socket.once('error', reject);
  });
  return socket;
}

/** A graphql-ws client on the gateway, connected, with the close code it ends with. */
async function openGraphqlWs(
  url: string,
  token: string,
): Promise<{ client: Client; closed: Promise<number> }> {
  let onClosed: (code: number) => void = () => undefined;
  const closed = new Promise<number>((resolve) => (onClosed = resolve));
  const client = createClient({
    url,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => undefined,
  });
  client.on('closed', (event) => onClosed((event as { code: number }).code));
  await new Promise<void>((resolve, reject) => {
    client.on('connected', () => resolve());
    client.on('error', reject);
  });
  return { client, closed };
}

/** One query over an open graphql-ws socket. */
function queryOverSocket(client: Client, query: string): Promise<{ data?: any; errors?: any[] }> {
  return new Promise((resolve, reject) => {
    let result: { data?: any; errors?: any[] } = {};
    client.subscribe(
      { query },
      { next: (value) => (result = value as typeof result), error: reject, complete: () => resolve(result) },
    );
  });
}

describe('cards API: what a token reaches, and for how long', () => {
  let platform: RunningPlatform;
  let owner: { sub: string; token: string };
  let cardId: string;
  let ticker: string;
  let tradeId: string;

  const gql = (query: string, token: string, variables: Record<string, unknown> = {}) =>
    graphql(platform.graphql, query, { token, variables });

  /** A ck_ customer token of the owner's with these scopes, and its id (for revoking it). */
  async function customerToken(scopes: string[]): Promise<{ token: string; id: string }> {
    const created = await gql(
      'mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { token apiToken { id } } }',
      owner.token,
      { input: { name: 'bot', scopes } },
    );
    const { token, apiToken } = created.data.createApiToken;
    return { token, id: apiToken.id };
  }
  async function revoke(id: string): Promise<void> {
    const revoked = await gql('mutation($id: ID!) { revokeApiToken(id: $id) { revokedAt } }', owner.token, {
      id,
    });
    expect(revoked.data.revokeApiToken.revokedAt).toEqual(expect.any(String));
  }

  beforeAll(async () => {
    platform = await startPlatform({ CARDS_JWT_SECRET });
    owner = await cardsUser();
    const receiver = await cardsUser();
    cardId = await seedCard(platform.cardsApi, owner.token, { marketPrice: 10 });
    ticker = (await cardsClient(platform.cardsApi, owner.token)('GET', `/api/v1/cards/${cardId}`)).body
      .ticker;
    await cardsClient(platform.cardsApi, owner.token)('POST', `/api/v1/cards/${cardId}/prices`, {
      body: { source: 'tcgplayer', price: 10, is_sold: true },
    });
    const me = cardsClient(platform.cardsApi, owner.token);
    expect(
      (await me('POST', '/api/v1/portfolio/holdings', { body: { card_id: cardId, quantity: 3 } })).status,
    ).toBe(201);
    const proposed = await me('POST', '/api/v1/trades', {
      body: {
        receiver_id: receiver.sub,
        offered_items: [{ card_id: cardId, quantity: 1 }],
        requested_items: [],
        cash_adjustment: 42,
        message: 'private note',
      },
    });
    expect(proposed.status).toBe(201);
    tradeId = proposed.body.trade_id;
  }, START_HOOK_TIMEOUT_MS);
  afterAll(() => platform?.stop());

  it("refuses a cards:read customer token the fields the cards domains call each other with, and the REST twins' data", async () => {
    const { token: reader } = await customerToken(['cards:read']);
    const asReader = cardsClient(platform.cardsApi, reader);
    const forbidden = (body: { data?: any; errors?: Array<{ extensions?: any }> }) => {
      expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(JSON.stringify(body.data ?? null)).not.toMatch(/private note|42|"quantity":3/);
    };
    forbidden(
      await gql('query($ids: [ID!]!) { heldQuantities(cardIds: $ids) { cardId quantity } }', reader, {
        ids: [cardId],
      }),
    );
    forbidden(
      await gql('query($id: ID!) { trade(id: $id) { cashAdjustment message } }', reader, { id: tradeId }),
    );
    forbidden(await gql('{ cardsEntitlements { tier entitlements } }', reader));
    forbidden(
      await gql('query($items: [CardItemInput!]!) { cardItemsValue(items: $items) { total } }', reader, {
        items: [{ cardId, quantity: 1 }],
      }),
    );
    forbidden(
      await gql('query($id: ID!) { card(id: $id) { marketPrice { price confidence } } }', reader, {
        id: cardId,
      }),
    );
    // The REST answers are what they were: 403 insufficient_scope for the reader, the data for its owner.
    for (const path of [
      `/api/v1/trades/${tradeId}`,
      '/api/v1/billing/entitlements',
      '/api/v1/portfolio',
      `/api/v1/cards/${cardId}/price`,
    ]) {
      const refused = await asReader('GET', path);
      expect([path, refused.status, refused.body.error.code]).toEqual([path, 403, 'insufficient_scope']);
    }
    expect((await asReader('GET', `/api/v1/cards/${cardId}`)).status).toBe(200);
    const me = cardsClient(platform.cardsApi, owner.token);
    expect((await me('GET', `/api/v1/trades/${tradeId}`)).body).toMatchObject({
      trade_id: tradeId,
      cash_adjustment: 42,
      message: 'private note',
    });
    expect((await me('GET', '/api/v1/billing/entitlements')).body).toMatchObject({
      user_id: owner.sub,
      tier: 'free',
    });
  });

  it('keeps the fields kept for the domains closed to a client with every scope, while the flows that use them work', async () => {
    const domainOnly = [
      ['query($ids: [ID!]!) { heldQuantities(cardIds: $ids) { quantity } }', { ids: [cardId] }],
      [
        'query($items: [CardItemInput!]!) { cardItemsValue(items: $items) { total } }',
        { items: [{ cardId, quantity: 1 }] },
      ],
      ['query($ids: [ID!]!) { cardRefs(ids: $ids) { id } }', { ids: [cardId] }],
      ['mutation($id: ID!) { settleTradeTransfer(tradeId: $id) { status } }', { id: tradeId }],
    ] as const;
    for (const [query, variables] of domainOnly) {
      const body = await gql(query, owner.token, variables);
      expect([query, body.errors?.[0]?.extensions?.code, body.errors?.[0]?.extensions?.reason]).toEqual([
        query,
        'FORBIDDEN',
        'domain_call_only',
      ]);
    }
    // The same scopes as REST: trades:read reads the trade, billing:read the entitlements, pricing:read the market price.
    const withScopes = await gql(
      'query($id: ID!, $card: ID!) { trade(id: $id) { cashAdjustment } cardsEntitlements { tier } card(id: $card) { marketPrice { price } } }',
      owner.token,
      {
        id: tradeId,
        card: cardId,
      },
    );
    expect(withScopes.errors).toBeUndefined();
    expect(withScopes.data).toMatchObject({
      trade: { cashAdjustment: 42 },
      cardsEntitlements: { tier: 'free' },
      card: { marketPrice: { price: 10 } },
    });
    // Flows that reach those fields through the graph, for their caller: valuation, holdings check, entitlements, settlement.
    const me = cardsClient(platform.cardsApi, owner.token);
    expect((await me('GET', `/api/v1/trades/${tradeId}/value`)).body).toMatchObject({
      trade_id: tradeId,
      offered_value: 10,
    });
    expect(
      (await me('POST', '/api/v1/portfolio/cataloging/check', { body: { requested_cards: 1 } })).body,
    ).toMatchObject({ allowed: true, current_cards: 3 });
    const bob = await cardsUser();
    const counterparty = cardsClient(platform.cardsApi, bob.token);
    const proposed = await me('POST', '/api/v1/trades', {
      body: {
        receiver_id: bob.sub,
        offered_items: [{ card_id: cardId, quantity: 1 }],
        requested_items: [],
        cash_adjustment: 0,
      },
    });
    expect(proposed.status).toBe(201);
    const accepted = await counterparty('POST', `/api/v1/trades/${proposed.body.trade_id}/accept`);
    expect([accepted.status, accepted.body.status]).toEqual([200, 'accepted']);
    expect((await counterparty('GET', '/api/v1/portfolio')).body.items).toEqual([
      expect.objectContaining({ card_id: cardId, quantity: 1 }),
    ]);
  });

  it('refuses a customer token the holding, trading and checkout actions, whatever its scopes (403 user_token_required)', async () => {
    const { token: bot } = await customerToken([
      'portfolio:read',
      'portfolio:write',
      'trades:read',
      'trades:write',
      'billing:read',
      'billing:write',
    ]);
    const asBot = cardsClient(platform.cardsApi, bot);
    const other = await cardsUser();
    const holdingsBefore = (await asBot('GET', '/api/v1/portfolio')).body.items;
    expect(holdingsBefore).toEqual([expect.objectContaining({ card_id: cardId })]);
    const urls = { success_url: 'https://example.com/ok', cancel_url: 'https://example.com/no' };
    const actions: Array<[string, string, unknown]> = [
      ['POST', '/api/v1/portfolio/holdings', { card_id: cardId, quantity: 1 }],
      ['DELETE', `/api/v1/portfolio/holdings/${cardId}?quantity=1`, undefined],
      [
        'POST',
        '/api/v1/trades',
        {
          receiver_id: other.sub,
          offered_items: [{ card_id: cardId, quantity: 1 }],
          requested_items: [],
          cash_adjustment: 0,
        },
      ],
      ['POST', `/api/v1/trades/${tradeId}/cancel`, undefined],
      ['POST', '/api/v1/billing/checkout/pro', { billing_interval: 'month', ...urls }],
      ['POST', '/api/v1/billing/checkout/iap', { product_id: 'avatar_skin', ...urls }],
    ];
    for (const [method, path, body] of actions) {
      const refused = await asBot(method, path, {
        body,
        headers: { 'idempotency-key': `k-${Math.random()}` },
      });
      expect([method, path, refused.status, refused.body.error?.code]).toEqual([
        method,
        path,
        403,
        'user_token_required',
      ]);
    }
    const mutation = await gql('mutation($id: ID!) { cancelTrade(id: $id) { status } }', bot, {
      id: tradeId,
    });
    expect(mutation.errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'user_token_required',
    });
    // Reads stay the customer token's (its scopes allow them), and nothing above changed: the trade is pending, the holding whole.
    expect((await asBot('GET', `/api/v1/trades/${tradeId}`)).body).toMatchObject({ status: 'pending' });
    expect((await asBot('GET', '/api/v1/portfolio')).body.items).toEqual(holdingsBefore);
  });

  it('closes a graphql-ws socket opened with a ck_ token once the token is revoked (4403)', async () => {
    const { token, id } = await customerToken(['cards:read', 'pricing:read']);
    const { client, closed } = await openGraphqlWs(platform.ws, token);
    const answered = await queryOverSocket(client, '{ searchCards(limit: 1) { hasMore } }');
    expect(answered.errors).toBeUndefined();
    await revoke(id);
    expect((await cardsClient(platform.cardsApi, token)('GET', '/api/v1/cards/search?limit=1')).status).toBe(
      401,
    );
    expect(await closed).toBe(4403);
    await client.dispose();
  }, 30_000);

  it('closes a /ws/prices socket opened with a ck_ token once the token is revoked (4403)', async () => {
    const { token, id } = await customerToken(['pricing:read']);
    const socket = await openPriceStream(platform.cardsApi, token, ticker);
    const closed = closeCodeOf(socket);
    await revoke(id);
    expect(await closed).toBe(4403);
  }, 30_000);

  it('closes /ws/prices and graphql-ws sockets opened with a JWT when it expires (4401)', async () => {
    const expiring = await developmentToken('cards', CARDS_JWT_SECRET, {
      sub: owner.sub,
      scope: 'cards:read pricing:read',
      tokenUse: 'user',
      expires: '3s',
    });
    const socket = await openPriceStream(platform.cardsApi, expiring, ticker);
    const streamClosed = closeCodeOf(socket);
    const { client, closed } = await openGraphqlWs(platform.ws, expiring);
    expect(await streamClosed).toBe(4401);
    expect(await closed).toBe(4401);
    await client.dispose();
  }, 30_000);
});
