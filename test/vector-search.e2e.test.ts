import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import {
  START_HOOK_TIMEOUT_MS,
  freePort,
  startPlatform,
  type RunningPlatform,
} from './support/platform-process.js';
import { request, signUp } from './support/http-client.js';
import { TEST_WEBHOOK_SECRET, eventually, makePro } from './support/accounts.js';

// The PostgreSQL server pass runs without pgvector: there, every vector route must answer 503
// vector_unavailable instead of results. Both branches assert real answers.
const SERVER_WITHOUT_VECTOR = process.env.TEST_DATABASE === 'postgres';

const TEXTS = {
  reference:
    'The James Webb Space Telescope observed distant galaxies that formed shortly after the Big Bang. Astronomers used its ' +
    'infrared instruments to measure the light of the earliest stars, revealing how the first galaxies grew. The telescope ' +
    'orbits the Sun near the second Lagrange point, about a million miles from Earth.',
  nearDuplicate:
    'Astronomers used the James Webb Space Telescope to observe distant galaxies that formed shortly after the Big Bang. Its ' +
    'infrared instruments measured the light of the earliest stars, revealing how the first galaxies grew. The telescope ' +
    'orbits the Sun close to the second Lagrange point, roughly a million miles from Earth.',
  hubble:
    'For more than thirty years the Hubble Space Telescope has photographed nebulae, planets and star clusters from low Earth ' +
    'orbit. Servicing missions by astronauts replaced its cameras and gyroscopes several times.',
  bread:
    'Sourdough bread relies on a starter of wild yeast and lactic acid bacteria. Bakers feed the starter with flour and water, ' +
    'mix the dough, let it rise slowly overnight, shape the loaf and bake it in a very hot oven for a crisp crust.',
  rates:
    'Central banks raise interest rates to slow inflation. Higher rates make mortgages and business loans more expensive, ' +
    'which cools spending and hiring, while savers earn more on their deposits.',
  football:
    'The football club won the championship after a dramatic penalty shootout in the final. The goalkeeper saved two ' +
    'penalties and the captain scored the winning kick in front of sixty thousand fans.',
};

type Result = { id: number; type: 'tab' | 'bookmark'; title: string; distance?: number | null };

