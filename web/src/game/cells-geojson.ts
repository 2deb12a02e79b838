import { cellToBoundary, cellToLatLng } from 'h3-js';
import type { FeatureCollection, Point, Polygon } from 'geojson';
import type { CellOnMapFragment } from '../__generated__/graphql.js';

/** The cells as polygons (h3-js boundaries, lng/lat) with the player's share of influence for the fill. */
export function cellPolygons(
  cells: CellOnMapFragment[],
  playerId: string | null,
  here: string | null,
): FeatureCollection<Polygon> {
  return {
    type: 'FeatureCollection',
    features: cells.map((cell) => {
      const mine = playerId ? Number(cell.playerInfluence[playerId] ?? 0) : 0;
      return {
        type: 'Feature',
        id: cell.h3Index,
        properties: {
          h3Index: cell.h3Index,
          mine,
          total: cell.totals.players,
          here: cell.h3Index === here,
          // 0 (no one's) to 1 (all the player's): the fill's strength.
          share: cell.totals.players > 0 ? mine / cell.totals.players : 0,
        },
        geometry: { type: 'Polygon', coordinates: [cellToBoundary(cell.h3Index, true)] },
      };
    }),
  };
}

/** The outposts as points at their cell's centre. */
export function outpostPoints(cells: CellOnMapFragment[]): FeatureCollection<Point> {
  return {
    type: 'FeatureCollection',
    features: cells
      .filter((cell) => cell.outpost)
      .map((cell) => {
        const [lat, lng] = cellToLatLng(cell.h3Index);
        return {
          type: 'Feature',
          properties: { level: cell.outpost?.level ?? 1 },
          geometry: { type: 'Point', coordinates: [lng, lat] },
        };
      }),
  };
}
