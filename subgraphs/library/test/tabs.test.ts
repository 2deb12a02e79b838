import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { ARCHIVE_CAPTURE_JOB } from '@platform/subgraph-kit';
import { startLibrary, TAB_FIELDS, type LibraryHarness } from './library-harness.js';

const ALICE = { userId: 101 };
const BOB = { userId: 102 };
const CREATE = `mutation($input: CreateTabInput!) { createTab(input: $input) { ${TAB_FIELDS} } }`;
const LIST =
  'query($limit: Int, $offset: Int, $archived: Boolean) { tabs(limit: $limit, offset: $offset, archived: $archived) { id url isArchived } }';

describe('library subgraph: tabs', () => {
  let lib: LibraryHarness;
  const create = async (input: Record<string, unknown>, caller = ALICE) =>
    (await lib.ok(caller, CREATE, { input })).createTab;

  beforeAll(async () => {
    lib = await startLibrary();
  });
  afterAll(async () => {
    await lib?.close();
  });

  it('creates a tab with the record defaults', async () => {
    const tab = await create({ url: 'https://example.com/a', favicon: 'https://example.com/favicon.ico' });
    expect(tab).toMatchObject({
      url: 'https://example.com/a',
      title: '',
      favicon: 'https://example.com/favicon.ico',
      content: null,
      summary: null,
      category: null,
      tags: [],
      entities: {},
      lastAccessed: null,
      accessCount: 0,
      isArchived: false,
      userId: ALICE.userId,
    });
    expect(new Date(tab.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('accepts browser-internal urls but refuses empty, oversized and NUL-carrying fields, naming the field', async () => {
    expect((await create({ url: 'chrome://settings' })).url).toBe('chrome://settings');
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ url: '   ' }, /url is required/],
      [{ url: 'x'.repeat(2049) }, /url must be at most 2048/],
      [{ url: 'https://a', title: 't'.repeat(1001) }, /title must be at most 1000/],
      [{ url: 'https://a', favicon: 'f'.repeat(2049) }, /favicon must be at most 2048/],
      [{ url: 'https://a', content: 'c'.repeat(1_000_001) }, /content must be at most 1000000/],
      [{ url: 'https://a', title: 'bad\u0000title' }, /title must not contain NUL/],
    ];
    for (const [input, message] of cases) {
      const error = await lib.fails(ALICE, CREATE, { input });
      expect(error.extensions.code).toBe('BAD_USER_INPUT');
      expect(error.message).toMatch(message);
    }
  });

  it('lists newest first with paging, and keeps archived tabs to archived: true', async () => {
    const user = { userId: 110 };
    const ids: number[] = [];
    for (const n of [1, 2, 3, 4]) ids.push((await create({ url: `https://list/${n}` }, user)).id);
    // Same-millisecond inserts: the id breaks the tie, so the order is still strict.
    await lib.sql('update library.tab set created_at = $1 where user_id = $2', [
      new Date('2024-01-01T00:00:00Z'),
      user.userId,
    ]);
    const all = (await lib.ok(user, LIST)).tabs.map((t: { id: number }) => t.id);
    expect(all).toEqual([...ids].reverse());
    const page = (await lib.ok(user, LIST, { limit: 2, offset: 1 })).tabs.map((t: { id: number }) => t.id);
    expect(page).toEqual([ids[2], ids[1]]);
    await lib.ok(user, 'mutation($id: Int!) { archiveTab(id: $id) { jobId } }', { id: ids[0] });
    expect((await lib.ok(user, LIST)).tabs.map((t: { id: number }) => t.id)).toEqual([
      ids[3],
      ids[2],
      ids[1],
    ]);
    expect((await lib.ok(user, LIST, { archived: true })).tabs).toEqual([
      { id: ids[0], url: 'https://list/1', isArchived: true },
    ]);
  });

  it('refuses out-of-range paging', async () => {
    for (const variables of [{ limit: 0 }, { limit: 1001 }, { offset: -1 }]) {
      expect((await lib.fails(ALICE, LIST, variables)).extensions.code).toBe('BAD_USER_INPUT');
    }
  });

  it("hides another user's tab as NOT_FOUND, for every operation", async () => {
    const { id } = await create({ url: 'https://private' });
    const operations = [
      'query($id: Int!) { tab(id: $id) { id } }',
      'mutation($id: Int!) { openTab(id: $id) { id } }',
      'mutation($id: Int!) { updateTab(id: $id, input: { title: "x" }) { id } }',
      'mutation($id: Int!) { deleteTab(id: $id) { message } }',
      'mutation($id: Int!) { archiveTab(id: $id) { jobId } }',
    ];
    for (const source of operations) {
      const error = await lib.fails(BOB, source, { id });
      expect(error).toEqual({ message: 'Tab not found', extensions: { code: 'NOT_FOUND' } });
    }
    const mine = await lib.ok(
      ALICE,
      'query($id: Int!) { tab(id: $id) { url accessCount isArchived title } }',
      { id },
    );
    expect(mine.tab).toEqual({ url: 'https://private', accessCount: 0, isArchived: false, title: '' });
    expect((await lib.fails(ALICE, 'query { tab(id: 999999) { id } }')).extensions.code).toBe('NOT_FOUND');
  });

  it('counts every openTab, including concurrent ones, and sets lastAccessed; tab() does not count', async () => {
    const { id } = await create({ url: 'https://opened' });
    const open = 'mutation($id: Int!) { openTab(id: $id) { accessCount lastAccessed } }';
    const first = (await lib.ok(ALICE, open, { id })).openTab;
    expect(first.accessCount).toBe(1);
    expect(new Date(first.lastAccessed).getTime()).toBeGreaterThan(Date.now() - 60_000);
    await Promise.all(Array.from({ length: 5 }, () => lib.ok(ALICE, open, { id })));
    const read = await lib.ok(ALICE, 'query($id: Int!) { tab(id: $id) { accessCount } }', { id });
    expect(read.tab.accessCount).toBe(6);
  });

  it('updates only the supplied fields and moves updatedAt', async () => {
    const tab = await create({ url: 'https://upd', title: 'Old', content: 'keep me' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const update = `mutation($id: Int!, $input: UpdateTabInput!) { updateTab(id: $id, input: $input) { ${TAB_FIELDS} } }`;
    const updated = (
      await lib.ok(ALICE, update, { id: tab.id, input: { tags: ['a', 'b'], category: 'Technology' } })
    ).updateTab;
    expect(updated).toMatchObject({
      title: 'Old',
      content: 'keep me',
      tags: ['a', 'b'],
      category: 'Technology',
      url: 'https://upd',
    });
    expect(new Date(updated.updatedAt).getTime()).toBeGreaterThan(new Date(tab.updatedAt).getTime());
    const cleared = (await lib.ok(ALICE, update, { id: tab.id, input: { content: null, title: 'New' } }))
      .updateTab;
    expect(cleared).toMatchObject({ title: 'New', content: null, tags: ['a', 'b'] });
    const nullTitle = await lib.fails(ALICE, update, { id: tab.id, input: { title: null } });
    expect(nullTitle).toMatchObject({
      message: 'title cannot be null',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const tooMany = await lib.fails(ALICE, update, {
      id: tab.id,
      input: { tags: Array.from({ length: 101 }, (_, i) => `t${i}`) },
    });
    expect(tooMany.message).toMatch(/tags may hold at most 100/);
    const tooLong = await lib.fails(ALICE, update, { id: tab.id, input: { tags: ['x'.repeat(101)] } });
    expect(tooLong.message).toMatch(/tags\[0\] must be at most 100/);
  });

  it('deletes a tab once', async () => {
    const { id } = await create({ url: 'https://gone' });
    const remove = 'mutation($id: Int!) { deleteTab(id: $id) { message } }';
    expect((await lib.ok(ALICE, remove, { id })).deleteTab).toEqual({ message: 'Tab deleted successfully' });
    expect((await lib.fails(ALICE, remove, { id })).extensions.code).toBe('NOT_FOUND');
    expect((await lib.fails(ALICE, 'query($id: Int!) { tab(id: $id) { id } }', { id })).extensions.code).toBe(
      'NOT_FOUND',
    );
  });

  it("archives a tab and queues the archive domain's page capture for its url", async () => {
    const { id } = await create({ url: 'https://archive-me' });
    const { archiveTab } = await lib.ok(
      ALICE,
      'mutation($id: Int!) { archiveTab(id: $id) { message jobId } }',
      { id },
    );
    expect(archiveTab.message).toBe('Tab archived; page capture queued');
    expect(
      (await lib.ok(ALICE, 'query($id: Int!) { tab(id: $id) { isArchived } }', { id })).tab.isArchived,
    ).toBe(true);
    // The archive subgraph defines the job; this harness runs the library alone, so it stays queued.
    expect(await lib.platform.jobs.get(archiveTab.jobId)).toMatchObject({
      name: ARCHIVE_CAPTURE_JOB,
      userId: ALICE.userId,
      status: 'queued',
    });
  });

  it('requires an identity', async () => {
    const result = await lib.run(null, 'query { tabs { id } }');
    expect(result.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('library subgraph: stale tabs', () => {
  let lib: LibraryHarness;
  const PRO = { userId: 201, plan: 'pro' as const };
  const STALE = 'query($days: Int) { staleTabs(days: $days) { id url } }';

  beforeAll(async () => {
    lib = await startLibrary();
  });
  afterAll(async () => {
    await lib?.close();
  });

  it('lists live tabs unopened for `days` (by creation when never opened), oldest first, for Pro only', async () => {
    const make = async (url: string) =>
      (await lib.ok(PRO, CREATE, { input: { url } })).createTab.id as number;
    const [openedLongAgo, neverOpenedOld, fresh, openedRecently, archivedOld] = [
      await make('https://opened-long-ago'),
      await make('https://never-opened-old'),
      await make('https://fresh'),
      await make('https://opened-recently'),
      await make('https://archived-old'),
    ];
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
    await lib.sql('update library.tab set created_at = $1 where user_id = $2 and id <> $3', [
      daysAgo(90),
      PRO.userId,
      fresh,
    ]);
    await lib.sql('update library.tab set last_accessed = $1 where id = $2', [daysAgo(40), openedLongAgo]);
    await lib.sql('update library.tab set last_accessed = $1 where id = $2', [daysAgo(2), openedRecently]);
    await lib.sql('update library.tab set is_archived = true where id = $1', [archivedOld]);

    const stale = (await lib.ok(PRO, STALE)).staleTabs.map((t: { id: number }) => t.id);
    expect(stale).toEqual([neverOpenedOld, openedLongAgo]);
    expect((await lib.ok(PRO, STALE, { days: 60 })).staleTabs.map((t: { id: number }) => t.id)).toEqual([
      neverOpenedOld,
    ]);
    expect((await lib.ok(PRO, STALE, { days: 1 })).staleTabs.map((t: { id: number }) => t.id)).toEqual([
      neverOpenedOld,
      openedLongAgo,
      openedRecently,
    ]);
    expect((await lib.ok({ userId: 202, plan: 'pro' }, STALE)).staleTabs).toEqual([]);
  });

  it('takes days 0 as "untouched until now": every live tab', async () => {
    const user = { userId: 204, plan: 'pro' as const };
    const id = (await lib.ok(user, CREATE, { input: { url: 'https://just-made' } })).createTab.id as number;
    expect((await lib.ok(user, STALE, { days: 0 })).staleTabs.map((t: { id: number }) => t.id)).toEqual([id]);
  });

  it('refuses Free callers with feature ml and bad day counts with BAD_USER_INPUT', async () => {
    const free = await lib.fails({ userId: 203 }, STALE);
    expect(free.extensions).toMatchObject({
      code: 'UPGRADE_REQUIRED',
      feature: 'ml',
      upgrade: { tier: 'pro', priceDisplay: '$4.99/mo' },
    });
    expect((await lib.fails(PRO, STALE, { days: -1 })).extensions.code).toBe('BAD_USER_INPUT');
  });
});
