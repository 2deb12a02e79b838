// Measures the figures of the mfm bench targets on a 50,000-clip store, in process, through the
// same code paths the CLI uses. Run: node --import ./packages/node-compat/register.mjs --import tsx subgraphs/clipboard/bench/clipboard-bench.ts
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { CapturePipeline } from '../src/capture/capture-pipeline.js';
import { createEmbedder } from '../src/embedding/embedder.js';
import { searchFulltext } from '../src/search/fulltext.js';
import { semanticIndexFor, searchByVector } from '../src/search/semantic.js';
import { openDatabase } from '../src/store/database.js';
import { makeClip, prng, vocabulary } from './synthetic-clips.js';

const home = process.env.MFM_BENCH_HOME ?? '/tmp/mfm-bench/home';
const STORE_SIZE = 50_000;
const TIMED_CAPTURES = 10_000;

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function time(fn: () => unknown): number {
  const start = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

async function captureMany(pipeline: CapturePipeline, from: number, count: number, words: string[], random: () => number): Promise<number> {
  const start = performance.now();
  for (let i = from; i < from + count; i++) await pipeline.capture(makeClip(i, words, random));
  return count / ((performance.now() - start) / 1000);
}

rmSync(home, { recursive: true, force: true });
mkdirSync(home, { recursive: true });
const db = openDatabase(join(home, 'mfm.db'));
const random = prng(42);
const words = vocabulary(3000, random);
const pipeline = new CapturePipeline(db);

const emptyRate = await captureMany(pipeline, 0, TIMED_CAPTURES, words, random);
await captureMany(pipeline, TIMED_CAPTURES, STORE_SIZE - 2 * TIMED_CAPTURES, words, random);
const fullRate = await captureMany(pipeline, STORE_SIZE - TIMED_CAPTURES, TIMED_CAPTURES, words, random);
const clips = db.prepare('SELECT count(*) FROM clips').pluck().get() as number;

const queries = ['foo', 'deploy AND server', '"config error"', 'rel*', 'meeting OR invoice', 'token NOT user', words[40], `${words[500]} ${words[7]}`, 'c++', 'build*'];
for (const q of queries) searchFulltext(db, q, {}, 10); // warm the page cache
const fts = Array.from({ length: 2000 }, (_, i) => time(() => searchFulltext(db, queries[i % queries.length], {}, 10)));
const ftsFiltered = Array.from({ length: 500 }, (_, i) => time(() => searchFulltext(db, queries[i % queries.length], { app: 'slack' }, 10)));

const embedder = createEmbedder('hash');
const buildMs = time(() => semanticIndexFor(db, embedder));
const index = semanticIndexFor(db, embedder);
const semantic = Array.from({ length: 200 }, (_, i) => {
  const text = makeClip(i * 7919, words, random).text;
  return time(() => searchByVector(db, semanticIndexFor(db, embedder), embedder.embed(text), { limit: 10 }));
});
db.close();

const ms = (n: number) => `${n.toFixed(3)} ms`;
console.log(JSON.stringify({ clips, indexed: index.count }, null, 0));
console.log(`capture, empty store:        ${emptyRate.toFixed(0)} clips/s (${TIMED_CAPTURES} captures)`);
console.log(`capture, 40k->50k store:     ${fullRate.toFixed(0)} clips/s (${TIMED_CAPTURES} captures)`);
console.log(`full-text p50/p95/max:       ${ms(percentile(fts, 50))} / ${ms(percentile(fts, 95))} / ${ms(Math.max(...fts))}`);
console.log(`full-text --app p50/p95:     ${ms(percentile(ftsFiltered, 50))} / ${ms(percentile(ftsFiltered, 95))}`);
console.log(`semantic index build:        ${ms(buildMs)} (${index.count} clips)`);
console.log(`semantic p50/p95/max:        ${ms(percentile(semantic, 50))} / ${ms(percentile(semantic, 95))} / ${ms(Math.max(...semantic))}`);
