import { z } from 'zod';
import { cellToBoundary, latLngToCell } from 'h3-js';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import type { Polygon, Position } from 'geojson';
import { zoneKindOf, type ZoneDraft } from './zone-kinds.js';
import { assembleRings, isClosed } from './ring-assembly.js';
import type { ParsedZones } from './geojson-zones.js';

const latLon = z.object({ lat: z.number(), lon: z.number() });
const tags = z.record(z.string(), z.string()).optional();
const element = z.discriminatedUnion('type', [
  z.object({ type: z.literal('node'), id: z.number(), lat: z.number(), lon: z.number(), tags }),
  z.object({ type: z.literal('way'), id: z.number(), tags, geometry: z.array(latLon).default([]) }),
  z.object({
    type: z.literal('relation'),
    id: z.number(),
    tags,
    members: z
      .array(
        z.object({ type: z.string(), role: z.string().default(''), geometry: z.array(latLon).optional() }),
      )
      .default([]),
  }),
]);
const answer = z.object({ elements: z.array(z.unknown()) });

/**
 * A school or hospital mapped as a single node gets the area of the H3 cell around it at this
 * resolution (10: edges about 66 m), so it is still kept clear rather than ignored.
 */
export const NODE_ZONE_RESOLUTION = 10;

const toLine = (points: Array<{ lat: number; lon: number }>): Position[] =>
  points.map((point) => [point.lon, point.lat]);

/** Polygons of a multipolygon relation: each closed outer ring with the inner rings that lie in it (rings that never close are dropped). */
function relationPolygons(
  members: Array<{ role: string; geometry?: Array<{ lat: number; lon: number }> }>,
): Position[][][] {
  const lines = (role: string) =>
    members
      .filter((member) => member.role === role && member.geometry)
      .map((member) => toLine(member.geometry!));
  const outer = assembleRings(lines('outer'));
  const inner = assembleRings(lines('inner'));
  const polygons = outer.rings.map((ring) => [ring]);
  for (const hole of inner.rings) {
    const owner = polygons.find((polygon) =>
      booleanPointInPolygon(hole[0], { type: 'Polygon', coordinates: [polygon[0]] }),
    );
    owner?.push(hole);
  }
  return polygons;
}

/**
 * Zones of an Overpass API JSON answer (`[out:json]` with `out geom`): closed ways, multipolygon
 * relations (split rings joined, holes kept) and nodes (the cell around them), whose tags make them
 * a school, hospital or government place (see zone-kinds.ts). Ids are "way/123", "relation/5", "node/7".
 */
export function parseOverpassZones(text: string): ParsedZones {
  return zonesOfElements(answer.parse(JSON.parse(text)).elements);
}

/** Zones of OSM elements in the Overpass JSON shape (ways and relation members with their geometry). */
export function zonesOfElements(elements: unknown[]): ParsedZones {
  const parsed: ParsedZones = { zones: [], skipped: [] };
  elements.forEach((raw, index) => {
    const result = element.safeParse(raw);
    if (!result.success) return parsed.skipped.push({ index, reason: 'not a node, way or relation' });
    const item = result.data;
    const kind = zoneKindOf(item.tags);
    if (!kind) return parsed.skipped.push({ index, reason: 'no zone kind' });
    const zone = (geometry: ZoneDraft['geometry']) =>
      parsed.zones.push({
        sourceRef: `${item.type}/${item.id}`,
        kind,
        name: item.tags?.name ?? null,
        geometry,
      });
    if (item.type === 'node') {
      const boundary = cellToBoundary(latLngToCell(item.lat, item.lon, NODE_ZONE_RESOLUTION), true);
      return zone({ type: 'Polygon', coordinates: [boundary] } satisfies Polygon);
    }
    if (item.type === 'way') {
      const line = toLine(item.geometry);
      if (!isClosed(line)) return parsed.skipped.push({ index, reason: 'way is not closed' });
      return zone({ type: 'Polygon', coordinates: [line] });
    }
    const polygons = relationPolygons(item.members);
    if (!polygons.length) return parsed.skipped.push({ index, reason: 'relation has no closed outer ring' });
    zone(
      polygons.length === 1
        ? { type: 'Polygon', coordinates: polygons[0] }
        : { type: 'MultiPolygon', coordinates: polygons },
    );
  });
  return parsed;
}
