// The REST and GraphQL hot paths against the real server (the compiled build, a child process, as in
// production), side by side with the yardstick (scripts/bench-yardstick.ts: a hand-written Express +
// pg handler of the same list) on the same database, once on embedded PGlite and once on the
// PostgreSQL server; then one query across two subgraphs, embedded and with the subgraphs as
// separate processes. autocannon from this process for throughput, an even-paced open-loop
// generator for latency. Every list row is reported as a ratio of the yardstick's req/s.
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { generatePlatformJwks } from '@platform/auth';
import {
  freePort,
  freshServerDatabase,
  spawnEntry,
  startPlatform,
  type ChildHandle,
} from '../test/support/platform-process.js';
import { request, signUp } from '../test/support/http-client.js';
import { COMPILED } from '../test/support/compiled-build.js';
import { constantRateApart, type PlainConstantRateOptions } from './bench-constant-rate.js';
import type { Measurement, Row, SectionResult } from './bench-table.js';

/** The platform as the bench sections run it: production mode, quiet logs, no rate limit in the way. */
export const BENCH_PLATFORM_ENV = {
  NODE_ENV: 'production',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  PROFILE_ENCRYPTION_KEY: 'be'.repeat(32),
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: '100000000',
  CARDS_RATE_LIMIT_MAX: '100000000',
  OIDC_SIGNING_KEYS: JSON.stringify(generatePlatformJwks()),
  // The bench runs as root on its machine, where Chromium refuses its sandbox and production mode
  // refuses to run it without one unless told so (the resume PDF export).
  CHROMIUM_NO_SANDBOX: 'true',
};

/** The bench's user with 100 tabs of about 600 bytes each. */
export async function seedTabs(api: string) {
  const user = await signUp(api, 'bench_user');
  for (let i = 0; i < 100; i++) {
    await request(api, 'POST', '/api/tabs', {
      token: user.token,
      body: {
        url: `https://example.com/${i}`,
        title: `Tab ${i}`,
        content: 'benchmark page text '.repeat(20),
      },
    });
  }
  return user;
}

const LIST_QUERY =
  '{ tabs(limit: 100) { id url title favicon content summary category tags entities createdAt updatedAt lastAccessed accessCount isArchived userId } }';
/** Planned as a fetch to accounts and an entity fetch to library, merged by the gateway. */
export const TWO_SUBGRAPH_QUERY = '{ me { id username email planTier libraryUsage { tabs bookmarks } } }';

async function paced(name: string, options: PlainConstantRateOptions): Promise<Row> {
  const result = await constantRateApart(options);
  const row = {
    name,
    mode: `${options.rate} req/s, even pace`,
    rps: result.rps,
    p50: result.p50,
    p99: result.p99,
    errors: result.errors,
  };
  console.log(`${name} [${row.mode}]: p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${row.errors}`);
  return row;
}

async function run(seconds: number, name: string, mode: string, options: autocannon.Options): Promise<Row> {
  const result = await autocannon({ duration: seconds, ...options });
  const errors = result.errors + result.timeouts + result.non2xx;
  const row = {
    name,
    mode,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
  };
  console.log(`${name} [${mode}]: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${errors}`);
  return row;
}

const ratio = (row: Row, yardstick: Row) => `${(row.rps / yardstick.rps).toFixed(2)}×`;

