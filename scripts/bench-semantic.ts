// Semantic search over BENCH_SEMANTIC_ROWS (default 100,000) stored 384-d vectors on embedded PGlite.
//
// 1. Seed (once; the folder is reused by later runs): start the real platform on a fresh DATA_DIR so its
//    own migrations create the library tables, sign up a Pro user over HTTP, stop it; then open that
//    folder with @platform/db and insert the rows directly (half tabs, half bookmarks of that user),
//    each with the analysis embedder's vector of a synthetic topic text. The HNSW indexes the migration
//    made are dropped for the load and rebuilt afterwards from their own definitions (pg_indexes).
// 2. In process: the real VectorSearchService on that database (query embedded by the analysis
//    pipeline in-process), its SQL captured, timed, EXPLAINed, and compared with an exact scan (recall).
// 3. Over HTTP: the platform started on that folder, POST /api/search/semantic timed end to end.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { embed } from '@platform/analysis';
import { openDatabase, type Database, type QueryPool } from '@platform/db';
import { createLogger } from '@platform/observability';
import { AnalysisClient } from '../subgraphs/library/src/services/analysis-client.js';
import { VectorStore } from '../subgraphs/library/src/services/vector-store.js';
import { VectorSearchService } from '../subgraphs/library/src/services/vector-search.service.js';
import { syntheticText } from '../subgraphs/analysis/bench/synthetic-texts.js';
import { TEST_WEBHOOK_SECRET, eventually, makePro } from '../test/support/accounts.js';
import { request, signUp } from '../test/support/http-client.js';
import { freePort, startPlatform } from '../test/support/platform-process.js';
import { BENCH_PLATFORM_ENV } from './bench-http.js';
import { percentiles, type SectionResult } from './bench-table.js';

const ROWS = Number(process.env.BENCH_SEMANTIC_ROWS ?? 100_000);
const QUERIES = Number(process.env.BENCH_SEMANTIC_QUERIES ?? 300);
const RECALL_SAMPLE = Math.min(QUERIES, Number(process.env.BENCH_SEMANTIC_RECALL ?? 50));
const DATA_DIR = process.env.BENCH_SEMANTIC_DIR ?? join(tmpdir(), `platform-bench-semantic-${ROWS}`);
const MARKER = join(DATA_DIR, 'bench-seed.json');
const BATCH = 1000;
const LIMIT = 10;
const TARGET = 'p95 ≤ 50 ms';
const logger = createLogger('warn', 'bench');

interface Seed {
  rows: number;
  userId: number;
  email: string;
  password: string;
  seedSeconds: number;
  indexSeconds: number;
}

/** The query texts: short searches about the same topics, never one of the stored texts. */
const queryText = (i: number) => syntheticText(i, 4 + (i % 5), 7).text.replace(/\.$/, '');

const vectorLiteral = (v: number[]) => `[${v.map((x) => (x === 0 ? '0' : x.toPrecision(7))).join(',')}]`;

async function seed(): Promise<Seed> {
  rmSync(DATA_DIR, { recursive: true, force: true });
  console.log(
    `semantic: seeding ${ROWS} rows into ${DATA_DIR} (once; later runs reuse it, BENCH_SEMANTIC_RESEED=1 redoes it)`,
  );
  const started = performance.now();
  const platform = await startPlatform({
    DATA_DIR,
    LOG_LEVEL: 'warn',
    BILLING_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
  });
  let user: Awaited<ReturnType<typeof signUp>>;
  try {
    user = await signUp(platform.api, 'semantic_bench');
    await makePro(platform.api, user.userId);
  } finally {
    await platform.stop();
  }
  const db = await openDatabase({ dataDir: DATA_DIR, logger });
  try {
    if (!db.vectorAvailable) throw new Error('PGlite has no vector extension');
    const { rows: indexes } = await db.pool.query(
      `select indexname, indexdef from pg_indexes where schemaname = 'library' and indexdef ilike '%using hnsw%' order by indexname`,
      [],
    );
    if (indexes.length !== 2)
      throw new Error(`expected the migration's two HNSW indexes, found ${JSON.stringify(indexes)}`);
    for (const { indexname } of indexes) await db.pool.query(`drop index "library"."${indexname}"`);
    for (let offset = 0; offset < ROWS; offset += BATCH) {
      const count = Math.min(BATCH, ROWS - offset);
      const columns = {
        url: [] as string[],
        title: [] as string[],
        content: [] as string[],
        embedding: [] as string[],
      };
      for (let i = offset; i < offset + count; i++) {
        const item = syntheticText(i);
        columns.url.push(`https://example.com/${item.topic.toLowerCase()}/${i}`);
        columns.title.push(item.title);
        columns.content.push(item.text);
        columns.embedding.push(vectorLiteral(embed(item.text)));
      }
      const table = offset < ROWS / 2 ? 'tab' : 'bookmark';
      await db.pool.query(
        `insert into "library"."${table}" ("user_id", "url", "title", "content", "tags", "entities", "created_at", "updated_at", "embedding")
         select $1, u, t, c, '[]'::jsonb, '{}'::jsonb, now(), now(), e::vector
         from unnest($2::text[], $3::text[], $4::text[], $5::text[]) as x(u, t, c, e)`,
        [user.userId, columns.url, columns.title, columns.content, columns.embedding],
      );
      if ((offset / BATCH) % 10 === 0)
        console.log(
          `semantic: ${offset + count} rows, ${((performance.now() - started) / 1000).toFixed(0)} s`,
        );
    }
    const loaded = performance.now();
    // The graph of 100k vectors must fit in maintenance_work_mem, or the build slows down badly.
    await db.pool.query(`set maintenance_work_mem = '1GB'`);
    for (const { indexname, indexdef } of indexes) {
      const t = performance.now();
      await db.pool.query(indexdef);
      console.log(`semantic: ${indexname} built in ${((performance.now() - t) / 1000).toFixed(0)} s`);
    }
    await db.pool.query('analyze "library"."tab"');
    await db.pool.query('analyze "library"."bookmark"');
    const result: Seed = {
      rows: ROWS,
      userId: user.userId,
      email: user.email,
      password: user.password,
      seedSeconds: Math.round((performance.now() - started) / 1000),
      indexSeconds: Math.round((performance.now() - loaded) / 1000),
    };
    writeFileSync(MARKER, JSON.stringify(result, null, 2));
    return result;
  } finally {
    await db.close();
  }
}

