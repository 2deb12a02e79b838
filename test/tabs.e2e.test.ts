import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';
import { request, signUp } from './support/http-client.js';
import { TEST_WEBHOOK_SECRET, eventually, makePro } from './support/accounts.js';

const TAB_KEYS = [
  'access_count',
  'category',
  'content',
  'created_at',
  'entities',
  'favicon',
  'id',
  'is_archived',
  'last_accessed',
  'summary',
  'tags',
  'title',
  'updated_at',
  'url',
  'user_id',
];

describe('tabs', () => {
  let platform: RunningPlatform;
  let token: string;
  let userId: number;
  beforeAll(async () => {
    platform = await startPlatform({ BILLING_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });
    ({ token, userId } = await signUp(platform.api));
  }, START_HOOK_TIMEOUT_MS);
  afterAll(() => platform?.stop());

  const api = (method: string, path: string, body?: unknown, as = token) =>
    request(platform.api, method, path, { token: as, body });

  it('creates a tab as the documented record with defaults', async () => {
    const created = await api('POST', '/api/tabs', {
      url: 'https://example.com/one',
      title: 'One',
      favicon: 'https://example.com/f.ico',
      content: 'Some page text',
    });
    expect(created.status).toBe(201);
    expect(Object.keys(created.body).sort()).toEqual(TAB_KEYS);
    expect(created.body).toMatchObject({
      url: 'https://example.com/one',
      title: 'One',
      favicon: 'https://example.com/f.ico',
      content: 'Some page text',
      summary: null,
      tags: [],
      entities: {},
      last_accessed: null,
      access_count: 0,
      is_archived: false,
      user_id: userId,
    });
  });

  it('lists newest first with limit, offset and the archived filter', async () => {
    const { token: own } = await signUp(platform.api);
    const ids: number[] = [];
    for (const n of [1, 2, 3])
      ids.push(
        (await api('POST', '/api/tabs', { url: `https://example.com/${n}`, title: `T${n}` }, own)).body.id,
      );
    const all = await api('GET', '/api/tabs', undefined, own);
    expect(all.body.map((t: { id: number }) => t.id)).toEqual([...ids].reverse());
    const paged = await api('GET', '/api/tabs?limit=1&offset=1', undefined, own);
    expect(paged.body.map((t: { id: number }) => t.id)).toEqual([ids[1]]);
    const archived = await api('POST', `/api/tabs/${ids[0]}/archive`, undefined, own);
    expect(archived.status).toBe(200);
    expect(archived.body.message).toEqual(expect.any(String));
    expect((await api('GET', '/api/tabs', undefined, own)).body).toHaveLength(2);
    const onlyArchived = await api('GET', '/api/tabs?archived=true', undefined, own);
    expect(onlyArchived.body.map((t: { id: number; is_archived: boolean }) => [t.id, t.is_archived])).toEqual(
      [[ids[0], true]],
    );
  });

  it('counts accesses on GET /api/tabs/:id', async () => {
    const { id } = (await api('POST', '/api/tabs', { url: 'https://example.com/count' })).body;
    const first = await api('GET', `/api/tabs/${id}`);
    expect(first.body.access_count).toBe(1);
    expect(first.body.last_accessed).toEqual(expect.any(String));
    expect((await api('GET', `/api/tabs/${id}`)).body.access_count).toBe(2);
  });

  it('changes only the supplied values on PUT', async () => {
    const { id } = (
      await api('POST', '/api/tabs', { url: 'https://example.com/put', title: 'Before', content: 'kept' })
    ).body;
    const updated = await api('PUT', `/api/tabs/${id}`, { title: 'After', tags: ['a', 'b'] });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      title: 'After',
      content: 'kept',
      tags: ['a', 'b'],
      url: 'https://example.com/put',
    });
  });

  it("hides another user's tab as 404 on every route", async () => {
    const { id } = (await api('POST', '/api/tabs', { url: 'https://example.com/mine' })).body;
    const other = await signUp(platform.api);
    for (const [method, path, body] of [
      ['GET', `/api/tabs/${id}`],
      ['PUT', `/api/tabs/${id}`, { title: 'x' }],
      ['DELETE', `/api/tabs/${id}`],
      ['POST', `/api/tabs/${id}/archive`],
    ] as const) {
      const response = await api(method, path, body, other.token);
      expect([method, path, response.status]).toEqual([method, path, 404]);
      expect(response.body.message).toEqual(expect.any(String));
    }
    expect((await api('GET', `/api/tabs/${id}`)).status).toBe(200);
  });

  it('deletes a tab, then answers 404 for it', async () => {
    const { id } = (await api('POST', '/api/tabs', { url: 'https://example.com/gone' })).body;
    const deleted = await api('DELETE', `/api/tabs/${id}`);
    expect(deleted).toMatchObject({ status: 200, body: { message: expect.any(String) } });
    expect((await api('GET', `/api/tabs/${id}`)).status).toBe(404);
    expect((await api('GET', '/api/tabs/999999')).status).toBe(404);
  });

  it('gates bulk sync and stale detection behind Pro with the 402 upgrade body', async () => {
    const free = await signUp(platform.api);
    await api('POST', '/api/tabs', { url: 'https://example.com/x' }, free.token);
    const bulk = await api(
      'POST',
      '/api/tabs/bulk',
      { tabs: [{ url: 'https://example.com/b', title: 'B' }] },
      free.token,
    );
    expect(bulk.status).toBe(402);
    expect(bulk.body).toEqual({
      error: 'upgrade_required',
      message: expect.any(String),
      feature: 'sync',
      upgrade: { tier: 'pro', priceDisplay: '$4.99/mo' },
      limits: { bookmarks: 100, devices: 1 },
      usage: { bookmarks: 0, tabs: 1, devices: 0 },
    });
    const stale = await api('GET', '/api/tabs/stale/detect?days=1', undefined, free.token);
    expect(stale.status).toBe(402);
    expect(stale.body.feature).toBe('ml');
  });

  it('runs bulk sync for Pro as a job (202) and the tabs appear', async () => {
    const pro = await signUp(platform.api);
    await makePro(platform.api, pro.userId);
    const bulk = await api(
      'POST',
      '/api/tabs/bulk',
      {
        tabs: [
          { url: 'https://example.com/b1', title: 'B1' },
          { url: 'https://example.com/b2', title: 'B2' },
        ],
      },
      pro.token,
    );
    expect(bulk.status).toBe(202);
    expect(bulk.body.message).toEqual(expect.any(String));
    const tabs = await eventually(async () => {
      const list = await api('GET', '/api/tabs', undefined, pro.token);
      return list.body.length === 2 ? list.body : undefined;
    });
    expect(tabs.map((t: { title: string }) => t.title).sort()).toEqual(['B1', 'B2']);
    const stale = await api('GET', '/api/tabs/stale/detect?days=1', undefined, pro.token);
    expect(stale).toMatchObject({ status: 200, body: [] });
    const all = await api('GET', '/api/tabs/stale/detect?days=0', undefined, pro.token);
    expect(all.status).toBe(200);
    expect(all.body.map((t: { title: string }) => t.title).sort()).toEqual(['B1', 'B2']);
    expect((await api('GET', '/api/tabs/stale/detect?days=-1', undefined, pro.token)).status).toBe(400);
  });

  it('validates ids, queries and bodies with 400', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/tabs/abc'],
      ['GET', '/api/tabs/1.5'],
      ['GET', '/api/tabs?limit=0'],
      ['GET', '/api/tabs?limit=abc'],
      ['GET', '/api/tabs?archived=maybe'],
      ['POST', '/api/tabs', { title: 'no url' }],
      ['POST', '/api/tabs', { url: 42 }],
      ['PUT', '/api/tabs/1', { tags: 'not-an-array' }],
      ['POST', '/api/tabs/bulk', { tabs: [] }],
    ] as const) {
      const response = await api(method, path, body);
      expect([method, path, response.status]).toEqual([method, path, 400]);
      expect(response.body.message).toEqual(expect.any(String));
    }
  });
});
