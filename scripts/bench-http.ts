// The REST and GraphQL hot paths against the real embedded server (a child process, as in production):
// autocannon from this process for throughput, an even-paced open-loop generator for latency.
import autocannon from 'autocannon';
import { startPlatform } from '../test/support/platform-process.js';
import { request, signUp } from '../test/support/http-client.js';
import { constantRate, type ConstantRateOptions } from './bench-constant-rate.js';
import type { Row, SectionResult } from './bench-table.js';

/** The platform as the bench sections run it: production mode, quiet logs, no rate limit in the way. */
export const BENCH_PLATFORM_ENV = {
  NODE_ENV: 'production',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: '100000000',
};

/** The bench's user with 100 tabs of about 600 bytes each. */
export async function seedTabs(api: string) {
  const user = await signUp(api, 'bench_user');
  for (let i = 0; i < 100; i++) {
    await request(api, 'POST', '/api/tabs', { token: user.token, body: { url: `https://example.com/${i}`, title: `Tab ${i}`, content: 'benchmark page text '.repeat(20) } });
  }
  return user;
}

export async function httpBench(seconds: number): Promise<SectionResult> {
  async function paced(name: string, options: ConstantRateOptions): Promise<Row> {
    const result = await constantRate(options);
    const row = { name, mode: `${options.rate} req/s, even pace`, rps: result.rps, p50: result.p50, p99: result.p99, errors: result.errors };
    console.log(`${name} [${row.mode}]: p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${row.errors}`);
    return row;
  }

  async function run(name: string, mode: string, options: autocannon.Options): Promise<Row> {
    const result = await autocannon({ duration: seconds, ...options });
    const errors = result.errors + result.timeouts + result.non2xx;
    const row = { name, mode, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors };
    console.log(`${name} [${mode}]: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${errors}`);
    return row;
  }

  const platform = await startPlatform({
    ...BENCH_PLATFORM_ENV,
    JOB_POLL_MS: '5000', // the product default (the test harness polls every 100 ms)
  });
  try {
    const user = await seedTabs(platform.api);
    const auth = { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' };
    const listQuery = JSON.stringify({
      query: '{ tabs(limit: 100) { id url title favicon content summary category tags entities createdAt updatedAt lastAccessed accessCount isArchived userId } }',
    });
    const restList = { url: `${platform.api}/api/tabs`, headers: auth };
    // Every request a distinct URL: the response cache never hits, so this is the adapter + graph path.
    let n = 0;
    const restListCold = { ...restList, requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: `/api/tabs?limit=100&cold=${n++}` }) }] };
    const graphList = { url: platform.graphql, method: 'POST' as const, headers: auth, body: listQuery };
    // Warm-up: plans, caches and JIT.
    await autocannon({ ...restList, duration: 2, connections: 4 });
    await autocannon({ ...graphList, duration: 2, connections: 4 });

    // Latency at an even pace first, on a warm but unsaturated server; then the throughput rows.
    const cached200 = await paced('GET /api/tabs (100 rows)', { url: restList.url, headers: auth, rate: 200, seconds });
    const coldPaced = await paced('GET /api/tabs (100 rows), cache miss', { url: restList.url, headers: auth, rate: 60, seconds, pathFor: (i) => `/api/tabs?limit=100&cold=paced${i}` });
    const graphPaced = await paced('POST /graphql tabs(limit: 100)', { url: graphList.url, method: 'POST', headers: auth, body: listQuery, rate: 60, seconds });
    const cached = await run('GET /api/tabs (100 rows)', 'max, 10 connections', { ...restList, connections: 10 });
    const cold = await run('GET /api/tabs (100 rows), cache miss', 'max, 10 connections', { ...restListCold, connections: 10 });
    const graph = await run('POST /graphql tabs(limit: 100)', 'max, 10 connections', { ...graphList, connections: 10 });
    const create = await run('POST /api/tabs', 'max, 10 connections', {
      url: `${platform.api}/api/tabs`,
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ url: 'https://example.com/new', title: 'New tab' }),
      connections: 10,
    });
    const overhead = ((graph.rps - cold.rps) / graph.rps) * 100;
    return {
      rows: [cached200, coldPaced, graphPaced, cached, cold, graph, create],
      notes: [
        `REST adapter overhead on an uncached list (throughput vs. the same query on /graphql): ${overhead.toFixed(1)}% (target ≤ 15%).`,
        `GET /api/tabs p99 at 200 req/s: ${cached200.p99} ms (target ≤ 25 ms); served from the response cache, ${cached.rps} req/s at most.`,
      ],
    };
  } finally {
    await platform.stop();
  }
}
