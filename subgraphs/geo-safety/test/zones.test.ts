import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { parseGeoJsonZones } from '../src/zones/geojson-zones.js';
import { parseOverpassZones } from '../src/zones/overpass-zones.js';
import { coveringCells, ZoneIndex } from '../src/zones/zone-index.js';
import type { ZoneDraft } from '../src/zones/zone-kinds.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const RESOLUTION = 9;

function indexOf(zones: ZoneDraft[]): ZoneIndex {
  const index = new ZoneIndex(RESOLUTION);
  zones.forEach((zone, i) => index.add({ id: i + 1, ...zone }, coveringCells(zone.geometry, RESOLUTION)));
  return index;
}

describe('GeoJSON zone file', () => {
  const parsed = parseGeoJsonZones(fixture('exclusion-zones.geojson'));

  it('reads a zone of each kind with its id and name, and skips features that are not zones', () => {
    expect(parsed.zones.map((zone) => [zone.sourceRef, zone.kind, zone.geometry.type])).toEqual([
      ['school-1', 'school', 'Polygon'],
      ['hospital-1', 'hospital', 'MultiPolygon'],
      ['3', 'government', 'Polygon'],
    ]);
    expect(parsed.skipped).toEqual([
      { index: 3, reason: 'no zone kind' },
      { index: 4, reason: 'not a Polygon or MultiPolygon feature' },
    ]);
  });

  it('refuses a file that is not a FeatureCollection', () => {
    expect(() => parseGeoJsonZones('{"type":"Feature"}')).toThrow();
    expect(() => parseGeoJsonZones('not json')).toThrow();
  });
});

describe('Overpass answer', () => {
  const parsed = parseOverpassZones(fixture('overpass-answer.json'));

  it('reads closed ways, multipolygon relations with split rings and holes, and nodes', () => {
    expect(parsed.zones.map((zone) => [zone.sourceRef, zone.kind, zone.name])).toEqual([
      ['way/1001', 'school', 'Riverside School'],
      ['relation/2002', 'hospital', "St. Mary's Hospital"],
      ['node/3003', 'government', 'Town Hall'],
    ]);
    const hospital = parsed.zones[1].geometry;
    expect(hospital.type).toBe('Polygon');
    // the two outer fragments were joined into one closed ring; the inner way became a hole
    expect(hospital.type === 'Polygon' && hospital.coordinates.map((ring) => ring.length)).toEqual([5, 5]);
    expect(parsed.skipped.map((skip) => skip.reason)).toEqual([
      'way is not closed',
      'no zone kind',
      'not a node, way or relation',
    ]);
  });
});

describe('zone index and exact check', () => {
  const index = indexOf([
    ...parseGeoJsonZones(fixture('exclusion-zones.geojson')).zones,
    ...parseOverpassZones(fixture('overpass-answer.json')).zones,
  ]);

  it('blocks a point inside each kind of zone', () => {
    expect(index.check(52.52045, 13.40075, 0)).toMatchObject({
      passed: false,
      kind: 'school',
      distanceMeters: 0,
    });
    expect(index.check(52.52045, 13.4132, 0)).toMatchObject({ passed: false, kind: 'hospital' }); // second wing
    expect(index.check(52.5202, 13.4202, 0)).toMatchObject({ passed: false, kind: 'government' });
    expect(index.check(52.5309, 13.413 - 0.0002, 0)).toMatchObject({
      passed: false,
      kind: 'hospital',
      name: "St. Mary's Hospital",
    });
    expect(index.check(52.53001, 13.42001, 0)).toMatchObject({
      passed: false,
      kind: 'government',
      name: 'Town Hall',
    });
  });

  it('lets a player stand in the courtyard hole of a zone and in the gap between two wings', () => {
    expect(index.check(52.5209, 13.4215, 0).passed).toBe(true);
    expect(index.check(52.5309, 13.4115, 0).passed).toBe(true);
    expect(index.check(52.52045, 13.412, 0).passed).toBe(true);
  });

  it('widens a zone by the accuracy buffer: 30 m outside is blocked with a 40 m buffer and allowed with 20 m', () => {
    // 30 m north of the school's northern edge (1 degree of latitude is about 111.2 km)
    const lat = 52.5209 + 30 / 111_200;
    const near = index.check(lat, 13.4007, 40);
    expect(near).toMatchObject({ passed: false, kind: 'school', bufferMeters: 40 });
    expect(near.distanceMeters).toBeGreaterThan(28);
    expect(near.distanceMeters).toBeLessThan(32);
    expect(index.check(lat, 13.4007, 20).passed).toBe(true);
  });

  it('offers only the zones of nearby cells to the exact test', () => {
    expect(index.check(52.52045, 13.40075, 0).candidates).toBe(1);
    expect(index.check(48.85, 2.35, 50)).toMatchObject({ passed: true, candidates: 0 });
  });

  it('finds a zone from a buffer that reaches into a cell two rings away', () => {
    const wide = new ZoneIndex(RESOLUTION);
    const school = parseGeoJsonZones(fixture('exclusion-zones.geojson')).zones[0];
    wide.add({ id: 1, ...school }, coveringCells(school.geometry, RESOLUTION));
    const lat = 52.5209 + 400 / 111_200;
    expect(wide.check(lat, 13.4007, 420)).toMatchObject({ passed: false, kind: 'school' });
    expect(wide.check(lat, 13.4007, 380).passed).toBe(true);
  });
});
