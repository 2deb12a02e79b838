import type { GameSettings } from '@platform/config';
import type { SpeedCheck, TrailPoint } from './location-report.js';
import { certainSpeedKmh } from './movement.js';

type SpeedSettings = Pick<GameSettings, 'SPEED_LOCKOUT_KMH' | 'SPEED_WINDOW_SECONDS'>;

/**
 * Average speed over the last SPEED_WINDOW_SECONDS, judged from the device timestamps: from the
 * oldest fix inside the window to this one (or from the last fix when none is inside the window).
 * Above SPEED_LOCKOUT_KMH the player is locked out (driving, riding) until the average drops again.
 * `trail` is oldest first and already passed the spoof check, so timestamps increase.
 */
export function judgeSpeed(point: TrailPoint, trail: readonly TrailPoint[], settings: SpeedSettings): SpeedCheck {
  const windowStart = point.at - settings.SPEED_WINDOW_SECONDS * 1000;
  const anchor = trail.find((earlier) => earlier.at >= windowStart && earlier.at < point.at) ?? trail[trail.length - 1];
  const speed = anchor && anchor.at < point.at ? certainSpeedKmh(anchor, point) : null;
  return {
    passed: speed === null || speed <= settings.SPEED_LOCKOUT_KMH,
    speedKmh: speed === null ? null : Math.round(speed * 10) / 10,
    windowSeconds: settings.SPEED_WINDOW_SECONDS,
    limitKmh: settings.SPEED_LOCKOUT_KMH,
  };
}
