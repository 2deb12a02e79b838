// Card search over a 20,000-card catalog, in process on embedded PGlite (one search call's work
// without HTTP; the 200 req/s row through the API is scripts/bench-cards.ts):
//   npx node --import tsx subgraphs/catalog/bench/search.bench.ts
// The catalog is loaded by the CSV importer (which ends with a VACUUM ANALYZE), then searched
// side by side in one process with the trigram index and without it (dropped, VACUUM ANALYZE again).
// Broad: a noun 1 in 40 cards carry; selective: one card's made-up proper name.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, openDomainOrm } from '@platform/db';
import { createLogger } from '@platform/observability';
import { catalogStorage, createCatalogDomain } from '../src/domain.js';
import { refreshCatalogStatistics } from '../src/services/catalog-statistics.js';
import { benchCatalogCsv, NOUNS, properName } from '../../../scripts/bench-card-catalog.js';
import { percentiles, sampleMs } from '../../../scripts/bench-table.js';

const CARDS = Number(process.env.BENCH_CATALOG_CARDS ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 400);
const logger = createLogger('silent');

async function measure(term: (i: number) => string, search: (q: string) => Promise<unknown>) {
  const [p50, p99] = percentiles(await sampleMs(RUNS, (i) => search(term(i))), [50, 99]);
  return `p50 ${p50} ms, p99 ${p99} ms`;
}

const folder = mkdtempSync(join(tmpdir(), 'search-bench-'));
const file = join(folder, 'catalog.csv');
writeFileSync(file, benchCatalogCsv(CARDS));
const db = await openDatabase({ dataDir: 'memory://', logger });
const orm = await openDomainOrm(db, catalogStorage, logger);
const context = { orm, logger, now: () => new Date() };
// No job queue: the run is called here.
const catalog = createCatalogDomain(context);
const run = await catalog.services.imports.start('bench', { kind: 'csv', file });
await catalog.services.imports.run(run.runId);
const search = (q: string) => catalog.services.cards.search({ q }, { limit: 20 });
const broad = (i: number) => NOUNS[i % NOUNS.length].toLowerCase();
const selective = (i: number) => properName((i * 7919) % CARDS).toLowerCase();
for (let round = 0; round < 2; round += 1) {
  console.log(
    `${CARDS} cards, trigram index: broad ${await measure(broad, search)}; selective ${await measure(selective, search)}`,
  );
  await db.pool.query(`drop index "catalog"."card_search_name_trgm_idx"`);
  await refreshCatalogStatistics(context);
  console.log(
    `${CARDS} cards, no trigram index: broad ${await measure(broad, search)}; selective ${await measure(selective, search)}`,
  );
  await db.pool.query(
    `create index "card_search_name_trgm_idx" on "catalog"."card" using gin ("search_name" public.gin_trgm_ops)`,
  );
  await refreshCatalogStatistics(context);
}
await orm.close();
await db.close();
rmSync(folder, { recursive: true, force: true });
