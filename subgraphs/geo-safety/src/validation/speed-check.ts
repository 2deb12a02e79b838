import type { GameSettings } from '@platform/config';
import type { SpeedCheck, TrailPoint } from './location-report.js';
import { certainSpeedKmh } from './movement.js';

type SpeedSettings = Pick<
  GameSettings,
  'SPEED_LOCKOUT_KMH' | 'SPEED_WINDOW_SECONDS' | 'GAME_ACCURACY_DISCOUNT_MAX_METERS'
>;

/**
 * Average speed over the last SPEED_WINDOW_SECONDS, timed by the server's receipt of each fix: from
 * the oldest fix received inside the window to this one (or from the last fix when none is inside
 * the window). Above SPEED_LOCKOUT_KMH the player is locked out (driving, riding) until the average
 * drops again. `trail` is oldest first and already passed the spoof check.
 */
export function judgeSpeed(
  point: TrailPoint,
  trail: readonly TrailPoint[],
  settings: SpeedSettings,
): SpeedCheck {
  const windowStart = point.at - settings.SPEED_WINDOW_SECONDS * 1000;
  const anchor =
    trail.find((earlier) => earlier.at >= windowStart && earlier.at < point.at) ?? trail[trail.length - 1];
  const speed =
    anchor && anchor.at < point.at
      ? certainSpeedKmh(anchor, point, settings.GAME_ACCURACY_DISCOUNT_MAX_METERS)
      : null;
  return {
    passed: speed === null || speed <= settings.SPEED_LOCKOUT_KMH,
    speedKmh: speed === null ? null : Math.round(speed * 10) / 10,
    windowSeconds: settings.SPEED_WINDOW_SECONDS,
    limitKmh: settings.SPEED_LOCKOUT_KMH,
  };
}
