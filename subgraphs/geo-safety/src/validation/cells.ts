import { cellToParent, latLngToCell } from 'h3-js';
import type { GameSettings } from '@platform/config';
import type { CellsOfPoint } from './location-report.js';

type CellSettings = Pick<
  GameSettings,
  'H3_RESOLUTION_STORAGE' | 'H3_RESOLUTION_GAMEPLAY' | 'GAME_DISTRICT_RESOLUTION'
>;

/**
 * The cells of a point: h3Cell at the storage resolution, the gameplay cell, and the district.
 * A district is the parent of the gameplay cell at GAME_DISTRICT_RESOLUTION, so every cell belongs
 * to exactly one district and a district id is itself an H3 index.
 */
export function cellsOfPoint(lat: number, lng: number, settings: CellSettings): CellsOfPoint {
  const gameplayCell = gameplayCellOf(lat, lng, settings);
  return {
    h3Cell: cellToParent(gameplayCell, settings.H3_RESOLUTION_STORAGE),
    gameplayCell,
    districtId: cellToParent(gameplayCell, settings.GAME_DISTRICT_RESOLUTION),
  };
}

/** The gameplay cell of a point (turf keeps influence per gameplay cell). */
export function gameplayCellOf(
  lat: number,
  lng: number,
  settings: Pick<GameSettings, 'H3_RESOLUTION_GAMEPLAY'>,
): string {
  return latLngToCell(lat, lng, settings.H3_RESOLUTION_GAMEPLAY);
}

/** The district of any cell at or below the district resolution. */
export function districtOfCell(cell: string, districtResolution: number): string {
  return cellToParent(cell, districtResolution);
}
