import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { developmentToken } from '@platform/auth';
import { DEV_JWT_SECRET } from '@platform/config';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';
import { graphql } from './support/http-client.js';
import { CARDS_JWT_SECRET, cardsClient, cardsUser, seedCard } from './support/cards-client.js';

type Client = ReturnType<typeof cardsClient>;

describe('cards API: trades', () => {
  let platform: RunningPlatform;
  let adminToken: string;
  let mtg: string; // 10, mint
  let poke: string; // 4, near_mint → 3.6 a copy

  beforeAll(async () => {
    // GAME_TEST_CLOCK: the platform's controllable clock, which trading's expiry reads too (last test).
    platform = await startPlatform({ CARDS_JWT_SECRET, GAME_TEST_CLOCK: 'true' });
    adminToken = (await cardsUser()).token;
    mtg = await seedCard(platform.cardsApi, adminToken, { game: 'mtg', condition: 'mint', marketPrice: 10 });
    poke = await seedCard(platform.cardsApi, adminToken, {
      game: 'pokemon',
      condition: 'near_mint',
      marketPrice: 4,
    });
  }, START_HOOK_TIMEOUT_MS);
  afterAll(() => platform?.stop());

  /** A proposer holding 3 mtg and a receiver holding 2 poke. */
  async function parties() {
    const [p, r] = [await cardsUser(), await cardsUser()];
    const proposer = cardsClient(platform.cardsApi, p.token);
    const receiver = cardsClient(platform.cardsApi, r.token);
    await proposer('POST', '/api/v1/portfolio/holdings', { body: { card_id: mtg, quantity: 3 } });
    await receiver('POST', '/api/v1/portfolio/holdings', { body: { card_id: poke, quantity: 2 } });
    return { p, r, proposer, receiver };
  }
  const propose = (
    client: Client,
    receiverId: string,
    extra: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) =>
    client('POST', '/api/v1/trades', {
      body: {
        receiver_id: receiverId,
        offered_items: [{ card_id: mtg, quantity: 2 }],
        requested_items: [{ card_id: poke, quantity: 1 }],
        cash_adjustment: 5,
        message: 'deal?',
        ...extra,
      },
      headers,
    });
  const holdings = async (client: Client) =>
    Object.fromEntries(
      (
        (await client('GET', '/api/v1/portfolio')).body.items as Array<{ card_id: string; quantity: number }>
      ).map((item) => [item.card_id, item.quantity]),
    );

  it("refuses invalid trades with the cards API's messages", async () => {
    const { p, r, proposer } = await parties();
    const self = await propose(proposer, p.sub);
    expect(self.status).toBe(422);
    expect(self.body.error.message).toBe('cannot trade with yourself');
    const empty = await propose(proposer, r.sub, { offered_items: [], requested_items: [] });
    expect(empty.status).toBe(422);
    expect(empty.body.error.message).toBe('must include at least one item');
    const zero = await propose(proposer, r.sub, { offered_items: [{ card_id: mtg, quantity: 0 }] });
    expect(zero.status).toBe(422);
    expect(zero.body.error.message).toBe('item quantity must be positive');
    expect(
      (await propose(proposer, r.sub, { offered_items: [{ card_id: mtg, quantity: 1.5 }] })).status,
    ).toBe(400);
    expect((await propose(proposer, r.sub, { receiver_id: undefined })).status).toBe(400);
    const notHeld = await propose(proposer, r.sub, { offered_items: [{ card_id: poke, quantity: 1 }] });
    expect(notHeld.status).toBe(422);
    expect(notHeld.body.error.code).toBe('insufficient_holdings');
  });

  it("creates a pending trade both parties list, hidden (404) from anyone else; net value from the proposer's view", async () => {
    const { r, proposer, receiver } = await parties();
    const created = await propose(proposer, r.sub);
    expect(created.status).toBe(201);
    const trade = created.body;
    expect(trade).toMatchObject({
      receiver_id: r.sub,
      status: 'pending',
      cash_adjustment: 5,
      message: 'deal?',
      parent_trade_id: null,
      offered_items: [{ card_id: mtg, quantity: 2 }],
    });
    const hours = (Date.parse(trade.expires_at) - Date.parse(trade.created_at)) / 3600_000;
    expect(hours).toBeCloseTo(72, 3);
    for (const client of [proposer, receiver]) {
      expect(
        (await client('GET', '/api/v1/trades')).body.items.map((t: { trade_id: string }) => t.trade_id),
      ).toContain(trade.trade_id);
      expect((await client('GET', `/api/v1/trades/${trade.trade_id}`)).body.trade_id).toBe(trade.trade_id);
    }
    const third = cardsClient(platform.cardsApi, (await cardsUser()).token);
    expect((await third('GET', `/api/v1/trades/${trade.trade_id}`)).status).toBe(404);
    expect((await third('POST', `/api/v1/trades/${trade.trade_id}/accept`)).status).toBe(404);
    expect((await third('GET', '/api/v1/trades')).body.items).toEqual([]);
    const value = await proposer('GET', `/api/v1/trades/${trade.trade_id}/value`);
    // requested 1 × 3.6 − offered 2 × 10 + 5
    expect(value.body).toMatchObject({
      trade_id: trade.trade_id,
      net_value: -11.4,
      requested_value: 3.6,
      offered_value: 20,
      perspective: 'proposer',
    });
    expect(value.body.meaning).toContain('net_value');
  });

  it('accepts (receiver only) and moves the holdings between the two portfolios; then every action is 409', async () => {
    const { r, proposer, receiver } = await parties();
    const { trade_id } = (await propose(proposer, r.sub)).body;
    const wrong = await proposer('POST', `/api/v1/trades/${trade_id}/accept`);
    expect(wrong.status).toBe(403);
    expect((await receiver('POST', `/api/v1/trades/${trade_id}/cancel`)).status).toBe(403);
    const accepted = await receiver('POST', `/api/v1/trades/${trade_id}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe('accepted');
    expect(await holdings(proposer)).toEqual({ [mtg]: 1, [poke]: 1 });
    expect(await holdings(receiver)).toEqual({ [mtg]: 2, [poke]: 1 });
    for (const [client, action] of [
      [receiver, 'accept'],
      [receiver, 'reject'],
      [proposer, 'cancel'],
      [receiver, 'counter'],
    ] as const) {
      const again = await client(
        'POST',
        `/api/v1/trades/${trade_id}/${action}`,
        action === 'counter' ? { body: { requested_items: [{ card_id: mtg, quantity: 1 }] } } : {},
      );
      expect(again.status).toBe(409);
      expect(again.body.error.code).toBe('trade_not_pending');
    }
    expect(await holdings(proposer)).toEqual({ [mtg]: 1, [poke]: 1 });
  });

  it('leaves a trade pending and moves nothing when a side no longer holds what it trades', async () => {
    const { r, proposer, receiver } = await parties();
    const { trade_id } = (await propose(proposer, r.sub)).body;
    await proposer('DELETE', `/api/v1/portfolio/holdings/${mtg}?quantity=2`);
    const refused = await receiver('POST', `/api/v1/trades/${trade_id}/accept`);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({
      code: 'insufficient_holdings',
      details: { shortages: [{ party: 'proposer', card_id: mtg, needed: 2, held: 1 }] },
    });
    expect((await receiver('GET', `/api/v1/trades/${trade_id}`)).body.status).toBe('pending');
    expect(await holdings(receiver)).toEqual({ [poke]: 2 });
  });

  it('rejects (receiver) and cancels (proposer)', async () => {
    const { r, proposer, receiver } = await parties();
    const first = (await propose(proposer, r.sub)).body.trade_id;
    expect((await proposer('POST', `/api/v1/trades/${first}/reject`)).status).toBe(403);
    expect((await receiver('POST', `/api/v1/trades/${first}/reject`)).body.status).toBe('rejected');
    expect((await proposer('POST', `/api/v1/trades/${first}/cancel`)).status).toBe(409);
    const second = (await propose(proposer, r.sub)).body.trade_id;
    expect((await proposer('POST', `/api/v1/trades/${second}/cancel`)).body.status).toBe('cancelled');
    expect(
      (await proposer('GET', '/api/v1/trades?status=cancelled')).body.items.map(
        (t: { trade_id: string }) => t.trade_id,
      ),
    ).toEqual([second]);
  });

  it('counters: the original becomes countered, a new pending trade goes back with parent_trade_id; replays with Idempotency-Key', async () => {
    const { p, r, proposer, receiver } = await parties();
    const key = randomUUID();
    const original = (await propose(proposer, r.sub, {}, { 'idempotency-key': key })).body;
    const replay = await propose(proposer, r.sub, {}, { 'idempotency-key': key });
    expect(replay.status).toBe(201);
    expect(replay.body.trade_id).toBe(original.trade_id);
    expect(
      (await propose(proposer, r.sub, { cash_adjustment: 6 }, { 'idempotency-key': key })).body.error.code,
    ).toBe('idempotency_key_reused');
    expect((await proposer('GET', '/api/v1/trades?role=proposer')).body.items).toHaveLength(1);
    expect(
      (
        await proposer('POST', `/api/v1/trades/${original.trade_id}/counter`, {
          body: { requested_items: [{ card_id: mtg, quantity: 1 }] },
        })
      ).status,
    ).toBe(403);
    const counterKey = randomUUID();
    const body = {
      offered_items: [{ card_id: poke, quantity: 1 }],
      requested_items: [{ card_id: mtg, quantity: 3 }],
      cash_adjustment: -2,
      message: 'more please',
    };
    const counter = await receiver('POST', `/api/v1/trades/${original.trade_id}/counter`, {
      body,
      headers: { 'idempotency-key': counterKey },
    });
    expect(counter.status).toBe(201);
    expect(counter.body).toMatchObject({
      proposer_id: r.sub,
      receiver_id: p.sub,
      status: 'pending',
      parent_trade_id: original.trade_id,
      cash_adjustment: -2,
    });
    expect(
      (
        await receiver('POST', `/api/v1/trades/${original.trade_id}/counter`, {
          body,
          headers: { 'idempotency-key': counterKey },
        })
      ).body,
    ).toEqual(counter.body);
    expect((await proposer('GET', `/api/v1/trades/${original.trade_id}`)).body.status).toBe('countered');
    const accepted = await proposer('POST', `/api/v1/trades/${counter.body.trade_id}/accept`);
    expect(accepted.body.status).toBe('accepted');
    expect(await holdings(proposer)).toEqual({ [poke]: 1 });
    expect(await holdings(receiver)).toEqual({ [mtg]: 3, [poke]: 1 });
  });

  it('resolves trade items with their catalog card in one GraphQL query', async () => {
    const { p, r, proposer } = await parties();
    const { trade_id } = (await propose(proposer, r.sub)).body;
    const response = await fetch(platform.graphql, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${p.token}` },
      body: JSON.stringify({
        query: `{ trade(id: "${trade_id}") { status offeredItems { quantity card { id game } } requestedItems { card { id game } } } }`,
      }),
    });
    const { data, errors } = (await response.json()) as { data: any; errors?: unknown };
    expect(errors).toBeUndefined();
    expect(data.trade).toEqual({
      status: 'pending',
      offeredItems: [{ quantity: 2, card: { id: mtg, game: 'mtg' } }],
      requestedItems: [{ card: { id: poke, game: 'pokemon' } }],
    });
  });

  // Last: it moves the shared test clock forward for the rest of this platform's life.
  it('expires a pending trade once expiry_hours have passed (controllable clock): reads and lists say expired, actions are 409', async () => {
    const { r, proposer, receiver } = await parties();
    const due = (await propose(proposer, r.sub, { expiry_hours: 1 })).body;
    const later = (await propose(proposer, r.sub, { expiry_hours: 2 })).body;
    expect(Date.parse(due.expires_at) - Date.parse(due.created_at)).toBe(3600_000);
    // The clock moves through turf's advanceTestClock (a game token): every domain on the bus follows it.
    const mover = await developmentToken('game', DEV_JWT_SECRET, { sub: randomUUID() });
    const moved = await graphql(platform.graphql, 'mutation { advanceTestClock(seconds: 3660) }', {
      token: mover,
    });
    expect(moved.errors).toBeUndefined();
    const ids = async (query: string) =>
      ((await receiver('GET', `/api/v1/trades?${query}`)).body.items as Array<{ trade_id: string }>).map(
        (t) => t.trade_id,
      );
    expect(await ids('status=expired')).toEqual([due.trade_id]);
    expect(await ids('status=pending')).toEqual([later.trade_id]);
    expect((await proposer('GET', `/api/v1/trades/${due.trade_id}`)).body.status).toBe('expired');
    for (const [client, action] of [
      [receiver, 'accept'],
      [receiver, 'reject'],
      [proposer, 'cancel'],
    ] as const) {
      const refused = await client('POST', `/api/v1/trades/${due.trade_id}/${action}`);
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('trade_not_pending');
    }
    const counter = await receiver('POST', `/api/v1/trades/${due.trade_id}/counter`, {
      body: { requested_items: [{ card_id: mtg, quantity: 1 }] },
    });
    expect(counter.status).toBe(409);
    expect(await holdings(receiver)).toEqual({ [poke]: 2 });
  });
});
