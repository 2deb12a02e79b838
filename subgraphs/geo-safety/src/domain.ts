import { readFile } from 'node:fs/promises';
import type { Logger } from 'pino';
import type { DomainOrm, QueryPool } from '@platform/db';
import type { EventBus } from '@platform/pubsub';
import type { GameSettings } from '@platform/config';
import { AuditLog } from './audit/audit-log.js';
import { AuditPartitions } from './audit/audit-partitions.js';
import { BufferedAuditWriter } from './audit/buffered-audit-writer.js';
import { ZoneService } from './services/zone.service.js';
import { ZoneAdminService } from './services/zone-admin.service.js';
import { LocationErasureService } from './services/location-erasure.service.js';
import { LocationValidationService } from './services/location-validation.service.js';
import { MemoryStateStore } from './session/memory-state-store.js';
import { RedisStateStore } from './session/redis-state-store.js';
import type { LocationStateStore } from './session/location-state-store.js';
import { parseGeoJsonZones } from './zones/geojson-zones.js';
import { geoSafetyJobs, geoSafetySchedules } from './jobs/geo-safety-jobs.js';
import { districtOfCell } from './validation/cells.js';
import { StrikeLedger } from './standing/strike-ledger.js';
import type { CellEntered } from '@platform/game-events';

export { geoSafetyStorage } from './storage.js';
export { ZoneService } from './services/zone.service.js';
export { ZoneAdminService } from './services/zone-admin.service.js';
export { parseGeoJsonZones } from './zones/geojson-zones.js';
export { parseOsmXmlZones } from './zones/osm-xml-zones.js';
export { isOsmPbf, parseOsmPbfZones } from './zones/osm-pbf-zones.js';
export { parseOverpassZones } from './zones/overpass-zones.js';
export { coveringCells } from './zones/zone-index.js';
export { loadGameSettings, type GameSettings } from '@platform/config';
export type * from './validation/location-report.js';
export type { ValidatedPosition, LocationStateStore } from './session/location-state-store.js';
export { cellsOfPoint, districtOfCell } from './validation/cells.js';
export type { PlayerStanding } from './standing/strike-ledger.js';

/** Published when a replica stored new zones; every replica rebuilds its in-memory index. */
export const ZONES_CHANGED_TOPIC = 'geo-safety.zones-changed';

export interface GeoSafetyOptions {
  orm: DomainOrm;
  /** The database's pool, for the audit inserts (the hot path's only write: no ORM in between). */
  pool: Pick<QueryPool, 'query'>;
  settings: GameSettings;
  logger: Logger;
  bus?: EventBus;
  /** The clock every rule reads (tests move it). */
  now?: () => Date;
  /**
   * The clock the scheduled jobs read (audit partitions), defaulting to `now`. GAME_TEST_CLOCK moves
   * this one only: validations judge device timestamps against the real clock.
   */
  jobClock?: () => Date;
  /** Overrides the store chosen from REDIS_URL. */
  store?: LocationStateStore;
  /** Key prefix in Redis (the platform's REDIS_NAMESPACE). */
  redisPrefix?: string;
  /** NODE_ENV=production: validation fails closed without zone data unless GAME_ALLOW_EMPTY_ZONES. */
  production?: boolean;
}

/**
 * The geo-safety domain's services, without its API (subgraph.ts puts SDL and resolvers on top): location
 * validation, exclusion zones (EXCLUSION_ZONES_FILE at start, MAPDATA_API_URL by a job), the audit
 * log and its partitions, and the per-player state store.
 */
export async function createGeoSafetyDomain(options: GeoSafetyOptions) {
  const { orm, settings, logger } = options;
  const now = options.now ?? (() => new Date());
  const jobClock = options.jobClock ?? now;
  const store =
    options.store ??
    (settings.REDIS_URL
      ? await RedisStateStore.connect({
          url: settings.REDIS_URL,
          clusterMode: settings.REDIS_CLUSTER_MODE,
          prefix: `${options.redisPrefix ?? 'platform'}:game`,
          onError: (error) => logger.warn({ err: error.message }, 'game state store: Redis error'),
        })
      : new MemoryStateStore());
  const audit = new AuditLog(orm, options.pool);
  const partitions = new AuditPartitions(orm, settings.GAME_AUDIT_RETENTION_MONTHS);
  const zones = new ZoneService(orm, settings.GAME_ZONE_INDEX_RESOLUTION, now);

  // Inserts need this month's partition before the first request, not at the job's first run.
  await partitions.maintain(now());
  if (settings.EXCLUSION_ZONES_FILE) {
    const parsed = parseGeoJsonZones(await readFile(settings.EXCLUSION_ZONES_FILE, 'utf8'));
    const stored = await zones.replaceSource('file', parsed.zones);
    logger.info(
      { ...stored, skipped: parsed.skipped.length, file: settings.EXCLUSION_ZONES_FILE },
      'exclusion zones loaded',
    );
  } else {
    await zones.reload();
  }
  const unsubscribe =
    options.bus?.subscribe(ZONES_CHANGED_TOPIC, () => zones.reload().then(() => undefined)) ??
    (() => undefined);
  const announceZones = () => options.bus?.publish(ZONES_CHANGED_TOPIC, {}) ?? Promise.resolve();

  // GAME_AUDIT_FLUSH_MS=0 writes each row before answering (a failed write answers `error`).
  const writer =
    settings.GAME_AUDIT_FLUSH_MS > 0
      ? new BufferedAuditWriter((rows) => audit.insertRows(rows), {
          maxRows: settings.GAME_AUDIT_BATCH_ROWS,
          flushMs: settings.GAME_AUDIT_FLUSH_MS,
          logger,
        })
      : undefined;
  const bus = options.bus;
  const strikes = new StrikeLedger(options.pool, settings);
  const zonesRequired = options.production === true && !settings.GAME_ALLOW_EMPTY_ZONES;
  const notify = bus ? (topic: string, event: CellEntered) => bus.notify(topic, event) : undefined;
  const validation = new LocationValidationService({
    settings,
    store,
    zones: () => zones.index,
    audit: writer ?? audit,
    strikes,
    zonesRequired,
    now,
    logger,
    notify,
  });
  const zoneAdmin = new ZoneAdminService({
    orm,
    zones,
    announce: announceZones,
    now,
    maxCells: settings.GAME_ZONE_MAX_CELLS,
    indexResolution: settings.GAME_ZONE_INDEX_RESOLUTION,
  });
  const erasure = new LocationErasureService(audit, store, writer);
  return {
    services: {
      validation,
      zones,
      zoneAdmin,
      erasure,
      audit,
      partitions,
      store,
      auditWriter: writer,
      strikes,
    },
    /** False while validation fails closed for want of zone data (what the game's /ready reports). */
    zonesReady: () => !zonesRequired || zones.index.size > 0,
    jobs: geoSafetyJobs({ settings, zones, partitions, now: jobClock, announceZones }),
    /** The daily job's work at once, by the job clock (what advancing the test clock runs). */
    runDailyWork: () => partitions.maintain(jobClock()),
    schedules: geoSafetySchedules(settings),
    /** The district of a cell of any finer resolution (its parent at GAME_DISTRICT_RESOLUTION). */
    districtOf: (cell: string) => districtOfCell(cell, settings.GAME_DISTRICT_RESOLUTION),
    close: async () => {
      unsubscribe();
      await writer?.close();
      await store.close();
    },
  };
}

export type GeoSafetyDomain = Awaited<ReturnType<typeof createGeoSafetyDomain>>;
