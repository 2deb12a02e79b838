import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { Redis } from 'ioredis';
import {
  START_HOOK_TIMEOUT_MS,
  startPlatform,
  freshServerDatabase,
  type RunningPlatform,
} from './support/platform-process.js';
import { cuttableProxy, type CuttableProxy } from './support/cuttable-proxy.js';
import { graphql, request, signUp } from './support/http-client.js';

// The platform runs on the machine's PostgreSQL through a proxy this test cuts (the server itself
// keeps running for everyone else) and on the machine's Redis, which this test pauses briefly
// (CLIENT PAUSE stops every client of that Redis, so the pause is kept short).
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PAUSE_MS = 4000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await sleep(200);
  }
}

describe('outages: a Redis stall and PostgreSQL going away under a running server', () => {
  let database: Awaited<ReturnType<typeof freshServerDatabase>>;
  let proxy: CuttableProxy;
  let platform: RunningPlatform;
  let token: string;
  const acknowledged: number[] = [];

  const createTab = async (label: string) => {
    const response = await request(platform.api, 'POST', '/api/tabs', {
      token,
      body: { url: `https://example.com/${label}`, title: label },
    });
    if (response.status === 201) acknowledged.push(response.body.id);
    return response;
  };

  beforeAll(async () => {
    database = await freshServerDatabase();
    const url = new URL(database.url);
    proxy = await cuttableProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.port = String(proxy.port);
    platform = await startPlatform({
      DATABASE_URL: url.toString(),
      REDIS_URL,
      REDIS_NAMESPACE: `outage-test-${process.pid}-${Date.now()}`,
      REDIS_COMMAND_TIMEOUT_MS: '300',
    });
    ({ token } = await signUp(platform.api));
    expect((await createTab('before')).status).toBe(201);
  }, START_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await platform?.stop();
    await proxy?.close();
    await database?.drop();
  });

  it('keeps answering reads and writes while Redis is paused, and says Redis is degraded', async () => {
    const admin = new Redis(REDIS_URL);
    await admin.call('CLIENT', 'PAUSE', String(PAUSE_MS));
    const pauseEnds = Date.now() + PAUSE_MS;
    try {
      const read = await request(platform.api, 'GET', '/api/tabs', { token });
      const write = await createTab('during-redis-pause');
      const health = await eventually(async () => {
        const answer = await request(platform.api, 'GET', '/health');
        return answer.body.services.redis === 'degraded' ? answer : undefined;
      }, PAUSE_MS);
      // Each answer came while Redis was still paused: nothing waited for the stall to end.
      const answeredAt = Date.now();
      expect(read.status).toBe(200);
      expect(write.status).toBe(201);
      expect(health.status).toBe(200);
      expect(health.body.status).toBe('degraded');
      expect(answeredAt).toBeLessThan(pauseEnds);
    } finally {
      admin.disconnect();
    }
    await eventually(
      async () =>
        (await request(platform.api, 'GET', '/health')).body.services.redis === 'healthy' ? true : undefined,
      20_000,
    );
  }, 60_000);

  it('answers 503 with Retry-After while PostgreSQL is unreachable, then recovers by itself', async () => {
    await proxy.cut();
    try {
      const write = await createTab('during-db-outage');
      expect(write.status).toBe(503);
      expect(write.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(write.body).toMatchObject({ error: 'database_unavailable', message: expect.any(String) });
      expect(JSON.stringify(write.body)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|Connection terminated/);

      const mutation = await request<any>(platform.graphql, 'POST', '', {
        token,
        body: {
          query:
            'mutation { createTab(input: { url: "https://example.com/graph-outage", title: "g" }) { id } }',
        },
      });
      expect(mutation.status).toBe(503);
      expect(mutation.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(mutation.body.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');

      const health = await request(platform.api, 'GET', '/health');
      expect(health.status).toBe(503);
      expect(health.body.services.api).toBe('unhealthy');
    } finally {
      await proxy.restore();
    }
    const recovered = await eventually(async () => {
      const response = await createTab('after-db-outage');
      return response.status === 201 ? response : undefined;
    }, 60_000);
    expect(recovered.status).toBe(201);
  }, 120_000);

  it('has every acknowledged write afterwards', async () => {
    const list = await request(platform.api, 'GET', '/api/tabs?limit=1000', { token });
    expect(list.status).toBe(200);
    const ids = new Set((list.body as Array<{ id: number }>).map((tab) => tab.id));
    expect(acknowledged.length).toBeGreaterThanOrEqual(3);
    for (const id of acknowledged) expect(ids.has(id)).toBe(true);
    const viaGraph = await graphql<{ tabs: Array<{ id: number }> }>(
      platform.graphql,
      '{ tabs(limit: 1000) { id } }',
      { token },
    );
    expect(viaGraph.data?.tabs.length).toBe(ids.size);
  });
});
