/** One position report of a player (the spec's validation request, the player taken from the token). */
export interface LocationReport {
  sessionId: string;
  latitude: number;
  longitude: number;
  /** Horizontal accuracy radius in metres, as the device reports it. */
  accuracy: number;
  /** When the device took the fix (the request's ISO 8601 timestamp). */
  timestamp: Date;
  platform: string;
}

/**
 * A fix kept in a player's session trail. `at` is when the server received it (epoch ms): speed and
 * teleport checks measure time by it. `reportedAt` is the device timestamp, kept for the clock-skew,
 * replay and regression checks (absent in trails written before it existed: `at` stands in).
 */
export interface TrailPoint {
  lat: number;
  lng: number;
  accuracy: number;
  at: number;
  reportedAt?: number;
}

/** The device timestamp of a fix. */
export const reportedAtOf = (point: TrailPoint): number => point.reportedAt ?? point.at;

export const RESULT_CODES = [
  'valid',
  'blocked_exclusion_zone',
  'blocked_speed_lockout',
  'blocked_spoof_detected',
  'blocked_rate_limit',
  'error',
  // Our additions (docs/security/game.md): a strike lockout runs; production without zone data.
  'blocked_strike_lockout',
  'blocked_zone_data_unavailable',
] as const;
export type ResultCode = (typeof RESULT_CODES)[number];

export const SPOOF_REASONS = [
  'clock_skew',
  'impossible_accuracy',
  'poor_accuracy',
  'replayed_fix',
  'timestamp_regression',
  'frozen_fix',
  'teleport',
] as const;
export type SpoofReason = (typeof SPOOF_REASONS)[number];

export interface SpoofCheck {
  passed: boolean;
  reason: SpoofReason | null;
  /** Speed implied by the jump from the previous fix (accuracy discounted up to its cap), when there is one. */
  impliedSpeedKmh: number | null;
  limitKmh: number;
}

export interface SpeedCheck {
  passed: boolean;
  /** Average speed over the window (accuracy discounted up to its cap); null without an earlier fix. */
  speedKmh: number | null;
  windowSeconds: number;
  limitKmh: number;
}

export interface ZoneCheck {
  passed: boolean;
  zoneId: number | null;
  kind: string | null;
  name: string | null;
  /** Distance to the blocking zone's edge in metres (0 inside it). */
  distanceMeters: number | null;
  bufferMeters: number;
  /** Polygons the H3 index offered for the exact test. */
  candidates: number;
}

export interface CellsOfPoint {
  h3Cell: string;
  gameplayCell: string;
  districtId: string;
}

export interface ValidationResult extends CellsOfPoint {
  resultCode: ResultCode;
  /** Checks not run (a rate-limited or failed request) are null. */
  checks: { zoneCheck: ZoneCheck | null; speedCheck: SpeedCheck | null; spoofCheck: SpoofCheck | null };
  /** When the player's strike lockout ends: set when one runs (blocked_strike_lockout) or this fix started it. */
  lockedUntil?: Date | null;
}

/** A validation as the API answers it: the result and the server time it was made at. */
export interface ValidatedLocation extends ValidationResult {
  validatedAt: Date;
}
