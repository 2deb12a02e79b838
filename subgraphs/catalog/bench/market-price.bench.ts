// Market price over 10,000 points of one card, in process (issue 11: p95 target ≤ 5 ms):
//   node --import ./packages/node-compat/register.mjs --import tsx subgraphs/catalog/bench/market-price.bench.ts
// Rows: the rule alone (computeMarketPrice over 10,000 points), a read (the stored snapshot), and a
// recompute from storage (quartiles, fences and per-source sums in SQL on embedded PGlite, the snapshot written).
import { openDatabase, openDomainOrm } from '@platform/db';
import { createLogger } from '@platform/observability';
import { catalogStorage, computeMarketPrice, createCatalogDomain, PRICE_SOURCES } from '../src/domain.js';

const POINTS = 10_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const logger = createLogger('silent');
const now = new Date();
const points = Array.from({ length: POINTS }, (_, i) => ({
  source: PRICE_SOURCES[i % PRICE_SOURCES.length],
  price: Math.round((100 + Math.sin(i) * 10 + (i % 97 === 0 ? 400 : 0)) * 100) / 100,
  isSold: i % 3 === 0,
  observedAt: new Date(now.getTime() - (i % 29) * 86400_000 - i),
}));

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))].toFixed(2);
  return `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms`;
}

async function measure(runs: number, work: () => unknown) {
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  return percentiles(samples);
}

console.log(`rule over ${POINTS} points: ${await measure(RUNS, () => computeMarketPrice(points, now))}`);

const db = await openDatabase({ dataDir: 'memory://', logger });
const orm = await openDomainOrm(db, catalogStorage, logger);
const catalog = createCatalogDomain({ orm, logger, now: () => now });
const card = await catalog.services.cards.create('bench', { name: 'Bench', game: 'mtg', setCode: 'bn', setName: 'Bench', rarity: 'rare', collectorNumber: '1' });
for (let i = 0; i < POINTS; i += 1000) {
  await db.pool.query(
    `insert into catalog.price_point (card_id, source, price, is_sold, observed_at, recorded_at)
     select $1, p->>'source', (p->>'price')::numeric, (p->>'isSold')::boolean, (p->>'observedAt')::timestamptz, now() from jsonb_array_elements($2::jsonb) p`,
    [card.cardId, JSON.stringify(points.slice(i, i + 1000))],
  );
}
await db.pool.query(`update catalog.card set points_recorded = $2 where id = $1`, [card.cardId, POINTS]);
console.log(`recompute from storage (read window, rule, write snapshot): ${await measure(Math.min(RUNS, 30), () => catalog.services.pricing.recompute(card.cardId))}`);
console.log(`marketPrice read (snapshot): ${await measure(RUNS, () => catalog.services.pricing.marketPrice(card.cardId))}`);
await orm.close();
await db.close();
