import type { GameSettings } from '@platform/config';
import type { TrailPoint } from './location-report.js';

type TrailSettings = Pick<GameSettings, 'SPEED_WINDOW_SECONDS' | 'GAME_FROZEN_FIX_REPEATS'>;

/** The most fixes a trail keeps, whatever the window: bounds what one player costs in the store. */
const TRAIL_CAP = 64;

/**
 * The trail after accepting `point`: the fixes the next checks need, i.e. those inside the speed
 * window and at least the last GAME_FROZEN_FIX_REPEATS (so the frozen-fix and replay checks see them).
 */
export function extendTrail(
  trail: readonly TrailPoint[],
  point: TrailPoint,
  settings: TrailSettings,
): TrailPoint[] {
  const next = [...trail, point];
  const windowStart = point.at - settings.SPEED_WINDOW_SECONDS * 1000;
  const keepLast = settings.GAME_FROZEN_FIX_REPEATS;
  const firstInWindow = next.findIndex((fix) => fix.at >= windowStart);
  const from = Math.min(
    firstInWindow === -1 ? next.length : firstInWindow,
    Math.max(0, next.length - keepLast),
  );
  return next.slice(Math.max(from, next.length - TRAIL_CAP));
}

/**
 * How long a trail outlives its last fix. Long, because the last fix is what a teleport is judged
 * against: a spoofer who waits for the trail to expire could otherwise jump anywhere.
 */
export const TRAIL_TTL_MS = 24 * 3600_000;
