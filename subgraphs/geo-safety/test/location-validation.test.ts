import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { directJobContext } from '@platform/jobs';
import { createLogger } from '@platform/observability';
import { RedisStateStore } from '../src/session/redis-state-store.js';
import { GEO_SAFETY_JOB } from '../src/jobs/geo-safety-jobs.js';
import { CELL_ENTERED_TOPIC, type CellEntered } from '@platform/game-events';
import { LocalEventBus } from '@platform/pubsub';
import type { LocationReport } from '../src/domain.js';
import { openStorage, startGeoSafety, type GeoSafetyHarness } from './geo-safety-harness.js';
import { geoSafetyStorage } from '../src/domain.js';
import type { OpenedStorage } from '@platform/test-kit';

const ZONES_FILE = fileURLToPath(new URL('./fixtures/exclusion-zones.geojson', import.meta.url));
const OVERPASS = readFileSync(new URL('./fixtures/overpass-answer.json', import.meta.url));
const METERS_PER_DEGREE_LAT = 111_200;
const jobContext = directJobContext(createLogger('silent'));
const SLOW_START = 120_000;

/** One PGlite for the file; each test's domain runs on it. */
let storage: OpenedStorage;
beforeAll(async () => {
  storage = await openStorage(geoSafetyStorage);
}, SLOW_START);
afterAll(() => storage.close());

describe('location validation on PGlite', () => {
  let game: GeoSafetyHarness;
  const sessionId = randomUUID();
  /** A report `meters` north of a street clear of zones, stamped with the test clock's time. */
  const at = (meters: number, overrides: Partial<LocationReport> = {}): LocationReport => ({
    sessionId,
    latitude: 52.515 + meters / METERS_PER_DEGREE_LAT,
    longitude: 13.39,
    accuracy: 5,
    timestamp: game.clock.now(),
    platform: 'android',
    ...overrides,
  });
  const validate = (playerId: string, report: LocationReport) =>
    game.domain.services.validation.validate(playerId, report);

  beforeAll(async () => {
    game = await startGeoSafety({ EXCLUSION_ZONES_FILE: ZONES_FILE, GAME_RATE_LIMIT_MAX: '5' }, { storage });
  });
  afterAll(() => game.close());

  it('answers valid with the cells and every check, and writes the audit row', async () => {
    const player = randomUUID();
    const result = await validate(player, at(0));
    expect(result).toMatchObject({
      resultCode: 'valid',
      checks: {
        zoneCheck: { passed: true },
        speedCheck: { passed: true, speedKmh: null },
        spoofCheck: { passed: true },
      },
    });
    expect(result.h3Cell).toMatch(/^87/);
    expect(result.gameplayCell).toMatch(/^89/);
    expect(result.districtId).toMatch(/^86/);
    const rows = await game.sql(
      'select result_code, h3_cell, checks from geo_safety.location_audit where player_id = $1',
      [player],
    );
    expect(rows).toEqual([
      {
        result_code: 'valid',
        h3_cell: result.h3Cell,
        checks: expect.objectContaining({ zoneCheck: expect.objectContaining({ passed: true }) }),
      },
    ]);
    expect(await game.domain.services.store.lastValidated(player)).toMatchObject({ h3Cell: result.h3Cell });
  });

  it('blocks a point inside a school of EXCLUSION_ZONES_FILE, and does not keep it as the last valid position', async () => {
    const player = randomUUID();
    const result = await validate(player, { ...at(0), latitude: 52.52045, longitude: 13.40075 });
    expect(result).toMatchObject({
      resultCode: 'blocked_exclusion_zone',
      checks: { zoneCheck: { kind: 'school', name: 'Primary School on Linden Street' } },
    });
    expect(await game.domain.services.store.lastValidated(player)).toBeNull();
  });

  it('walks, then rides into a speed lockout, then teleports into a spoof verdict', async () => {
    const player = randomUUID();
    const codes: string[] = [];
    for (const meters of [0, 14, 28]) {
      codes.push((await validate(player, at(meters))).resultCode);
      game.clock.advance(10_000);
    }
    codes.push((await validate(player, at(228))).resultCode); // 228 m in the 30 s window: 26 km/h on average
    game.clock.advance(10_000);
    codes.push((await validate(player, at(20_000))).resultCode); // 20 km in 10 s
    expect(codes).toEqual(['valid', 'valid', 'valid', 'blocked_speed_lockout', 'blocked_spoof_detected']);
  });

  it('refuses a report whose timestamp is far from the server clock', async () => {
    const result = await validate(
      randomUUID(),
      at(0, { timestamp: new Date(game.clock.now().getTime() - 10 * 60_000) }),
    );
    expect(result).toMatchObject({
      resultCode: 'blocked_spoof_detected',
      checks: { spoofCheck: { reason: 'clock_skew' } },
    });
  });

  it('rate-limits a player past GAME_RATE_LIMIT_MAX in the window, and lets them in once it has passed', async () => {
    const player = randomUUID();
    const codes: string[] = [];
    for (let i = 0; i < 6; i++) {
      codes.push((await validate(player, at(i))).resultCode);
      game.clock.advance(1000);
    }
    expect(codes).toEqual(['valid', 'valid', 'valid', 'valid', 'valid', 'blocked_rate_limit']);
    expect((await validate(randomUUID(), at(0))).resultCode).toBe('valid'); // another player is not limited
    game.clock.advance(60_000);
    expect((await validate(player, at(6))).resultCode).toBe('valid');
  });

  it('refuses coordinates out of range before judging anything', async () => {
    await expect(validate(randomUUID(), at(0, { latitude: 91 }))).rejects.toThrow(
      'latitude must be between -90 and 90',
    );
  });

  it('announces a valid fix in a gameplay cell other than the previous fix (patrol steps), not every fix', async () => {
    const bus = new LocalEventBus();
    const entered: CellEntered[] = [];
    bus.subscribe<CellEntered>(CELL_ENTERED_TOPIC, (event) => void entered.push(event));
    const announcing = await startGeoSafety({}, { storage, bus });
    try {
      const player = randomUUID();
      const report = (meters: number) => ({ ...at(meters), timestamp: announcing.clock.now() });
      const cells: string[] = [];
      for (const meters of [0, 10, 600]) {
        cells.push(
          (await announcing.domain.services.validation.validate(player, report(meters))).gameplayCell,
        );
        announcing.clock.advance(600_000); // a walk: 600 m in ten minutes
      }
      expect(cells[0]).toBe(cells[1]);
      expect(entered.map((event) => [event.playerId, event.gameplayCell])).toEqual([
        [player, cells[0]],
        [player, cells[2]],
      ]);
    } finally {
      await announcing.close();
    }
  });
});

