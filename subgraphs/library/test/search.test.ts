import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { startLibrary, type LibraryHarness } from './library-harness.js';

const SEARCH =
  'query($q: String!, $type: SearchScope, $limit: Int, $archived: Boolean) { searchText(query: $q, type: $type, limit: $limit, archived: $archived) { id url title summary category tags type distance } }';
const USER = { userId: 401 };
const OTHER = { userId: 402 };

describe('library subgraph: text search', () => {
  let lib: LibraryHarness;
  const search = async (q: string, extra: Record<string, unknown> = {}, caller = USER) =>
    (await lib.ok(caller, SEARCH, { q, ...extra })).searchText as Array<{
      id: number;
      title: string;
      type: string;
      url: string;
    }>;
  const tab = async (input: Record<string, unknown>, caller = USER) =>
    (await lib.ok(caller, 'mutation($input: CreateTabInput!) { createTab(input: $input) { id } }', { input }))
      .createTab.id as number;
  const bookmark = async (input: Record<string, unknown>, caller = USER) =>
    (
      await lib.ok(
        caller,
        'mutation($input: CreateBookmarkInput!) { createBookmark(input: $input) { id } }',
        { input },
      )
    ).createBookmark.id as number;
  let titleHit: number, contentHit: number, bookmarkHit: number, archivedHit: number;

  beforeAll(async () => {
    lib = await startLibrary({ FREE_BOOKMARK_LIMIT: '100' });
    contentHit = await tab({
      url: 'https://c',
      title: 'Cooking notes',
      content: 'we run kubernetes clusters at home',
    });
    titleHit = await tab({
      url: 'https://k',
      title: 'Kubernetes operators guide',
      content: 'controllers reconcile state',
    });
    bookmarkHit = await bookmark({
      url: 'https://p',
      title: 'Pasta recipes',
      content: 'Kubernetes is not food',
      folder: 'Food',
    });
    await tab({ url: 'https://o', title: 'Kubernetes for others' }, OTHER);
    archivedHit = await tab({ url: 'https://a', title: 'Archived kubernetes page' });
    await lib.ok(USER, 'mutation($id: Int!) { archiveTab(id: $id) { jobId } }', { id: archivedHit });
    await tab({ url: 'https://docs.example.org/100%25-pure', title: '100% pure_snake' });
    await tab({ url: 'https://plain', title: '100 pure snake' });
  });
  afterAll(async () => {
    await lib?.close();
  });

  it('finds archived items too, and leaves them out or keeps only them on request', async () => {
    const all = await search('kubernetes');
    expect(all.map((h) => h.id)).toContain(archivedHit);
    expect(all.map((h) => [h.type, h.id]).sort()).toEqual(
      [
        ['TAB', titleHit],
        ['TAB', contentHit],
        ['TAB', archivedHit],
        ['BOOKMARK', bookmarkHit],
      ].sort(),
    );
    expect((await search('kubern')).map((h) => h.id).sort()).toEqual([titleHit, archivedHit].sort());
    expect((await search('kubernetes', { archived: true })).map((h) => h.id)).toEqual([archivedHit]);
    expect((await search('kubern', { archived: false })).map((h) => h.id)).toEqual([titleHit]);
  });

  it('ranks title matches above content matches, tabs before bookmarks, for the caller only', async () => {
    const hits = await search('kubernetes', { archived: false });
    expect(hits.map((h) => [h.type, h.id])).toEqual([
      ['TAB', titleHit],
      ['TAB', contentHit],
      ['BOOKMARK', bookmarkHit],
    ]);
    expect(hits[0]).toEqual({
      id: titleHit,
      url: 'https://k',
      title: 'Kubernetes operators guide',
      summary: null,
      category: null,
      tags: [],
      type: 'TAB',
      distance: null,
    });
    expect((await search('kubernetes', {}, OTHER)).map((h) => h.title)).toEqual(['Kubernetes for others']);
  });

  it('stems words and narrows by type, with the limit per type', async () => {
    expect((await search('reconciling', { type: 'TABS' })).map((h) => h.id)).toEqual([titleHit]);
    expect((await search('kubernetes', { type: 'BOOKMARKS' })).map((h) => h.id)).toEqual([bookmarkHit]);
    expect((await search('kubernetes', { limit: 1, archived: false })).map((h) => h.id)).toEqual([
      titleHit,
      bookmarkHit,
    ]);
    expect((await search('"operators guide"')).map((h) => h.id)).toEqual([titleHit]);
    expect(await search('kubernetes -guide', { type: 'TABS', archived: false })).toEqual([
      expect.objectContaining({ id: contentHit }),
    ]);
  });

  it('falls back to a literal substring of title or url when full-text finds nothing', async () => {
    expect((await search('kubern', { archived: false })).map((h) => h.id)).toEqual([titleHit]);
    expect((await search('docs.example')).map((h) => h.title)).toEqual(['100% pure_snake']);
    // % and _ are literal characters here, not wildcards matching every row.
    expect((await search('%')).map((h) => h.title)).toEqual(['100% pure_snake']);
    expect((await search('e_s')).map((h) => h.title)).toEqual(['100% pure_snake']);
  });

  it('survives hostile input as plain text', async () => {
    for (const q of [
      "'); drop table x; --",
      "'); drop table library.tab; --",
      '"unterminated',
      'a & | !',
      '!!! :* <-> (',
      '\\',
      '?',
      '$1',
      '\u00e9\u00e8 \u{1F600}',
    ]) {
      const result = await lib.run(USER, SEARCH, { q });
      expect([q, result.errors]).toEqual([q, undefined]);
    }
    expect(await search('"unterminated')).toEqual([]);
    expect((await lib.sql('select count(*)::int as n from library.tab'))[0].n).toBeGreaterThan(0);
  });

  it('requires a query and a limit between 1 and 100', async () => {
    for (const q of ['', '   '])
      expect(await lib.fails(USER, SEARCH, { q })).toEqual({
        message: 'query is required',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    for (const limit of [0, 101])
      expect((await lib.fails(USER, SEARCH, { q: 'x', limit })).extensions.code).toBe('BAD_USER_INPUT');
  });

  it('indexes a page of the largest allowed content and still finds its words', async () => {
    // Random tokens make a tsvector as large as text can: the index keeps the first 200,000 characters.
    const words = Array.from({ length: 110_000 }, (_, i) => `w${(i * 7919).toString(36)}x`);
    const content = `zebrafinch ${words.join(' ')}`.slice(0, 1_000_000);
    const id = await tab({ url: 'https://big', title: 'Big page', content });
    expect((await search('zebrafinch')).map((h) => h.id)).toEqual([id]);
  });
});
