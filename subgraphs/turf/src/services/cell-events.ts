import { districtOf, type TurfContext } from './turf-context.js';

/** Published after a cell's influence, outpost or control changed (the cellChanged subscription). */
export const CELL_CHANGED_TOPIC = 'turf.cell-changed';

export interface CellChanged {
  h3Index: string;
  districtId: string;
  cause: 'influence' | 'outpost' | 'raid';
  at: string;
}

/** Announces a committed change: `notify`, so a bus failure never turns the done write into an error. */
export async function announceCellChange(context: TurfContext, cell: string, cause: CellChanged['cause']): Promise<void> {
  await context.bus?.notify<CellChanged>(CELL_CHANGED_TOPIC, { h3Index: cell, districtId: districtOf(context, cell), cause, at: context.now().toISOString() });
}
