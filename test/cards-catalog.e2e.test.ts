import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { developmentToken } from '@platform/auth';
import { DEV_JWT_SECRET } from '@platform/config';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';
import { request } from './support/http-client.js';
import { eventually } from './support/accounts.js';

const ALL_SCOPES = 'cards:read cards:write pricing:read pricing:write';
const DAY_MS = 24 * 3600_000;
const CSV_FIXTURE = new URL('../subgraphs/catalog/test/fixtures/catalog.csv', import.meta.url).pathname;

const token = (sub: string, scope = ALL_SCOPES, expires = '1h') =>
  developmentToken('cards', DEV_JWT_SECRET, { sub, scope, expires });

/** The market price's confidence, written out from docs/products/cards.md's formula (not imported from the code under test). */
function expectedConfidence(countsPerSource: number[]): number {
  const n = countsPerSource.reduce((a, b) => a + b, 0);
  const effective = (n * n) / countsPerSource.reduce((a, c) => a + c * c, 0);
  return Math.round((1 - Math.exp(-n / 8)) * (0.5 + (0.5 * (Math.min(effective, 4) - 1)) / 3) * 1e4) / 1e4;
}

/** A WebSocket on /ws/prices and every message it receives. */
function openStream(url: string, headers: Record<string, string> = {}) {
  const socket = new WebSocket(url, { headers });
  const messages: any[] = [];
  const pings: number[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data))));
  socket.on('ping', () => pings.push(Date.now()));
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) => reject(new Error(`refused ${res.statusCode}`)));
  });
  return { socket, messages, pings, opened };
}

/** The status a refused upgrade answered with. */
function refusedStatus(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    socket.once('open', () => {
      socket.close();
      reject(new Error('the upgrade was accepted'));
    });
    socket.once('error', () => undefined);
  });
}

