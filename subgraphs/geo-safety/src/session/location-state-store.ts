import type { TrailPoint } from '../validation/location-report.js';

/** The last fix of a player that validated, with its cells (what the fingerprint gate compares against). */
export interface ValidatedPosition extends TrailPoint {
  h3Cell: string;
  gameplayCell: string;
}

/**
 * Per-player state of location validation. In Redis when REDIS_URL is set, so every replica sees the
 * same trail and the same rate-limit window; in process otherwise (embedded mode, one process).
 */
export interface LocationStateStore {
  /**
   * Counts one validation of the player at `nowMs` (server clock) and answers how many fall inside
   * the sliding window ending then, this one included.
   */
  countHit(playerId: string, nowMs: number, windowMs: number): Promise<number>;
  /** The player's recent fixes, oldest first (empty when none or expired). */
  trail(playerId: string): Promise<TrailPoint[]>;
  saveTrail(playerId: string, trail: TrailPoint[], ttlMs: number): Promise<void>;
  lastValidated(playerId: string): Promise<ValidatedPosition | null>;
  saveLastValidated(playerId: string, position: ValidatedPosition, ttlMs: number): Promise<void>;
  /** Drops the last valid position (erasure): located actions need a new fix afterwards. */
  forgetLastValidated(playerId: string): Promise<void>;
  /** Whether the store answers (the API's readiness probe). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
