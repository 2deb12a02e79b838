import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';
import { request, signUp } from './support/http-client.js';
import { TEST_WEBHOOK_SECRET, eventually, makePro } from './support/accounts.js';

describe('bookmarks and text search', () => {
  let platform: RunningPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ FREE_BOOKMARK_LIMIT: '3', BILLING_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });
  }, START_HOOK_TIMEOUT_MS);
  afterAll(() => platform?.stop());

  it('creates, reads, updates and deletes bookmarks with the documented record', async () => {
    const { token, userId } = await signUp(platform.api);
    const created = await request(platform.api, 'POST', '/api/bookmarks', {
      token,
      body: { url: 'https://example.com/b', title: 'B', folder: 'Work', content: 'text' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      url: 'https://example.com/b',
      title: 'B',
      folder: 'Work',
      content: 'text',
      tags: [],
      is_archived: false,
      user_id: userId,
    });
    expect(created.body).not.toHaveProperty('access_count');
    expect(created.body).not.toHaveProperty('last_accessed');
    const id = created.body.id;
    expect((await request(platform.api, 'GET', `/api/bookmarks/${id}`, { token })).body.id).toBe(id);
    const updated = await request(platform.api, 'PUT', `/api/bookmarks/${id}`, {
      token,
      body: { folder: 'Home' },
    });
    expect(updated.body).toMatchObject({ folder: 'Home', title: 'B', content: 'text' });
    expect((await request(platform.api, 'DELETE', `/api/bookmarks/${id}`, { token })).status).toBe(200);
    expect((await request(platform.api, 'GET', `/api/bookmarks/${id}`, { token })).status).toBe(404);
  });

  it('filters by folder and archived, newest first', async () => {
    const { token } = await signUp(platform.api);
    const make = async (url: string, folder?: string) =>
      (await request(platform.api, 'POST', '/api/bookmarks', { token, body: { url, folder } })).body.id;
    const a = await make('https://example.com/1', 'Work');
    const b = await make('https://example.com/2', 'Home');
    const c = await make('https://example.com/3', 'Work');
    const work = await request(platform.api, 'GET', '/api/bookmarks?folder=Work', { token });
    expect(work.body.map((x: { id: number }) => x.id)).toEqual([c, a]);
    await request(platform.api, 'POST', `/api/bookmarks/${c}/archive`, { token });
    expect(
      (await request(platform.api, 'GET', '/api/bookmarks', { token })).body.map((x: { id: number }) => x.id),
    ).toEqual([b, a]);
    expect(
      (await request(platform.api, 'GET', '/api/bookmarks?archived=true', { token })).body.map(
        (x: { id: number }) => x.id,
      ),
    ).toEqual([c]);
  });

  it('answers 402 with the upgrade body when a Free account reaches FREE_BOOKMARK_LIMIT', async () => {
    const { token } = await signUp(platform.api);
    for (const n of [1, 2, 3])
      expect(
        (
          await request(platform.api, 'POST', '/api/bookmarks', {
            token,
            body: { url: `https://example.com/${n}` },
          })
        ).status,
      ).toBe(201);
    const over = await request(platform.api, 'POST', '/api/bookmarks', {
      token,
      body: { url: 'https://example.com/4' },
    });
    expect(over.status).toBe(402);
    expect(over.body).toEqual({
      error: 'upgrade_required',
      message: expect.any(String),
      feature: 'bookmarks',
      upgrade: { tier: 'pro', priceDisplay: '$4.99/mo' },
      limits: { bookmarks: 3, devices: 1 },
      usage: { bookmarks: 3, tabs: 0, devices: 0 },
    });
    expect((await request(platform.api, 'GET', '/api/bookmarks', { token })).body).toHaveLength(3);
  });

  it('bulk-syncs bookmarks for Pro only (202, then the job creates them)', async () => {
    const free = await signUp(platform.api);
    const body = {
      bookmarks: [
        { url: 'https://example.com/x', title: 'X', folder: 'Inbox' },
        { url: 'https://example.com/y' },
      ],
    };
    const refused = await request(platform.api, 'POST', '/api/bookmarks/bulk', { token: free.token, body });
    expect(refused.status).toBe(402);
    expect(refused.body.feature).toBe('sync');
    await makePro(platform.api, free.userId);
    const accepted = await request(platform.api, 'POST', '/api/bookmarks/bulk', { token: free.token, body });
    expect(accepted.status).toBe(202);
    expect(accepted.body.message).toEqual(expect.any(String));
    const list = await eventually(async () => {
      const response = await request(platform.api, 'GET', '/api/bookmarks?folder=Inbox', {
        token: free.token,
      });
      return response.body.length ? response.body : undefined;
    });
    expect(list.map((b: { url: string }) => b.url)).toEqual(['https://example.com/x']);
    const invalid = await request(platform.api, 'POST', '/api/bookmarks/bulk', {
      token: free.token,
      body: { bookmarks: [{ title: 'no url' }] },
    });
    expect(invalid.status).toBe(400);
  });

  it('finds items by title, content and type, and survives hostile queries', async () => {
    const { token } = await signUp(platform.api);
    const other = await signUp(platform.api);
    await request(platform.api, 'POST', '/api/tabs', {
      token,
      body: {
        url: 'https://example.com/k',
        title: 'Kubernetes operators guide',
        content: 'controllers reconcile state',
      },
    });
    await request(platform.api, 'POST', '/api/bookmarks', {
      token,
      body: { url: 'https://example.com/p', title: 'Pasta recipes', content: 'Kubernetes is not food' },
    });
    await request(platform.api, 'POST', '/api/tabs', {
      token: other.token,
      body: { url: 'https://example.com/o', title: 'Kubernetes for others' },
    });
    const both = await request(platform.api, 'GET', '/api/search/text?query=kubernetes', { token });
    expect(both.status).toBe(200);
    expect(both.body.map((r: { title: string; type: string }) => [r.type, r.title])).toEqual([
      ['tab', 'Kubernetes operators guide'],
      ['bookmark', 'Pasta recipes'],
    ]);
    expect(Object.keys(both.body[0]).sort()).toEqual([
      'category',
      'id',
      'summary',
      'tags',
      'title',
      'type',
      'url',
    ]);
    const tabsOnly = await request(platform.api, 'GET', '/api/search/text?query=reconcile&type=tabs', {
      token,
    });
    expect(tabsOnly.body.map((r: { type: string }) => r.type)).toEqual(['tab']);
    for (const hostile of ["'); drop table library.tab; --", '"unterminated', 'a & | ! :*', '%_%', '\\']) {
      const response = await request(
        platform.api,
        'GET',
        `/api/search/text?query=${encodeURIComponent(hostile)}`,
        { token },
      );
      expect([hostile, response.status]).toEqual([hostile, 200]);
    }
    expect((await request(platform.api, 'GET', '/api/search/text?query=', { token })).status).toBe(400);
    expect((await request(platform.api, 'GET', '/api/search/text?query=x&type=all', { token })).status).toBe(
      400,
    );
    expect((await request(platform.api, 'GET', '/api/tabs', { token })).body).toHaveLength(1);
  });

  it('finds archived items unless archived=false leaves them out', async () => {
    const { token } = await signUp(platform.api);
    const tab = await request(platform.api, 'POST', '/api/tabs', {
      token,
      body: { url: 'https://example.com/z', title: 'Zeppelin history' },
    });
    const search = async (extra = '') =>
      (await request(platform.api, 'GET', `/api/search/text?query=zeppelin${extra}`, { token })).body.map(
        (r: { id: number }) => r.id,
      );
    expect(await search()).toEqual([tab.body.id]);
    await request(platform.api, 'POST', `/api/tabs/${tab.body.id}/archive`, { token });
    expect(await search()).toEqual([tab.body.id]);
    expect(await search('&archived=false')).toEqual([]);
    expect(await search('&archived=true')).toEqual([tab.body.id]);
    expect(
      (await request(platform.api, 'GET', '/api/search/text?query=zeppelin&archived=maybe', { token }))
        .status,
    ).toBe(400);
  });
});