describe('map data zones', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/redirect') return res.writeHead(302, { location: '/zones' }).end();
      res.writeHead(200, { 'content-type': 'application/json' }).end(OVERPASS);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('are refused from a private address unless MAPDATA_ALLOW_PRIVATE, and never through a redirect', async () => {
    const guarded = await startGeoSafety({ MAPDATA_API_URL: `${url}/zones` }, { storage });
    const redirected = await startGeoSafety(
      { MAPDATA_API_URL: `${url}/redirect`, MAPDATA_ALLOW_PRIVATE: 'true' },
      { storage },
    );
    try {
      const run = (game: typeof guarded) =>
        game.domain.jobs
          .find((job) => job.name === GEO_SAFETY_JOB.mapdataRefresh)!
          .handler({ userId: null }, jobContext);
      await expect(run(guarded)).rejects.toThrow(
        'URL not allowed: it resolves to a private or reserved address',
      );
      await expect(run(redirected)).rejects.toThrow();
      expect(
        await guarded.sql(
          "select count(*)::int as n from geo_safety.exclusion_zone where source = 'mapdata'",
        ),
      ).toEqual([{ n: 0 }]);
    } finally {
      await guarded.close();
      await redirected.close();
    }
  });

  it('are fetched by the scheduled job, stored with their cells, and block from then on', async () => {
    const game = await startGeoSafety(
      { MAPDATA_API_URL: `${url}/zones`, MAPDATA_ALLOW_PRIVATE: 'true' },
      { storage },
    );
    try {
      expect(game.domain.schedules).toContainEqual(['1 day', GEO_SAFETY_JOB.mapdataRefresh]);
      const report = {
        sessionId: randomUUID(),
        latitude: 52.5305,
        longitude: 13.4007,
        accuracy: 5,
        timestamp: game.clock.now(),
        platform: 'ios',
      };
      expect((await game.domain.services.validation.validate(randomUUID(), report)).resultCode).toBe('valid');
      await game.domain.jobs
        .find((job) => job.name === GEO_SAFETY_JOB.mapdataRefresh)!
        .handler({ userId: null }, jobContext);
      const [{ zones, cells }] = await game.sql(
        "select count(distinct zone_id)::int as zones, count(*)::int as cells from geo_safety.zone_cell join geo_safety.exclusion_zone z on z.id = zone_id where z.source = 'mapdata'",
      );
      expect(zones).toBe(3);
      expect(cells).toBeGreaterThanOrEqual(3);
      expect(await game.domain.services.validation.validate(randomUUID(), report)).toMatchObject({
        resultCode: 'blocked_exclusion_zone',
        checks: { zoneCheck: { name: 'Riverside School' } },
      });
    } finally {
      await game.close();
    }
  });
});

describe('location validation with Redis state', () => {
  it('answers error, never valid, when the state store fails', async () => {
    const store = await RedisStateStore.connect({
      url: 'redis://127.0.0.1:6379',
      clusterMode: false,
      prefix: `test-${randomUUID()}`,
    });
    const game = await startGeoSafety({}, { store, storage });
    try {
      const report = {
        sessionId: randomUUID(),
        latitude: 52.5,
        longitude: 13.4,
        accuracy: 5,
        timestamp: game.clock.now(),
        platform: 'ios',
      };
      expect((await game.domain.services.validation.validate(randomUUID(), report)).resultCode).toBe('valid');
      await store.close();
      const player = randomUUID();
      expect((await game.domain.services.validation.validate(player, report)).resultCode).toBe('error');
      expect(
        await game.sql('select result_code from geo_safety.location_audit where player_id = $1', [player]),
      ).toEqual([{ result_code: 'error' }]);
    } finally {
      await game.close();
    }
  });
});
