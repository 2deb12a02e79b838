import type { MultiPolygon, Polygon } from 'geojson';

/** The kinds of place the game keeps players out of. */
export const ZONE_KINDS = ['school', 'hospital', 'government'] as const;
export type ZoneKind = (typeof ZONE_KINDS)[number];

/** A zone as a source describes it, before it is stored. */
export interface ZoneDraft {
  /** The zone's id in its source ("way/123", a GeoJSON feature id); unique per source. */
  sourceRef: string;
  kind: ZoneKind;
  name: string | null;
  geometry: Polygon | MultiPolygon;
}

/** OpenStreetMap tags that make a place an exclusion zone, by kind. */
const TAG_KINDS: Array<[tag: string, values: string[], kind: ZoneKind]> = [
  ['amenity', ['school', 'kindergarten', 'childcare', 'college', 'university'], 'school'],
  ['amenity', ['hospital', 'clinic'], 'hospital'],
  ['healthcare', ['hospital', 'clinic'], 'hospital'],
  ['amenity', ['townhall', 'courthouse', 'police', 'embassy'], 'government'],
  ['office', ['government', 'diplomatic'], 'government'],
  ['building', ['school', 'kindergarten'], 'school'],
  ['building', ['hospital'], 'hospital'],
  ['building', ['government'], 'government'],
];

const isZoneKind = (value: unknown): value is ZoneKind =>
  typeof value === 'string' && (ZONE_KINDS as readonly string[]).includes(value);

/** The zone kind of a tagged place: an explicit `kind`, else its OSM tags; null when it is none of them. */
export function zoneKindOf(tags: Record<string, unknown> | null | undefined): ZoneKind | null {
  if (!tags) return null;
  if (isZoneKind(tags.kind)) return tags.kind;
  for (const [tag, values, kind] of TAG_KINDS) {
    const value = tags[tag];
    if (typeof value === 'string' && values.includes(value)) return kind;
  }
  return null;
}
