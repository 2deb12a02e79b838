import { BadInput } from '@platform/errors';
import type { Logger } from 'pino';
import type { GameSettings } from '@platform/config';
import type { LocationStateStore } from '../session/location-state-store.js';
import type { AuditRecorder } from '../audit/audit-log.js';
import type { ZoneIndex } from '../zones/zone-index.js';
import type { StrikeLedger } from '../standing/strike-ledger.js';
import { CELL_ENTERED_TOPIC, type CellEntered } from '@platform/game-events';
import { cellsOfPoint, gameplayCellOf } from '../validation/cells.js';
import { judgeSpoof } from '../validation/spoof-check.js';
import { judgeSpeed } from '../validation/speed-check.js';
import { resultCodeOf } from '../validation/result-code.js';
import { extendTrail, TRAIL_TTL_MS } from '../validation/trail.js';
import type {
  LocationReport,
  ResultCode,
  TrailPoint,
  ValidatedLocation,
  ValidationResult,
} from '../validation/location-report.js';

/** The results that earn a strike. */
const STRIKING = new Set<ResultCode>(['blocked_spoof_detected', 'blocked_speed_lockout']);
/** Stands in for the zone check that could not run, so spoof and speed still decide first. */
const PASSED_ZONE = {
  passed: true,
  zoneId: null,
  kind: null,
  name: null,
  distanceMeters: null,
  bufferMeters: 0,
  candidates: 0,
};

export interface LocationValidationDeps {
  settings: GameSettings;
  store: LocationStateStore;
  zones: () => ZoneIndex;
  /** Strikes and lockouts; without it (unit tests of the checks alone) no strike is kept. */
  strikes?: StrikeLedger;
  /** Fail closed: with no zone loaded, answer blocked_zone_data_unavailable (production, unless opted out). */
  zonesRequired?: boolean;
  /** The audit log itself (awaited: a failed write answers `error`) or the buffered writer. */
  audit: AuditRecorder;
  now: () => Date;
  logger: Logger;
  /** Where `CELL_ENTERED_TOPIC` goes (turf's patrol contracts): the bus's `notify`; none in unit tests. */
  notify?: (topic: string, event: CellEntered) => Promise<void>;
}

function assertReport(report: LocationReport): void {
  if (!(report.latitude >= -90 && report.latitude <= 90))
    throw new BadInput('latitude must be between -90 and 90');
  if (!(report.longitude >= -180 && report.longitude <= 180))
    throw new BadInput('longitude must be between -180 and 180');
  if (!Number.isFinite(report.accuracy)) throw new BadInput('accuracy must be a number of metres');
  if (Number.isNaN(report.timestamp.getTime())) throw new BadInput('timestamp must be an ISO 8601 date-time');
}

/**
 * Location validation: rate limit, then spoof, speed and zone checks on one fix, the trail kept for
 * the next fix, the last valid position kept for the fingerprint gate, and an audit row for every
 * answer. A store or audit failure answers `error` rather than letting anyone through.
 */
export class LocationValidationService {
  constructor(private readonly deps: LocationValidationDeps) {}

  async validate(playerId: string, report: LocationReport): Promise<ValidatedLocation> {
    assertReport(report);
    const { settings, now } = this.deps;
    const serverNow = now();
    const cells = cellsOfPoint(report.latitude, report.longitude, settings);
    let result: ValidationResult;
    try {
      result = await this.judge(playerId, report, serverNow.getTime(), cells);
    } catch (error) {
      this.deps.logger.error({ err: (error as Error).message }, 'location validation failed');
      result = {
        resultCode: 'error',
        ...cells,
        checks: { zoneCheck: null, speedCheck: null, spoofCheck: null },
      };
    }
    await this.deps.audit.record(playerId, report, result, serverNow).catch((error: Error) => {
      this.deps.logger.error({ err: error.message }, 'audit write failed');
      result = { ...result, resultCode: 'error' };
    });
    // The time every rule read, so lockedUntil - validatedAt is the lockout's length exactly.
    return { ...result, validatedAt: serverNow };
  }

