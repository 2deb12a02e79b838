import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLogger } from '@platform/observability';
import { PRICE_UPDATE_TOPIC, computeMarketPrice, type PriceUpdate } from '../src/domain.js';
import { directJobContext, type JobDefinition } from '@platform/jobs';
import { CATALOG_JOB, type CatalogImportJob } from '../src/jobs/catalog-jobs.js';
import { startCatalog, type CatalogHarness } from './catalog-harness.js';

const jobContext = directJobContext(createLogger('silent'));
const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const DAY = 86400_000;
let cards: CatalogHarness;
beforeAll(async () => {
  cards = await startCatalog();
}, 120_000);
afterAll(() => cards.close());

const newCard = (name: string, extra: Record<string, unknown> = {}) =>
  cards.catalog.services.cards.create('admin', {
    name,
    game: 'mtg',
    setCode: 'tst',
    setName: 'Test Set',
    rarity: 'rare',
    collectorNumber: '1',
    ...extra,
  });

describe('cards', () => {
  it('creates a card with the ticker, default condition and a default variant; unknown ids are 404', async () => {
    const card = await newCard('Black Lotus', {
      variants: [{ label: 'Foil', finish: 'foil', marketPrice: 10.005 }],
    });
    expect(card).toMatchObject({
      ticker: 'MTG-TST-BLACKLOTUS',
      condition: 'mint',
      setCode: 'TST',
      variants: [{ label: 'Foil', finish: 'foil', marketPrice: 10.01, listedPrice: null }],
    });
    expect((await newCard('Plain')).variants).toMatchObject([{ label: 'Standard', finish: 'standard' }]);
    await expect(cards.catalog.services.cards.get('nope')).rejects.toThrow('Card not found');
    await expect(newCard('X', { game: 'chess' })).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('walks search pages without repeats or skips while cards are added in between', async () => {
    const names = ['Sliver A', 'Sliver C', 'Sliver E', 'Sliver G', 'Sliver I'];
    for (const name of names) await newCard(name, { setCode: 'WALK' });
    const seen: string[] = [];
    let cursor: string | null = null;
    let added = 0;
    do {
      const page = await cards.catalog.services.cards.search({ set: 'walk' }, { cursor, limit: 2 });
      seen.push(...page.items.map((item) => item.name));
      cursor = page.nextCursor;
      added += 1;
      await newCard(`Sliver ${String.fromCharCode(65 + added * 2 - 1)}`, { setCode: 'WALK' }); // B, D, F ... between the originals
    } while (cursor);
    expect(seen.filter((name) => names.includes(name))).toEqual(names);
    expect(new Set(seen).size).toBe(seen.length);
    await expect(
      cards.catalog.services.cards.search(
        { set: 'other' },
        { cursor: (await cards.catalog.services.cards.search({ set: 'walk' }, { limit: 1 })).nextCursor },
      ),
    ).rejects.toThrow('Invalid cursor');
  });
});

describe('pricing', () => {
  it('records points, computes the market price by the rule, publishes price.update on change, and 404s without data', async () => {
    const card = await newCard('Priced');
    const { pricing } = cards.catalog.services;
    await expect(pricing.marketPrice(card.cardId)).rejects.toMatchObject({
      details: { reason: 'no_price_data' },
    });
    const updates: PriceUpdate[] = [];
    const unsubscribe = cards.bus.subscribe<PriceUpdate>(
      PRICE_UPDATE_TOPIC,
      (update) => void updates.push(update),
    );
    const now = cards.clock.now().getTime();
    const planted = [
      { source: 'tcgplayer', price: 10, isSold: true },
      { source: 'ebay', price: 12, isSold: false },
      { source: 'cardkingdom', price: 11, isSold: true },
      { source: 'ebay', price: 13, isSold: true },
      { source: 'tcgplayer', price: 12, isSold: false },
      { source: 'ebay', price: 300, isSold: true },
    ] as const;
    for (const point of planted) await pricing.record(card.cardId, point);
    const old = await pricing.record(card.cardId, {
      source: 'ebay',
      price: 1,
      isSold: true,
      timestamp: new Date(now - 40 * DAY).toISOString(),
    });
    expect(old).toMatchObject({ pointsRecorded: 7, latestPoint: { source: 'ebay', price: 300 } }); // same timestamp: the last recorded
    const expected = computeMarketPrice(
      planted.map((p) => ({ ...p, observedAt: new Date(now) })),
      new Date(now),
    );
    const market = await pricing.marketPrice(card.cardId);
    expect(market).toMatchObject({ price: expected.price, confidence: expected.confidence, sourcesUsed: 3 });
    expect(updates.at(-1)).toEqual({
      card_id: card.cardId,
      ticker: card.ticker,
      price: expected.price,
      confidence: expected.confidence,
      sources_used: 3,
      calculated_at: expect.any(String),
    });
    const published = updates.length;
    await pricing.record(card.cardId, {
      source: 'ebay',
      price: 2,
      isSold: true,
      timestamp: new Date(now - 35 * DAY).toISOString(),
    });
    expect(updates.length).toBe(published); // an old point changes nothing
    unsubscribe();
    await expect(
      pricing.record(card.cardId, { source: 'ebay', price: -1, isSold: true }),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    await expect(
      pricing.record(card.cardId, { source: 'mystery' as never, price: 1, isSold: true }),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    await expect(
      pricing.record('00000000-0000-4000-8000-000000000000', { source: 'ebay', price: 1, isSold: true }),
    ).rejects.toThrow('Card not found');
    // the primary variant carries the computed price, so holdings are valued by it
    expect((await cards.catalog.services.cards.get(card.cardId)).variants[0].marketPrice).toBe(
      expected.price,
    );
  });

  it('recomputes when the oldest point leaves the window', async () => {
    const card = await newCard('Ageing');
    const now = cards.clock.now().getTime();
    await cards.catalog.services.pricing.record(card.cardId, {
      source: 'ebay',
      price: 50,
      isSold: true,
      timestamp: new Date(now - 29 * DAY).toISOString(),
    });
    await cards.catalog.services.pricing.record(card.cardId, {
      source: 'tcgplayer',
      price: 10,
      isSold: true,
    });
    expect((await cards.catalog.services.pricing.marketPrice(card.cardId)).price).toBe(30);
    cards.clock.advance(2 * DAY);
    expect((await cards.catalog.services.pricing.marketPrice(card.cardId)).price).toBe(10);
    cards.clock.advance(-2 * DAY);
  });

  it('lists arbitrage spreads at or above the minimum, and price changes by the rule in SQL', async () => {
    const card = await newCard('Spread');
    const { pricing, reports } = cards.catalog.services;
    const now = cards.clock.now().getTime();
    for (const [source, price, daysBack] of [
      ['tcgplayer', 100, 2],
      ['tcgplayer', 102, 2],
      ['ebay', 130, 2],
      ['ebay', 128, 0.5],
      ['tcgplayer', 120, 0.5],
    ] as const) {
      await pricing.record(card.cardId, {
        source,
        price,
        isSold: true,
        timestamp: new Date(now - daysBack * DAY).toISOString(),
      });
    }
    const arbitrage = await reports.arbitrage({ minSpreadPercentage: 15 });
    const item = arbitrage.items.find((entry) => entry.cardId === card.cardId)!;
    expect(item).toMatchObject({ lowSource: 'tcgplayer', highSource: 'ebay' });
    expect(item.spreadPercentage).toBeCloseTo(((item.highPrice - item.lowPrice) / item.lowPrice) * 100, 1);
    expect(
      (await reports.arbitrage({ minSpreadPercentage: 90 })).items.find(
        (entry) => entry.cardId === card.cardId,
      ),
    ).toBeUndefined();
    const changes = await reports.changes({ windowHours: 24 });
    const change = changes.items.find((entry) => entry.cardId === card.cardId)!;
    const ruleAt = (from: number, to: number, points: Array<[string, number, number]>) =>
      computeMarketPrice(
        points
          .filter(([, , d]) => now - d * DAY >= from && now - d * DAY < to)
          .map(([source, price, d]) => ({ source, price, isSold: true, observedAt: new Date(now) })),
        new Date(now),
      ).price;
    const points: Array<[string, number, number]> = [
      ['tcgplayer', 100, 2],
      ['tcgplayer', 102, 2],
      ['ebay', 130, 2],
      ['ebay', 128, 0.5],
      ['tcgplayer', 120, 0.5],
    ];
    expect(change.previousPrice).toBe(ruleAt(now - 2 * DAY, now - DAY, points));
    expect(change.currentPrice).toBe(ruleAt(now - DAY, now, points));
    const history = await reports.history(card.cardId, { days: 7 });
    expect(history.days.map((day) => day.points)).toEqual([3, 2]);
  });
});

describe('importers', () => {
  it('imports Scryfall bulk data and the catalog CSV as jobs with a summary, and a re-run updates nothing twice', async () => {
    const { imports } = cards.catalog.services;
    const job = cards.catalog.jobs.find(
      (j) => j.name === CATALOG_JOB.import,
    )! as unknown as JobDefinition<CatalogImportJob>;
    const scry = await imports.start('admin', { kind: 'scryfall', file: fixture('scryfall-sample.json') });
    // The queued job and the run both name who started it.
    expect(cards.queued.at(-1)).toEqual({
      name: CATALOG_JOB.import,
      data: { userId: null, runId: scry.runId, requestedBy: 'admin' },
    });
    expect(scry.requestedBy).toBe('admin');
    await job.handler({ userId: null, runId: scry.runId, requestedBy: 'admin' }, jobContext);
    expect(await imports.get(scry.runId)).toMatchObject({
      status: 'completed',
      progress: 1,
      processed: 7,
      created: 3,
      skipped: 3,
      failed: 1,
    });
    const delver = (await cards.catalog.services.cards.search({ q: 'delver' })).items[0];
    expect(
      (await cards.catalog.services.cards.get(delver.cardId)).variants.map((v) => [v.finish, v.marketPrice]),
    ).toEqual([
      ['standard', 0.5],
      ['foil', 4],
      ['etched', 2.25],
    ]);
    const again = await imports.start('admin', { kind: 'scryfall', file: fixture('scryfall-sample.json') });
    await job.handler({ userId: null, runId: again.runId, requestedBy: 'admin' }, jobContext);
    expect(await imports.get(again.runId)).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
    const csv = await imports.start('admin', { kind: 'csv', file: fixture('catalog.csv') });
    await job.handler({ userId: null, runId: csv.runId, requestedBy: 'admin' }, jobContext);
    expect(await imports.get(csv.runId)).toMatchObject({
      status: 'completed',
      processed: 3,
      created: 2,
      failed: 1,
      issues: [{ at: 5 }],
    });
    const charizard = (await cards.catalog.services.cards.search({ name: 'charizard ex' })).items[0];
    expect(charizard).toMatchObject({
      ticker: 'POKEMON-SV3PT5-CHARIZARDE',
      condition: 'near_mint',
      rarity: 'secret',
    });
    const missing = await imports.start('admin', { kind: 'csv', file: '/nonexistent.csv' });
    await expect(
      job.handler({ userId: null, runId: missing.runId, requestedBy: 'admin' }, jobContext),
    ).rejects.toThrow();
    expect(await imports.get(missing.runId)).toMatchObject({ status: 'failed' });
  });
});