/** The analysis client with the embedding computed in this process by the analysis pipeline itself. */
class InProcessEmbeddings extends AnalysisClient {
  constructor() {
    super('http://unused.invalid', 1);
  }
  override async embed(text: string): Promise<number[]> {
    return embed(text);
  }
}

interface Captured {
  sql: string;
  params: unknown[];
  ms: number;
}

/** The database as VectorStore sees it, recording every nearest-neighbour statement and its time. */
function recording(db: Database, log: Captured[]): Pick<Database, 'kind' | 'pool' | 'vectorAvailable'> {
  const query: QueryPool['query'] = async (sql, params) => {
    const started = performance.now();
    const result = await db.pool.query(sql, params);
    if (sql.includes('<=>')) log.push({ sql, params: params ?? [], ms: performance.now() - started });
    return result;
  };
  const pool: QueryPool = { ...db.pool, query, connect: async () => ({ query, release: () => undefined }) };
  return { kind: db.kind, vectorAvailable: db.vectorAvailable, pool };
}

async function inProcess(seeded: Seed): Promise<SectionResult> {
  const db = await openDatabase({ dataDir: DATA_DIR, logger });
  try {
    const log: Captured[] = [];
    const store = await VectorStore.open(recording(db, log), logger);
    if (!store.ready) throw new Error('the seeded database has no embedding columns');
    const service = new VectorSearchService(store, new InProcessEmbeddings(), logger);
    for (let i = 0; i < 20; i++) await service.semantic(seeded.userId, queryText(QUERIES + i), 'BOTH', LIMIT);
    log.length = 0;
    const totals: number[] = [];
    let hits = 0;
    for (let i = 0; i < QUERIES; i++) {
      const started = performance.now();
      hits += (await service.semantic(seeded.userId, queryText(i), 'BOTH', LIMIT)).length;
      totals.push(performance.now() - started);
    }
    const sqlTimes = log.map((entry) => entry.ms);
    const [p50, p95] = percentiles(totals, [50, 95]);
    const [sql50, sql95] = percentiles(sqlTimes, [50, 95]);

    // The plan of the very statement the service ran, and its exact answer with index scans off.
    const sample = log.filter((entry) => entry.sql.includes('"library"."tab"')).slice(0, RECALL_SAMPLE);
    const plan = (await db.pool.query(`explain analyze ${sample[0]!.sql}`, sample[0]!.params)).rows.map(
      (row) => String(row['QUERY PLAN']),
    );
    const index = plan.join('\n').match(/Index Scan using (\w+)/)?.[1];
    console.log(
      `semantic: plan of the tab query:\n  ${plan.map((line) => line.replace(/'\[[^\]]*\]'/g, "'[...]'")).join('\n  ')}`,
    );
    // The exact answer: the same statement with index scans off (a sequential scan).
    const withoutIndexScan = async <T>(work: () => Promise<T>): Promise<T> => {
      await db.pool.query('set enable_indexscan = off');
      try {
        return await work();
      } finally {
        await db.pool.query('reset enable_indexscan');
      }
    };
    // Recall@10: an approximate hit counts when it is no farther than the exact 10th neighbour (ties count).
    const recallAt = async (efSearch?: number) => {
      let found = 0;
      let expected = 0;
      const times: number[] = [];
      if (efSearch) await db.pool.query(`set hnsw.ef_search = ${efSearch}`);
      try {
        for (const entry of sample) {
          const t = performance.now();
          const approximate = (await db.pool.query(entry.sql, entry.params)).rows.map((row) =>
            Number(row.distance),
          );
          times.push(performance.now() - t);
          const exact = await withoutIndexScan(async () =>
            (await db.pool.query(entry.sql, entry.params)).rows.map((row) => Number(row.distance)),
          );
          const kth = exact[exact.length - 1] ?? Infinity;
          expected += exact.length;
          found += Math.min(exact.length, approximate.filter((distance) => distance <= kth + 1e-9).length);
        }
      } finally {
        if (efSearch) await db.pool.query('reset hnsw.ef_search');
      }
      return { recall: expected ? found / expected : NaN, p50: percentiles(times, [50])[0] };
    };
    const { recall } = await recallAt();
    const wider = await recallAt(100);
    const exactPlan = await withoutIndexScan(async () => {
      const t = performance.now();
      await db.pool.query(sample[0]!.sql, sample[0]!.params);
      return performance.now() - t;
    });
    console.log(
      `semantic in-process: p50 ${p50} ms, p95 ${p95} ms; SQL p50 ${sql50}, p95 ${sql95}; recall@${LIMIT} ${recall.toFixed(3)}; ${hits / QUERIES} hits per query`,
    );
    return {
      measurements: [
        {
          measure: `semantic search, ${ROWS.toLocaleString('en')} vectors: VectorSearchService.semantic in process (query embedding + tab and bookmark queries), ${QUERIES} queries`,
          result: `p50 ${p50} ms, p95 ${p95} ms`,
          target: TARGET,
        },
        {
          measure: `semantic search: one nearest-neighbour statement (limit 10, one user, ${(ROWS / 2).toLocaleString('en')} rows per table)`,
          result: `p50 ${sql50} ms, p95 ${sql95} ms; exact scan without the index: ${exactPlan.toFixed(0)} ms`,
        },
        {
          measure: "semantic search: HNSW index used (EXPLAIN ANALYZE of the service's statement)",
          result: index ? `yes (Index Scan using ${index})` : `no: ${plan[0]}`,
        },
        {
          measure: `semantic search: recall@${LIMIT} against an exact scan, ${sample.length} queries`,
          result: `${recall.toFixed(3)} (hnsw.ef_search 40, the default); with ef_search 100: ${wider.recall.toFixed(3)} at p50 ${wider.p50} ms per statement`,
        },
      ],
    };
  } finally {
    await db.close();
  }
}

