import { z } from 'zod';
import type { MultiPolygon, Polygon } from 'geojson';
import { zoneKindOf, type ZoneDraft } from './zone-kinds.js';

const position = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]).rest(z.number());
const ring = z.array(position).min(4);
/** A zone's shape: a GeoJSON Polygon or MultiPolygon in lon/lat, each ring closed with 4 positions or more. */
export const zoneGeometry = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Polygon'), coordinates: z.array(ring).min(1) }),
  z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(ring).min(1)).min(1) }),
]);
const feature = z.object({
  type: z.literal('Feature'),
  id: z.union([z.string(), z.number()]).optional(),
  geometry: zoneGeometry,
  properties: z.record(z.string(), z.unknown()).nullable().default({}),
});
const featureCollection = z.object({ type: z.literal('FeatureCollection'), features: z.array(z.unknown()) });

export interface ParsedZones {
  zones: ZoneDraft[];
  /** Features left out, with why (not a polygon, no zone kind). */
  skipped: Array<{ index: number; reason: string }>;
}

/**
 * Zones of a GeoJSON FeatureCollection (EXCLUSION_ZONES_FILE): every Polygon or MultiPolygon feature
 * whose properties name a kind (`kind`: school, hospital, government) or carry OSM tags that do
 * (amenity=school, ...). The id is the feature's `id`, else `properties.id`, else its position.
 * A broken collection throws; a broken feature is skipped and reported.
 */
export function parseGeoJsonZones(text: string): ParsedZones {
  const collection = featureCollection.parse(JSON.parse(text));
  const parsed: ParsedZones = { zones: [], skipped: [] };
  collection.features.forEach((raw, index) => {
    const result = feature.safeParse(raw);
    if (!result.success)
      return parsed.skipped.push({ index, reason: 'not a Polygon or MultiPolygon feature' });
    const properties = result.data.properties ?? {};
    const kind = zoneKindOf(properties);
    if (!kind) return parsed.skipped.push({ index, reason: 'no zone kind' });
    const id = result.data.id ?? (properties.id as string | number | undefined) ?? index;
    parsed.zones.push({
      sourceRef: String(id),
      kind,
      name: typeof properties.name === 'string' ? properties.name : null,
      geometry: result.data.geometry as Polygon | MultiPolygon,
    });
  });
  return parsed;
}
