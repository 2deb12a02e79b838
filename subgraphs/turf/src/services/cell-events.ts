import { districtOf, type TurfContext } from './turf-context.js';
import { SPAWN_RATE_CHANGED_TOPIC, type SpawnRateChanged } from '@platform/game-events';

/** Published after a cell's influence, outpost or control changed (the cellChanged subscription). */
export const CELL_CHANGED_TOPIC = 'turf.cell-changed';

export interface CellChanged {
  h3Index: string;
  districtId: string;
  cause: 'influence' | 'outpost' | 'raid';
  at: string;
}

/** Announces a committed change: `notify`, so a bus failure never turns the done write into an error. */
export async function announceCellChange(
  context: TurfContext,
  cell: string,
  cause: CellChanged['cause'],
): Promise<void> {
  await context.bus?.notify<CellChanged>(CELL_CHANGED_TOPIC, {
    h3Index: cell,
    districtId: districtOf(context, cell),
    cause,
    at: context.now().toISOString(),
  });
}

/** The scanner's effect reaches the creatures domain as an event (it spawns; turf does not). */
export async function announceSpawnRate(
  context: TurfContext,
  cell: string,
  spawnRateMultiplier: number,
): Promise<void> {
  await context.bus?.notify<SpawnRateChanged>(SPAWN_RATE_CHANGED_TOPIC, {
    cell,
    spawnRateMultiplier,
    at: context.now().toISOString(),
  });
}
