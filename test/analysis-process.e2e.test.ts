import { readFileSync } from 'node:fs';
import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import {
  START_HOOK_TIMEOUT_MS,
  freePort,
  startPlatform,
  type RunningPlatform,
} from './support/platform-process.js';
import { graphql, request, signUp } from './support/http-client.js';
import { TEST_WEBHOOK_SECRET, eventually, makePro } from './support/accounts.js';

const ENRICH_JOB = 'library.enrich-item';
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
const CONTENT =
  'The new compiler release speeds up builds of large TypeScript projects. Developers report that incremental ' +
  'type checking now finishes in a fraction of the time, and the language server uses far less memory. The update ' +
  'also ships better error messages for generic functions and a faster module resolver for monorepos.';

interface JobEvent {
  status: string;
  attempts: number;
  error: string | null;
}

// `npm start` runs the analysis service as a supervised child process: it can die without taking
// the API down, and comes back by itself; enrichment jobs that met it dead retry with backoff.
describe('the analysis service in embedded mode', () => {
  let platform: RunningPlatform;
  let mlUrl: string;
  beforeAll(async () => {
    mlUrl = `http://127.0.0.1:${await freePort()}`;
    platform = await startPlatform({
      ANALYSIS_AUTOSTART: 'true',
      ML_URL: mlUrl,
      ML_HEALTH_INTERVAL_MS: '200',
      LOG_LEVEL: 'info',
      BILLING_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      // Retries at 0.25, 0.5, 1, 2, 4, 8, 16 s: about 30 s of cover for a restart (the supervisor waits
      // 1 s, then 2 s, then 4 s after successive crashes, plus the service's own start).
      JOB_MAX_ATTEMPTS: '8',
      JOB_BACKOFF_MS: '250',
      JOB_POLL_MS: '100',
    });
  }, START_HOOK_TIMEOUT_MS);
  afterAll(() => platform?.stop());

  const health = async () =>
    (await request(platform.api, 'GET', '/health')).body as {
      status: string;
      services: { api: string; mlService: string; mlServiceLastCheck: string };
    };
  const mlState = async () => (await health()).services.mlService;
  const analysisPids = () =>
    platform.logs
      .filter((line) => line.includes('"analysis service started"'))
      .map((line) => JSON.parse(line).pid as number);
  const waitFor = (state: 'healthy' | 'unhealthy', timeoutMs: number) =>
    eventually(async () => ((await mlState()) === state ? true : undefined), timeoutMs);

  const enrichJob = async (token: string) =>
    (
      (await graphql(platform.graphql, '{ jobs { id name status attempts error } }', { token })).data
        ?.jobs as Array<JobEvent & { id: string; name: string }>
    ).find((job) => job.name === ENRICH_JOB);

  /** Every jobUpdated event of one job, with the reason of each failed attempt. */
  function followJob(token: string, id: string) {
    const events: JobEvent[] = [];
    const client = createClient({
      url: platform.ws,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
    });
    client.subscribe<{ jobUpdated: JobEvent }>(
      {
        query: 'subscription($id: ID!) { jobUpdated(id: $id) { status attempts error } }',
        variables: { id },
      },
      {
        next: ({ data }) => void (data && events.push(data.jobUpdated)),
        error: () => undefined,
        complete: () => undefined,
      },
    );
    return { events, close: () => client.dispose() };
  }

  const enriched = (token: string, id: number, timeoutMs: number) =>
    eventually(async () => {
      const read = await request(platform.api, 'GET', `/api/tabs/${id}`, { token });
      return read.body.summary ? read.body : undefined;
    }, timeoutMs);

  it('starts it, reports it healthy, and it answers its own API', async () => {
    await waitFor('healthy', 30_000);
    const classified = await request(mlUrl, 'POST', '/api/classify', {
      body: { text: 'The new GPU and the compiler toolchain ship with the latest software update.' },
    });
    expect(classified.status).toBe(200);
    expect(classified.body.category).toBe('Technology');
  }, 40_000);

  it('keeps the API serving while the analysis process is killed, then restarts it', async () => {
    await waitFor('healthy', 30_000);
    const { token } = await signUp(platform.api);
    const started = analysisPids().length;
    process.kill(analysisPids().at(-1)!, 'SIGKILL');
    await waitFor('unhealthy', 10_000);
    expect(
      (
        await request(platform.api, 'POST', '/api/tabs', {
          token,
          body: { url: 'https://example.com/still-up' },
        })
      ).status,
    ).toBe(201);
    expect((await request(platform.api, 'GET', '/api/tabs', { token })).body).toHaveLength(1);
    await waitFor('healthy', 30_000);
    expect(analysisPids().length).toBe(started + 1);
  }, 60_000);

  it('the analysis process is killed mid-run and the API keeps serving non-ML endpoints, then enrichment completes after it returns', async () => {
    await waitFor('healthy', 30_000);
    const user = await signUp(platform.api);
    await makePro(platform.api, user.userId);
    const started = analysisPids().length;
    process.kill(analysisPids().at(-1)!, 'SIGKILL');
    const killedAt = Date.now();
    await waitFor('unhealthy', 10_000);

    // /health answers at once from the periodic check, and says when that check was made.
    const down = await health();
    expect(down).toMatchObject({
      status: 'degraded',
      services: { api: 'healthy', mlService: 'unhealthy', mlServiceLastCheck: expect.any(String) },
    });
    expect(Date.parse(down.services.mlServiceLastCheck)).toBeGreaterThanOrEqual(killedAt - 1000);

    // Non-ML endpoints: create (with content: the enrichment job meets the service dead), list, text search.
    const created = await request(platform.api, 'POST', '/api/tabs', {
      token: user.token,
      body: { url: 'https://example.com/compiler', title: 'Compiler news', content: CONTENT },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ summary: null, category: null, tags: [] });
    const follow = followJob(user.token, (await eventually(() => enrichJob(user.token), 10_000)).id);
    try {
      const bookmark = await request(platform.api, 'POST', '/api/bookmarks', {
        token: user.token,
        body: { url: 'https://example.com/docs', title: 'Compiler docs' },
      });
      expect(bookmark.status).toBe(201);
      const listed = await request(platform.api, 'GET', '/api/tabs', { token: user.token });
      expect(listed.status).toBe(200);
      expect(listed.body.map((tab: { id: number; summary: string | null }) => [tab.id, tab.summary])).toEqual(
        [[created.body.id, null]],
      );
      const found = await request(platform.api, 'GET', '/api/search/text?query=compiler', {
        token: user.token,
      });
      expect(found.status).toBe(200);
      expect(found.body.map((hit: { id: number; type: string }) => `${hit.type}:${hit.id}`).sort()).toEqual(
        [`bookmark:${bookmark.body.id}`, `tab:${created.body.id}`].sort(),
      );

      // The supervisor brings the service back; the job's next retry then enriches the tab.
      await waitFor('healthy', 30_000);
      expect(analysisPids().length).toBe(started + 1);
      const read = await enriched(user.token, created.body.id, 40_000);
      expect(read.summary).toEqual(expect.stringContaining('compiler'));
      expect(CATEGORIES).toContain(read.category);
      expect(read.category).toBe('Technology');
      expect(read.tags.length).toBeGreaterThan(0);
      expect(read.tags.length).toBeLessThanOrEqual(5);
      // The embedding was stored too where the database has pgvector (PGlite); the server here has none,
      // so there the text fields arrive and vector routes say why they cannot answer.
      const similar = await request(platform.api, 'GET', `/api/search/similar/${created.body.id}`, {
        token: user.token,
      });
      if (process.env.TEST_DATABASE === 'postgres')
        expect(similar).toMatchObject({ status: 503, body: { error: 'vector_unavailable' } });
      else expect(similar).toMatchObject({ status: 200, body: [] });
      // Runs failed against the dead service (each put back in the queue with its reason) before one completed.
      await eventually(async () => follow.events.find((event) => event.status === 'COMPLETED'), 10_000);
      const statuses = follow.events.map((event) => event.status);
      const retries = follow.events.filter((event) => event.status === 'QUEUED' && event.error);
      expect(retries.length).toBeGreaterThanOrEqual(1);
      expect(retries[0]!.error).toMatch(
        /^Analysis service unavailable: cannot reach http:\/\/127\.0\.0\.1:\d+\/api\/analyze \(ECONNREFUSED\)$/,
      );
      expect(statuses.indexOf('QUEUED')).toBeLessThan(statuses.lastIndexOf('COMPLETED'));
      expect(statuses.filter((status) => status === 'COMPLETED')).toHaveLength(1);
    } finally {
      await follow.close();
    }
  }, 90_000);

  it('a job whose analysis request is in flight when the process is killed is retried and completes after the restart', async () => {
    await waitFor('healthy', 30_000);
    const user = await signUp(platform.api);
    await makePro(platform.api, user.userId);
    // About 190k characters: the service is busy with it for a second or more (its pipelines are
    // synchronous, so its /health does not answer meanwhile).
    const long = `${CONTENT} `.repeat(560);
    const started = analysisPids().length;
    const created = await request(platform.api, 'POST', '/api/tabs', {
      token: user.token,
      body: { url: 'https://example.com/long', title: 'Long read', content: long },
    });
    expect(created.status).toBe(201);
    const queued = await eventually(() => enrichJob(user.token), 10_000);
    const follow = followJob(user.token, queued.id);
    try {
      await eventually(
        async () => ((await enrichJob(user.token))?.status === 'RUNNING' ? true : undefined),
        10_000,
      );
      // In flight: the job is running and the service no longer answers its health check quickly.
      await eventually(
        () =>
          fetch(`${mlUrl}/health`, { signal: AbortSignal.timeout(300) }).then(
            () => undefined,
            () => true,
          ),
        10_000,
      );
      process.kill(analysisPids().at(-1)!, 'SIGKILL');
      await waitFor('unhealthy', 10_000);
      expect((await request(platform.api, 'GET', '/api/tabs', { token: user.token })).status).toBe(200);

      await waitFor('healthy', 40_000);
      expect(analysisPids().length).toBe(started + 1);
      const read = await enriched(user.token, created.body.id, 60_000);
      expect(read.category).toBe('Technology');
      expect(read.summary.length).toBeGreaterThan(0);
      expect(read.tags.length).toBeGreaterThan(0);
      await eventually(async () => follow.events.find((event) => event.status === 'COMPLETED'), 10_000);
      // The run in flight failed when the connection dropped mid-request, and was put back in the queue
      // with that reason; a later run completed.
      const statuses = follow.events.map((event) => event.status);
      const retried = follow.events.find((event) => event.status === 'QUEUED' && event.error);
      expect(retried?.error).toMatch(
        /^Analysis service unavailable: cannot reach http:\/\/127\.0\.0\.1:\d+\/api\/analyze \((UND_ERR_SOCKET|ECONNRESET|other side closed)/,
      );
      expect(statuses.indexOf('QUEUED')).toBeLessThan(statuses.lastIndexOf('COMPLETED'));
    } finally {
      await follow.close();
    }
  }, 120_000);

  // Last: it ends the platform. A platform killed outright cannot run its shutdown steps; its analysis
  // child notices the closed IPC channel and exits instead of living on as an orphan.
  it('takes the analysis process along when the platform process is killed', async () => {
    const pid = analysisPids().at(-1)!;
    expect(running(pid)).toBe(true);
    platform.signal('SIGKILL');
    await eventually(async () => (running(pid) ? undefined : true), 15_000);
  }, 30_000);
});

/** A process that exited but was not reaped yet (a zombie) counts as gone. */
function running(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return false;
  }
}
