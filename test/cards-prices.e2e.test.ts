import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';
import { request, signUp } from './support/http-client.js';
import { eventually } from './support/accounts.js';
import { ALL_CARDS_SCOPES, CARDS_JWT_SECRET, cardsUser, seedCard } from './support/cards-client.js';
import { scryfallCard, startScryfallSource } from './support/scryfall-source.js';

const REFRESHED_ID = randomUUID();

describe('cards API: prices flow in from Scryfall data and price files', () => {
  let platform: RunningPlatform;
  let importDir: string;
  let source: Awaited<ReturnType<typeof startScryfallSource>>;
  let alice: string;
  const api = (method: string, path: string, body?: unknown) =>
    request(platform.cardsApi, method, path, { token: alice, body });
  const graphql = (query: string, variables: Record<string, unknown> = {}) =>
    request(platform.graphql, 'POST', '', { token: alice, body: { query, variables } }).then(
      (res) => res.body,
    );
  const finished = (importId: string) =>
    eventually(async () => {
      const run = await api('GET', `/api/v1/catalog/imports/${importId}`);
      return run.body.status === 'completed' || run.body.status === 'failed' ? run.body : undefined;
    }, 30_000);
  const cardNamed = async (name: string) => {
    const found = await api('GET', `/api/v1/cards/search?name=${encodeURIComponent(name)}`);
    expect(found.status).toBe(200);
    expect(found.body.items).toHaveLength(1);
    return found.body.items[0].card_id as string;
  };

  beforeAll(async () => {
    importDir = mkdtempSync(join(tmpdir(), 'cards-prices-'));
    source = await startScryfallSource([
      scryfallCard(REFRESHED_ID, 'Refreshed Relic', {
        usd: '4.00',
        usd_foil: '9.50',
        eur: '3.60',
        eur_foil: '8.10',
        tix: '0.42',
        usd_etched: null,
      }),
    ]);
    platform = await startPlatform({
      CARDS_JWT_SECRET,
      CATALOG_IMPORT_DIR: importDir,
      CARDS_PRICE_REFRESH_URL: source.descriptorUrl,
    });
    alice = (await cardsUser(ALL_CARDS_SCOPES, 'alice')).token;
  }, START_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await platform?.stop();
    await source?.close();
    rmSync(importDir, { recursive: true, force: true });
  });

  it('runs the scheduled refresh: follows the bulk-data descriptor and imports cards with every price', async () => {
    const run = await eventually(async () => {
      const runs = await graphql(
        '{ catalogImports(limit: 20) { items { id kind file status requestedBy created pricesRecorded } } }',
      );
      return runs.data?.catalogImports.items.find(
        (item: any) => item.kind === 'scryfall' && item.status === 'completed' && item.requestedBy === null,
      );
    }, 60_000);
    expect(run).toMatchObject({ file: 'scryfall-price-refresh.json', created: 1 });
    expect(run.pricesRecorded).toBe(5);
    expect(source.state.downloads).toBe(1);

    const cardId = await cardNamed('Refreshed Relic');
    const price = await api('GET', `/api/v1/cards/${cardId}/price`);
    expect(price.status).toBe(200);
    expect(price.body).toMatchObject({ card_id: cardId, price: 4, sources_used: 1 });
    const card = await graphql('query($id: ID!) { card(id: $id) { variants { label marketPrice } } }', {
      id: cardId,
    });
    expect(card.data.card.variants).toEqual([
      { label: 'Nonfoil', marketPrice: 4 },
      { label: 'Foil', marketPrice: 9.5 },
    ]);
    for (const [key, expected] of [
      ['scryfall_eur', 3.6],
      ['scryfall_eur_foil', 8.1],
      ['scryfall_tix', 0.42],
      ['scryfall_usd_foil', 9.5],
    ] as const) {
      const history = await api('GET', `/api/v1/cards/${cardId}/price-history?days=2&source=${key}`);
      expect(history.status).toBe(200);
      expect(history.body.days).toEqual([expect.objectContaining({ price: expected, points: 1 })]);
    }
    const euros = await graphql(
      'query($id: ID!) { priceHistory(cardId: $id, days: 2, source: scryfall_eur) { days { price points } } }',
      { id: cardId },
    );
    expect(euros.data.priceHistory.days).toEqual([{ price: 3.6, points: 1 }]);
    // The market price and its history read dollars of the nonfoil printing only.
    const market = await api('GET', `/api/v1/cards/${cardId}/price-history?days=2`);
    expect(market.body.days).toEqual([expect.objectContaining({ price: 4, points: 1 })]);
    expect((await api('GET', `/api/v1/cards/${cardId}/price-history?source=nowhere`)).status).toBe(400);

    // The deployment's scheduled tasks, as a signed-in user of the platform reads them.
    const signedIn = (await signUp(platform.api)).token;
    const tasks = await request(platform.graphql, 'POST', '', {
      token: signedIn,
      body: { query: '{ scheduledTasks { name interval } }' },
    });
    expect(tasks.body.data?.scheduledTasks).toContainEqual({
      name: 'catalog.refresh-prices',
      interval: '1 day',
    });
  }, 90_000);

  it('answers an imported card with its price instead of no_price_data; a re-run repeats no point', async () => {
    const id = randomUUID();
    const name = `Imported ${id.slice(0, 8)}`;
    writeFileSync(
      join(importDir, 'bulk.json'),
      JSON.stringify([scryfallCard(id, name, { usd: '12.34', usd_foil: '20.00', tix: '1.05' })]),
    );
    const unpriced = await seedCard(platform.cardsApi, alice, { marketPrice: 3 });
    const none = await api('GET', `/api/v1/cards/${unpriced}/price`);
    expect(none.status).toBe(404);
    expect(none.body.error.code).toBe('no_price_data');

    const first = await api('POST', '/api/v1/catalog/imports', { kind: 'scryfall', file: 'bulk.json' });
    expect(first.status).toBe(202);
    expect(await finished(first.body.import_id)).toMatchObject({
      status: 'completed',
      summary: { created: 1, prices_recorded: 3 },
    });
    const cardId = await cardNamed(name);
    const priced = await graphql(
      'query($id: ID!) { marketPrice(cardId: $id) { price sourcesUsed } card(id: $id) { bestMarketPrice } }',
      { id: cardId },
    );
    expect(priced.data).toEqual({
      marketPrice: { price: 12.34, sourcesUsed: 1 },
      card: { bestMarketPrice: 20 },
    });

    const again = await api('POST', '/api/v1/catalog/imports', { kind: 'scryfall', file: 'bulk.json' });
    expect(await finished(again.body.import_id)).toMatchObject({
      status: 'completed',
      summary: { created: 0, prices_recorded: 0 },
    });
    writeFileSync(
      join(importDir, 'bulk.json'),
      JSON.stringify([scryfallCard(id, name, { usd: '14.34', usd_foil: '20.00', tix: '1.05' })]),
    );
    const moved = await api('POST', '/api/v1/catalog/imports', { kind: 'scryfall', file: 'bulk.json' });
    expect(await finished(moved.body.import_id)).toMatchObject({ summary: { prices_recorded: 1 } });
    // Two dollar points in the window, 12.34 and 14.34, weigh equally.
    expect((await api('GET', `/api/v1/cards/${cardId}/price`)).body.price).toBe(13.34);
  }, 90_000);

  it('imports a price CSV: rows name cards four ways; bad rows and unknown cards are reported', async () => {
    const id = randomUUID();
    const name = `Priced ${id.slice(0, 8)}`;
    writeFileSync(join(importDir, 'seed.json'), JSON.stringify([scryfallCard(id, name, {})]));
    const seeded = await api('POST', '/api/v1/catalog/imports', { kind: 'scryfall', file: 'seed.json' });
    expect(await finished(seeded.body.import_id)).toMatchObject({ summary: { prices_recorded: 0 } });
    const scryfallCardId = await cardNamed(name);
    const posted = await seedCard(platform.cardsApi, alice, { marketPrice: null });
    const postedCard = (await api('GET', `/api/v1/cards/${posted}`)).body;
    const yesterday = new Date(Date.now() - 24 * 3600_000).toISOString();
    writeFileSync(
      join(importDir, 'prices.csv'),
      [
        'Source,Price,Is_Sold,Timestamp,Card_Id,Scryfall_Id,Game,Set_Code,Collector_Number',
        `tcgplayer,10.00,true,${yesterday},,${id},,,`,
        `ebay,$12.00,false,,,${id},,,`,
        `cardkingdom,7.50,,,${posted},,,,`,
        `ebay,8.50,1,,,,mtg,${postedCard.set_code.toLowerCase()},${postedCard.collector_number}`,
        `tcgplayer,-1,false,,${posted},,,,`,
        `tcgplayer,5,false,,,${randomUUID()},,,`,
        `nowhere,5,false,,${posted},,,,`,
        `tcgplayer,5,false,,,,,,`,
      ].join('\n'),
    );
    const started = await graphql(
      'mutation { startCatalogImport(input: { kind: prices, file: "prices.csv" }) { id kind status } }',
    );
    expect(started.data.startCatalogImport).toMatchObject({ kind: 'prices', status: 'queued' });
    const done = await finished(started.data.startCatalogImport.id);
    expect(done).toMatchObject({
      kind: 'prices',
      status: 'completed',
      summary: { processed: 8, prices_recorded: 4, failed: 4 },
    });
    const issues = new Map(
      done.issues.map((issue: { at: string; message: string }) => [issue.at, issue.message]),
    );
    expect([...issues.keys()].sort()).toEqual(['6', '7', '8', '9']);
    expect(issues.get('6')).toContain('negative');
    expect(issues.get('7')).toContain('names no card');
    expect(issues.get('8')).toContain('source');
    expect(issues.get('9')).toContain('names no card');
    // Weighted 2 sold / 1 active: (2 × 10 + 12) / 3 and (7.50 + 2 × 8.50) / 3.
    expect((await api('GET', `/api/v1/cards/${scryfallCardId}/price`)).body).toMatchObject({
      price: 10.67,
      sources_used: 2,
    });
    expect((await api('GET', `/api/v1/cards/${posted}/price`)).body).toMatchObject({
      price: 8.17,
      sources_used: 2,
    });

    const rerun = await api('POST', '/api/v1/catalog/imports', { kind: 'prices', file: 'prices.csv' });
    expect(await finished(rerun.body.import_id)).toMatchObject({
      summary: { prices_recorded: 0, unchanged: 4, failed: 4 },
    });
    writeFileSync(join(importDir, 'headless.csv'), 'card_id,price\nabc,1\n');
    const headless = await api('POST', '/api/v1/catalog/imports', { kind: 'prices', file: 'headless.csv' });
    expect(await finished(headless.body.import_id)).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('source'),
    });
  }, 90_000);
});
