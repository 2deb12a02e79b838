import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { LIBRARY_CHANGED_TOPIC } from '@platform/subgraph-kit';
import { createLogger } from '@platform/observability';
import { startLibrary, TAB_FIELDS, type LibraryHarness } from './library-harness.js';
import { startAnalysisStub, type AnalysisStub } from './analysis-stub.js';
import { AnalysisClient } from '../src/services/analysis-client.js';
import {
  ENRICH_ITEM_JOB,
  EnrichmentService,
  ITEM_ENRICHED_TOPIC,
  mergeTags,
  type ItemEnriched,
} from '../src/services/enrichment.service.js';
import { VectorStore } from '../src/services/vector-store.js';
import { librarySubscriptions } from '../src/graphql/item-enriched.subscription.js';
import { tabsIdentity } from '@platform/auth';

const PRO = { userId: 601, plan: 'pro' as const };
const FREE = { userId: 602 };
const CREATE_TAB = `mutation($input: CreateTabInput!) { createTab(input: $input) { ${TAB_FIELDS} } }`;
const CREATE_BOOKMARK =
  'mutation($input: CreateBookmarkInput!) { createBookmark(input: $input) { id summary } }';
const GET_TAB = `query($id: Int!) { tab(id: $id) { ${TAB_FIELDS} } }`;
const CONTENT =
  'Kubernetes operators reconcile cluster state. Controllers watch resources and converge them.';

