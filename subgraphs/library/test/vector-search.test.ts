import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { NotFound, ServiceUnavailable } from '@platform/errors';
import { pino } from 'pino';
import { startLibrary, type LibraryHarness } from './library-harness.js';
import { startAnalysisStub, stubEmbedding, type AnalysisStub } from './analysis-stub.js';
import { AnalysisClient } from '../src/services/analysis-client.js';
import { VectorSearchService } from '../src/services/vector-search.service.js';
import { VectorStore } from '../src/services/vector-store.js';

const USER = { userId: 801, plan: 'pro' as const };
const OTHER = { userId: 802, plan: 'pro' as const };
const FREE = { userId: 803 };
const RESULT = 'id url title summary category tags type distance';
const SEMANTIC = `query($q: String!, $type: SearchScope, $limit: Int) { searchSemantic(query: $q, type: $type, limit: $limit) { ${RESULT} } }`;
const SIMILAR = `query($id: Int!, $type: ItemType, $limit: Int) { similarItems(id: $id, type: $type, limit: $limit) { ${RESULT} } }`;
const HYBRID = `query($q: String!, $type: SearchScope, $limit: Int, $archived: Boolean) { searchHybrid(query: $q, type: $type, limit: $limit, archived: $archived) { ${RESULT} } }`;

type Hit = { id: number; type: 'TAB' | 'BOOKMARK'; title: string; distance: number | null };

/** A unit vector mostly along `axis`, tilted towards `tilt` by `amount`. */
function planted(axis: number, tilt = (axis + 1) % 384, amount = 0): number[] {
  const vector = new Array<number>(384).fill(0);
  vector[axis] = 1;
  vector[tilt] += amount;
  const norm = Math.hypot(...vector);
  return vector.map((n) => n / norm);
}
const literal = (vector: number[]) => `[${vector.join(',')}]`;

// The vector assertions need pgvector: embedded PGlite has it, the machine's PostgreSQL server does
// not (there only the 503 paths below apply).
const withVectors = process.env.TEST_DATABASE !== 'postgres';

