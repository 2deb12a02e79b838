import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import {
  freePort,
  freshServerDatabase,
  spawnEntry,
  startPlatform,
  type ChildHandle,
  type RunningPlatform,
} from './support/platform-process.js';
import { request, signUp } from './support/http-client.js';
import { TEST_WEBHOOK_SECRET, eventually, makePro } from './support/accounts.js';
import { followJob } from './support/job-updates.js';

// Distributed mode on one machine: library and jobs run as their own processes, the gateway reaches
// them by URL, all share the PostgreSQL server and a Redis bus (namespaced to this run).
describe('distributed mode', () => {
  let db: Awaited<ReturnType<typeof freshServerDatabase>>;
  let subgraphs: ChildHandle[] = [];
  let platform: RunningPlatform;
  let libraryUrl: string;
  const shared = () => ({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    DATABASE_URL: db.url,
    REDIS_URL: 'redis://127.0.0.1:6379',
    REDIS_NAMESPACE: `test-${process.pid}-${Date.now()}`,
    JWT_SECRET: 'distributed-test-secret-distributed-test-secret',
    JOB_POLL_MS: '100',
    LOG_LEVEL: 'info',
  });

  beforeAll(async () => {
    db = await freshServerDatabase();
    const env = shared();
    const urls: Record<string, string> = {};
    for (const name of ['library', 'jobs']) {
      const port = await freePort();
      urls[name] = `http://127.0.0.1:${port}/graphql`;
      subgraphs.push(
        await spawnEntry('gateway/src/subgraph-main.ts', [name], { ...env, SUBGRAPH_PORT: String(port) }, [
          `http://127.0.0.1:${port}/metrics`,
        ]),
      );
    }
    libraryUrl = urls.library;
    platform = await startPlatform({
      ...env,
      BILLING_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      SUBGRAPH_LIBRARY_URL: urls.library,
      SUBGRAPH_JOBS_URL: urls.jobs,
    });
  }, 300_000);
  afterAll(async () => {
    await platform?.stop();
    await Promise.all(subgraphs.map((s) => s.stop()));
    await db?.drop();
  });

  it('serves the REST API through remote subgraphs, with caches kept fresh over Redis', async () => {
    const { token, userId } = await signUp(platform.api);
    const created = await request(platform.api, 'POST', '/api/tabs', {
      token,
      body: { url: 'https://example.com/d', title: 'Distributed' },
    });
    expect(created).toMatchObject({ status: 201, body: { title: 'Distributed', user_id: userId } });
    expect((await request(platform.api, 'GET', '/api/tabs', { token })).body).toHaveLength(1);
    await request(platform.api, 'POST', '/api/tabs', { token, body: { url: 'https://example.com/e' } });
    expect((await request(platform.api, 'GET', '/api/tabs', { token })).body).toHaveLength(2);
    expect(platform.logs.join('\n')).toContain('"remote":["library","jobs"]');
  });

  it('makes a remote subgraph ignore an identity the gateway did not sign', async () => {
    const forged = await fetch(libraryUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-gateway-assertion': 'eyJhbGciOiJIUzI1NiJ9.eyJpZGVudGl0eSI6eyJ1c2VySWQiOjF9fQ.forged',
      },
      body: JSON.stringify({ query: '{ tabs { id } }' }),
    });
    const body = (await forged.json()) as { errors: Array<{ extensions: { code: string } }> };
    expect(body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    // Rejected assertions are logged with their reason, once per reason however many arrive.
    await fetch(libraryUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-gateway-assertion': 'eyJhbGciOiJIUzI1NiJ9.eyJpZGVudGl0eSI6eyJ1c2VySWQiOjF9fQ.forged',
      },
      body: JSON.stringify({ query: '{ tabs { id } }' }),
    });
    const rejections = subgraphs[0].logs.filter((line) => line.includes('gateway assertion rejected'));
    expect(rejections).toHaveLength(1);
    expect(rejections[0]).toContain('"reason":"algorithm not allowed"');
  });

  it('runs jobs in the subgraph process and streams their updates to the gateway', async () => {
    const user = await signUp(platform.api);
    await makePro(platform.api, user.userId);
    const bulk = await request(platform.api, 'POST', '/api/bookmarks/bulk', {
      token: user.token,
      body: { bookmarks: [{ url: 'https://example.com/1', folder: 'F' }] },
    });
    expect(bulk.status).toBe(202);
    const statuses = await followJob(platform.ws, platform.graphql, user.token, bulk.body.jobId, 'COMPLETED');
    expect(statuses.at(-1)).toMatch(/^COMPLETED/);
    const list = await request(platform.api, 'GET', '/api/bookmarks', { token: user.token });
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ url: 'https://example.com/1', folder: 'F' });
  });

  it('revokes a token at logout and deletes every record across processes', async () => {
    const user = await signUp(platform.api);
    await request(platform.api, 'POST', '/api/tabs', {
      token: user.token,
      body: { url: 'https://example.com/z' },
    });
    expect((await request(platform.api, 'DELETE', '/api/user/account', { token: user.token })).status).toBe(
      200,
    );
    expect((await request(platform.api, 'GET', '/api/tabs', { token: user.token })).status).toBe(401);
    const pg = await import('pg');
    const client = new pg.default.Client({ connectionString: db.url });
    await client.connect();
    const rows = await eventually(async () => {
      const result = await client.query('select count(*)::int as n from library.tab where user_id = $1', [
        user.userId,
      ]);
      return result.rows[0].n === 0 ? result.rows : undefined;
    });
    await client.end();
    expect(rows[0].n).toBe(0);
  });

  // Last: it stops the processes. Apollo's own signal handler used to re-send the signal, which the
  // process took as a second one: exit 1 and nothing drained or closed.
  it('stops a standalone subgraph and the gateway on SIGTERM with exit code 0, after draining and closing', async () => {
    for (const child of [...subgraphs, platform]) {
      await child.stop();
      expect(await child.exited).toBe(0);
      expect(child.logs.some((line) => line.includes('"stopped"'))).toBe(true);
    }
  }, 60_000);
});
