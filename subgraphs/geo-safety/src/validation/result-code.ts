import type { ResultCode, SpeedCheck, SpoofCheck, ZoneCheck } from './location-report.js';

/**
 * One result code from the checks, in the order a studio would act on them: a spoofed fix says
 * nothing true about speed or zones, so spoof comes first; then speed (a moving vehicle); then zones.
 */
export function resultCodeOf(checks: {
  spoofCheck: SpoofCheck;
  speedCheck: SpeedCheck;
  zoneCheck: ZoneCheck;
}): ResultCode {
  if (!checks.spoofCheck.passed) return 'blocked_spoof_detected';
  if (!checks.speedCheck.passed) return 'blocked_speed_lockout';
  if (!checks.zoneCheck.passed) return 'blocked_exclusion_zone';
  return 'valid';
}
