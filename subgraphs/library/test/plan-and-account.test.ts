import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { USER_DELETED_TOPIC } from '@platform/subgraph-kit';
import { startLibrary, type LibraryHarness } from './library-harness.js';

const BULK_TABS = 'mutation($tabs: [BulkTabInput!]!) { bulkCreateTabs(tabs: $tabs) { message jobId } }';
const BULK_BOOKMARKS =
  'mutation($bookmarks: [BulkBookmarkInput!]!) { bulkCreateBookmarks(bookmarks: $bookmarks) { message jobId } }';
const USAGE =
  'query($reps: [_Any!]!) { _entities(representations: $reps) { ... on User { id libraryUsage { tabs bookmarks } } } }';

describe('library subgraph: plan gates, bulk sync and account data', () => {
  let lib: LibraryHarness;

  beforeAll(async () => {
    lib = await startLibrary();
  });
  afterAll(async () => {
    await lib?.close();
  });

  it('bulk-creates tabs for Pro in a job, skipping urls the user already keeps', async () => {
    const pro = { userId: 501, plan: 'pro' as const };
    await lib.ok(pro, 'mutation { createTab(input: { url: "https://dup", title: "Existing" }) { id } }');
    const tabs = [
      { url: 'https://b1', title: 'B1' },
      { url: 'https://dup', title: 'Again' },
      { url: 'https://b2' },
      { url: 'https://b1', title: 'B1 again' },
    ];
    const { bulkCreateTabs } = await lib.ok(pro, BULK_TABS, { tabs });
    expect(bulkCreateTabs.message).toBe('Bulk sync queued for 4 tabs');
    expect(await lib.waitForJob(bulkCreateTabs.jobId, 'completed')).toMatchObject({
      name: 'library.bulk-sync',
      userId: 501,
    });
    const listed = (await lib.ok(pro, '{ tabs { url title } }')).tabs;
    expect(listed.map((t: { url: string; title: string }) => `${t.url} ${t.title}`).sort()).toEqual([
      'https://b1 B1',
      'https://b2 ',
      'https://dup Existing',
    ]);
    // A retried or repeated batch adds nothing.
    const again = (await lib.ok(pro, BULK_TABS, { tabs })).bulkCreateTabs;
    await lib.waitForJob(again.jobId, 'completed');
    expect((await lib.ok(pro, '{ tabs { id } }')).tabs).toHaveLength(3);
  });

  it('bulk-creates bookmarks for Pro beyond the Free limit, with folders', async () => {
    const pro = { userId: 502, plan: 'pro' as const };
    const bookmarks = Array.from({ length: 5 }, (_, i) => ({
      url: `https://bm${i}`,
      title: `BM${i}`,
      folder: i % 2 ? 'Odd' : null,
    }));
    const { bulkCreateBookmarks } = await lib.ok(pro, BULK_BOOKMARKS, { bookmarks });
    expect(bulkCreateBookmarks.message).toBe('Bulk sync queued for 5 bookmarks');
    await lib.waitForJob(bulkCreateBookmarks.jobId, 'completed');
    expect((await lib.ok(pro, '{ bookmarks { id } }')).bookmarks).toHaveLength(5);
    expect(
      (await lib.ok(pro, '{ bookmarks(folder: "Odd") { title } }')).bookmarks
        .map((b: { title: string }) => b.title)
        .sort(),
    ).toEqual(['BM1', 'BM3']);
  });

  it('refuses bulk sync to Free with feature sync, limits and usage', async () => {
    const free = { userId: 503, devices: 1 };
    await lib.ok(free, 'mutation { createTab(input: { url: "https://t" }) { id } }');
    await lib.ok(free, 'mutation { createBookmark(input: { url: "https://b" }) { id } }');
    for (const [source, variables] of [
      [BULK_TABS, { tabs: [{ url: 'https://x' }] }],
      [BULK_BOOKMARKS, { bookmarks: [{ url: 'https://x' }] }],
    ] as const) {
      const error = await lib.fails(free, source, variables);
      expect(error.extensions).toEqual({
        code: 'UPGRADE_REQUIRED',
        feature: 'sync',
        limits: { bookmarks: 3, devices: 1 },
        usage: { bookmarks: 1, tabs: 1, devices: 1 },
        upgrade: { tier: 'pro', priceDisplay: '$4.99/mo' },
      });
    }
    expect((await lib.ok(free, '{ tabs { id } }')).tabs).toHaveLength(1);
  });

  it('validates bulk batches before queueing anything', async () => {
    const pro = { userId: 504, plan: 'pro' as const };
    expect((await lib.fails(pro, BULK_TABS, { tabs: [] })).message).toBe('tabs must hold at least 1 item(s)');
    const tooMany = Array.from({ length: 1001 }, (_, i) => ({ url: `https://${i}` }));
    expect((await lib.fails(pro, BULK_TABS, { tabs: tooMany })).extensions.code).toBe('BAD_USER_INPUT');
    expect((await lib.fails(pro, BULK_TABS, { tabs: [{ url: 'https://ok' }, { url: '' }] })).message).toBe(
      'tabs[1].url is required',
    );
    expect(
      (await lib.fails(pro, BULK_BOOKMARKS, { bookmarks: [{ url: 'https://ok', folder: 'f'.repeat(256) }] }))
        .message,
    ).toBe('bookmarks[0].folder must be at most 255 characters');
    expect((await lib.ok(pro, '{ tabs { id } }')).tabs).toEqual([]);
  });

  it('refuses every library field to a blocked device with feature sync', async () => {
    const blocked = { userId: 505, devices: 2, deviceBlocked: true };
    for (const source of [
      '{ tabs { id } }',
      '{ bookmarks { id } }',
      '{ tab(id: 1) { id } }',
      '{ searchText(query: "x") { id } }',
      'mutation { createTab(input: { url: "https://x" }) { id } }',
      'mutation { createBookmark(input: { url: "https://x" }) { id } }',
    ]) {
      const error = await lib.fails(blocked, source);
      expect([source, error.message, error.extensions.code, error.extensions.feature]).toEqual([
        source,
        'Free plan allows 1 device; upgrade to Pro to use more devices',
        'UPGRADE_REQUIRED',
        'sync',
      ]);
      expect(error.extensions.usage).toEqual({ bookmarks: 0, tabs: 0, devices: 2 });
    }
    expect((await lib.sql('select count(*)::int as n from library.tab where user_id = 505'))[0].n).toBe(0);
  });

  it('reports library usage on User to its owner only, archived records included', async () => {
    const user = { userId: 506 };
    const { createTab } = await lib.ok(user, 'mutation { createTab(input: { url: "https://u1" }) { id } }');
    await lib.ok(user, 'mutation { createTab(input: { url: "https://u2" }) { id } }');
    await lib.ok(user, 'mutation { createBookmark(input: { url: "https://u3" }) { id } }');
    await lib.ok(user, 'mutation($id: Int!) { archiveTab(id: $id) { jobId } }', { id: createTab.id });
    const mine = await lib.ok(user, USAGE, { reps: [{ __typename: 'User', id: 506 }] });
    expect(mine._entities).toEqual([{ id: 506, libraryUsage: { tabs: 2, bookmarks: 1 } }]);
    const theirs = await lib.ok({ userId: 507 }, USAGE, { reps: [{ __typename: 'User', id: 506 }] });
    expect(theirs._entities).toEqual([null]);
  });

  it('resolves Tab and Bookmark references for their owner only', async () => {
    const owner = { userId: 510 };
    const tab = (await lib.ok(owner, 'mutation { createTab(input: { url: "https://ref-t" }) { id } }'))
      .createTab.id;
    const bookmark = (
      await lib.ok(owner, 'mutation { createBookmark(input: { url: "https://ref-b" }) { id } }')
    ).createBookmark.id;
    const source =
      'query($reps: [_Any!]!) { _entities(representations: $reps) { ... on Tab { url } ... on Bookmark { url } } }';
    const reps = [
      { __typename: 'Tab', id: tab },
      { __typename: 'Bookmark', id: bookmark },
      { __typename: 'Tab', id: 999999 },
    ];
    expect((await lib.ok(owner, source, { reps }))._entities).toEqual([
      { url: 'https://ref-t' },
      { url: 'https://ref-b' },
      null,
    ]);
    expect((await lib.ok({ userId: 511 }, source, { reps }))._entities).toEqual([null, null, null]);
  });

  it("deletes all of a deleted user's records and nobody else's", async () => {
    const doomed = { userId: 508, plan: 'pro' as const };
    const kept = { userId: 509 };
    for (const caller of [doomed, kept]) {
      await lib.ok(caller, 'mutation { createTab(input: { url: "https://d1" }) { id } }');
      await lib.ok(caller, 'mutation { createBookmark(input: { url: "https://d2" }) { id } }');
    }
    const { createTab } = await lib.ok(doomed, 'mutation { createTab(input: { url: "https://d3" }) { id } }');
    await lib.ok(doomed, 'mutation($id: Int!) { archiveTab(id: $id) { jobId } }', { id: createTab.id });
    await lib.platform.bus.publish(USER_DELETED_TOPIC, { userId: doomed.userId });
    const count = async (table: string, userId: number) =>
      (await lib.sql(`select count(*)::int as n from library.${table} where user_id = $1`, [userId]))[0].n;
    expect([await count('tab', 508), await count('bookmark', 508)]).toEqual([0, 0]);
    expect([await count('tab', 509), await count('bookmark', 509)]).toEqual([1, 1]);
  });
});
