import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { print } from 'graphql';
import { ItemEnrichedDocument, type ItemEnrichedSubscription } from '@platform/operations';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import {
  START_HOOK_TIMEOUT_MS,
  CLOSED_PORT,
  freePort,
  startPlatform,
  type RunningPlatform,
} from './support/platform-process.js';
import { request, signUp } from './support/http-client.js';
import { TEST_WEBHOOK_SECRET, eventually, makePro } from './support/accounts.js';

const CATEGORIES = [
  'Technology',
  'News',
  'Education',
  'Entertainment',
  'Business',
  'Social',
  'Shopping',
  'Health',
  'Science',
  'Other',
];
const ENRICH_JOB = 'library.enrich-item';
const CONTENT =
  'The new compiler release speeds up builds of large TypeScript projects. Developers report that incremental ' +
  'type checking now finishes in a fraction of the time, and the language server uses far less memory. The update ' +
  'also ships better error messages for generic functions and a faster module resolver for monorepos.';

// The typed SDK's own type of the subscription, as a front-end would use it.
type EnrichedEvent = ItemEnrichedSubscription['itemEnriched'];

async function graphql(
  platform: RunningPlatform,
  query: string,
  variables: Record<string, unknown>,
  token: string,
) {
  const response = await fetch(platform.graphql, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: any; errors?: Array<{ message: string; extensions?: any }> };
}

/** Subscribes to itemEnriched as `token` and collects every event; resolves once the socket is acknowledged. */
async function subscribeEnriched(
  platform: RunningPlatform,
  token: string,
): Promise<{ events: EnrichedEvent[]; errors: unknown[]; client: Client }> {
  const events: EnrichedEvent[] = [];
  const errors: unknown[] = [];
  let connected!: () => void;
  const ready = new Promise<void>((resolve) => (connected = resolve));
  const client = createClient({
    url: platform.ws,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
    on: { connected: () => connected() },
  });
  client.subscribe<ItemEnrichedSubscription>(
    { query: print(ItemEnrichedDocument) },
    {
      next: ({ data, errors: failed }) => (data ? events.push(data.itemEnriched) : errors.push(failed)),
      error: (error) => errors.push(error),
      complete: () => undefined,
    },
  );
  await ready;
  // The subscribe message is handled right after the acknowledgement; leave it a moment.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return { events, errors, client };
}

