import type { GameSettings } from '@platform/config';
import { reportedAtOf, type SpoofCheck, type SpoofReason, type TrailPoint } from './location-report.js';
import { certainDistanceMeters, certainSpeedKmh } from './movement.js';

type SpoofSettings = Pick<
  GameSettings,
  | 'SPOOF_VELOCITY_MAX_KMH'
  | 'GAME_CLOCK_SKEW_MAX_SECONDS'
  | 'GAME_MIN_ACCURACY_METERS'
  | 'GAME_MAX_ACCURACY_METERS'
  | 'GAME_ACCURACY_DISCOUNT_MAX_METERS'
  | 'GAME_FROZEN_FIX_REPEATS'
>;

const sameFix = (a: TrailPoint, b: TrailPoint) =>
  a.lat === b.lat && a.lng === b.lng && a.accuracy === b.accuracy;

/**
 * The signals a spoofer leaves, in order: a device clock far from ours, an accuracy no phone reports,
 * an accuracy too poor to place anyone in a cell (a radius wide enough to excuse any jump), a fix
 * sent twice (same place, same device timestamp), device time running backwards, the very same
 * coordinates many times in a row (mock providers; real GNSS jitters in the last digits), and a jump
 * faster than SPOOF_VELOCITY_MAX_KMH from the previous fix, timed by the server's receipt of both.
 * `point.at` is the server's receipt time (= `serverNowMs`); `trail` is oldest first.
 */
export function judgeSpoof(
  point: TrailPoint,
  trail: readonly TrailPoint[],
  serverNowMs: number,
  settings: SpoofSettings,
): SpoofCheck {
  const previous = trail[trail.length - 1];
  const cap = settings.GAME_ACCURACY_DISCOUNT_MAX_METERS;
  const impliedSpeedKmh = previous && point.at > previous.at ? certainSpeedKmh(previous, point, cap) : null;
  const verdict = (reason: SpoofReason | null, speed = impliedSpeedKmh): SpoofCheck => ({
    passed: reason === null,
    reason,
    impliedSpeedKmh: speed === null || !Number.isFinite(speed) ? null : Math.round(speed * 10) / 10,
    limitKmh: settings.SPOOF_VELOCITY_MAX_KMH,
  });

  const reportedAt = reportedAtOf(point);
  if (Math.abs(reportedAt - serverNowMs) > settings.GAME_CLOCK_SKEW_MAX_SECONDS * 1000)
    return verdict('clock_skew');
  if (!(point.accuracy >= settings.GAME_MIN_ACCURACY_METERS)) return verdict('impossible_accuracy');
  if (point.accuracy > settings.GAME_MAX_ACCURACY_METERS) return verdict('poor_accuracy');
  if (!previous) return verdict(null);
  if (trail.some((earlier) => reportedAtOf(earlier) === reportedAt && sameFix(earlier, point)))
    return verdict('replayed_fix');
  const previousReportedAt = reportedAtOf(previous);
  if (reportedAt <= previousReportedAt)
    return verdict(
      reportedAt === previousReportedAt && certainDistanceMeters(previous, point, cap) > 0
        ? 'teleport'
        : 'timestamp_regression',
    );
  const repeats = settings.GAME_FROZEN_FIX_REPEATS - 1;
  const recent = trail.slice(-repeats);
  if (recent.length === repeats && recent.every((earlier) => sameFix(earlier, point)))
    return verdict('frozen_fix');
  if (point.at <= previous.at && certainDistanceMeters(previous, point, cap) > 0) return verdict('teleport');
  if (impliedSpeedKmh !== null && impliedSpeedKmh > settings.SPOOF_VELOCITY_MAX_KMH)
    return verdict('teleport');
  return verdict(null);
}