describe('semantic, similar-item and hybrid search', () => {
  let platform: RunningPlatform;
  let token: string;
  const ids: Record<string, { id: number; type: 'tab' | 'bookmark' }> = {};
  let bare: number;

  const api = (method: string, path: string, body?: unknown, as = token) =>
    request(platform.api, method, path, { token: as, body });

  beforeAll(async () => {
    const mlUrl = `http://127.0.0.1:${await freePort()}`;
    platform = await startPlatform({
      ANALYSIS_AUTOSTART: 'true',
      ML_URL: mlUrl,
      ML_HEALTH_INTERVAL_MS: '200',
      BILLING_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    });
    await eventually(
      async () =>
        (await request(platform.api, 'GET', '/health')).body.services.mlService === 'healthy'
          ? true
          : undefined,
      45_000,
    );
    const user = await signUp(platform.api);
    token = user.token;
    await makePro(platform.api, user.userId);
    for (const [name, content] of Object.entries(TEXTS)) {
      const type = name === 'nearDuplicate' || name === 'football' ? 'bookmark' : 'tab';
      const created = await api('POST', `/api/${type}s`, {
        url: `https://example.com/${name}`,
        title: name,
        content,
      });
      expect(created.status).toBe(201);
      ids[name] = { id: created.body.id, type };
    }
    bare = (await api('POST', '/api/tabs', { url: 'https://example.com/bare', title: 'bare' })).body.id;
    // Wait until every item with content is enriched (the summary is the visible sign).
    await eventually(async () => {
      const tabs = (await api('GET', '/api/tabs?limit=1000')).body as Array<{
        summary: string | null;
        content: string | null;
      }>;
      const bookmarks = (await api('GET', '/api/bookmarks?limit=1000')).body as Array<{
        summary: string | null;
      }>;
      return [...tabs.filter((tab) => tab.content), ...bookmarks].every((item) => item.summary)
        ? true
        : undefined;
    }, START_HOOK_TIMEOUT_MS);
  }, 150_000);
  afterAll(() => platform?.stop());

  const expectVectorUnavailable = (response: { status: number; body: any }) => {
    expect(response.status).toBe(503);
    expect(response.body).toEqual({
      error: 'vector_unavailable',
      code: 'vector_unavailable',
      message: 'Vector search is unavailable: the database has no vector extension',
    });
  };
  const ascending = (results: Result[]) =>
    results.map((r) => r.distance as number).every((d, i, all) => i === 0 || all[i - 1] <= d);

  it('POST /api/search/semantic ranks the item about the query first, with distances ascending', async () => {
    const response = await api('POST', '/api/search/semantic', {
      query: 'how to bake sourdough bread with a wild yeast starter',
    });
    if (SERVER_WITHOUT_VECTOR) return expectVectorUnavailable(response);
    expect(response.status).toBe(200);
    const results = response.body as Result[];
    expect(results[0]).toMatchObject({
      id: ids.bread.id,
      type: 'tab',
      title: 'bread',
      category: expect.any(String),
      distance: expect.any(Number),
    });
    expect(Object.keys(results[0]).sort()).toEqual([
      'category',
      'distance',
      'id',
      'summary',
      'tags',
      'title',
      'type',
      'url',
    ]);
    expect(ascending(results)).toBe(true);
    // Only enriched items take part: the tab without content has no embedding.
    expect(results.some((r) => r.id === bare && r.type === 'tab')).toBe(false);
    expect(results).toHaveLength(Object.keys(TEXTS).length);

    const rates = (
      await api('POST', '/api/search/semantic', {
        query: 'interest rates and inflation at the central bank',
        type: 'tabs',
        limit: 2,
      })
    ).body as Result[];
    expect(rates.map((r) => r.title)).toEqual(['rates', expect.any(String)]);
    expect(rates.every((r) => r.type === 'tab')).toBe(true);
    const bookmarks = (
      await api('POST', '/api/search/semantic', {
        query: 'penalty shootout in the football final',
        type: 'bookmarks',
        limit: 1,
      })
    ).body as Result[];
    expect(bookmarks.map((r) => r.title)).toEqual(['football']);
  }, 30_000);

  it('GET /api/search/similar/:id returns the planted near-duplicate first and never the source', async () => {
    const response = await api('GET', `/api/search/similar/${ids.reference.id}?type=tab`);
    if (SERVER_WITHOUT_VECTOR) return expectVectorUnavailable(response);
    expect(response.status).toBe(200);
    const results = response.body as Result[];
    expect(results[0]).toMatchObject({ id: ids.nearDuplicate.id, type: 'bookmark', title: 'nearDuplicate' });
    expect(results[0].distance).toBeLessThan(0.2);
    expect(results[1]).toMatchObject({ title: 'hubble' });
    expect(results.some((r) => r.type === 'tab' && r.id === ids.reference.id)).toBe(false);
    expect(ascending(results)).toBe(true);
    // type defaults to tab; limit counts all results.
    expect(
      ((await api('GET', `/api/search/similar/${ids.reference.id}?limit=1`)).body as Result[]).map(
        (r) => r.title,
      ),
    ).toEqual(['nearDuplicate']);
    const back = (await api('GET', `/api/search/similar/${ids.nearDuplicate.id}?type=bookmark`))
      .body as Result[];
    expect(back[0]).toMatchObject({ id: ids.reference.id, type: 'tab' });
    expect(back.some((r) => r.type === 'bookmark' && r.id === ids.nearDuplicate.id)).toBe(false);
  }, 30_000);

  it('GET /api/search/similar/:id: 400 without embedding, 404 for a missing or foreign source', async () => {
    const other = await signUp(platform.api);
    await makePro(platform.api, other.userId);
    const foreign = await api(
      'GET',
      `/api/search/similar/${ids.reference.id}?type=tab`,
      undefined,
      other.token,
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Tab not found');
    expect((await api('GET', '/api/search/similar/999999?type=bookmark')).status).toBe(404);
    const noEmbedding = await api('GET', `/api/search/similar/${bare}`);
    if (SERVER_WITHOUT_VECTOR) return expectVectorUnavailable(noEmbedding);
    expect(noEmbedding.status).toBe(400);
    expect(noEmbedding.body.message).toBe('Item has no embedding yet');
  }, 30_000);

  it('GET /api/search/hybrid fuses text and vector ranks; distance is null where only text found an item', async () => {
    const response = await api('GET', `/api/search/hybrid?query=${encodeURIComponent('sourdough loaf')}`);
    if (SERVER_WITHOUT_VECTOR) return expectVectorUnavailable(response);
    expect(response.status).toBe(200);
    const results = response.body as Result[];
    expect(results[0]).toMatchObject({ id: ids.bread.id, type: 'tab', distance: expect.any(Number) });
    for (const result of results) expect(result).toHaveProperty('distance');
    // The tab without content matches "bare" by title only: found by full text, not by the vector ranking.
    const bareHit = ((await api('GET', '/api/search/hybrid?query=bare&type=tabs')).body as Result[]).find(
      (r) => r.id === bare,
    );
    expect(bareHit).toMatchObject({ title: 'bare', distance: null });
  }, 30_000);

  it('is Pro only (402, feature ml) and validates its input (400)', async () => {
    const free = await signUp(platform.api);
    for (const [method, path, body] of [
      ['POST', '/api/search/semantic', { query: 'bread' }],
      ['GET', `/api/search/similar/${ids.reference.id}`, undefined],
      ['GET', '/api/search/hybrid?query=bread', undefined],
    ] as const) {
      const response = await api(method, path, body, free.token);
      expect([path, response.status, response.body.error, response.body.feature]).toEqual([
        path,
        402,
        'upgrade_required',
        'ml',
      ]);
    }
    for (const body of [
      {},
      { query: '' },
      { query: '   ' },
      { query: 'x'.repeat(1001) },
      { query: 'x', limit: 0 },
      { query: 'x', limit: 101 },
      { query: 'x', limit: 'ten' },
      { query: 'x', type: 'all' },
      { query: 42 },
    ]) {
      const response = await api('POST', '/api/search/semantic', body);
      expect([body, response.status, response.body.error]).toEqual([body, 400, 'validation_error']);
    }
    for (const path of [
      `/api/search/similar/${ids.reference.id}?type=tabs`,
      '/api/search/similar/abc',
      `/api/search/similar/${ids.reference.id}?limit=0`,
      '/api/search/hybrid',
      '/api/search/hybrid?query=x&limit=500',
    ]) {
      expect([path, (await api('GET', path)).status]).toEqual([path, 400]);
    }
    expect(
      (await request(platform.api, 'POST', '/api/search/semantic', { body: { query: 'x' } })).status,
    ).toBe(401);
  }, 30_000);
});