describe('enrichment of Pro items by the analysis service', () => {
  let platform: RunningPlatform;
  beforeAll(async () => {
    const mlUrl = `http://127.0.0.1:${await freePort()}`;
    platform = await startPlatform({
      ANALYSIS_AUTOSTART: 'true',
      ML_URL: mlUrl,
      ML_HEALTH_INTERVAL_MS: '200',
      BILLING_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    });
    await eventually(
      async () =>
        (await request(platform.api, 'GET', '/health')).body.services.mlService === 'healthy'
          ? true
          : undefined,
      45_000,
    );
  }, START_HOOK_TIMEOUT_MS);
  afterAll(() => platform?.stop());

  it('returns the tab at once, streams itemEnriched to its owner only, and a later GET shows the enrichment', async () => {
    const owner = await signUp(platform.api);
    const stranger = await signUp(platform.api);
    await makePro(platform.api, owner.userId);
    const mine = await subscribeEnriched(platform, owner.token);
    const theirs = await subscribeEnriched(platform, stranger.token);
    try {
      const created = await request(platform.api, 'POST', '/api/tabs', {
        token: owner.token,
        body: { url: 'https://example.com/compiler', title: 'Compiler news', content: CONTENT },
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ summary: null, category: null, tags: [], entities: {} });
      // A cached list read made before the enrichment must not hide it afterwards.
      expect(
        (await request(platform.api, 'GET', '/api/tabs', { token: owner.token })).body[0].summary,
      ).toBeNull();

      const event = await eventually(
        async () => mine.events.find((e) => e.itemId === created.body.id),
        20_000,
      );
      expect(mine.errors).toEqual([]);
      expect(event).toMatchObject({
        itemType: 'TAB',
        summary: expect.stringContaining('compiler'),
        category: 'Technology',
        embedded: process.env.TEST_DATABASE !== 'postgres',
      });
      expect(CATEGORIES).toContain(event.category);
      expect(event.tags.length).toBeGreaterThan(0);
      expect(event.tags.length).toBeLessThanOrEqual(5);

      const read = await request(platform.api, 'GET', `/api/tabs/${created.body.id}`, { token: owner.token });
      expect(read.status).toBe(200);
      expect(read.body.summary).toEqual(expect.any(String));
      expect(read.body.summary.length).toBeGreaterThan(0);
      expect(CATEGORIES).toContain(read.body.category);
      expect(read.body.tags).toEqual(event.tags);
      expect(Object.keys(read.body.entities).sort()).toEqual([
        'dates',
        'emails',
        'money',
        'organizations',
        'people',
        'places',
        'urls',
      ]);
      const listed = (await request(platform.api, 'GET', '/api/tabs', { token: owner.token })).body;
      expect(listed[0]).toMatchObject({ id: created.body.id, summary: read.body.summary, tags: event.tags });
      expect(theirs.events).toEqual([]);
    } finally {
      await mine.client.dispose();
      await theirs.client.dispose();
    }
  }, 60_000);

  it('enriches a Pro bookmark and bulk-synced tabs with content as well', async () => {
    const user = await signUp(platform.api);
    await makePro(platform.api, user.userId);
    const bookmark = await request(platform.api, 'POST', '/api/bookmarks', {
      token: user.token,
      body: {
        url: 'https://example.com/health',
        title: 'Sleep',
        content:
          'Doctors say that sleep, exercise and a balanced diet protect the heart and lower blood pressure in patients.',
      },
    });
    expect(bookmark.status).toBe(201);
    const enriched = await eventually(async () => {
      const read = await request(platform.api, 'GET', `/api/bookmarks/${bookmark.body.id}`, {
        token: user.token,
      });
      return read.body.summary ? read.body : undefined;
    }, 20_000);
    expect(CATEGORIES).toContain(enriched.category);
    expect(enriched.tags.length).toBeGreaterThan(0);

    const bulk = await request(platform.api, 'POST', '/api/tabs/bulk', {
      token: user.token,
      body: {
        tabs: [
          { url: 'https://example.com/bulk-1', content: CONTENT },
          { url: 'https://example.com/bulk-2', title: 'No content' },
        ],
      },
    });
    expect(bulk.status).toBe(202);
    const tabs = await eventually(async () => {
      const list = (await request(platform.api, 'GET', '/api/tabs', { token: user.token })).body as Array<{
        url: string;
        summary: string | null;
      }>;
      return list.find((tab) => tab.url === 'https://example.com/bulk-1')?.summary ? list : undefined;
    }, 20_000);
    expect(tabs.find((tab) => tab.url === 'https://example.com/bulk-2')?.summary).toBeNull();
  }, 60_000);

  it('queues no enrichment for a Free account: the summary stays null', async () => {
    const free = await signUp(platform.api);
    const created = await request(platform.api, 'POST', '/api/tabs', {
      token: free.token,
      body: { url: 'https://example.com/free', content: CONTENT },
    });
    expect(created.status).toBe(201);
    // A Pro tab created afterwards is enriched: the workers are running, so the Free one would have been too.
    const pro = await signUp(platform.api);
    await makePro(platform.api, pro.userId);
    const probe = await request(platform.api, 'POST', '/api/tabs', {
      token: pro.token,
      body: { url: 'https://example.com/probe', content: CONTENT },
    });
    await eventually(
      async () =>
        (await request(platform.api, 'GET', `/api/tabs/${probe.body.id}`, { token: pro.token })).body.summary
          ? true
          : undefined,
      20_000,
    );
    const jobs = (await graphql(platform, '{ jobs { name } }', {}, free.token)).data.jobs as Array<{
      name: string;
    }>;
    expect(jobs.filter((job) => job.name === ENRICH_JOB)).toEqual([]);
    expect(
      (await request(platform.api, 'GET', `/api/tabs/${created.body.id}`, { token: free.token })).body,
    ).toMatchObject({ summary: null, category: null, tags: [] });
  }, 60_000);
});

describe('enrichment while the analysis service is down', () => {
  let platform: RunningPlatform;
  beforeAll(async () => {
    platform = await startPlatform({
      ANALYSIS_AUTOSTART: 'false',
      ML_URL: `http://127.0.0.1:${CLOSED_PORT}`,
      JOB_MAX_ATTEMPTS: '2',
      JOB_BACKOFF_MS: '100',
      BILLING_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    });
  }, START_HOOK_TIMEOUT_MS);
  afterAll(() => platform?.stop());

  it('retries the job, parks it in failedJobs, and keeps the rest of the API working; semantic search answers 503', async () => {
    const user = await signUp(platform.api);
    await makePro(platform.api, user.userId);
    const created = await request(platform.api, 'POST', '/api/tabs', {
      token: user.token,
      body: { url: 'https://example.com/down', title: 'Down', content: CONTENT },
    });
    expect(created.status).toBe(201);
    const failed = await eventually(async () => {
      const body = await graphql(platform, '{ failedJobs { id name attempts error } }', {}, user.token);
      return (body.data?.failedJobs as Array<{ name: string; attempts: number; error: string }>).find(
        (job) => job.name === ENRICH_JOB,
      );
    }, 20_000);
    expect(failed).toMatchObject({
      attempts: 2,
      error: expect.stringMatching(/^Analysis service unavailable: cannot reach/),
    });

    const list = await request(platform.api, 'GET', '/api/tabs', { token: user.token });
    expect(list.status).toBe(200);
    expect(list.body.map((tab: { id: number; summary: string | null }) => [tab.id, tab.summary])).toEqual([
      [created.body.id, null],
    ]);

    const semantic = await request(platform.api, 'POST', '/api/search/semantic', {
      token: user.token,
      body: { query: 'compiler' },
    });
    expect(semantic.status).toBe(503);
    if (process.env.TEST_DATABASE === 'postgres') {
      // No pgvector on the server: that is reported before the analysis service is asked.
      expect(semantic.body).toMatchObject({
        error: 'vector_unavailable',
        message: 'Vector search is unavailable: the database has no vector extension',
      });
    } else {
      expect(semantic.body).toMatchObject({
        error: 'ml_unavailable',
        message: 'Analysis service unavailable',
      });
    }
  }, 60_000);
});
