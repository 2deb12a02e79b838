/**
 * Events turf publishes for other domains (cell changes and raids go to subscriptions through their
 * services' topics). The creatures domain keeps its own copy of each cell's spawn rate from these.
 */
export const SPAWN_RATE_CHANGED_TOPIC = 'turf.spawn-rate-changed';

/** A cell's creature spawn rate after its outpost's scanner changed (1: no scanner, or the outpost is gone). */
export interface SpawnRateChanged {
  cell: string;
  spawnRateMultiplier: number;
  at: string;
}