/** The yardstick on the platform's database: the server's own table, or a PGlite copy of the rows. */
async function startYardstick(
  databaseUrl: string | undefined,
  rows: unknown[],
): Promise<{ url: string; handle: ChildHandle; cleanup(): void }> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'platform-yardstick-'));
  writeFileSync(join(dir, 'rows.json'), JSON.stringify(rows));
  const env: Record<string, string> = {
    YARDSTICK_PORT: String(port),
    JWT_SECRET: BENCH_PLATFORM_ENV.JWT_SECRET,
  };
  Object.assign(
    env,
    databaseUrl
      ? { DATABASE_URL: databaseUrl }
      : { YARDSTICK_PGLITE_DIR: join(dir, 'pg'), YARDSTICK_ROWS: join(dir, 'rows.json') },
  );
  const handle = await spawnEntry('scripts/bench-yardstick.ts', [], env, [`http://127.0.0.1:${port}/health`]);
  return {
    url: `http://127.0.0.1:${port}`,
    handle,
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** The list rows of one database, each against the yardstick measured in the same run. */
async function listRows(
  seconds: number,
  kind: 'PGlite' | 'PostgreSQL',
  databaseUrl?: string,
): Promise<SectionResult> {
  const env = {
    ...BENCH_PLATFORM_ENV,
    JOB_POLL_MS: '5000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const platform = await startPlatform(env, COMPILED('main', env));
  let yardstick: Awaited<ReturnType<typeof startYardstick>> | undefined;
  try {
    const user = await seedTabs(platform.api);
    const listed = await request(platform.api, 'GET', '/api/tabs?limit=100', { token: user.token });
    if (listed.status !== 200 || listed.body.length !== 100)
      throw new Error(`seeding failed: ${listed.status}`);
    yardstick = await startYardstick(databaseUrl, listed.body);
    const yardstickBody = await request(yardstick.url, 'GET', '/api/tabs?limit=100', { token: user.token });
    if (JSON.stringify(yardstickBody.body) !== JSON.stringify(listed.body))
      throw new Error('the yardstick does not answer the same body as GET /api/tabs');

    const auth = { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' };
    const restList = { url: `${platform.api}/api/tabs?limit=100`, headers: auth };
    // Every request a distinct URL: the response cache never hits, so this is the adapter + graph path.
    let n = 0;
    const restListCold = {
      ...restList,
      requests: [
        { setupRequest: (req: autocannon.Request) => ({ ...req, path: `/api/tabs?limit=100&cold=${n++}` }) },
      ],
    };
    const graphList = {
      url: platform.graphql,
      method: 'POST' as const,
      headers: auth,
      body: JSON.stringify({ query: LIST_QUERY }),
    };
    const hand = { url: `${yardstick.url}/api/tabs?limit=100`, headers: auth };
    // Warm-up: plans, caches and JIT of all three.
    for (const target of [restList, restListCold, graphList, hand])
      await autocannon({ ...target, duration: 2, connections: 4 });

    const label = (what: string) => `${what} [${kind}]`;
    const rows: Row[] = [];
    // Latency at an even pace first, on a warm but unsaturated server.
    const pace = await paced(label('GET /api/tabs (100 rows)'), {
      url: restList.url,
      headers: auth,
      rate: 200,
      seconds,
    });
    rows.push(pace);
    const ruler = await run(seconds, label('yardstick: Express + pg, same list'), 'max, 10 connections', {
      ...hand,
      connections: 10,
    });
    const cached = await run(seconds, label('GET /api/tabs (100 rows)'), 'max, 10 connections', {
      ...restList,
      connections: 10,
    });
    const cold = await run(seconds, label('GET /api/tabs (100 rows), cache miss'), 'max, 10 connections', {
      ...restListCold,
      connections: 10,
    });
    const graph = await run(seconds, label('POST /graphql tabs(limit: 100)'), 'max, 10 connections', {
      ...graphList,
      connections: 10,
    });
    rows.push(ruler, cached, cold, graph);
    const measurements: Measurement[] = [
      {
        measure: `${kind}: cache-miss GET /api/tabs / yardstick (req/s)`,
        result: ratio(cold, ruler),
        target: '≥ 1.0×',
      },
      {
        measure: `${kind}: POST /graphql tabs(limit: 100) / yardstick (req/s)`,
        result: ratio(graph, ruler),
        target: '≥ 1.0×',
      },
      {
        measure: `${kind}: cached GET /api/tabs / yardstick (req/s)`,
        result: ratio(cached, ruler),
        target: '≥ 2×',
      },
      {
        measure: `GET /api/tabs p99 at 200 req/s, even pace (${kind})`,
        result: `${pace.p99} ms`,
        target: '≤ 25 ms',
      },
    ];
    if (kind === 'PGlite') {
      rows.push(
        await run(seconds, label('POST /api/tabs'), 'max, 10 connections', {
          url: `${platform.api}/api/tabs`,
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ url: 'https://example.com/new', title: 'New tab' }),
          connections: 10,
        }),
      );
    }
    return { rows, measurements };
  } finally {
    await yardstick?.handle.stop();
    yardstick?.cleanup();
    await platform.stop();
  }
}

/** One query across accounts and library: all embedded, then with both subgraphs as processes. */
async function twoSubgraphRows(seconds: number, databaseUrl: string): Promise<SectionResult> {
  // Production mode, so the gateway and the subgraphs get the assertion key pair a deployment would give them.
  const keys = generateKeyPairSync('ed25519');
  const env = {
    ...BENCH_PLATFORM_ENV,
    JOB_POLL_MS: '5000',
    DATABASE_URL: databaseUrl,
    GATEWAY_ASSERTION_PRIVATE_KEY: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    GATEWAY_ASSERTION_PUBLIC_KEY: keys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
  const subgraphs: ChildHandle[] = [];
  const embedded = await startPlatform(env, COMPILED('main', env));
  let inProcess: Row;
  let user: Awaited<ReturnType<typeof signUp>>;
  try {
    user = await signUp(embedded.api, 'bench_two_subgraphs');
    const body = JSON.stringify({ query: TWO_SUBGRAPH_QUERY });
    const headers = { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' };
    const check = await request(embedded.graphql.replace(/\/graphql$/, ''), 'POST', '/graphql', {
      token: user.token,
      body: { query: TWO_SUBGRAPH_QUERY },
    });
    if (!check.body?.data?.me?.libraryUsage)
      throw new Error(`two-subgraph query failed: ${JSON.stringify(check.body)}`);
    await autocannon({ url: embedded.graphql, method: 'POST', headers, body, duration: 2, connections: 4 });
    inProcess = await run(seconds, 'query across accounts + library, embedded', 'max, 10 connections', {
      url: embedded.graphql,
      method: 'POST',
      headers,
      body,
      connections: 10,
    });
  } finally {
    await embedded.stop();
  }
  const body = JSON.stringify({ query: TWO_SUBGRAPH_QUERY });
  const headers = { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' };
  try {
    const urls: Record<string, string> = {};
    for (const name of ['accounts', 'library']) {
      const port = await freePort();
      urls[name] = `http://127.0.0.1:${port}/graphql`;
      const { entry, nodeArgs, env: startEnv } = COMPILED('subgraph-main', env);
      subgraphs.push(
        await spawnEntry(
          entry,
          [name],
          { ...startEnv, ...env, HOST: '127.0.0.1', SUBGRAPH_PORT: String(port) },
          [`http://127.0.0.1:${port}/metrics`],
          nodeArgs,
        ),
      );
    }
    const distributed = await startPlatform(
      { ...env, SUBGRAPH_ACCOUNTS_URL: urls.accounts!, SUBGRAPH_LIBRARY_URL: urls.library! },
      COMPILED('main', env),
    );
    try {
      await autocannon({
        url: distributed.graphql,
        method: 'POST',
        headers,
        body,
        duration: 2,
        connections: 4,
      });
      const overHttp = await run(
        seconds,
        'query across accounts + library, subgraphs over HTTP',
        'max, 10 connections',
        { url: distributed.graphql, method: 'POST', headers, body, connections: 10 },
      );
      return {
        rows: [inProcess, overHttp],
        measurements: [
          {
            measure: 'query across two subgraphs: embedded / over HTTP (req/s, PostgreSQL)',
            result: ratio(inProcess, overHttp),
            target: '≥ 5×',
          },
        ],
      };
    } finally {
      await distributed.stop();
    }
  } finally {
    await Promise.all(subgraphs.map((s) => s.stop()));
  }
}

/** `BENCH_HTTP=pglite,postgres,two-subgraphs` (default: all three) picks the parts of this section. */
const PARTS = (process.env.BENCH_HTTP ?? 'pglite,postgres,two-subgraphs')
  .split(',')
  .map((part) => part.trim());

export async function httpBench(seconds: number): Promise<SectionResult> {
  const results: SectionResult[] = [];
  if (PARTS.includes('pglite')) results.push(await listRows(seconds, 'PGlite'));
  const db = await freshServerDatabase();
  try {
    if (PARTS.includes('postgres')) results.push(await listRows(seconds, 'PostgreSQL', db.url));
    if (PARTS.includes('two-subgraphs')) results.push(await twoSubgraphRows(seconds, db.url));
  } finally {
    await db.drop();
  }
  return {
    rows: results.flatMap((r) => r.rows ?? []),
    measurements: results.flatMap((r) => r.measurements ?? []),
    notes: [
      'The yardstick (scripts/bench-yardstick.ts, bench code only) verifies the same HS256 token, runs one indexed query and sends the same JSON body ' +
        "(checked equal before the run); on PGlite it has its own PGlite with the same rows, on PostgreSQL it reads the platform's own table. " +
        'Ratios are of rows measured in the same run, one after another.',
    ],
  };
}