describe('library subgraph: vector search', () => {
  let lib: LibraryHarness;
  let stub: AnalysisStub;
  const ids: Record<string, number> = {};

  const create = async (
    kind: 'Tab' | 'Bookmark',
    input: Record<string, unknown>,
    caller: { userId: number; plan?: 'pro' | 'free' } = FREE,
  ) =>
    (
      await lib.ok(caller, `mutation($input: Create${kind}Input!) { create${kind}(input: $input) { id } }`, {
        input,
      })
    )[`create${kind}`].id as number;
  const embed = (table: 'tab' | 'bookmark', id: number, vector: number[]) =>
    lib.sql(`update library.${table} set embedding = $1::vector where id = $2`, [literal(vector), id]);

  beforeAll(async () => {
    stub = await startAnalysisStub();
    lib = await startLibrary({ ML_URL: stub.url, ML_TIMEOUT_MS: '1000', FREE_BOOKMARK_LIMIT: '100' });
    // Items are created as FREE-plan calls of USER's id (no enrichment job), then embedded by hand.
    const mine = { userId: USER.userId };
    ids.reference = await create('Tab', { url: 'https://ref', title: 'Reference' }, mine);
    ids.nearDuplicate = await create('Bookmark', { url: 'https://dup', title: 'Near duplicate' }, mine);
    ids.related = await create('Tab', { url: 'https://rel', title: 'Related' }, mine);
    ids.unrelated = await create('Tab', { url: 'https://far', title: 'Unrelated' }, mine);
    ids.archived = await create('Tab', { url: 'https://arch', title: 'Archived twin' }, mine);
    ids.noEmbedding = await create('Tab', { url: 'https://none', title: 'Not enriched' }, mine);
    ids.foreign = await create(
      'Tab',
      { url: 'https://other', title: 'Other user twin' },
      { userId: OTHER.userId },
    );
    if (!withVectors) return;
    await embed('tab', ids.reference, planted(0));
    await embed('bookmark', ids.nearDuplicate, planted(0, 1, 0.05));
    await embed('tab', ids.related, planted(0, 1, 0.8));
    await embed('tab', ids.unrelated, planted(200));
    await embed('tab', ids.archived, planted(0));
    await lib.sql('update library.tab set is_archived = true where id = $1', [ids.archived]);
    await embed('tab', ids.foreign, planted(0));
  });
  afterAll(async () => {
    await lib?.close();
    await stub?.close();
  });

  const similar = async (id: number, extra: Record<string, unknown> = {}) =>
    (await lib.ok(USER, SIMILAR, { id, ...extra })).similarItems as Hit[];

  (withVectors ? describe : describe.skip)('with pgvector', () => {
    it('ranks the planted near-duplicate first, over both types, without the source, archived or foreign items', async () => {
      const hits = await similar(ids.reference);
      expect(hits.map((h) => [h.type, h.id])).toEqual([
        ['BOOKMARK', ids.nearDuplicate],
        ['TAB', ids.related],
        ['TAB', ids.unrelated],
      ]);
      expect(hits[0].distance).toBeCloseTo(1 - 1 / Math.hypot(1, 0.05), 6);
      expect(hits[2].distance).toBeCloseTo(1, 6);
      expect(hits.map((h) => h.distance)).toEqual([...hits.map((h) => h.distance)].sort((a, b) => a! - b!));
      expect((await similar(ids.reference, { limit: 1 })).map((h) => h.id)).toEqual([ids.nearDuplicate]);
      // From the bookmark's side, the reference tab is nearest and the bookmark itself is left out.
      expect((await similar(ids.nearDuplicate, { type: 'BOOKMARK' }))[0]).toMatchObject({
        type: 'TAB',
        id: ids.reference,
      });
      expect(
        (await similar(ids.nearDuplicate, { type: 'BOOKMARK' })).some((h) => h.type === 'BOOKMARK'),
      ).toBe(false);
    });

    it('answers 400 for a source without embedding and 404 for a missing or foreign one', async () => {
      expect(await lib.fails(USER, SIMILAR, { id: ids.noEmbedding })).toEqual({
        message: 'Item has no embedding yet',
        extensions: { code: 'BAD_USER_INPUT', reason: 'no_embedding' },
      });
      expect((await lib.fails(USER, SIMILAR, { id: ids.foreign })).extensions.code).toBe('NOT_FOUND');
      expect((await lib.fails(USER, SIMILAR, { id: 999_999, type: 'BOOKMARK' })).message).toBe(
        'Bookmark not found',
      );
      expect((await lib.fails(USER, SIMILAR, { id: 999_999 })).message).toBe('Tab not found');
    });

    it('ranks semantic matches of the embedded query by distance, per type, for the caller only', async () => {
      // Embedded by the stub from the query words: the reference's text shares them all.
      const texts: Record<string, string> = {
        alpha: 'kubernetes operators reconcile cluster state',
        beta: 'kubernetes operators reconcile cluster state and more',
        gamma: 'sourdough bread baking at home',
      };
      const user = { userId: 810, plan: 'pro' as const };
      const made: Record<string, number> = {};
      made.alpha = await create('Tab', { url: 'https://a', title: 'alpha' }, { userId: user.userId });
      made.beta = await create('Bookmark', { url: 'https://b', title: 'beta' }, { userId: user.userId });
      made.gamma = await create('Tab', { url: 'https://c', title: 'gamma' }, { userId: user.userId });
      await embed('tab', made.alpha, stubEmbedding(texts.alpha));
      await embed('bookmark', made.beta, stubEmbedding(texts.beta));
      await embed('tab', made.gamma, stubEmbedding(texts.gamma));
      const hits = (await lib.ok(user, SEMANTIC, { q: 'reconcile kubernetes cluster state operators' }))
        .searchSemantic as Hit[];
      expect(hits.map((h) => h.title)).toEqual(['alpha', 'beta', 'gamma']);
      expect(hits[0].distance).toBeCloseTo(0, 6);
      expect(stub.calls.at(-1)).toEqual({
        path: '/api/embed',
        body: { text: 'reconcile kubernetes cluster state operators' },
      });
      const tabsOnly = (await lib.ok(user, SEMANTIC, { q: 'sourdough bread', type: 'TABS', limit: 1 }))
        .searchSemantic as Hit[];
      expect(tabsOnly.map((h) => h.title)).toEqual(['gamma']);
      // limit is per type: one tab and one bookmark, still ordered by distance.
      expect(
        ((await lib.ok(user, SEMANTIC, { q: 'kubernetes', limit: 1 })).searchSemantic as Hit[]).map(
          (h) => h.title,
        ),
      ).toEqual(['alpha', 'beta']);
      expect((await lib.ok(user, SEMANTIC, { q: '!!!' })).searchSemantic).toEqual([]);
    });

    it('fuses full-text and vector ranks; distance only where the vector ranking found the item', async () => {
      const user = { userId: 820, plan: 'pro' as const };
      // Found by both rankings, by full text only (no embedding), by the vector ranking only.
      const both = await create(
        'Tab',
        { url: 'https://both', title: 'Gardening tomatoes guide' },
        { userId: user.userId },
      );
      const textOnly = await create(
        'Tab',
        { url: 'https://text', title: 'Tomatoes' },
        { userId: user.userId },
      );
      const vectorOnly = await create(
        'Bookmark',
        { url: 'https://vec', title: 'Allotment notes' },
        { userId: user.userId },
      );
      await embed('tab', both, stubEmbedding('gardening tomatoes guide'));
      await embed('bookmark', vectorOnly, stubEmbedding('tomatoes'));
      const hits = (await lib.ok(user, HYBRID, { q: 'tomatoes' })).searchHybrid as Hit[];
      expect(hits.map((h) => h.id)).toEqual([both, vectorOnly, textOnly]);
      expect(hits.find((h) => h.id === textOnly)!.distance).toBeNull();
      expect(hits.find((h) => h.id === vectorOnly)!.distance).toBeCloseTo(0, 6);
      expect(hits.find((h) => h.id === both)!.distance).toBeGreaterThan(0);
    });

    it('finds archived items in both rankings unless archived: false leaves them out', async () => {
      const user = { userId: 821, plan: 'pro' as const };
      const live = await create(
        'Tab',
        { url: 'https://live', title: 'Sourdough starter' },
        { userId: user.userId },
      );
      const archived = await create(
        'Bookmark',
        { url: 'https://old', title: 'Sourdough loaf' },
        { userId: user.userId },
      );
      const archivedVectorOnly = await create(
        'Tab',
        { url: 'https://vec-old', title: 'Bread notes' },
        { userId: user.userId },
      );
      await embed('tab', live, stubEmbedding('sourdough starter'));
      await embed('bookmark', archived, stubEmbedding('sourdough loaf'));
      await embed('tab', archivedVectorOnly, stubEmbedding('sourdough'));
      await lib.sql('update library.tab set is_archived = true where id = $1', [archivedVectorOnly]);
      await lib.sql('update library.bookmark set is_archived = true where id = $1', [archived]);
      const ids = async (archivedFilter?: boolean) =>
        ((await lib.ok(user, HYBRID, { q: 'sourdough', archived: archivedFilter })).searchHybrid as Hit[])
          .map((h) => h.id)
          .sort();
      expect(await ids()).toEqual([live, archived, archivedVectorOnly].sort());
      expect(await ids(false)).toEqual([live]);
      expect(await ids(true)).toEqual([archived, archivedVectorOnly].sort());
    });
  });

  it('is Pro only (feature ml) and validates its arguments', async () => {
    for (const [query, variables] of [
      [SEMANTIC, { q: 'x' }],
      [SIMILAR, { id: ids.reference }],
      [HYBRID, { q: 'x' }],
    ] as const) {
      expect((await lib.fails(FREE, query, variables)).extensions).toMatchObject({
        code: 'UPGRADE_REQUIRED',
        feature: 'ml',
      });
    }
    for (const variables of [
      { q: '' },
      { q: '   ' },
      { q: 'x'.repeat(1001) },
      { q: 'x', limit: 0 },
      { q: 'x', limit: 101 },
    ]) {
      expect([variables, (await lib.fails(USER, SEMANTIC, variables)).extensions.code]).toEqual([
        variables,
        'BAD_USER_INPUT',
      ]);
      expect((await lib.fails(USER, HYBRID, variables)).extensions.code).toBe('BAD_USER_INPUT');
    }
    expect((await lib.fails(USER, SIMILAR, { id: ids.reference, limit: 0 })).extensions.code).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('answers 503 vector_unavailable without the vector extension (404 still for a missing source)', async () => {
    const store = await VectorStore.open({ ...lib.platform.db, vectorAvailable: false });
    expect(store.ready).toBe(false);
    const service = new VectorSearchService(store, new AnalysisClient(stub.url, 1000), lib.platform.logger);
    const unavailable = {
      code: 'SERVICE_UNAVAILABLE',
      details: { reason: 'vector_unavailable' },
      message: 'Vector search is unavailable: the database has no vector extension',
    };
    await expect(service.semantic(USER.userId, 'x', 'BOTH', 10)).rejects.toMatchObject(unavailable);
    await expect(service.hybrid(USER.userId, 'x', 'BOTH', 10)).rejects.toMatchObject(unavailable);
    await expect(service.similar(USER.userId, ids.reference, 'TAB', 10)).rejects.toBeInstanceOf(
      ServiceUnavailable,
    );
    await expect(service.similar(USER.userId, ids.foreign, 'TAB', 10)).rejects.toBeInstanceOf(NotFound);
    if (!withVectors) {
      // The same through the graph, on the server without pgvector.
      expect((await lib.fails(USER, SEMANTIC, { q: 'x' })).extensions).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        reason: 'vector_unavailable',
      });
      expect((await lib.fails(USER, SIMILAR, { id: ids.reference })).extensions).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        reason: 'vector_unavailable',
      });
    }
  });

  (withVectors ? it : it.skip)(
    'answers 503 ml_unavailable with a fixed message when the analysis service is down or failing, the cause logged',
    async () => {
      const logged: string[] = [];
      const logger = pino({ level: 'warn' }, { write: (line: string) => logged.push(line) });
      const down = new VectorSearchService(
        await VectorStore.open(lib.platform.db),
        new AnalysisClient('http://127.0.0.1:9', 1000),
        logger,
      );
      await expect(down.semantic(USER.userId, 'x', 'BOTH', 10)).rejects.toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        details: { reason: 'ml_unavailable' },
        message: 'Analysis service unavailable',
      });
      expect(logged.join('')).toMatch(/cannot reach.*127\.0\.0\.1:9/);
      stub.mode = 'error';
      try {
        for (const query of [SEMANTIC, HYBRID]) {
          const failure = await lib.fails(USER, query, { q: 'x' });
          // Neither the upstream path, its status nor its body reaches the client.
          expect(failure).toEqual({
            message: 'Analysis service unavailable',
            extensions: { code: 'SERVICE_UNAVAILABLE', reason: 'ml_unavailable' },
          });
        }
      } finally {
        stub.mode = 'ok';
      }
    },
  );
});
