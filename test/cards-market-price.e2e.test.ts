import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { START_HOOK_TIMEOUT_MS, type RunningPlatform } from './support/platform-process.js';
import { request } from './support/http-client.js';
import {
  catalogImportDir,
  catalogRequests,
  expectedConfidence,
  startCatalogPlatform,
  token,
} from './support/cards-catalog-suite.js';

const DAY_MS = 24 * 3600_000;

describe('cards API: the market price, its points and the movers', () => {
  let platform: RunningPlatform;
  let importDir: string;
  let alice: string;
  const { api, createCard, record } = catalogRequests(() => ({ platform, alice }));

  beforeAll(async () => {
    importDir = catalogImportDir();
    platform = await startCatalogPlatform(importDir);
    alice = await token('alice');
  }, START_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await platform?.stop();
    rmSync(importDir, { recursive: true, force: true });
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
});
