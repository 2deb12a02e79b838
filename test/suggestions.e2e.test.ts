import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import {
  START_HOOK_TIMEOUT_MS,
  freePort,
  startPlatform,
  type RunningPlatform,
} from './support/platform-process.js';
import { request, signUp } from './support/http-client.js';
import { TEST_WEBHOOK_SECRET, eventually, makePro } from './support/accounts.js';

// The PostgreSQL server pass runs without pgvector: there generation skips similarity (content
// duplicates and related content) and still finds identical URLs and stale tabs.
const SERVER_WITHOUT_VECTOR = process.env.TEST_DATABASE === 'postgres';

const WEBB =
  'The James Webb Space Telescope observed distant galaxies that formed shortly after the Big Bang. Astronomers used its ' +
  'infrared instruments to measure the light of the earliest stars, revealing how the first galaxies grew. The telescope ' +
  'orbits the Sun near the second Lagrange point, about a million miles from Earth.';
// The same article as saved from another site: a few words differ.
const WEBB_COPY = WEBB.replace('observed distant', 'has observed distant').replace(
  'about a million',
  'roughly a million',
);
const BREAD =
  'Sourdough bread relies on a starter of wild yeast and lactic acid bacteria. Bakers feed the starter with flour and water, ' +
  'mix the dough, let it rise slowly overnight, shape the loaf and bake it in a very hot oven for a crisp crust.';

type Record = {
  id: number;
  type: string;
  item_ids: number[];
  items: Array<{ id: number; type: string }>;
  reason: string;
  confidence: number;
  status: string;
  created_at: string;
  user_id: number;
};

