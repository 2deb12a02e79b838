import { defineJob, PermanentJobError, type JobData } from '@platform/jobs';
import type { AuditPartitions } from '../audit/audit-partitions.js';
import type { ZoneService } from '../services/zone.service.js';
import { fetchMapdataZones } from '../zones/mapdata-fetcher.js';
import type { GameSettings } from '@platform/config';

export const GEO_SAFETY_JOB = {
  mapdataRefresh: 'geo-safety.mapdata-refresh',
  auditPartitions: 'geo-safety.audit-partitions',
} as const;

/** Partitions are checked daily: a missed day still leaves the next month's partition a month ahead. */
export function geoSafetySchedules(settings: GameSettings): Array<[string, string]> {
  const schedules: Array<[string, string]> = [['1 day', GEO_SAFETY_JOB.auditPartitions]];
  if (settings.MAPDATA_API_URL)
    schedules.push([settings.MAPDATA_REFRESH_INTERVAL, GEO_SAFETY_JOB.mapdataRefresh]);
  return schedules;
}

export interface GeoSafetyJobDeps {
  settings: GameSettings;
  zones: ZoneService;
  partitions: AuditPartitions;
  now: () => Date;
  /** Tells the other replicas to rebuild their zone index. */
  announceZones(): Promise<void>;
}

export function geoSafetyJobs(deps: GeoSafetyJobDeps) {
  return [
    defineJob<JobData>({
      name: GEO_SAFETY_JOB.mapdataRefresh,
      description: 'Fetches exclusion zones from MAPDATA_API_URL and replaces the stored map data zones',
      concurrency: 1,
      async handler(_data, { logger }) {
        const url = deps.settings.MAPDATA_API_URL;
        if (!url) throw new PermanentJobError('MAPDATA_API_URL is not set');
        const parsed = await fetchMapdataZones({
          url,
          allowPrivate: deps.settings.MAPDATA_ALLOW_PRIVATE,
          apiKey: deps.settings.DATAVENDOR_API_KEY,
        });
        const stored = await deps.zones.replaceSource('mapdata', parsed.zones);
        await deps.announceZones();
        logger.info({ ...stored, skipped: parsed.skipped.length }, 'map data zones refreshed');
      },
    }),
    defineJob<JobData>({
      name: GEO_SAFETY_JOB.auditPartitions,
      description: "Creates next month's audit partition ahead and drops partitions past the retention",
      concurrency: 1,
      async handler(_data, { logger }) {
        logger.info(await deps.partitions.maintain(deps.now()), 'audit partitions maintained');
      },
    }),
  ];
}
