import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { startLibrary, type Caller, type LibraryHarness } from './library-harness.js';
import { SCHEDULED_TASK } from '../src/jobs/scheduled-tasks.js';
import { ARCHIVE_CAPTURE_JOB } from '@platform/subgraph-kit';
import { staleConfidence } from '../src/services/suggestion-generator.js';

const USER = { userId: 901, plan: 'pro' as const };
const OTHER = { userId: 902, plan: 'pro' as const };
const FREE = { userId: 903 };
const FIELDS = 'id type itemIds items { id type } reason confidence status createdAt resolvedAt userId';
const LIST = `query($status: SuggestionStatus, $type: SuggestionType) { suggestions(status: $status, type: $type, limit: 1000) { ${FIELDS} } }`;
const PENDING = `query($type: SuggestionType!) { pendingSuggestions(type: $type) { ${FIELDS} } }`;
const RELATED = `query($id: Int!, $type: ItemType) { relatedSuggestions(id: $id, type: $type) { ${FIELDS} } }`;
const ACCEPT = `mutation($id: Int!) { acceptSuggestion(id: $id) { ${FIELDS} } }`;
const REJECT = `mutation($id: Int!) { rejectSuggestion(id: $id) { ${FIELDS} } }`;
const GENERATE = 'mutation { generateSuggestions { message jobId } }';

type Suggestion = {
  id: number;
  type: string;
  itemIds: number[];
  items: Array<{ id: number; type: string }>;
  confidence: number;
  status: string;
  reason: string;
};

/** A unit vector mostly along `axis`, tilted towards the next axis by `amount`. */
function planted(axis: number, amount = 0): string {
  const vector = new Array<number>(384).fill(0);
  vector[axis] = 1;
  vector[(axis + 1) % 384] += amount;
  const norm = Math.hypot(...vector);
  return `[${vector.map((n) => n / norm).join(',')}]`;
}

// Similarity of planted(a) and planted(a, t) is 1 / sqrt(1 + t²).
const similarity = (tilt: number) => 1 / Math.sqrt(1 + tilt * tilt);

const has = (s: Suggestion, type: 'TAB' | 'BOOKMARK', id: number) =>
  s.items.some((item) => item.type === type && item.id === id);

// pgvector exists on embedded PGlite only; the PostgreSQL server pass checks that generation still
// finds URL duplicates and stale tabs there, and skips similarity gracefully.
const withVectors = process.env.TEST_DATABASE !== 'postgres';

