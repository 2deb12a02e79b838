// The bench city's exclusion zones, shared by the in-process bench and `npm run bench`'s game section.
import { xoroshiro128plus } from 'pure-rand';
import type { Position } from 'geojson';
import { ZONE_KINDS, type ZoneDraft } from '../src/zones/zone-kinds.js';

export const ZONES = 10_000;
/** The bench city: about 33 km by 27 km. */
export const AREA = { south: 52.4, west: 13.2, height: 0.3, width: 0.4 };
export const METERS_PER_DEGREE_LAT = 111_200;

/** A seeded uniform [0, 1) source: every run measures the same city. */
export function uniform(seed: number): () => number {
  const generator = xoroshiro128plus(seed);
  return () => (generator.unsafeNext() >>> 0) / 4294967296;
}

/** An octagon of `radius` metres around a point (a school yard, a hospital block). */
function octagon(lat: number, lng: number, radius: number): Position[] {
  const dLat = radius / METERS_PER_DEGREE_LAT;
  const dLng = dLat / Math.cos((lat * Math.PI) / 180);
  const ring = Array.from({ length: 8 }, (_, i) => [
    lng + dLng * Math.cos((i * Math.PI) / 4),
    lat + dLat * Math.sin((i * Math.PI) / 4),
  ]);
  return [...ring, ring[0]];
}

export function syntheticZones(next: () => number, count = ZONES): ZoneDraft[] {
  return Array.from({ length: count }, (_, i) => ({
    sourceRef: `bench-${i}`,
    kind: ZONE_KINDS[i % ZONE_KINDS.length],
    name: null,
    geometry: {
      type: 'Polygon',
      coordinates: [
        octagon(AREA.south + next() * AREA.height, AREA.west + next() * AREA.width, 30 + next() * 90),
      ],
    },
  }));
}

/** The same zones as a GeoJSON FeatureCollection (EXCLUSION_ZONES_FILE). */
export function syntheticZonesGeoJson(next: () => number, count = ZONES): string {
  const features = syntheticZones(next, count).map((zone) => ({
    type: 'Feature',
    id: zone.sourceRef,
    properties: { kind: zone.kind },
    geometry: zone.geometry,
  }));
  return JSON.stringify({ type: 'FeatureCollection', features });
}