async function overHttp(seeded: Seed): Promise<SectionResult> {
  const platform = await startPlatform({
    ...BENCH_PLATFORM_ENV,
    DATA_DIR,
    ANALYSIS_AUTOSTART: 'true',
    ML_URL: `http://127.0.0.1:${await freePort()}`,
    ML_HEALTH_INTERVAL_MS: '200',
  });
  try {
    await eventually(
      async () =>
        (await request(platform.api, 'GET', '/health')).body.services.mlService === 'healthy'
          ? true
          : undefined,
      60_000,
    );
    const login = await request(platform.api, 'POST', '/api/auth/login', {
      body: { email: seeded.email, password: seeded.password },
    });
    if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
    const search = async (i: number) => {
      const started = performance.now();
      const response = await request(platform.api, 'POST', '/api/search/semantic', {
        token: login.body.token,
        body: { query: queryText(i), limit: LIMIT },
      });
      if (response.status !== 200 || response.body.length !== 2 * LIMIT)
        throw new Error(
          `semantic search answered ${response.status}: ${JSON.stringify(response.body).slice(0, 300)}`,
        );
      return performance.now() - started;
    };
    for (let i = 0; i < 20; i++) await search(QUERIES + i);
    const times: number[] = [];
    for (let i = 0; i < QUERIES; i++) times.push(await search(i));
    const [p50, p95, p99] = percentiles(times, [50, 95, 99]);
    console.log(`semantic over HTTP: p50 ${p50} ms, p95 ${p95} ms, p99 ${p99} ms`);
    return {
      measurements: [
        {
          measure: `semantic search, ${ROWS.toLocaleString('en')} vectors: POST /api/search/semantic over HTTP (REST adapter, gateway, analysis service embeds the query, 2 HNSW queries), one client, ${QUERIES} queries`,
          result: `p50 ${p50} ms, p95 ${p95} ms, p99 ${p99} ms`,
          target: TARGET,
        },
      ],
    };
  } finally {
    await platform.stop();
  }
}

export async function semanticBench(): Promise<SectionResult> {
  let seeded: Seed | undefined;
  if (existsSync(MARKER) && process.env.BENCH_SEMANTIC_RESEED !== '1') {
    seeded = JSON.parse(readFileSync(MARKER, 'utf8')) as Seed;
    if (seeded.rows !== ROWS) seeded = undefined;
  }
  const fresh = !seeded;
  seeded ??= await seed();
  const local = await inProcess(seeded);
  const http = await overHttp(seeded);
  return {
    measurements: [
      ...(http.measurements ?? []),
      ...(local.measurements ?? []),
      {
        measure: `semantic search: seeding ${ROWS.toLocaleString('en')} rows (analysis embedder on synthetic topic texts, HNSW built after the load)`,
        result: `${seeded.seedSeconds} s, of which ${seeded.indexSeconds} s index build${fresh ? '' : ' (seeded by an earlier run, reused)'}`,
      },
    ],
  };
}
