import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { startPlatform, type RunningPlatform } from './support/platform-process.js';
import { request, signUp } from './support/http-client.js';

describe('bad input, limits and operations endpoints', () => {
  let platform: RunningPlatform;
  let token: string;
  beforeAll(async () => {
    platform = await startPlatform({ RATE_LIMIT_MAX: '40', RATE_LIMIT_WINDOW_MS: '60000' });
    ({ token } = await signUp(platform.api));
  }, 90_000);
  afterAll(() => platform?.stop());

  it('answers malformed JSON with 400, never 500', async () => {
    for (const rawBody of ['{"url": ', '{url: 1}', 'null', '[1,2]', '"text"']) {
      const response = await request(platform.api, 'POST', '/api/tabs', { token, rawBody });
      expect([rawBody, response.status]).toEqual([rawBody, 400]);
      expect(response.body.message).toEqual(expect.any(String));
    }
  });

  it('answers a body over BODY_LIMIT with 413', async () => {
    const response = await request(platform.api, 'POST', '/api/tabs', {
      token,
      body: { url: 'https://example.com', content: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(response.status).toBe(413);
    expect(response.body.message).toEqual(expect.any(String));
  });

  it('answers unknown routes with 404 and a message', async () => {
    const response = await request(platform.api, 'GET', '/api/nothing-here', { token });
    expect(response.status).toBe(404);
    expect(response.body.message).toEqual(expect.any(String));
  });

  it('serves /health, the OpenAPI document and Swagger UI', async () => {
    const health = await request(platform.api, 'GET', '/health');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({
      // The analysis service is not running in this test: the API works, degraded.
      status: 'degraded',
      timestamp: expect.any(String),
      services: { api: 'healthy', mlService: 'unhealthy', mlServiceLastCheck: expect.any(String) },
    });
    const doc = await request(platform.api, 'GET', '/api-docs.json');
    expect(doc.body.openapi).toBe('3.1.0');
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/tabs',
        '/api/tabs/{id}',
        '/api/billing/webhook',
        '/api/search/text',
        '/health',
      ]),
    );
    const ui = await fetch(`${platform.api}/api-docs/`);
    expect(ui.status).toBe(200);
    expect(await ui.text()).toContain('swagger-ui');
  });

  it('reports vector features unavailable, without failing, only on a server lacking the extension', () => {
    // PGlite bundles `vector`; the machine's PostgreSQL server has none.
    const serverWithoutVector = process.env.TEST_DATABASE === 'postgres';
    expect(platform.logs.join('\n').includes('vector extension unavailable')).toBe(serverWithoutVector);
  });

  it('serves Prometheus metrics on the metrics port only, not on the gateway or an API port', async () => {
    for (const base of [
      platform.graphql.replace('/graphql', ''),
      platform.api,
      platform.resumeApi,
      platform.cardsApi,
      platform.gameApi,
    ]) {
      expect((await fetch(`${base}/metrics`)).status).toBe(404);
    }
    const metrics = await fetch(platform.metrics);
    const text = await metrics.text();
    expect(text).toContain('http_request_duration_seconds');
    expect(text).toContain('graphql_operations_total');
  });

  it('limits requests per IP with 429 once RATE_LIMIT_MAX is used up', async () => {
    let limited: Awaited<ReturnType<typeof request<{ message: string }>>> | undefined;
    for (let i = 0; i < 60 && !limited; i++) {
      const response = await request(platform.api, 'GET', '/api/tabs', { token });
      if (response.status === 429) limited = response;
    }
    expect(limited?.status).toBe(429);
    expect(limited?.body.message).toEqual(expect.any(String));
  });
});

describe('start-up', () => {
  const start = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], {
      cwd: new URL('../', import.meta.url).pathname,
      env: { PATH: process.env.PATH, DATA_DIR: 'memory://', PORT: '0', GATEWAY_PORT: '0', ...env },
      encoding: 'utf8',
      timeout: 60_000,
    });

  it('refuses NODE_ENV=production with a weak JWT_SECRET', () => {
    const result = start({ NODE_ENV: 'production', JWT_SECRET: 'short' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('JWT_SECRET');
  }, 60_000);

  it.each([
    [
      'an unreachable job store',
      { MONGODB_URL: 'mongodb://127.0.0.1:1/jobs' },
      'Cannot reach the job store at MONGODB_URL',
    ],
    [
      'an unreachable database',
      { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' },
      'Cannot reach PostgreSQL at DATABASE_URL',
    ],
    ['an unreachable Redis', { REDIS_URL: 'redis://127.0.0.1:1' }, 'Cannot reach Redis at REDIS_URL'],
  ])(
    'stops with one clear line for %s, no unhandled rejection',
    (_what, env, message) => {
      const result = start(env);
      expect(result.status).toBe(1);
      expect(result.stdout).toContain(message);
      expect(result.stdout + result.stderr).not.toMatch(/unhandled|UnhandledPromiseRejection/i);
    },
    60_000,
  );
});
