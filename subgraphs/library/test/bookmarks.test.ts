import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { ARCHIVE_CAPTURE_JOB } from '@platform/subgraph-kit';
import { startLibrary, BOOKMARK_FIELDS, type LibraryHarness } from './library-harness.js';

const CREATE = `mutation($input: CreateBookmarkInput!) { createBookmark(input: $input) { ${BOOKMARK_FIELDS} } }`;
const LIST =
  'query($folder: String, $archived: Boolean) { bookmarks(folder: $folder, archived: $archived) { id folder } }';
const ids = (rows: Array<{ id: number }>) => rows.map((row) => row.id);

describe('library subgraph: bookmarks', () => {
  let lib: LibraryHarness;
  const PRO = (userId: number) => ({ userId, plan: 'pro' as const });
  const create = async (caller: { userId: number; plan?: 'free' | 'pro' }, input: Record<string, unknown>) =>
    (await lib.ok(caller, CREATE, { input })).createBookmark;

  beforeAll(async () => {
    lib = await startLibrary();
  });
  afterAll(async () => {
    await lib?.close();
  });

  it('creates a bookmark with its folder and the record defaults', async () => {
    const bookmark = await create(
      { userId: 301 },
      { url: 'https://b.example', title: 'B', folder: 'Work', content: 'text' },
    );
    expect(bookmark).toMatchObject({
      url: 'https://b.example',
      title: 'B',
      folder: 'Work',
      content: 'text',
      tags: [],
      entities: {},
      isArchived: false,
      userId: 301,
    });
    const error = await lib.fails({ userId: 301 }, CREATE, {
      input: { url: 'https://b', folder: 'f'.repeat(256) },
    });
    expect(error).toMatchObject({
      message: 'folder must be at most 255 characters',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('filters by folder (omitted = all) and by archived, newest first', async () => {
    const user = PRO(302);
    const a = (await create(user, { url: 'https://1', folder: 'Work' })).id;
    const b = (await create(user, { url: 'https://2', folder: 'Home' })).id;
    const c = (await create(user, { url: 'https://3', folder: 'Work' })).id;
    const d = (await create(user, { url: 'https://4' })).id;
    expect(ids((await lib.ok(user, LIST)).bookmarks)).toEqual([d, c, b, a]);
    expect(ids((await lib.ok(user, LIST, { folder: 'Work' })).bookmarks)).toEqual([c, a]);
    await lib.ok(user, 'mutation($id: Int!) { archiveBookmark(id: $id) { jobId } }', { id: c });
    expect(ids((await lib.ok(user, LIST, { folder: 'Work' })).bookmarks)).toEqual([a]);
    expect((await lib.ok(user, LIST, { archived: true })).bookmarks).toEqual([{ id: c, folder: 'Work' }]);
  });

  it("hides another user's bookmark as NOT_FOUND", async () => {
    const { id } = await create({ userId: 303 }, { url: 'https://mine' });
    for (const source of [
      'query($id: Int!) { bookmark(id: $id) { id } }',
      'mutation($id: Int!) { updateBookmark(id: $id, input: { folder: "x" }) { id } }',
      'mutation($id: Int!) { deleteBookmark(id: $id) { message } }',
      'mutation($id: Int!) { archiveBookmark(id: $id) { jobId } }',
    ]) {
      expect(await lib.fails({ userId: 304 }, source, { id })).toEqual({
        message: 'Bookmark not found',
        extensions: { code: 'NOT_FOUND' },
      });
    }
    expect(
      (await lib.ok({ userId: 303 }, 'query($id: Int!) { bookmark(id: $id) { folder isArchived } }', { id }))
        .bookmark,
    ).toEqual({ folder: null, isArchived: false });
  });

  it('updates only supplied fields, clears folder with null, and deletes', async () => {
    const user = { userId: 305 };
    const { id } = await create(user, { url: 'https://u', title: 'T', folder: 'Work', content: 'kept' });
    const update =
      'mutation($id: Int!, $input: UpdateBookmarkInput!) { updateBookmark(id: $id, input: $input) { title folder content tags } }';
    expect((await lib.ok(user, update, { id, input: { folder: 'Home' } })).updateBookmark).toEqual({
      title: 'T',
      folder: 'Home',
      content: 'kept',
      tags: [],
    });
    expect((await lib.ok(user, update, { id, input: { folder: null, tags: ['x'] } })).updateBookmark).toEqual(
      { title: 'T', folder: null, content: 'kept', tags: ['x'] },
    );
    const remove = 'mutation($id: Int!) { deleteBookmark(id: $id) { message } }';
    expect((await lib.ok(user, remove, { id })).deleteBookmark).toEqual({
      message: 'Bookmark deleted successfully',
    });
    expect(
      (await lib.fails(user, 'query($id: Int!) { bookmark(id: $id) { id } }', { id })).extensions.code,
    ).toBe('NOT_FOUND');
  });

  it("archives a bookmark and queues the archive domain's page capture", async () => {
    const user = { userId: 306 };
    const { id } = await create(user, { url: 'https://arch' });
    const { archiveBookmark } = await lib.ok(
      user,
      'mutation($id: Int!) { archiveBookmark(id: $id) { message jobId } }',
      { id },
    );
    expect(archiveBookmark.message).toBe('Bookmark archived; page capture queued');
    expect(await lib.platform.jobs.get(archiveBookmark.jobId)).toMatchObject({
      name: ARCHIVE_CAPTURE_JOB,
      userId: 306,
      status: 'queued',
    });
  });

  it('stops a Free account at FREE_BOOKMARK_LIMIT (archived ones count) with the upgrade details; Pro is unlimited', async () => {
    const free = { userId: 307, devices: 1 };
    await lib.ok(free, 'mutation { createTab(input: { url: "https://t" }) { id } }');
    const first = await create(free, { url: 'https://1' });
    await create(free, { url: 'https://2' });
    await lib.ok(free, 'mutation($id: Int!) { archiveBookmark(id: $id) { jobId } }', { id: first.id });
    await create(free, { url: 'https://3' });
    const over = await lib.fails(free, CREATE, { input: { url: 'https://4' } });
    expect(over).toEqual({
      message: 'Free plan is limited to 3 bookmarks; upgrade to Pro for unlimited bookmarks',
      extensions: {
        code: 'UPGRADE_REQUIRED',
        feature: 'bookmarks',
        limits: { bookmarks: 3, devices: 1 },
        usage: { bookmarks: 3, tabs: 1, devices: 1 },
        upgrade: { tier: 'pro', priceDisplay: '$4.99/mo' },
      },
    });
    for (const n of [1, 2, 3, 4, 5]) await create(PRO(308), { url: `https://p${n}` });
    expect((await lib.ok(PRO(308), LIST)).bookmarks).toHaveLength(5);
  });

  it('keeps concurrent Free creates within the limit', async () => {
    const free = { userId: 309 };
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, n) => lib.run(free, CREATE, { input: { url: `https://c${n}` } })),
    );
    const refused = results.filter((r) => r.errors?.[0]?.extensions?.code === 'UPGRADE_REQUIRED');
    expect(results.filter((r) => !r.errors)).toHaveLength(3);
    expect(refused).toHaveLength(3);
    expect((await lib.sql('select count(*)::int as n from library.bookmark where user_id = 309'))[0].n).toBe(
      3,
    );
  });
});
