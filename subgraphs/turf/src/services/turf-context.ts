import { cellToParent, getResolution, isValidCell } from 'h3-js';
import type { DomainOrm } from '@platform/db';
import type { EventBus } from '@platform/pubsub';
import { BadInput } from '@platform/errors';

/** Where players last validated (the Player's @requires fields from geo-safety; RequiredPositions). */
export interface PlayerPositions {
  lastValidated(playerId: string): Promise<{ gameplayCell: string; at: number } | null>;
}

/** What every turf service shares: storage, clock, bus, positions and the cell resolutions. */
export interface TurfContext {
  orm: DomainOrm;
  now: () => Date;
  bus?: EventBus;
  positions: PlayerPositions;
  gameplayResolution: number;
  districtResolution: number;
}

export const districtOf = (context: TurfContext, cell: string) =>
  cellToParent(cell, context.districtResolution);

/** Refuses anything but a gameplay cell (turf is kept per gameplay cell). */
export function assertGameplayCell(context: TurfContext, cell: string): void {
  if (!isValidCell(cell) || getResolution(cell) !== context.gameplayResolution) {
    throw new BadInput(`${cell} is not an H3 cell at the gameplay resolution ${context.gameplayResolution}`);
  }
}

export function assertDistrict(context: TurfContext, districtId: string): void {
  if (!isValidCell(districtId) || getResolution(districtId) !== context.districtResolution) {
    throw new BadInput(
      `${districtId} is not a district (an H3 cell at resolution ${context.districtResolution})`,
    );
  }
}