describe('suggestions over HTTP', () => {
  let platform: RunningPlatform;
  let user: { userId: number; token: string };
  const ids: { [name: string]: number } = {};
  const api = (method: string, path: string, body?: unknown, token = user.token) =>
    request(platform.api, method, path, { token, body });

  const generate = async () => {
    const queued = await api('POST', '/api/suggestions/generate');
    expect(queued.status).toBe(200);
    expect(queued.body).toEqual({ message: 'Suggestion generation queued', jobId: expect.any(String) });
    return queued.body.jobId as string;
  };

  /** The caller's job once COMPLETED (read through the graph's `job` query). */
  const completed = (jobId: string) =>
    eventually(async () => {
      const response = await fetch(platform.graphql, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
        body: JSON.stringify({
          query: 'query($id: ID!) { job(id: $id) { name status } }',
          variables: { id: jobId },
        }),
      });
      const job = ((await response.json()) as any).data?.job;
      return job?.status === 'COMPLETED' ? job : undefined;
    }, 20_000);

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
    user = await signUp(platform.api);
    await makePro(platform.api, user.userId);
    ids.webb = (
      await api('POST', '/api/tabs', { url: 'https://space.example/webb', title: 'Webb', content: WEBB })
    ).body.id;
    ids.webbCopy = (
      await api('POST', '/api/bookmarks', {
        url: 'https://news.example/jwst',
        title: 'JWST',
        content: WEBB_COPY,
      })
    ).body.id;
    ids.bread = (
      await api('POST', '/api/tabs', {
        url: 'https://bread.example/sourdough',
        title: 'Bread',
        content: BREAD,
      })
    ).body.id;
    ids.sameUrlTab = (
      await api('POST', '/api/tabs', { url: 'https://docs.example.com/guide/', title: 'Guide' })
    ).body.id;
    ids.sameUrlBookmark = (
      await api('POST', '/api/bookmarks', {
        url: 'http://www.docs.example.com/guide#intro',
        title: 'Guide again',
      })
    ).body.id;
    await eventually(async () => {
      const tabs = (await api('GET', '/api/tabs?limit=1000')).body as Array<{
        summary: string | null;
        content: string | null;
      }>;
      const bookmarks = (await api('GET', '/api/bookmarks?limit=1000')).body as Array<{
        summary: string | null;
        content: string | null;
      }>;
      return [...tabs, ...bookmarks].filter((item) => item.content).every((item) => item.summary)
        ? true
        : undefined;
    }, START_HOOK_TIMEOUT_MS);
  }, 150_000);
  afterAll(() => platform?.stop());

  it('answers a Free account with 402 on every suggestions endpoint', async () => {
    const free = await signUp(platform.api);
    for (const [method, path] of [
      ['GET', '/api/suggestions'],
      ['GET', '/api/suggestions/duplicates'],
      ['GET', '/api/suggestions/stale'],
      ['GET', '/api/suggestions/related/1'],
      ['POST', '/api/suggestions/generate'],
      ['PUT', '/api/suggestions/1/accept'],
      ['PUT', '/api/suggestions/1/reject'],
    ]) {
      const response = await api(method, path, undefined, free.token);
      expect([path, response.status]).toEqual([path, 402]);
      expect(response.body).toMatchObject({
        error: 'upgrade_required',
        feature: 'ml',
        upgrade: { tier: 'pro', priceDisplay: '$4.99/mo' },
      });
    }
  }, 30_000);

  it('POST /api/suggestions/generate queues a job; the planted near-duplicate then shows in /api/suggestions/duplicates', async () => {
    const jobId = await generate();
    const duplicates = await eventually(async () => {
      const response = await api('GET', '/api/suggestions/duplicates');
      expect(response.status).toBe(200);
      const list = response.body as Record[];
      return list.length >= (SERVER_WITHOUT_VECTOR ? 1 : 2) ? list : undefined;
    }, 20_000);
    const byUrl = duplicates.find((s) => s.confidence === 1)!;
    expect(byUrl).toEqual({
      id: expect.any(Number),
      type: 'duplicate',
      item_ids: [ids.sameUrlTab, ids.sameUrlBookmark],
      items: [
        { id: ids.sameUrlTab, type: 'tab' },
        { id: ids.sameUrlBookmark, type: 'bookmark' },
      ],
      reason: 'Same page saved twice (identical URL)',
      confidence: 1,
      status: 'pending',
      created_at: expect.any(String),
      resolved_at: null,
      user_id: user.userId,
    });
    expect(await completed(jobId)).toEqual({ name: 'library.generate-suggestions', status: 'COMPLETED' });
    if (SERVER_WITHOUT_VECTOR) return expect(duplicates).toHaveLength(1);

    const content = duplicates.find((s) =>
      s.items.some((item) => item.type === 'bookmark' && item.id === ids.webbCopy),
    )!;
    expect(content.items).toEqual([
      { id: ids.webb, type: 'tab' },
      { id: ids.webbCopy, type: 'bookmark' },
    ]);
    // Confidence is the cosine similarity: 1 - the distance similar-item search reports for the pair.
    const similar = (await api('GET', `/api/search/similar/${ids.webb}?type=tab&limit=1`)).body as Array<{
      id: number;
      distance: number;
    }>;
    expect(similar[0].id).toBe(ids.webbCopy);
    expect(content.confidence).toBeCloseTo(1 - similar[0].distance, 3);
    expect(content.confidence).toBeGreaterThanOrEqual(0.9);
    expect(duplicates.map((s) => s.confidence)).toEqual(
      [...duplicates.map((s) => s.confidence)].sort((a, b) => b - a),
    );
    expect(
      duplicates.flatMap((s) => s.items).some((item) => item.type === 'tab' && item.id === ids.bread),
    ).toBe(false);
  }, 40_000);

  it('generating again adds nothing new; accept archives the newer duplicate, reject records the answer, and neither moves twice', async () => {
    const before = (await api('GET', '/api/suggestions?status=pending')).body as Record[];
    await completed(await generate());
    const after = (await api('GET', '/api/suggestions?status=pending')).body as Record[];
    expect(after.map((s) => s.id).sort()).toEqual(before.map((s) => s.id).sort());

    const byUrl = after.find((s) => s.type === 'duplicate' && s.confidence === 1)!;
    const accepted = await api('PUT', `/api/suggestions/${byUrl.id}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      id: byUrl.id,
      status: 'accepted',
      type: 'duplicate',
      user_id: user.userId,
    });
    // The oldest item stays; the newer one is archived (and leaves the default bookmark list).
    expect((await api('GET', `/api/tabs/${ids.sameUrlTab}`)).body.is_archived).toBe(false);
    expect((await api('GET', `/api/bookmarks/${ids.sameUrlBookmark}`)).body.is_archived).toBe(true);
    const listed = (await api('GET', '/api/bookmarks')).body as Array<{ id: number }>;
    expect(listed.map((b) => b.id)).not.toContain(ids.sameUrlBookmark);

    const again = await api('PUT', `/api/suggestions/${byUrl.id}/reject`);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: 'conflict',
      message: 'Only pending suggestions can be rejected; this one is accepted',
    });

    const other = await signUp(platform.api);
    await makePro(platform.api, other.userId);
    expect((await api('PUT', `/api/suggestions/${byUrl.id}/accept`, undefined, other.token)).status).toBe(
      404,
    );
    expect((await api('PUT', '/api/suggestions/999999/reject')).status).toBe(404);
    expect((await api('GET', `/api/suggestions/related/${ids.webb}`, undefined, other.token)).status).toBe(
      404,
    );

    const accepted2 = (await api('GET', '/api/suggestions?status=accepted')).body as Record[];
    expect(accepted2.map((s) => s.id)).toEqual([byUrl.id]);

    if (SERVER_WITHOUT_VECTOR) return;
    const content = (await api('GET', '/api/suggestions/duplicates')).body as Record[];
    const rejected = await api('PUT', `/api/suggestions/${content[0].id}/reject`);
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ id: content[0].id, status: 'rejected' });
    expect((await api('GET', `/api/tabs/${ids.webb}`)).body.is_archived).toBe(false);
    expect((await api('GET', `/api/bookmarks/${ids.webbCopy}`)).body.is_archived).toBe(false);
    expect((await api('GET', '/api/suggestions/duplicates')).body).toEqual([]);
  }, 40_000);

  it('validates input: limit within 1..1000, status one of the three, ids positive', async () => {
    expect((await api('GET', '/api/suggestions?limit=1001')).status).toBe(400);
    expect((await api('GET', '/api/suggestions?status=maybe')).status).toBe(400);
    expect((await api('PUT', '/api/suggestions/0/accept')).status).toBe(400);
    expect((await api('GET', '/api/suggestions/stale')).body).toEqual([]);
  });
});