describe('cards API: catalog, pricing and the price stream', () => {
  let platform: RunningPlatform;
  let importDir: string;
  let alice: string;
  const api = (
    method: string,
    path: string,
    body?: unknown,
    as: string = alice,
    headers: Record<string, string> = {},
  ) => request(platform.cardsApi, method, path, { token: as, body, headers });
  const createCard = async (fields: Record<string, unknown> = {}) => {
    const created = await api('POST', '/api/v1/cards', {
      name: `Card ${randomUUID().slice(0, 8)}`,
      game: 'mtg',
      set_code: 'tst',
      set_name: 'Test Set',
      rarity: 'rare',
      collector_number: '1',
      ...fields,
    });
    expect(created.status).toBe(201);
    return created.body;
  };
  const record = (cardId: string, point: Record<string, unknown>, headers: Record<string, string> = {}) =>
    api('POST', `/api/v1/cards/${cardId}/prices`, point, alice, headers);

  beforeAll(async () => {
    importDir = mkdtempSync(join(tmpdir(), 'cards-imports-'));
    copyFileSync(CSV_FIXTURE, join(importDir, 'catalog.csv'));
    platform = await startPlatform({ CATALOG_IMPORT_DIR: importDir, CARDS_STREAM_PING_MS: '300' });
    alice = await token('alice');
  }, START_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await platform?.stop();
    rmSync(importDir, { recursive: true, force: true });
  });

  it('creates a card with the ticker rule and reads it back', async () => {
    const card = await createCard({
      name: 'Jace, the Mind Sculptor',
      set_code: 'wwk',
      image_uri: 'https://img.example/jace.jpg',
      variants: [{ label: 'Foil', finish: 'foil', market_price: 120.5, listed_price: 130 }],
    });
    expect(card).toMatchObject({
      name: 'Jace, the Mind Sculptor',
      game: 'mtg',
      set_code: 'WWK',
      ticker: 'MTG-WWK-JACETHEMIN',
      condition: 'mint',
      image_uri: 'https://img.example/jace.jpg',
    });
    expect(card.variants).toEqual([
      {
        variant_id: expect.any(String),
        label: 'Foil',
        finish: 'foil',
        market_price: 120.5,
        listed_price: 130,
      },
    ]);
    const read = await api('GET', `/api/v1/cards/${card.card_id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(card);
    expect(read.headers.get('x-request-id')).toEqual(expect.any(String));
    const plain = await createCard({ name: 'Plain', condition: 'near_mint' });
    expect(plain.variants).toEqual([
      { variant_id: expect.any(String), label: 'Standard', finish: 'standard', market_price: null },
    ]);
    expect(plain.condition).toBe('near_mint');
  });

  it('answers every error in the envelope with the request id of the X-Request-Id header', async () => {
    const noToken = await request(platform.cardsApi, 'GET', '/api/v1/cards/search');
    expect(noToken.status).toBe(401);
    expect(noToken.body.error).toEqual({
      code: 'unauthorized',
      message: expect.any(String),
      request_id: noToken.headers.get('x-request-id'),
      details: {},
    });
    const inQuery = await request(platform.cardsApi, 'GET', `/api/v1/cards/search?access_token=${alice}`);
    expect(inQuery.status).toBe(401);
    expect(inQuery.body.error.code).toBe('token_in_query');
    const bothWays = await api('GET', `/api/v1/cards/search?token=${alice}`);
    expect(bothWays.status).toBe(401);
    const forged = await api(
      'GET',
      '/api/v1/cards/search',
      undefined,
      await developmentToken('cards', 'another-secret-entirely-here-1234', { sub: 'x', scope: ALL_SCOPES }),
    );
    expect(forged.status).toBe(401);
    const expired = await token('alice', ALL_SCOPES, '1');
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await api('GET', '/api/v1/cards/search', undefined, expired)).status).toBe(401);
    expect((await api('GET', '/api/v1/cards/search', undefined, 'not.a.jwt')).status).toBe(401);
    const readOnly = await token('reader', 'cards:read');
    const forbidden = await api('POST', '/api/v1/cards', { name: 'x' }, readOnly);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error).toMatchObject({
      code: 'insufficient_scope',
      details: { required_scopes: ['cards:write'] },
    });
    expect((await api('GET', `/api/v1/cards/${randomUUID()}/price`, undefined, readOnly)).status).toBe(403);
    const invalid = await api('POST', '/api/v1/cards', {
      name: '',
      game: 'chess',
      set_code: 'X',
      set_name: 'S',
      rarity: 'rare',
      collector_number: '1',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.code).toBe('invalid_request');
    expect(invalid.body.error.details.issues.map((issue: { path: string }) => issue.path)).toEqual(
      expect.arrayContaining(['body.game', 'body.name']),
    );
    const missing = await api('GET', `/api/v1/cards/${randomUUID()}`);
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('not_found');
    expect((await api('GET', '/api/v1/cards/not-a-uuid')).status).toBe(404);
    const unknownPath = await api('GET', '/api/v1/nothing-here');
    expect(unknownPath.status).toBe(404);
    expect(unknownPath.body.error.request_id).toBe(unknownPath.headers.get('x-request-id'));
  });

  it('walks a search with the cursor, never repeating or skipping, while cards are added', async () => {
    const prefix = `walk${randomUUID().slice(0, 6)}`;
    for (const letter of ['b', 'd', 'f', 'h', 'j']) await createCard({ name: `${prefix} ${letter}` });
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query = `/api/v1/cards/search?q=${prefix}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page: { status: number; body: any } = await api('GET', query);
      expect(page.status).toBe(200);
      expect(page.body.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.items.map((item: { name: string }) => item.name.split(' ')[1]));
      if (pages === 0) {
        // One lands before the cursor (already walked past), one after it (still ahead).
        await createCard({ name: `${prefix} a` });
        await createCard({ name: `${prefix} i` });
      }
      expect(page.body.has_more).toBe(page.body.next_cursor !== null);
      cursor = page.body.next_cursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(seen).toEqual(['b', 'd', 'f', 'h', 'i', 'j']);
    const limited = await api('GET', `/api/v1/cards/search?q=${prefix}&limit=101`);
    expect(limited.status).toBe(400);
    const defaults = await api('GET', `/api/v1/cards/search?q=${prefix}`);
    expect(defaults.body.items).toHaveLength(7);
    const tampered = await api('GET', `/api/v1/cards/search?q=${prefix}&cursor=bm90LWEtY3Vyc29y`);
    expect(tampered.status).toBe(400);
    const filtered = await api('GET', `/api/v1/cards/search?q=${prefix}&game=pokemon`);
    expect(filtered.body.items).toEqual([]);
  });

  it('computes the market price on a planted set with an outlier and an old point, exactly', async () => {
    const card = await createCard();
    expect((await api('GET', `/api/v1/cards/${card.card_id}/price`)).body.error.code).toBe('no_price_data');
    const old = new Date(Date.now() - 40 * DAY_MS).toISOString();
    const recent = new Date(Date.now() - 2 * DAY_MS).toISOString();
    const points = [
      { source: 'tcgplayer', price: 1000, is_sold: true, timestamp: old },
      { source: 'tcgplayer', price: 10, is_sold: true, timestamp: recent },
      { source: 'tcgplayer', price: 12, is_sold: false },
      { source: 'cardkingdom', price: 11, is_sold: true },
      { source: 'cardkingdom', price: 10, is_sold: false },
      { source: 'ebay', price: 13, is_sold: false },
      { source: 'ebay', price: 9, is_sold: true },
      { source: 'private_auction', price: 100, is_sold: false },
    ];
    let last: any;
    for (const point of points) {
      last = await record(card.card_id, point);
      expect(last.status).toBe(201);
    }
    expect(last.body).toMatchObject({
      card_id: card.card_id,
      points_recorded: 8,
      latest_point: { source: 'private_auction', price: 100, is_sold: false, timestamp: expect.any(String) },
    });
    // Window: 9 10 10 11 12 13 100 → Q1 10, Q3 12.5, fences 6.25..16.25: 100 out, 1000 too old.
    // Kept: Σw·p = 2·10 + 12 + 2·11 + 10 + 13 + 2·9 = 95 over Σw = 9.
    const price = await api('GET', `/api/v1/cards/${card.card_id}/price`);
    expect(price.status).toBe(200);
    expect(price.body).toEqual({
      card_id: card.card_id,
      price: 10.56,
      confidence: expectedConfidence([2, 2, 2]),
      sources_used: 3,
      calculated_at: expect.any(String),
    });
    const single = await createCard();
    await record(single.card_id, { source: 'tcgplayer', price: 10, is_sold: true });
    await record(single.card_id, { source: 'tcgplayer', price: 10, is_sold: true });
    await record(single.card_id, { source: 'tcgplayer', price: 10, is_sold: true });
    const triple = await createCard();
    for (const source of ['tcgplayer', 'cardkingdom', 'ebay'])
      await record(triple.card_id, { source, price: 10, is_sold: true });
    const one = (await api('GET', `/api/v1/cards/${single.card_id}/price`)).body;
    const three = (await api('GET', `/api/v1/cards/${triple.card_id}/price`)).body;
    expect(three.confidence).toBeGreaterThan(one.confidence);
    expect(one.confidence).toBe(expectedConfidence([3]));
    const history = await api('GET', `/api/v1/cards/${card.card_id}/price-history?days=60`);
    expect(history.status).toBe(200);
    expect(
      history.body.days
        .map((day: { points: number }) => day.points)
        .reduce((a: number, b: number) => a + b, 0),
    ).toBe(8);
    expect(history.body.days[0]).toMatchObject({
      day: old.slice(0, 10),
      price: 1000,
      points: 1,
      sold_points: 1,
    });
    const recentHistory = await api('GET', `/api/v1/cards/${card.card_id}/price-history`);
    expect(
      recentHistory.body.days
        .map((day: { points: number }) => day.points)
        .reduce((a: number, b: number) => a + b, 0),
    ).toBe(7);
  });

  it('refuses a negative price, an unknown source and an unknown card', async () => {
    const card = await createCard();
    const negative = await record(card.card_id, { source: 'ebay', price: -1, is_sold: true });
    expect(negative.status).toBe(400);
    expect(negative.body.error.details.issues[0].path).toBe('body.price');
    expect((await record(card.card_id, { source: 'mystery', price: 1, is_sold: true })).status).toBe(400);
    expect((await record(card.card_id, { source: 'ebay', price: 1 })).status).toBe(400);
    expect(
      (await record(card.card_id, { source: 'ebay', price: 1, is_sold: true, timestamp: 'yesterday' }))
        .status,
    ).toBe(400);
    const unknown = await record(randomUUID(), { source: 'ebay', price: 1, is_sold: true });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('not_found');
  });

  it('replays an Idempotency-Key with the same body and refuses it with another (422)', async () => {
    const card = await createCard();
    const key = randomUUID();
    const first = await record(
      card.card_id,
      { source: 'ebay', price: 5, is_sold: true },
      { 'Idempotency-Key': key },
    );
    const again = await record(
      card.card_id,
      { source: 'ebay', price: 5, is_sold: true },
      { 'Idempotency-Key': key },
    );
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const other = await record(
      card.card_id,
      { source: 'ebay', price: 6, is_sold: true },
      { 'Idempotency-Key': key },
    );
    expect(other.status).toBe(422);
    expect(other.body.error.code).toBe('idempotency_key_reused');
    const next = await record(card.card_id, { source: 'ebay', price: 7, is_sold: true });
    expect(next.body.points_recorded).toBe(2);
    // Another caller's same key is their own.
    const bob = await token('bob');
    const bobs = await request(platform.cardsApi, 'POST', `/api/v1/cards/${card.card_id}/prices`, {
      token: bob,
      body: { source: 'ebay', price: 6, is_sold: true },
      headers: { 'Idempotency-Key': key },
    });
    expect(bobs.status).toBe(201);
    const cardKey = randomUUID();
    const body = {
      name: `Idem ${cardKey}`,
      game: 'pokemon',
      set_code: 'sv1',
      set_name: 'Scarlet',
      rarity: 'common',
      collector_number: '7',
    };
    const created = await api('POST', '/api/v1/cards', body, alice, { 'Idempotency-Key': cardKey });
    const replayed = await api('POST', '/api/v1/cards', body, alice, { 'Idempotency-Key': cardKey });
    expect(replayed.body.card_id).toBe(created.body.card_id);
    expect(
      (await api('GET', `/api/v1/cards/search?name=${encodeURIComponent(body.name)}`)).body.items,
    ).toHaveLength(1);
  });

  it('lists arbitrage and price changes', async () => {
    const wide = await createCard({ name: `Arb ${randomUUID().slice(0, 6)}` });
    await record(wide.card_id, { source: 'tcgplayer', price: 10, is_sold: true });
    await record(wide.card_id, { source: 'ebay', price: 20, is_sold: true });
    const listed = await api('GET', '/api/v1/alerts/arbitrage?limit=100');
    expect(listed.status).toBe(200);
    expect(listed.body.items).toContainEqual({
      card_id: wide.card_id,
      card_name: wide.name,
      ticker: wide.ticker,
      low_source: 'tcgplayer',
      low_price: 10,
      high_source: 'ebay',
      high_price: 20,
      spread: 10,
      spread_percentage: 100,
    });
    const strict = await api('GET', '/api/v1/alerts/arbitrage?min_spread_percentage=150&limit=100');
    expect(strict.body.items.map((item: { card_id: string }) => item.card_id)).not.toContain(wide.card_id);
    expect((await api('GET', '/api/v1/alerts/arbitrage?min_spread_percentage=-1')).status).toBe(400);

    const mover = await createCard({ name: `Mover ${randomUUID().slice(0, 6)}` });
    await record(mover.card_id, {
      source: 'tcgplayer',
      price: 10,
      is_sold: true,
      timestamp: new Date(Date.now() - 30 * 3600_000).toISOString(),
    });
    await record(mover.card_id, {
      source: 'tcgplayer',
      price: 15,
      is_sold: true,
      timestamp: new Date(Date.now() - 3600_000).toISOString(),
    });
    const changes = await api('GET', '/api/v1/pricing/changes?window_hours=24&limit=100');
    expect(changes.status).toBe(200);
    expect(changes.body.items).toContainEqual(
      expect.objectContaining({
        card_id: mover.card_id,
        previous_price: 10,
        current_price: 15,
        change: 5,
        change_percentage: 50,
      }),
    );
    expect(changes.body).toMatchObject({
      has_more: false,
      next_cursor: null,
      current_window: { from: expect.any(String), to: expect.any(String) },
    });
    const down = await api('GET', '/api/v1/pricing/changes?window_hours=24&direction=down&limit=100');
    expect(down.body.items.map((item: { card_id: string }) => item.card_id)).not.toContain(mover.card_id);
    expect((await api('GET', '/api/v1/pricing/changes?current_from=2026-01-01T00:00:00Z')).status).toBe(400);
  });

  it('imports a catalog CSV as a job with progress and a summary', async () => {
    const started = await api('POST', '/api/v1/catalog/imports', { kind: 'csv', file: 'catalog.csv' });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({
      kind: 'csv',
      file: 'catalog.csv',
      status: 'queued',
      requested_by: 'alice',
    });
    const done = await eventually(async () => {
      const run = await api('GET', `/api/v1/catalog/imports/${started.body.import_id}`);
      return run.body.status === 'completed' || run.body.status === 'failed' ? run.body : undefined;
    }, 30_000);
    expect(done).toMatchObject({ status: 'completed', progress: 1, requested_by: 'alice' });
    expect(done.summary.created).toBeGreaterThan(0);
    const charizard = await api('GET', '/api/v1/cards/search?q=charizard&game=pokemon');
    expect(charizard.body.items[0]).toMatchObject({
      name: 'Charizard ex',
      set_code: 'SV3PT5',
      rarity: 'secret',
    });
    expect(
      (await api('POST', '/api/v1/catalog/imports', { kind: 'csv', file: '../etc/passwd' })).status,
    ).toBe(400);
    expect((await api('POST', '/api/v1/catalog/imports', { kind: 'xml', file: 'catalog.csv' })).status).toBe(
      400,
    );
  });

  it('streams price.update on /ws/prices to the subscribers of that ticker only, and over graphql-ws', async () => {
    const watched = await createCard({ name: `Streamed ${randomUUID().slice(0, 4)}` });
    const other = await createCard({ name: `Quiet ${randomUUID().slice(0, 4)}` });
    const wsBase = platform.cardsApi.replace('http', 'ws');
    const byHeader = openStream(`${wsBase}/ws/prices?symbols=${watched.ticker}`, {
      authorization: `Bearer ${alice}`,
    });
    const session = await api('POST', '/api/v1/stream/session');
    expect(session.status).toBe(201);
    const bySession = openStream(
      `${wsBase}/ws/prices?symbols=${other.ticker}&session=${encodeURIComponent(session.body.session_token)}`,
    );
    await Promise.all([byHeader.opened, bySession.opened]);
    const graphqlUpdates: any[] = [];
    const client = createClient({
      url: platform.ws,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${alice}` },
      retryAttempts: 0,
    });
    const stop = client.subscribe(
      {
        query: `subscription { priceUpdates(symbols: ["${watched.ticker}"]) { cardId ticker price confidence sourcesUsed calculatedAt } }`,
      },
      {
        next: (result) => graphqlUpdates.push(result.data?.priceUpdates),
        error: () => undefined,
        complete: () => undefined,
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    await record(watched.card_id, { source: 'tcgplayer', price: 42, is_sold: true });
    await record(other.card_id, { source: 'ebay', price: 7, is_sold: false });
    const update = await eventually(async () =>
      byHeader.messages.find((message) => message.type === 'price.update'),
    );
    expect(update).toEqual({
      type: 'price.update',
      card_id: watched.card_id,
      ticker: watched.ticker,
      price: 42,
      confidence: expectedConfidence([1]),
      sources_used: 1,
      calculated_at: expect.any(String),
    });
    await eventually(async () => bySession.messages.find((message) => message.type === 'price.update'));
    expect(
      bySession.messages
        .filter((message) => message.type === 'price.update')
        .map((message) => message.ticker),
    ).toEqual([other.ticker]);
    expect(
      byHeader.messages.filter((message) => message.type === 'price.update').map((message) => message.ticker),
    ).toEqual([watched.ticker]);
    const viaGraphql = await eventually(async () => graphqlUpdates[0]);
    expect(viaGraphql).toMatchObject({
      cardId: watched.card_id,
      ticker: watched.ticker,
      price: 42,
      sourcesUsed: 1,
    });
    // Keep-alive: the server pings every CARDS_STREAM_PING_MS (300 ms here); ws answers with pong.
    await eventually(async () => (byHeader.pings.length >= 2 ? true : undefined), 5_000);
    expect(byHeader.socket.readyState).toBe(WebSocket.OPEN);
    stop();
    await client.dispose();
    byHeader.socket.close();
    bySession.socket.close();

    const url = `${wsBase}/ws/prices?symbols=${watched.ticker}`;
    expect(await refusedStatus(url)).toBe(401);
    expect(await refusedStatus(`${url}&access_token=${alice}`)).toBe(401);
    expect(await refusedStatus(`${url}&session=ps_forged.signature`)).toBe(401);
    expect(await refusedStatus(url, { authorization: `Bearer ${await token('carol', 'cards:read')}` })).toBe(
      403,
    );
    expect(await refusedStatus(`${wsBase}/ws/prices`, { authorization: `Bearer ${alice}` })).toBe(400);
  });

  it('issues ck_ customer tokens through GraphQL: shown once, scoped, revocable, with a last-used time', async () => {
    const graphql = (query: string, variables: Record<string, unknown>, as: string) =>
      request(platform.graphql, 'POST', '', { token: as, body: { query, variables } }).then(
        (res) => res.body,
      );
    const created = await graphql(
      'mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { token apiToken { id name prefix scopes lastUsedAt revokedAt } } }',
      { input: { name: 'pricing bot', scopes: ['cards:read', 'pricing:read'] } },
      alice,
    );
    const { token: customer, apiToken } = created.data.createApiToken;
    expect(customer).toMatch(/^ck_[A-Za-z0-9_-]{43}$/);
    expect(apiToken).toMatchObject({
      name: 'pricing bot',
      prefix: customer.slice(0, 9),
      scopes: ['cards:read', 'pricing:read'],
      lastUsedAt: null,
      revokedAt: null,
    });
    const search = await api('GET', '/api/v1/cards/search?limit=1', undefined, customer);
    expect(search.status).toBe(200);
    expect((await api('POST', '/api/v1/cards', { name: 'x' }, customer)).status).toBe(403);
    const listed = await graphql('{ apiTokens { id lastUsedAt } }', {}, alice);
    expect(listed.data.apiTokens.find((row: { id: string }) => row.id === apiToken.id).lastUsedAt).toEqual(
      expect.any(String),
    );
    expect(JSON.stringify(listed)).not.toContain(customer);
    const wider = await graphql(
      'mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }',
      { input: { name: 'too wide', scopes: ['billing:write'] } },
      alice,
    );
    expect(wider.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const byCustomer = await graphql(
      'mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }',
      { input: { name: 'nested', scopes: ['cards:read'] } },
      customer,
    );
    expect(byCustomer.errors[0].extensions.code).toBe('FORBIDDEN');
    const foreign = await graphql(
      'mutation($id: ID!) { revokeApiToken(id: $id) { id } }',
      { id: apiToken.id },
      await token('mallory'),
    );
    expect(foreign.errors[0].extensions.code).toBe('NOT_FOUND');
    const revoked = await graphql(
      'mutation($id: ID!) { revokeApiToken(id: $id) { revokedAt } }',
      { id: apiToken.id },
      alice,
    );
    expect(revoked.data.revokeApiToken.revokedAt).toEqual(expect.any(String));
    const refused = await api('GET', '/api/v1/cards/search?limit=1', undefined, customer);
    expect(refused.status).toBe(401);
    expect((await api('GET', '/api/v1/cards/search?limit=1', undefined, 'ck_unknown')).status).toBe(401);
    const internal = await graphql('{ _cardsApiToken(token: "ck_x") { id } }', {}, alice);
    expect(internal.errors).toBeDefined();
  });

  it('serves the OpenAPI document and Swagger UI', async () => {
    const document = await request(platform.cardsApi, 'GET', '/api-docs.json');
    expect(document.status).toBe(200);
    expect(Object.keys(document.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/cards',
        '/api/v1/cards/search',
        '/api/v1/cards/{card_id}',
        '/api/v1/cards/{card_id}/price',
        '/api/v1/cards/{card_id}/prices',
        '/api/v1/alerts/arbitrage',
        '/api/v1/pricing/changes',
      ]),
    );
    const ui = await fetch(`${platform.cardsApi}/api-docs/`);
    expect(ui.status).toBe(200);
  });
});
