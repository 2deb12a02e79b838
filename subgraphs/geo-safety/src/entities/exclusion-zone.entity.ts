import { defineEntity, p } from '@mikro-orm/core';
import type { MultiPolygon, Polygon } from 'geojson';
import type { ZoneKind } from '../zones/zone-kinds.js';

/**
 * Where zones come from: EXCLUSION_ZONES_FILE, the MAPDATA_API_URL job, `npm run zones:import` (osm)
 * and the admin API (admin). A refresh or import replaces every zone of its source and no other.
 */
export type ZoneSource = 'file' | 'mapdata' | 'osm' | 'admin';
export const ZONE_SOURCES = ['file', 'mapdata', 'osm', 'admin'] as const satisfies readonly ZoneSource[];

const ExclusionZoneSchema = defineEntity({
  name: 'ExclusionZone',
  schema: 'geo_safety',
  tableName: 'exclusion_zone',
  uniques: [{ name: 'exclusion_zone_source_ref_unique', properties: ['source', 'sourceRef'] }],
  properties: {
    id: p.integer().primary(),
    source: p.string().length(16).$type<ZoneSource>(),
    sourceRef: p.string().length(64),
    kind: p.string().length(16).$type<ZoneKind>(),
    name: p.text().nullable(),
    /** GeoJSON Polygon or MultiPolygon, lon/lat (WGS 84). */
    geometry: p.json<Polygon | MultiPolygon>(),
    loadedAt: p.datetime(),
  },
});

/** A place players are kept out of (school, hospital, government building). */
export class ExclusionZone extends ExclusionZoneSchema.class {}
ExclusionZoneSchema.setClass(ExclusionZone);
