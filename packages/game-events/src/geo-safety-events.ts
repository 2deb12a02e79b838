/**
 * Events geo-safety publishes on the platform bus. Turf listens to count patrol contract steps; it
 * learns where a player walked from these, never from geo-safety's store or tables.
 */
export const CELL_ENTERED_TOPIC = 'geo-safety.cell-entered';

/**
 * A valid fix in another gameplay cell than the player's previous kept fix (or their first fix):
 * one per cell entered, not one per validation, so the hot path publishes rarely.
 */
export interface CellEntered {
  playerId: string;
  gameplayCell: string;
  at: string;
}
