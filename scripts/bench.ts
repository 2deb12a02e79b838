// `npm run bench`: measures the hot paths against real processes and writes bench-results/latest.md
// (a throughput table, then a "Measurements" table). Each section lives in its own scripts/bench-*.ts.
//
// Sections (in this order):
//   http      REST and GraphQL hot paths against the yardstick, on PGlite and the PostgreSQL server,
//             and one query across two subgraphs embedded vs. over HTTP (scripts/bench-http.ts)
//   startup   `npm start` on a fresh data folder: time to healthy, resident memory (scripts/bench-startup.ts)
//   analysis  POST /api/analyze of the analysis process, 2 kB text, 10 connections (scripts/bench-analysis.ts)
//   semantic  semantic search over 100,000 stored 384-d vectors on PGlite (scripts/bench-semantic.ts)
//   archive   archive capture time with the real Chromium (subgraphs/archive/bench/archive-capture.bench.ts)
//   game      POST /api/v1/location/validate at 500 req/s with 10,000 zone polygons (scripts/bench-game.ts)
//   trades    cards API trade accept under 50 concurrent clients, holdings counted after (scripts/bench-trade-accept.ts)
//   resume    the resume API over HTTP: GET /profiles/{id} at 200 req/s, mask selection, narrative, PDF, and
//             POST /jobs/search over 100,000 jobs imported through the API (scripts/bench-resume.ts)
//   clipboard the mfm clipboard bench, 50,000 clips, its own table in bench-results/clipboard.md
//             (scripts/bench-clipboard.ts runs subgraphs/clipboard/bench/clipboard-bench.ts)
//   cards     the cards API: card search p99 at 200 req/s, a price point fanned out to 1,000 /ws/prices
//             subscribers (scripts/bench-cards.ts)
//   market    cards API market price over 10,000 points of one card: the rule, a read, a recompute, in
//             process on PGlite (scripts/bench-market.ts runs subgraphs/catalog/bench/market-price.bench.ts)
//   federation The Guild's federation gateways benchmark (4 subgraphs, 1 nested query): stock
//             @apollo/gateway, Hive Gateway (JS and Rust planners) and this platform's gateway, in turn
//             against the same subgraph processes (scripts/bench-federation.ts)
//   web       the web app's first-screen JavaScript (gzip) and the library screen's first meaningful
//             paint in Chromium beside a server-rendered HTML list (scripts/bench-web.ts)
//
// Knobs (environment):
//   BENCH_ONLY=semantic,analysis   run only these sections; such a partial run prints its tables and
//                                  does NOT write bench-results/latest.md (a full run does)
//   BENCH_HTTP=postgres            only these parts of the http section (pglite, postgres, two-subgraphs);
//                                  also a partial run
//   BENCH_RESUME=narrative,search  only these parts of the resume section (read, select, narrative, pdf, search)
//   BENCH_SECONDS=10               seconds per throughput/latency row (http, analysis)
//   BENCH_SEMANTIC_ROWS=100000     stored vectors (half tabs, half bookmarks of one Pro user)
//   BENCH_SEMANTIC_QUERIES=300     timed queries, in process and over HTTP each
//   BENCH_SEMANTIC_RECALL=50       queries whose results are compared with an exact scan
//   BENCH_SEMANTIC_DIR=<dir>       the seeded data folder (default: $TMPDIR/platform-bench-semantic-<rows>);
//                                  seeding takes minutes, so it is kept and reused by later runs
//   BENCH_SEMANTIC_RESEED=1        seed that folder again
import { mkdirSync, writeFileSync } from 'node:fs';
import { analysisBench } from './bench-analysis.js';
import { archiveBench } from './bench-archive.js';
import { cardsBench } from './bench-cards.js';
import { clipboardBench } from './bench-clipboard.js';
import { federationBench } from './bench-federation.js';
import { gameBench } from './bench-game.js';
import { httpBench } from './bench-http.js';
import { marketBench } from './bench-market.js';
import { resumeBench } from './bench-resume.js';
import { semanticBench } from './bench-semantic.js';
import { startupBench } from './bench-startup.js';
import { tradeAcceptBench } from './bench-trade-accept.js';
import { webBench } from './bench-web.js';
import { renderReport, type Measurement, type Row } from './bench-table.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const SECTIONS = {
  http: () => httpBench(DURATION),
  startup: () => startupBench(),
  analysis: () => analysisBench(DURATION),
  semantic: () => semanticBench(),
  archive: () => archiveBench(),
  game: () => gameBench(DURATION),
  resume: () => resumeBench(DURATION),
  clipboard: () => clipboardBench(),
  cards: () => cardsBench(DURATION),
  market: () => marketBench(),
  trades: () => tradeAcceptBench(),
  federation: () => federationBench(DURATION),
  web: () => webBench(),
} as const;
type Section = keyof typeof SECTIONS;

const only = process.env.BENCH_ONLY?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const unknown = only?.filter((name) => !(name in SECTIONS));
if (unknown?.length) {
  console.error(
    `BENCH_ONLY: unknown section(s) ${unknown.join(', ')}; known: ${Object.keys(SECTIONS).join(', ')}`,
  );
  process.exit(2);
}
const selected = (Object.keys(SECTIONS) as Section[]).filter((name) => !only?.length || only.includes(name));
const complete = selected.length === Object.keys(SECTIONS).length && !process.env.BENCH_HTTP;

const rows: Row[] = [];
const measurements: Measurement[] = [];
const notes: string[] = [];
for (const name of selected) {
  console.log(`\n== bench: ${name}`);
  const result = await SECTIONS[name]();
  rows.push(...(result.rows ?? []));
  measurements.push(...(result.measurements ?? []));
  notes.push(...(result.notes ?? []));
}

const header =
  `# Benchmark (${new Date().toISOString()}, ${DURATION} s per throughput row, the compiled build on embedded PGlite unless a row says PostgreSQL, ` +
  `2 cores shared by server and load generator, and by other work on the machine during the run)` +
  (complete
    ? ''
    : `\n\nPartial run: ${selected.join(', ')}${process.env.BENCH_HTTP ? ` (http: ${process.env.BENCH_HTTP})` : ''}`);
const report = renderReport(header, rows, measurements, notes);
if (complete) {
  mkdirSync(new URL('../bench-results/', import.meta.url), { recursive: true });
  writeFileSync(new URL('../bench-results/latest.md', import.meta.url), report);
} else {
  console.log('\n(partial run: bench-results/latest.md left as it was)');
}
console.log(`\n${report}`);
// Some handle of the sections (not traced) keeps the event loop alive after the report; end here.
process.exit(0);
