import { z } from 'zod';

// The zone admin and erasure records of the game API, as OpenAPI documents them.

export const managedZoneRecord = z
  .object({
    id: z.number().int(),
    kind: z.enum(['school', 'hospital', 'government']),
    name: z.string().nullable(),
    source: z.enum(['file', 'mapdata', 'osm', 'admin']).describe('where the zone came from'),
    sourceRef: z.string().describe("the zone's id in its source (way/123, a feature id, a uuid)"),
    loadedAt: z.string().describe('when the zone was stored'),
    geometry: z.record(z.string(), z.unknown()).describe('GeoJSON Polygon or MultiPolygon'),
  })
  .meta({ id: 'ManagedExclusionZone' });

export const zoneAuditRecord = z
  .object({
    id: z.string(),
    action: z.enum(['added', 'removed', 'imported']),
    zoneId: z.number().int().nullable(),
    source: z.enum(['file', 'mapdata', 'osm', 'admin']),
    sourceRef: z.string().nullable(),
    kind: z.string().nullable(),
    name: z.string().nullable(),
    actor: z.string().describe('player:<uuid> for an admin token, cli:<user> for npm run zones:import'),
    at: z.string(),
    detail: z.record(z.string(), z.unknown()).nullable().describe("an import's file and counts"),
  })
  .meta({ id: 'ZoneAuditEntry' });

export const locationDataErasureRecord = z
  .object({
    auditEntries: z.number().int().describe('location audit rows deleted'),
    positionForgotten: z
      .boolean()
      .describe('the last valid position is gone: validate again before located actions'),
    fingerprints: z
      .number()
      .int()
      .describe('fingerprints deleted (the creatures they spawned stay, unlinked)'),
  })
  .meta({ id: 'LocationDataErasure' });
