import { cellToParent } from 'h3-js';
import type { ValidatedPosition } from './player-position.js';

/**
 * A game domain's `PlayerPositions` in tests: where each test player last validated, as geo-safety's
 * state store answers it in the running game (the storage cell is the parent at resolution 7).
 */
export class TestPositions {
  private readonly cells = new Map<string, ValidatedPosition>();
  constructor(private readonly clock: { now(): Date }) {}
  /** A valid fix in `gameplayCell` now. */
  standIn(playerId: string, gameplayCell: string) {
    this.cells.set(playerId, {
      gameplayCell,
      h3Cell: cellToParent(gameplayCell, 7),
      at: this.clock.now().getTime(),
    });
  }
  lastValidated = async (playerId: string) => this.cells.get(playerId) ?? null;
}
