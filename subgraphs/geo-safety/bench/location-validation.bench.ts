// Location validation in process with 10,000 exclusion zones stored and indexed (target p95 < 100 ms;
// over HTTP p95 <= 10 ms at 500 req/s, docs/products/game.md). Measures the zone check alone and the whole
// validation (rate limit, spoof, speed, zone, trail, audit insert) on embedded PGlite with the in-process
// state store. Run: npx node --import tsx subgraphs/geo-safety/bench/location-validation.bench.ts
import { randomUUID } from 'node:crypto';
import { openDatabase, openDomainOrm } from '@platform/db';
import { createLogger } from '@platform/observability';
import { percentiles, type Measurement } from '../../../scripts/bench-table.js';
import { createGeoSafetyDomain, geoSafetyStorage, loadGameSettings } from '../src/domain.js';
import { AREA, METERS_PER_DEGREE_LAT, syntheticZones, uniform } from './synthetic-zones.js';

const PLAYERS = 200;
const WARM_UP = 500;
const VALIDATIONS = 5_000;

export async function locationValidationBench(): Promise<Measurement[]> {
  const logger = createLogger('silent');
  const db = await openDatabase({ dataDir: 'memory://', logger });
  const orm = await openDomainOrm(db, geoSafetyStorage, logger);
  let clock = Date.parse('2026-11-23T10:00:00Z');
  const now = () => new Date(clock);
  // A generous rate limit: the bench replays many players from one loop, as a load balancer would.
  const domain = await createGeoSafetyDomain({
    orm,
    pool: db.pool,
    settings: loadGameSettings({ GAME_RATE_LIMIT_MAX: '1000000' }),
    logger,
    now,
  });
  try {
    const next = uniform(0x67656f30);
    const loadStarted = performance.now();
    const stored = await domain.services.zones.replaceSource('file', syntheticZones(next));
    const loadMs = performance.now() - loadStarted;

    const players = Array.from({ length: PLAYERS }, () => ({
      id: randomUUID(),
      session: randomUUID(),
      lat: AREA.south + next() * AREA.height,
      lng: AREA.west + next() * AREA.width,
    }));
    const zoneTimes: number[] = [];
    const totals: number[] = [];
    const outcomes = new Map<string, number>();
    for (let i = 0; i < WARM_UP + VALIDATIONS; i++) {
      const player = players[i % PLAYERS];
      clock += 25; // every player reports every 5 s (200 players at 40 reports per simulated second)
      player.lat += ((next() - 0.5) * 6) / METERS_PER_DEGREE_LAT; // a few metres of walking per report
      const accuracy = 3 + next() * 30;
      const zoneStarted = performance.now();
      domain.services.zones.index.check(player.lat, player.lng, Math.min(accuracy, 50));
      const zoneMs = performance.now() - zoneStarted;
      const started = performance.now();
      const result = await domain.services.validation.validate(player.id, {
        sessionId: player.session,
        latitude: player.lat,
        longitude: player.lng,
        accuracy,
        timestamp: now(),
        platform: 'bench',
      });
      const totalMs = performance.now() - started;
      if (i < WARM_UP) continue;
      zoneTimes.push(zoneMs);
      totals.push(totalMs);
      outcomes.set(result.resultCode, (outcomes.get(result.resultCode) ?? 0) + 1);
    }
    const [z50, z95, z99] = percentiles(zoneTimes, [50, 95, 99]);
    const [t50, t95, t99] = percentiles(totals, [50, 95, 99]);
    return [
      {
        measure: `Game: ${stored.zones} zone polygons stored and indexed (${stored.cells} H3 cells)`,
        result: `${(loadMs / 1000).toFixed(1)} s`,
      },
      {
        measure: `Game: zone check (H3 candidates + exact test), p50/p95/p99 of ${VALIDATIONS}`,
        result: `${z50}/${z95}/${z99} ms`,
      },
      {
        measure: `Game: whole validation, audit rows batched (PGlite), p50/p95/p99 of ${VALIDATIONS}`,
        result: `${t50}/${t95}/${t99} ms`,
      },
      { measure: 'Game: outcomes', result: [...outcomes].map(([code, n]) => `${code} ${n}`).join(', ') },
    ];
  } finally {
    await domain.close();
    await orm.close();
    await db.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const { measure, result } of await locationValidationBench()) console.log(`${measure}: ${result}`);
}
