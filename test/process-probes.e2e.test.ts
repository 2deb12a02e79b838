import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { freePort, freshServerDatabase, spawnEntry, type ChildHandle } from './support/platform-process.js';

// The probes compose and Kubernetes use on the processes that serve no REST API: a standalone
// subgraph (beside /graphql and /metrics) and the narrative worker (a probe port of its own).
// /health: the process answers; /ready: the database answers (after the migrations, which run
// before either listens) and the event bus is usable, else 503.
const env = (url: string) => ({
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  DATABASE_URL: url,
  JWT_SECRET: 'probes-test-secret-probes-test-secret-0000',
  JOB_POLL_MS: '100',
  LOG_LEVEL: 'info',
});

const get = async (url: string) => {
  const response = await fetch(url);
  return { status: response.status, body: (await response.json()) as unknown };
};

describe.each([
  ['a standalone subgraph', 'gateway/src/subgraph-main.ts', ['library'], 'SUBGRAPH_PORT'],
  ['the narrative worker', 'gateway/src/worker-main.ts', [], 'WORKER_HEALTH_PORT'],
])('%s', (_label, entry, args, portSetting) => {
  let db: Awaited<ReturnType<typeof freshServerDatabase>>;
  let child: ChildHandle;
  let base: string;
  beforeAll(async () => {
    db = await freshServerDatabase();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = await spawnEntry(entry, args, { ...env(db.url), [portSetting]: String(port) }, [
      `${base}/health`,
    ]);
  }, 240_000);
  afterAll(async () => {
    await child?.stop();
    await db?.drop().catch(() => undefined);
  });

  it('answers /health and /ready while its database answers', async () => {
    expect(await get(`${base}/health`)).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await get(`${base}/ready`)).toEqual({
      status: 200,
      body: { status: 'ready', checks: { database: 'healthy', cache: 'healthy' } },
    });
  });

  it('turns /ready to 503 when the database is gone, /health staying 200', async () => {
    await db.drop();
    expect(await get(`${base}/ready`)).toEqual({
      status: 503,
      body: { status: 'degraded', checks: { database: 'unhealthy', cache: 'healthy' } },
    });
    expect(await get(`${base}/health`)).toEqual({ status: 200, body: { status: 'ok' } });
  }, 60_000);
});