describe('library subgraph: suggestions', () => {
  let lib: LibraryHarness;
  const ids: Record<string, number> = {};

  const create = async (kind: 'Tab' | 'Bookmark', url: string, caller: Caller = { userId: USER.userId }) =>
    (
      await lib.ok(caller, `mutation($input: Create${kind}Input!) { create${kind}(input: $input) { id } }`, {
        input: { url, title: url },
      })
    )[`create${kind}`].id as number;
  const sql = (query: string, params: unknown[] = []) => lib.sql(query, params);
  const generate = async (caller: Caller = USER) => {
    const { generateSuggestions } = await lib.ok(caller, GENERATE);
    expect(generateSuggestions).toEqual({
      message: 'Suggestion generation queued',
      jobId: expect.any(String),
    });
    await lib.waitForJob(generateSuggestions.jobId, 'completed');
  };
  const runTask = async (name: string) => {
    const job = await lib.platform.jobs.enqueue(name, { userId: null });
    await lib.waitForJob(job.id, 'completed');
  };
  const pending = async (type: string, caller: Caller = USER) =>
    (await lib.ok(caller, PENDING, { type })).pendingSuggestions as Suggestion[];
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

  beforeAll(async () => {
    lib = await startLibrary({ FREE_BOOKMARK_LIMIT: '100' });
    // The first start runs every scheduled task once; let those runs finish before planting data.
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const tasks = await lib.platform.jobs.scheduledTasks();
      if (tasks.length === 5 && tasks.every((task) => task.lastStatus === 'succeeded')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Created as Free calls (no enrichment job), embedded by hand, ages set by hand.
    ids.reference = await create('Tab', 'https://space.example/webb');
    ids.twin = await create('Bookmark', 'https://space.example/webb-copy');
    ids.related = await create('Tab', 'https://space.example/hubble');
    ids.unrelated = await create('Tab', 'https://bread.example/sourdough');
    ids.urlA = await create('Tab', 'https://Example.com/Page/');
    ids.urlB = await create('Bookmark', 'http://www.example.com/page#section');
    ids.opened45 = await create('Tab', 'https://old.example/opened');
    ids.never60 = await create('Tab', 'https://old.example/never');
    ids.foreign = await create('Tab', 'https://space.example/webb', { userId: OTHER.userId });
    await sql(`update library.tab set created_at = $1 where id = $2`, [daysAgo(2), ids.reference]);
    await sql(`update library.tab set created_at = $1 where id = $2`, [daysAgo(3), ids.urlA]);
    await sql(`update library.tab set created_at = $1, last_accessed = $2 where id = $3`, [
      daysAgo(50),
      daysAgo(45),
      ids.opened45,
    ]);
    await sql(`update library.tab set created_at = $1 where id = $2`, [daysAgo(60), ids.never60]);
    if (withVectors) {
      await sql(`update library.tab set embedding = $1::vector where id = $2`, [planted(0), ids.reference]);
      await sql(`update library.bookmark set embedding = $1::vector where id = $2`, [
        planted(0, 0.05),
        ids.twin,
      ]);
      await sql(`update library.tab set embedding = $1::vector where id = $2`, [
        planted(0, 0.8),
        ids.related,
      ]);
      await sql(`update library.tab set embedding = $1::vector where id = $2`, [planted(200), ids.unrelated]);
      await sql(`update library.tab set embedding = $1::vector where id = $2`, [planted(0), ids.foreign]);
    }
    await generate();
  }, 60_000);
  afterAll(() => lib?.close());

  it('answers a Free account with UPGRADE_REQUIRED (ml) for every suggestion field', async () => {
    for (const source of [LIST, GENERATE, ACCEPT]) {
      const error = await lib.fails(FREE, source, { id: 1 });
      expect(error.extensions).toMatchObject({ code: 'UPGRADE_REQUIRED', feature: 'ml' });
    }
  });

  it('suggests items above the duplicate threshold with confidence = cosine similarity, oldest first', async () => {
    const duplicates = await pending('DUPLICATE');
    const byUrl = duplicates.find((s) => s.confidence === 1);
    // Same URL up to scheme, www, case, fragment and trailing slash: confidence 1, on any database.
    expect(byUrl).toMatchObject({
      itemIds: [ids.urlA, ids.urlB],
      items: [
        { id: ids.urlA, type: 'TAB' },
        { id: ids.urlB, type: 'BOOKMARK' },
      ],
      status: 'PENDING',
      userId: USER.userId,
    });
    expect(byUrl!.reason).toMatch(/identical URL/);
    if (!withVectors) return expect(duplicates).toHaveLength(1);
    const content = duplicates.find((s) => s.confidence < 1)!;
    expect(content.items).toEqual([
      { id: ids.reference, type: 'TAB' },
      { id: ids.twin, type: 'BOOKMARK' },
    ]);
    expect(content.confidence).toBeCloseTo(similarity(0.05), 3);
    expect(duplicates.map((s) => s.confidence)).toEqual(
      [...duplicates.map((s) => s.confidence)].sort((a, b) => b - a),
    );
    // Never another user's item, never an unrelated one.
    expect(duplicates.flatMap((s) => s.itemIds)).not.toContain(ids.unrelated);
    expect(duplicates).toHaveLength(2);
  });

  it('suggests the lower similarity band as related, and finds it per item', async () => {
    const related = await pending('RELATED');
    if (!withVectors) return expect(related).toEqual([]);
    // Tab and bookmark ids overlap: items say which is which.
    const pair = related.find((s) => has(s, 'TAB', ids.related) && has(s, 'TAB', ids.reference));
    expect(
      related.find((s) => has(s, 'TAB', ids.related) && has(s, 'BOOKMARK', ids.twin))?.confidence,
    ).toBeCloseTo(1.04 / (Math.sqrt(1.64) * Math.sqrt(1.0025)), 3);
    expect(pair?.confidence).toBeCloseTo(similarity(0.8), 3);
    expect(related.every((s) => s.confidence >= 0.75 && s.confidence < 0.9)).toBe(true);
    const forItem = (await lib.ok(USER, RELATED, { id: ids.related, type: 'TAB' }))
      .relatedSuggestions as Suggestion[];
    expect(forItem.map((s) => s.id)).toContain(pair!.id);
    expect(forItem.every((s) => has(s, 'TAB', ids.related))).toBe(true);
  });

  it('reports relatedSuggestions for an item the caller does not own as NOT_FOUND', async () => {
    expect((await lib.fails(USER, RELATED, { id: ids.foreign, type: 'TAB' })).extensions.code).toBe(
      'NOT_FOUND',
    );
    expect((await lib.fails(USER, RELATED, { id: 999999 })).extensions.code).toBe('NOT_FOUND');
  });

  it('suggests stale tabs with a confidence that grows with age', async () => {
    const stale = await pending('STALE');
    expect(stale.map((s) => s.itemIds)).toEqual([[ids.never60], [ids.opened45]]);
    expect(stale[0].confidence).toBeCloseTo(staleConfidence(60, 30), 2);
    expect(stale[0].confidence).toBeCloseTo(0.75, 2);
    expect(stale[1].confidence).toBeCloseTo(2 / 3, 2);
    expect(stale[0].reason).toMatch(/^Never opened since it was saved 60 days ago$/);
    expect(stale[1].reason).toBe('Not opened for 45 days');
  });

  it('never repeats a pending suggestion when generation runs again', async () => {
    const before = (await lib.ok(USER, LIST)).suggestions as Suggestion[];
    await generate();
    const after = (await lib.ok(USER, LIST)).suggestions as Suggestion[];
    expect(after.map((s) => s.id).sort()).toEqual(before.map((s) => s.id).sort());
  });

  it('keeps a rejected suggestion rejected and never suggests those items again', async () => {
    const [byUrl] = (await pending('DUPLICATE')).filter((s) => s.confidence === 1);
    const rejected = (await lib.ok(USER, REJECT, { id: byUrl.id })).rejectSuggestion;
    expect(rejected).toMatchObject({ id: byUrl.id, status: 'REJECTED', resolvedAt: expect.any(String) });
    await generate();
    expect((await pending('DUPLICATE')).map((s) => s.id)).not.toContain(byUrl.id);
    const rows = await sql(
      `select status from library.suggestion where user_id = $1 and type = 'duplicate' and $2 = any(item_ids)`,
      [USER.userId, ids.urlA],
    );
    expect(rows).toEqual([{ status: 'rejected' }]);
  });

  it('moves only pending suggestions: CONFLICT from rejected or accepted, NOT_FOUND for another user or a missing id', async () => {
    const [rejected] = (await lib.ok(USER, LIST, { status: 'REJECTED' })).suggestions as Suggestion[];
    const again = await lib.fails(USER, ACCEPT, { id: rejected.id });
    expect(again).toEqual({
      message: 'Only pending suggestions can be accepted; this one is rejected',
      extensions: { code: 'CONFLICT' },
    });
    expect((await lib.fails(USER, REJECT, { id: rejected.id })).extensions.code).toBe('CONFLICT');
    const [stale] = await pending('STALE');
    expect((await lib.fails(OTHER, ACCEPT, { id: stale.id })).extensions.code).toBe('NOT_FOUND');
    expect((await lib.fails(OTHER, REJECT, { id: stale.id })).extensions.code).toBe('NOT_FOUND');
    expect((await lib.fails(USER, ACCEPT, { id: 987654 })).message).toBe('Suggestion not found');
    expect((await pending('STALE')).map((s) => s.id)).toContain(stale.id);
  });

  it('accepting a stale suggestion archives the tab, once', async () => {
    const stale = (await pending('STALE')).find((s) => s.itemIds[0] === ids.opened45)!;
    const accepted = (await lib.ok(USER, ACCEPT, { id: stale.id })).acceptSuggestion;
    expect(accepted).toMatchObject({ id: stale.id, status: 'ACCEPTED', resolvedAt: expect.any(String) });
    expect(await sql(`select is_archived from library.tab where id = $1`, [ids.opened45])).toEqual([
      { is_archived: true },
    ]);
    expect((await lib.fails(USER, ACCEPT, { id: stale.id })).extensions.code).toBe('CONFLICT');
  });

  it('accepting a duplicate archives every item but the oldest and drops suggestions made moot', async () => {
    if (!withVectors) return;
    const content = (await pending('DUPLICATE')).find((s) => s.itemIds.includes(ids.twin))!;
    await lib.ok(USER, ACCEPT, { id: content.id });
    expect(await sql(`select is_archived from library.tab where id = $1`, [ids.reference])).toEqual([
      { is_archived: false },
    ]);
    expect(await sql(`select is_archived from library.bookmark where id = $1`, [ids.twin])).toEqual([
      { is_archived: true },
    ]);
    const live = (await lib.ok(USER, LIST, { status: 'PENDING' })).suggestions as Suggestion[];
    expect(live.some((s) => s.items.some((item) => item.type === 'BOOKMARK' && item.id === ids.twin))).toBe(
      false,
    );
  });

  it('drops pending suggestions of a deleted item', async () => {
    const [never] = (await pending('STALE')).filter((s) => s.itemIds[0] === ids.never60);
    expect(never).toBeDefined();
    await lib.ok({ userId: USER.userId }, 'mutation($id: Int!) { deleteTab(id: $id) { message } }', {
      id: ids.never60,
    });
    expect((await pending('STALE')).map((s) => s.id)).not.toContain(never.id);
  });

  it('cleanup removes pending suggestions older than SUGGESTION_TTL_DAYS and those about archived items, keeping answers', async () => {
    const tab = await create('Tab', 'https://ttl.example/a');
    await sql(`update library.tab set created_at = $1 where id = $2`, [daysAgo(40), tab]);
    await generate();
    const [fresh] = (await pending('STALE')).filter((s) => s.itemIds[0] === tab);
    await sql(`update library.suggestion set created_at = $1 where id = $2`, [daysAgo(31), fresh.id]);
    const archivedTab = await create('Tab', 'https://ttl.example/b');
    await sql(`update library.tab set created_at = $1 where id = $2`, [daysAgo(35), archivedTab]);
    await generate();
    const [moot] = (await pending('STALE')).filter((s) => s.itemIds[0] === archivedTab);
    await sql(`update library.tab set is_archived = true where id = $1`, [archivedTab]);
    const answered = await sql(
      `select count(*)::int as n from library.suggestion where user_id = $1 and status <> 'pending'`,
      [USER.userId],
    );
    await runTask(SCHEDULED_TASK.suggestionCleanup);
    const left = (
      await sql(`select id from library.suggestion where id = any($1::int[])`, [[fresh.id, moot.id]])
    ).map((r) => r.id);
    expect(left).toEqual([]);
    expect(
      await sql(
        `select count(*)::int as n from library.suggestion where user_id = $1 and status <> 'pending'`,
        [USER.userId],
      ),
    ).toEqual(answered);
  });

  it('scheduled generation covers users last seen on Pro, not Free ones', async () => {
    const freeTab = await create('Tab', 'https://free.example/old', FREE);
    await sql(`update library.tab set created_at = $1 where id = $2`, [daysAgo(40), freeTab]);
    const proUser = { userId: 904, plan: 'pro' as const };
    const proTab = await create('Tab', 'https://pro.example/old', proUser);
    await sql(`update library.tab set created_at = $1 where id = $2`, [daysAgo(40), proTab]);
    await runTask(SCHEDULED_TASK.suggestionGeneration);
    const rows = await sql(
      `select user_id from library.suggestion where item_ids = array[$1::int] or item_ids = array[$2::int]`,
      [freeTab, proTab],
    );
    expect(rows).toEqual([{ user_id: proUser.userId }]);
  });

  it('old-tab archival archives tabs untouched for ARCHIVE_AFTER_DAYS, nothing else', async () => {
    const old = await create('Tab', 'https://archive.example/old', OTHER);
    const recent = await create('Tab', 'https://archive.example/recent', OTHER);
    await sql(`update library.tab set created_at = $1, last_accessed = $2 where id = $3`, [
      daysAgo(200),
      daysAgo(91),
      old,
    ]);
    await sql(`update library.tab set created_at = $1, last_accessed = $2 where id = $3`, [
      daysAgo(200),
      daysAgo(10),
      recent,
    ]);
    await runTask(SCHEDULED_TASK.oldTabArchival);
    const rows = await sql(`select id, is_archived from library.tab where id = any($1::int[]) order by id`, [
      [old, recent],
    ]);
    expect(rows).toEqual([
      { id: old, is_archived: true },
      { id: recent, is_archived: false },
    ]);
    // No page capture is queued for it.
    expect(
      (await lib.platform.jobs.list({ userId: OTHER.userId, limit: 100, offset: 0 })).map((job) => job.name),
    ).not.toContain(ARCHIVE_CAPTURE_JOB);
  });

  it('statistics refresh exposes per-user counts on User.libraryStats', async () => {
    const STATS =
      'query($r: [_Any!]!) { _entities(representations: $r) { ... on User { libraryStats { tabs bookmarks archived enriched stale pendingSuggestions byCategory { category count } refreshedAt } } } }';
    const user = { userId: 905 };
    await create('Tab', 'https://stats.example/1', user);
    const stale = await create('Tab', 'https://stats.example/2', user);
    await create('Bookmark', 'https://stats.example/3', user);
    await sql(`update library.tab set created_at = $1 where id = $2`, [daysAgo(31), stale]);
    const before = await lib.ok(user, STATS, { r: [{ __typename: 'User', id: user.userId }] });
    expect(before._entities[0].libraryStats).toBeNull();
    await runTask(SCHEDULED_TASK.statisticsRefresh);
    const after = await lib.ok(user, STATS, { r: [{ __typename: 'User', id: user.userId }] });
    expect(after._entities[0].libraryStats).toEqual({
      tabs: 2,
      bookmarks: 1,
      archived: 0,
      enriched: 0,
      stale: 1,
      pendingSuggestions: 0,
      byCategory: [{ category: 'Uncategorized', count: 3 }],
      refreshedAt: expect.any(String),
    });
  });

  it('registers the five scheduled tasks with a next run', async () => {
    const tasks = await lib.platform.jobs.scheduledTasks();
    expect(tasks.map((task) => [task.name, task.interval])).toEqual([
      [SCHEDULED_TASK.duplicateScan, '12 hours'],
      [SCHEDULED_TASK.oldTabArchival, '1 week'],
      [SCHEDULED_TASK.statisticsRefresh, '1 hour'],
      [SCHEDULED_TASK.suggestionCleanup, '1 day'],
      [SCHEDULED_TASK.suggestionGeneration, '6 hours'],
    ]);
    for (const task of tasks) expect(task.nextRunAt!.getTime()).toBeGreaterThan(Date.now());
  });

  it('deleting the account removes its suggestions and statistics', async () => {
    await lib.platform.bus.publish('accounts.userDeleted', { userId: USER.userId });
    expect(
      await sql(`select count(*)::int as n from library.suggestion where user_id = $1`, [USER.userId]),
    ).toEqual([{ n: 0 }]);
    expect(
      await sql(`select count(*)::int as n from library.member_plan where user_id = $1`, [USER.userId]),
    ).toEqual([{ n: 0 }]);
  });
});
