import {
  cellToChildren,
  cellToParent,
  getHexagonEdgeLengthAvg,
  getResolution,
  gridDisk,
  isValidCell,
  latLngToCell,
  polygonToCellsExperimental,
  POLYGON_TO_CELLS_FLAGS,
} from 'h3-js';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import pointToPolygonDistance from '@turf/point-to-polygon-distance';
import type { MultiPolygon, Polygon } from 'geojson';
import type { ZoneCheck } from '../validation/location-report.js';
import type { ZoneKind } from './zone-kinds.js';

export interface IndexedZone {
  id: number;
  kind: ZoneKind;
  name: string | null;
  geometry: Polygon | MultiPolygon;
}

/** Every cell at `resolution` that a polygon overlaps, however little (so small zones get a cell too). */
export function coveringCells(geometry: Polygon | MultiPolygon, resolution: number): string[] {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const cells = new Set<string>();
  for (const polygon of polygons) {
    for (const cell of polygonToCellsExperimental(
      polygon,
      resolution,
      POLYGON_TO_CELLS_FLAGS.containmentOverlapping,
      true,
    ))
      cells.add(cell);
  }
  return [...cells];
}

/**
 * Exclusion zones by H3 cell, in memory: a check looks up the cells a point's buffer can reach and
 * runs the exact tests on those zones only. Built from the stored cell index (zone.service.ts).
 */
type Bbox = [west: number, south: number, east: number, north: number];

function bboxOf(geometry: Polygon | MultiPolygon): Bbox {
  const rings =
    geometry.type === 'Polygon'
      ? [geometry.coordinates[0]]
      : geometry.coordinates.map((polygon) => polygon[0]);
  const box: Bbox = [Infinity, Infinity, -Infinity, -Infinity];
  for (const ring of rings) {
    for (const [lng, lat] of ring) {
      box[0] = Math.min(box[0], lng);
      box[1] = Math.min(box[1], lat);
      box[2] = Math.max(box[2], lng);
      box[3] = Math.max(box[3], lat);
    }
  }
  return box;
}

const METERS_PER_DEGREE_LAT = 111_000;
/** A district (resolution 6) over a resolution-9 index is 343 cells; coarser cells are not answered. */
const MAX_CHILD_STEPS = 3;

export class ZoneIndex {
  private readonly byCell = new Map<string, IndexedZone[]>();
  /** Each zone's bounding box: most candidates are ruled out by it before any exact test. */
  private readonly boxes = new Map<number, Bbox>();
  private readonly zoneIds = new Set<number>();
  /** Smallest distance from a cell's centre to its edge, with room for H3's size variation. */
  private readonly inradiusMeters: number;

  constructor(readonly resolution: number) {
    this.inradiusMeters = getHexagonEdgeLengthAvg(resolution, 'm') * (Math.sqrt(3) / 2) * 0.6;
  }

  get size(): number {
    return this.zoneIds.size;
  }

  add(zone: IndexedZone, cells: readonly string[]): void {
    this.zoneIds.add(zone.id);
    this.boxes.set(zone.id, bboxOf(zone.geometry));
    for (const cell of cells) {
      const list = this.byCell.get(cell);
      if (list) list.push(zone);
      else this.byCell.set(cell, [zone]);
    }
  }

  /** Zones whose cells lie within `bufferMeters` of the point's cell: k rings, each at least two inradii wide. */
  candidates(lat: number, lng: number, bufferMeters: number): IndexedZone[] {
    const rings = bufferMeters > 0 ? Math.ceil(bufferMeters / (2 * this.inradiusMeters)) : 0;
    const origin = latLngToCell(lat, lng, this.resolution);
    const cells = rings === 0 ? [origin] : gridDisk(origin, rings);
    const found = new Map<number, IndexedZone>();
    for (const cell of cells) for (const zone of this.byCell.get(cell) ?? []) found.set(zone.id, zone);
    return [...found.values()];
  }

  /**
   * Blocked when the point is inside a zone, or within `bufferMeters` of its edge (the accuracy
   * buffer: the player may really be that far from where the fix says).
   */
  check(lat: number, lng: number, bufferMeters: number): ZoneCheck {
    const candidates = this.candidates(lat, lng, bufferMeters);
    const point = [lng, lat];
    let nearest: { zone: IndexedZone; distance: number } | null = null;
    // The buffer in degrees, a little wide (111 km per degree of latitude, less toward the poles).
    const dLat = bufferMeters / METERS_PER_DEGREE_LAT;
    const dLng = dLat / Math.max(Math.cos((lat * Math.PI) / 180), 0.01);
    for (const zone of candidates) {
      const [west, south, east, north] = this.boxes.get(zone.id)!;
      if (lng < west - dLng || lng > east + dLng || lat < south - dLat || lat > north + dLat) continue;
      const distance = booleanPointInPolygon(point, zone.geometry)
        ? 0
        : bufferMeters > 0
          ? pointToPolygonDistance(point, zone.geometry, { units: 'meters' })
          : Infinity;
      if (distance <= bufferMeters && (!nearest || distance < nearest.distance)) nearest = { zone, distance };
      if (nearest?.distance === 0) break;
    }
    return {
      passed: nearest === null,
      zoneId: nearest?.zone.id ?? null,
      kind: nearest?.zone.kind ?? null,
      name: nearest?.zone.name ?? null,
      distanceMeters: nearest ? Math.round(nearest.distance * 10) / 10 : null,
      bufferMeters,
      candidates: candidates.length,
    };
  }

  /** Zones within `radiusMeters` of a point, nearest first, each with its distance (0 inside). */
  near(lat: number, lng: number, radiusMeters: number): Array<{ zone: IndexedZone; distanceMeters: number }> {
    const point = [lng, lat];
    return this.candidates(lat, lng, radiusMeters)
      .map((zone) => ({
        zone,
        distanceMeters: booleanPointInPolygon(point, zone.geometry)
          ? 0
          : pointToPolygonDistance(point, zone.geometry, { units: 'meters' }),
      }))
      .filter((found) => found.distanceMeters <= radiusMeters)
      .sort((a, b) => a.distanceMeters - b.distanceMeters);
  }

  /**
   * Zones overlapping an H3 cell of any resolution: a finer cell answers with its index cell's zones
   * (a slight over-answer), a coarser one with its children's, up to MAX_CHILD_STEPS resolutions up.
   */
  inCell(cell: string): IndexedZone[] {
    if (!isValidCell(cell)) return [];
    const resolution = getResolution(cell);
    if (resolution - this.resolution < -MAX_CHILD_STEPS) return [];
    const cells =
      resolution >= this.resolution
        ? [cellToParent(cell, this.resolution)]
        : cellToChildren(cell, this.resolution);
    const found = new Map<number, IndexedZone>();
    for (const indexCell of cells)
      for (const zone of this.byCell.get(indexCell) ?? []) found.set(zone.id, zone);
    return [...found.values()];
  }
}
