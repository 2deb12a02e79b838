import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { startLibrary, type LibraryHarness } from './library-harness.js';

const ALICE = { userId: 201 };
const BOB = { userId: 202 };
const TAB_PAGE =
  'query($cursor: String, $limit: Int!, $archived: Boolean) { tabPage(cursor: $cursor, limit: $limit, archived: $archived) { items { id title } nextCursor hasMore } }';
const BOOKMARK_PAGE =
  'query($cursor: String, $folder: String) { bookmarkPage(cursor: $cursor, limit: 2, folder: $folder) { items { id folder } nextCursor hasMore } }';
interface PageAnswer {
  items: Array<{ id: number }>;
  nextCursor: string | null;
  hasMore: boolean;
}
const OFFSET_LIST = 'query { tabs(limit: 1000) { id } }';

describe('library subgraph: keyset pages (tabPage, bookmarkPage)', () => {
  let lib: LibraryHarness;
  const saveTab = async (title: string, caller = ALICE) =>
    (
      await lib.ok(caller, 'mutation($input: CreateTabInput!) { createTab(input: $input) { id } }', {
        input: { url: `https://example.com/${title}`, title },
      })
    ).createTab.id as number;
  /** Every page of tabPage, walked by nextCursor, with `between` run after the first page. */
  const walk = async (limit: number, between?: () => Promise<void>) => {
    const ids: number[] = [];
    let cursor: string | null = null;
    do {
      const tabPage: PageAnswer = (await lib.ok(ALICE, TAB_PAGE, { cursor, limit })).tabPage;
      ids.push(...tabPage.items.map((item) => item.id));
      expect(tabPage.hasMore).toBe(tabPage.nextCursor !== null);
      if (cursor === null) await between?.();
      cursor = tabPage.nextCursor;
    } while (cursor);
    return ids;
  };

  beforeAll(async () => {
    lib = await startLibrary();
    for (let i = 1; i <= 5; i++) await saveTab(`t${i}`);
    await saveTab('bob', BOB);
  });
  afterAll(() => lib?.close());

  it('walks the same order as the offset list, newest first, ending with a null cursor', async () => {
    const offsetIds = (await lib.ok(ALICE, OFFSET_LIST)).tabs.map((tab: { id: number }) => tab.id);
    expect(offsetIds).toHaveLength(5);
    expect(await walk(2)).toEqual(offsetIds);
    const whole = (await lib.ok(ALICE, TAB_PAGE, { limit: 5 })).tabPage;
    expect(whole).toMatchObject({ nextCursor: null, hasMore: false });
  });

  it('orders items saved in the same instant by id, so a tie neither repeats nor skips', async () => {
    await lib.sql(`update "library"."tab" set "created_at" = '2026-01-01T00:00:00Z' where "user_id" = $1`, [
      ALICE.userId,
    ]);
    const offsetIds = (await lib.ok(ALICE, OFFSET_LIST)).tabs.map((tab: { id: number }) => tab.id);
    expect(offsetIds).toEqual([...offsetIds].sort((a, b) => b - a));
    expect(await walk(2)).toEqual(offsetIds);
  });

  it('neither repeats nor skips when a tab is saved or deleted mid-walk, unlike an offset', async () => {
    const before = (await lib.ok(ALICE, OFFSET_LIST)).tabs.map((tab: { id: number }) => tab.id);
    const seen = await walk(2, async () => {
      await saveTab('newer');
      await lib.ok(ALICE, 'mutation($id: Int!) { deleteTab(id: $id) { message } }', { id: before[0] });
    });
    // The new tab sorts before the cursor and the deleted one was already shown: the walk is `before`.
    expect(seen).toEqual(before);
  });

  it('refuses a cursor of another list, other filters or another caller as invalid_cursor', async () => {
    const { nextCursor } = (await lib.ok(ALICE, TAB_PAGE, { limit: 1 })).tabPage;
    expect(nextCursor).toEqual(expect.any(String));
    for (const [caller, query, variables] of [
      [ALICE, TAB_PAGE, { cursor: nextCursor, limit: 1, archived: true }],
      [BOB, TAB_PAGE, { cursor: nextCursor, limit: 1 }],
      [ALICE, BOOKMARK_PAGE, { cursor: nextCursor }],
      [ALICE, TAB_PAGE, { cursor: 'not-a-cursor', limit: 1 }],
    ] as const) {
      const error = await lib.fails(caller, query, variables);
      expect([error.extensions.code, error.extensions.reason]).toEqual(['BAD_USER_INPUT', 'invalid_cursor']);
    }
  });

  it('pages bookmarks within one folder', async () => {
    for (const [i, folder] of ['work', 'home', 'work', 'work'].entries())
      await lib.ok(
        { ...ALICE, plan: 'pro' },
        'mutation($input: CreateBookmarkInput!) { createBookmark(input: $input) { id } }',
        {
          input: { url: `https://example.com/b${i}`, folder },
        },
      );
    const first = (await lib.ok(ALICE, BOOKMARK_PAGE, { folder: 'work' })).bookmarkPage;
    expect(first.items).toHaveLength(2);
    expect(first.hasMore).toBe(true);
    const rest = (await lib.ok(ALICE, BOOKMARK_PAGE, { folder: 'work', cursor: first.nextCursor }))
      .bookmarkPage;
    expect(rest).toMatchObject({ items: [{ folder: 'work' }], nextCursor: null, hasMore: false });
  });
});