describe('library subgraph: enrichment of Pro items', () => {
  let lib: LibraryHarness;
  let stub: AnalysisStub;
  const enriched: ItemEnriched[] = [];
  const changed: number[] = [];

  beforeAll(async () => {
    stub = await startAnalysisStub();
    lib = await startLibrary({
      ML_URL: stub.url,
      ML_TIMEOUT_MS: '1000',
      JOB_MAX_ATTEMPTS: '2',
      JOB_BACKOFF_MS: '20',
      FREE_BOOKMARK_LIMIT: '100',
    });
    lib.platform.bus.subscribe<ItemEnriched>(ITEM_ENRICHED_TOPIC, (event) => void enriched.push(event));
    lib.platform.bus.subscribe<{ userId: number }>(
      LIBRARY_CHANGED_TOPIC,
      ({ userId }) => void changed.push(userId),
    );
  });
  afterAll(async () => {
    await lib?.close();
    await stub?.close();
  });

  const eventFor = async (itemId: number, type: 'TAB' | 'BOOKMARK' = 'TAB') => {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const event = enriched.find((e) => e.itemId === itemId && e.itemType === type);
      if (event) return event;
      if (Date.now() > deadline) throw new Error(`item ${type} ${itemId} was not enriched`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const enrichJobsOf = async (userId: number) =>
    (await lib.platform.jobs.list({ userId, limit: 100, offset: 0 })).filter(
      (job) => job.name === ENRICH_ITEM_JOB,
    );

  it('returns the record at once, then stores summary, category, tags, entities and the embedding', async () => {
    const created = (
      await lib.ok(PRO, CREATE_TAB, {
        input: { url: 'https://k8s.example/ops', title: 'Operators', content: CONTENT },
      })
    ).createTab;
    expect(created).toMatchObject({ summary: null, category: null, tags: [], entities: {} });
    const event = await eventFor(created.id);
    expect(event).toMatchObject({
      userId: PRO.userId,
      itemType: 'TAB',
      category: 'Technology',
      embedded: lib.platform.db.vectorAvailable,
    });
    expect(event.tags).toEqual(['kubernetes', 'operators', 'reconcile', 'cluster', 'state']);
    const tab = (await lib.ok(PRO, GET_TAB, { id: created.id })).tab;
    expect(tab).toMatchObject({
      summary: expect.stringContaining('Kubernetes operators'),
      category: 'Technology',
      tags: event.tags,
      entities: { people: ['Ada Lovelace'], places: [] },
    });
    expect(
      stub.calls.find((call) => call.path === '/api/analyze' && call.body.text === CONTENT)?.body.url,
    ).toBe('https://k8s.example/ops');
    expect(changed).toContain(PRO.userId);
    if (lib.platform.db.vectorAvailable) {
      const [row] = await lib.sql(
        'select vector_dims("embedding") as "dims" from library.tab where id = $1',
        [created.id],
      );
      expect(row.dims).toBe(384);
    }
  });

  it('enriches Pro bookmarks and bulk-synced items with content too', async () => {
    const bookmark = (
      await lib.ok(PRO, CREATE_BOOKMARK, {
        input: { url: 'https://b.example', content: 'Sourdough bread needs patience' },
      })
    ).createBookmark;
    expect(bookmark.summary).toBeNull();
    expect((await eventFor(bookmark.id, 'BOOKMARK')).category).toBe('Technology');
    const bulk = await lib.ok(PRO, 'mutation($t: [BulkTabInput!]!) { bulkCreateTabs(tabs: $t) { jobId } }', {
      t: [
        { url: 'https://bulk.example/1', content: 'Bulk item about gardening tomatoes' },
        { url: 'https://bulk.example/2' },
      ],
    });
    await lib.waitForJob(bulk.bulkCreateTabs.jobId, 'completed');
    const [withContent] = await lib.sql(`select id from library.tab where url = 'https://bulk.example/1'`);
    expect((await eventFor(withContent.id)).tags).toEqual(['bulk', 'item', 'about', 'gardening', 'tomatoes']);
    const [withoutContent] = await lib.sql(
      `select summary from library.tab where url = 'https://bulk.example/2'`,
    );
    expect(withoutContent.summary).toBeNull();
  });

  it('queues nothing for Free accounts, nor for Pro items without content', async () => {
    const free = (
      await lib.ok(FREE, CREATE_TAB, { input: { url: 'https://free.example', content: CONTENT } })
    ).createTab;
    const blank = (await lib.ok(PRO, CREATE_TAB, { input: { url: 'https://blank.example', content: '   ' } }))
      .createTab;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await enrichJobsOf(FREE.userId)).toEqual([]);
    expect(enriched.some((e) => e.itemId === blank.id || e.itemId === free.id)).toBe(false);
    expect((await lib.ok(FREE, GET_TAB, { id: free.id })).tab.summary).toBeNull();
  });

  it("merges keyword tags after the user's own, without duplicates in any case", () => {
    expect(
      mergeTags(
        ['Mine', 'Kubernetes'],
        [
          { term: 'kubernetes' },
          { term: 'operators' },
          { term: 'mine' },
          { term: 'a' },
          { term: 'b' },
          { term: 'c' },
        ],
      ),
    ).toEqual(['Mine', 'Kubernetes', 'operators', 'a', 'b']);
    expect(
      mergeTags(
        Array.from({ length: 100 }, (_, i) => `t${i}`),
        [{ term: 'more' }],
      ),
    ).toHaveLength(100);
  });

  describe('the job itself', () => {
    let service: EnrichmentService;
    beforeAll(async () => {
      service = new EnrichmentService(
        lib.platform.jobs,
        lib.platform.bus,
        new AnalysisClient(stub.url, 300),
        await VectorStore.open(lib.platform.db),
        createLogger('silent'),
      );
    });
    const freeTab = async (input: Record<string, unknown>) =>
      (await lib.ok(FREE, CREATE_TAB, { input })).createTab.id as number;

    it('keeps tags the user set before it ran', async () => {
      const id = await freeTab({
        url: 'https://tags.example',
        content: 'Rust ownership borrowing lifetimes',
      });
      await lib.ok(
        FREE,
        'mutation($id: Int!) { updateTab(id: $id, input: { tags: ["Mine", "RUST"] }) { id } }',
        { id },
      );
      expect(await service.enrich({ userId: FREE.userId, itemType: 'tab', itemId: id })).toBe('enriched');
      expect((await lib.ok(FREE, GET_TAB, { id })).tab.tags).toEqual([
        'Mine',
        'RUST',
        'ownership',
        'borrowing',
        'lifetimes',
      ]);
    });

    it("skips quietly an item that was deleted, or another user's id", async () => {
      const id = await freeTab({ url: 'https://gone.example', content: 'soon deleted' });
      expect(await service.enrich({ userId: PRO.userId, itemType: 'tab', itemId: id })).toBe('skipped');
      await lib.ok(FREE, 'mutation($id: Int!) { deleteTab(id: $id) { message } }', { id });
      expect(await service.enrich({ userId: FREE.userId, itemType: 'tab', itemId: id })).toBe('skipped');
    });

    it('throws while the analysis service errors or does not answer in time', async () => {
      const id = await freeTab({ url: 'https://down.example', content: 'the service is down' });
      try {
        stub.mode = 'error';
        await expect(service.enrich({ userId: FREE.userId, itemType: 'tab', itemId: id })).rejects.toThrow(
          /Analysis service unavailable: \/api\/analyze answered 500/,
        );
        stub.mode = 'slow';
        await expect(service.enrich({ userId: FREE.userId, itemType: 'tab', itemId: id })).rejects.toThrow(
          /no answer within 300 ms/,
        );
      } finally {
        stub.mode = 'ok';
      }
      const unreachable = new EnrichmentService(
        lib.platform.jobs,
        lib.platform.bus,
        new AnalysisClient('http://127.0.0.1:9', 1000),
        await VectorStore.open(lib.platform.db),
        createLogger('silent'),
      );
      await expect(unreachable.enrich({ userId: FREE.userId, itemType: 'tab', itemId: id })).rejects.toThrow(
        /Analysis service unavailable: cannot reach/,
      );
      expect((await lib.ok(FREE, GET_TAB, { id })).tab.summary).toBeNull();
    });
  });

  it('retries a failing enrichment and parks it in the failed-jobs record', async () => {
    const user = { userId: 603, plan: 'pro' as const };
    stub.mode = 'error';
    try {
      const created = (
        await lib.ok(user, CREATE_TAB, { input: { url: 'https://fail.example', content: 'never analysed' } })
      ).createTab;
      expect(created.summary).toBeNull();
      const [job] = await enrichJobsOf(user.userId);
      const failed = await lib.waitForJob(job.id, 'failed');
      expect(failed).toMatchObject({
        name: ENRICH_ITEM_JOB,
        attempts: 2,
        error: expect.stringMatching(/Analysis service unavailable/),
      });
    } finally {
      stub.mode = 'ok';
    }
  });

  it("streams itemEnriched to the item's owner only", async () => {
    const subscription = librarySubscriptions(lib.platform.bus).itemEnriched;
    const context = (userId: number) => ({
      requestId: 't',
      internal: false,
      identity: tabsIdentity({ userId, tokenId: 'x', plan: 'pro', devices: 0, deviceBlocked: false }),
    });
    const mine = subscription.subscribe(undefined, {}, context(700))[Symbol.asyncIterator]();
    const event = (userId: number, itemId: number): ItemEnriched => ({
      userId,
      itemId,
      itemType: 'TAB',
      summary: 's',
      category: 'Other',
      tags: [],
      entities: {},
      embedded: false,
    });
    const next = mine.next();
    await lib.platform.bus.publish(ITEM_ENRICHED_TOPIC, event(701, 1));
    await lib.platform.bus.publish(ITEM_ENRICHED_TOPIC, event(700, 2));
    const { value } = await next;
    expect(subscription.resolve!(value)).toEqual({
      itemId: 2,
      itemType: 'TAB',
      summary: 's',
      category: 'Other',
      tags: [],
      entities: {},
      embedded: false,
    });
    await mine.return?.();
    expect(() =>
      subscription.subscribe(undefined, {}, { requestId: 't', internal: false, identity: null }),
    ).toThrow();
  });
});
