// `npm run bench`: measures the hot paths against the real embedded server (a child process, as in
// production) with autocannon from this process, and writes bench-results/latest.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startPlatform } from '../test/support/platform-process.js';
import { request, signUp } from '../test/support/http-client.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

interface Row {
  name: string;
  mode: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function run(name: string, mode: string, options: autocannon.Options): Promise<Row> {
  const result = await autocannon({ duration: DURATION, ...options });
  const errors = result.errors + result.timeouts + result.non2xx;
  const row = { name, mode, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors };
  console.log(`${name} [${mode}]: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${errors}`);
  return row;
}

const platform = await startPlatform({ RATE_LIMIT_MAX: '100000000', LOG_LEVEL: 'warn', NODE_ENV: 'production', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123' });
try {
  const user = await signUp(platform.api, 'bench_user');
  for (let i = 0; i < 100; i++) {
    await request(platform.api, 'POST', '/api/tabs', { token: user.token, body: { url: `https://example.com/${i}`, title: `Tab ${i}`, content: 'benchmark page text '.repeat(20) } });
  }
  const auth = { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' };
  const listQuery = JSON.stringify({
    query: '{ tabs(limit: 100) { id url title favicon content summary category tags entities createdAt updatedAt lastAccessed accessCount isArchived userId } }',
  });
  const restList = { url: `${platform.api}/api/tabs`, headers: auth };
  const graphList = { url: platform.graphql, method: 'POST' as const, headers: auth, body: listQuery };
  // Warm-up: plans, caches and JIT.
  await autocannon({ ...restList, duration: 2, connections: 4 });
  await autocannon({ ...graphList, duration: 2, connections: 4 });

  const rows: Row[] = [];
  rows.push(await run('GET /api/tabs (100 rows)', 'max, 10 connections', { ...restList, connections: 10 }));
  rows.push(await run('POST /graphql tabs(limit: 100)', 'max, 10 connections', { ...graphList, connections: 10 }));
  rows.push(await run('GET /api/tabs (100 rows)', '200 req/s', { ...restList, connections: 10, overallRate: 200 }));
  rows.push(await run('POST /graphql tabs(limit: 100)', '200 req/s', { ...graphList, connections: 10, overallRate: 200 }));
  rows.push(
    await run('POST /api/tabs', 'max, 10 connections', {
      url: `${platform.api}/api/tabs`,
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ url: 'https://example.com/new', title: 'New tab' }),
      connections: 10,
    }),
  );
  const overhead = ((rows[1].rps - rows[0].rps) / rows[1].rps) * 100;
  const table = [
    `# Benchmark (${new Date().toISOString()}, ${DURATION} s per row, embedded PGlite, 2 cores shared by server and load generator)`,
    '',
    '| path | load | req/s | p50 ms | p99 ms | errors |',
    '|---|---|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.name} | ${r.mode} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`),
    '',
    `REST adapter overhead on the list (throughput vs. the same query on /graphql): ${overhead.toFixed(1)}% (target ≤ 15%).`,
    `GET /api/tabs p99 at 200 req/s: ${rows[2].p99} ms (target ≤ 25 ms).`,
    '',
  ].join('\n');
  mkdirSync(new URL('../bench-results/', import.meta.url), { recursive: true });
  writeFileSync(new URL('../bench-results/latest.md', import.meta.url), table);
  console.log(`\n${table}`);
} finally {
  await platform.stop();
}