  private async judge(
    playerId: string,
    report: LocationReport,
    nowMs: number,
    cells: ReturnType<typeof cellsOfPoint>,
  ): Promise<ValidationResult> {
    const { settings, store } = this.deps;
    const noChecks = { zoneCheck: null, speedCheck: null, spoofCheck: null };
    const hits = await store.countHit(playerId, nowMs, settings.GAME_RATE_LIMIT_WINDOW_MS);
    if (hits > settings.GAME_RATE_LIMIT_MAX)
      return { resultCode: 'blocked_rate_limit', ...cells, checks: noChecks };
    const ledger = this.deps.strikes;
    const standing = await ledger?.standing(playerId, new Date(nowMs));
    if (standing?.lockedUntil)
      return {
        resultCode: 'blocked_strike_lockout',
        ...cells,
        checks: noChecks,
        lockedUntil: standing.lockedUntil,
      };

    // Time between fixes is the server's: the device timestamp is checked for skew, replays and
    // regressions, never trusted to say how long a move took.
    const point: TrailPoint = {
      lat: report.latitude,
      lng: report.longitude,
      accuracy: report.accuracy,
      at: nowMs,
      reportedAt: report.timestamp.getTime(),
    };
    const trail = await store.trail(playerId);
    const spoofCheck = judgeSpoof(point, trail, nowMs, settings);
    const speedCheck = judgeSpeed(point, spoofCheck.passed ? trail : [], settings);
    const bufferMeters = Math.min(Math.max(report.accuracy, 0), settings.GAME_ZONE_BUFFER_MAX_METERS);
    const index = this.deps.zones();
    // Without zone data nothing says the fix is clear of a school: fail closed where that is required.
    const zonesMissing = this.deps.zonesRequired === true && index.size === 0;
    const zoneCheck = zonesMissing ? null : index.check(report.latitude, report.longitude, bufferMeters);
    const checks = { spoofCheck, speedCheck, zoneCheck };
    let resultCode = resultCodeOf({ spoofCheck, speedCheck, zoneCheck: zoneCheck ?? PASSED_ZONE });
    if (zonesMissing && resultCode === 'valid') resultCode = 'blocked_zone_data_unavailable';

    let lockedUntil: Date | null = null;
    if (ledger && STRIKING.has(resultCode)) {
      const strike = await ledger.strike(playerId, new Date(nowMs));
      lockedUntil = strike.lockedUntil;
      // A parallel report's strike locked the player first: this one is answered as locked, uncounted.
      if (!strike.counted)
        return { resultCode: 'blocked_strike_lockout', ...cells, checks: noChecks, lockedUntil };
    }

    // A spoofed fix is not movement: keeping it would make it the reference the next fix is judged by.
    if (spoofCheck.passed) await store.saveTrail(playerId, extendTrail(trail, point, settings), TRAIL_TTL_MS);
    if (resultCode === 'valid') {
      await store.saveLastValidated(
        playerId,
        { ...point, h3Cell: cells.h3Cell, gameplayCell: cells.gameplayCell },
        TRAIL_TTL_MS,
      );
      this.announceCellEntered(playerId, trail, cells.gameplayCell, nowMs);
    }
    return { resultCode, ...cells, checks, ...(lockedUntil ? { lockedUntil } : {}) };
  }

  /**
   * Tells the bus when a valid fix lies in another gameplay cell than the previous kept fix: the
   * trail is already in hand, so the check costs one cell computation and no store read. The answer
   * does not wait for the listeners (`notify` logs a failed delivery): a lost event costs a patrol
   * step, never a validation.
   */
  private announceCellEntered(
    playerId: string,
    trail: readonly TrailPoint[],
    gameplayCell: string,
    nowMs: number,
  ): void {
    const { notify, settings } = this.deps;
    const previous = trail[trail.length - 1];
    if (!notify || (previous && gameplayCellOf(previous.lat, previous.lng, settings) === gameplayCell))
      return;
    void notify(CELL_ENTERED_TOPIC, { playerId, gameplayCell, at: new Date(nowMs).toISOString() });
  }
}
