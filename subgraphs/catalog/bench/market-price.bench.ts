// Market price over 10,000 points of one card, in process (p95 target ≤ 5 ms, docs/performance.md). Called from
// scripts/bench.ts (`BENCH_ONLY=market npm run bench`). Rows: the rule alone (computeMarketPrice over
// 10,000 points), a read (the stored snapshot, what GET …/market-price answers), and a recompute from
// storage (quartiles, fences and per-source sums in SQL on embedded PGlite, the snapshot written).
import { openDatabase, openDomainOrm } from '@platform/db';
import { createLogger } from '@platform/observability';
import { percentiles, sampleMs, type Measurement } from '../../../scripts/bench-table.js';
import { catalogStorage, computeMarketPrice, createCatalogDomain, PRICE_SOURCES } from '../src/domain.js';

const POINTS = 10_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 200);

function plantedPoints(now: Date) {
  return Array.from({ length: POINTS }, (_, i) => ({
    source: PRICE_SOURCES[i % PRICE_SOURCES.length],
    price: Math.round((100 + Math.sin(i) * 10 + (i % 97 === 0 ? 400 : 0)) * 100) / 100,
    isSold: i % 3 === 0,
    observedAt: new Date(now.getTime() - (i % 29) * 86400_000 - i),
  }));
}

async function timed(runs: number, work: () => unknown): Promise<string> {
  const [p50, p95, p99] = percentiles(await sampleMs(runs, work), [50, 95, 99]);
  return `p50 ${p50} ms, p95 ${p95} ms, p99 ${p99} ms (${runs} runs)`;
}

export async function marketPriceBench(): Promise<Measurement[]> {
  const logger = createLogger('silent');
  const now = new Date();
  const points = plantedPoints(now);
  const rule = await timed(RUNS, () => computeMarketPrice(points, now));

  const db = await openDatabase({ dataDir: 'memory://', logger });
  const orm = await openDomainOrm(db, catalogStorage, logger);
  try {
    const catalog = createCatalogDomain({ orm, logger, now: () => now });
    const card = await catalog.services.cards.create('bench', {
      name: 'Bench',
      game: 'mtg',
      setCode: 'bn',
      setName: 'Bench',
      rarity: 'rare',
      collectorNumber: '1',
    });
    for (let i = 0; i < POINTS; i += 1000) {
      await db.pool.query(
        `insert into catalog.price_point (card_id, source, price, is_sold, observed_at, recorded_at)
         select $1, p->>'source', (p->>'price')::numeric, (p->>'isSold')::boolean, (p->>'observedAt')::timestamptz, now() from jsonb_array_elements($2::jsonb) p`,
        [card.cardId, JSON.stringify(points.slice(i, i + 1000))],
      );
    }
    await db.pool.query(`update catalog.card set points_recorded = $2 where id = $1`, [card.cardId, POINTS]);
    const recompute = await timed(Math.min(RUNS, 30), () => catalog.services.pricing.recompute(card.cardId));
    const read = await timed(RUNS, () => catalog.services.pricing.marketPrice(card.cardId));
    return [
      {
        measure: `cards: market price rule over ${POINTS} points of one card (in process)`,
        result: rule,
        target: 'p95 ≤ 5 ms',
      },
      {
        measure: `cards: market price read, ${POINTS} points of one card (the stored snapshot, in process, PGlite)`,
        result: read,
        target: 'p95 ≤ 5 ms',
      },
      {
        measure: `cards: market price recompute from storage on a recorded point, ${POINTS} points (in process, PGlite)`,
        result: recompute,
      },
    ];
  } finally {
    await orm.close();
    await db.close();
  }
}
