import { describe, expect, it } from '@jest/globals';
import { loadGameSettings } from '@platform/config';
import { judgeSpoof } from '../src/validation/spoof-check.js';
import { judgeSpeed } from '../src/validation/speed-check.js';
import { extendTrail } from '../src/validation/trail.js';
import { cellsOfPoint } from '../src/validation/cells.js';
import { resultCodeOf } from '../src/validation/result-code.js';
import type { TrailPoint } from '../src/validation/location-report.js';
import { getResolution, cellToParent } from 'h3-js';

const settings = loadGameSettings({});
const START = Date.parse('2026-11-23T10:00:00Z');
const METERS_PER_DEGREE_LAT = 111_200;

/** A fix `meters` north of the start after `seconds`. */
const fix = (meters: number, seconds: number, accuracy = 5): TrailPoint => ({
  lat: 52.5 + meters / METERS_PER_DEGREE_LAT,
  lng: 13.4,
  accuracy,
  at: START + seconds * 1000,
});

/** Runs fixes through spoof and speed checks as the service does, keeping the trail. */
function walk(fixes: TrailPoint[]) {
  let trail: TrailPoint[] = [];
  return fixes.map((point) => {
    const spoof = judgeSpoof(point, trail, point.at, settings);
    const speed = judgeSpeed(point, spoof.passed ? trail : [], settings);
    if (spoof.passed) trail = extendTrail(trail, point, settings);
    return { spoof, speed };
  });
}

describe('settings', () => {
  it('defaults to the documented values', () => {
    expect(settings).toMatchObject({
      SPEED_LOCKOUT_KMH: 15,
      SPEED_WINDOW_SECONDS: 30,
      SPOOF_VELOCITY_MAX_KMH: 500,
      GAME_RATE_LIMIT_MAX: 100,
      GAME_RATE_LIMIT_WINDOW_MS: 60000,
      H3_RESOLUTION_STORAGE: 7,
      H3_RESOLUTION_GAMEPLAY: 9,
      DATABASE_POOL_SIZE: 20,
      REDIS_CLUSTER_MODE: false,
    });
  });

  it('refuses resolutions that do not nest', () => {
    expect(() => loadGameSettings({ H3_RESOLUTION_STORAGE: '10', H3_RESOLUTION_GAMEPLAY: '9' })).toThrow(
      /must nest/,
    );
  });
});

describe('cells of a point', () => {
  it('gives the storage cell, the gameplay cell and the district as nested H3 cells', () => {
    const cells = cellsOfPoint(52.52, 13.405, settings);
    expect([
      getResolution(cells.h3Cell),
      getResolution(cells.gameplayCell),
      getResolution(cells.districtId),
    ]).toEqual([7, 9, 6]);
    expect(cellToParent(cells.gameplayCell, 7)).toBe(cells.h3Cell);
    expect(cellToParent(cells.h3Cell, 6)).toBe(cells.districtId);
  });
});

describe('speed lockout', () => {
  it('lets a walk at 5 km/h through, fix after fix', () => {
    const steps = Array.from({ length: 12 }, (_, i) => fix(i * 14, i * 10)); // 1.4 m/s
    expect(walk(steps).every(({ spoof, speed }) => spoof.passed && speed.passed)).toBe(true);
    expect(walk(steps)[11].speed.speedKmh).toBeGreaterThan(3);
  });

  it('locks out a cyclist at 25 km/h over the 30 s window, and lets them play again once they stop', () => {
    const ride = Array.from({ length: 6 }, (_, i) => fix(i * 70, i * 10)); // 7 m/s
    const stop = [fix(350, 60), fix(351, 70), fix(350, 80), fix(352, 90), fix(351, 100)];
    const results = walk([...ride, ...stop]);
    expect(results.slice(1, 6).every(({ speed }) => !speed.passed && speed.speedKmh! > 15)).toBe(true);
    expect(results.slice(1, 6).every(({ spoof }) => spoof.passed)).toBe(true);
    expect(results[results.length - 1].speed.passed).toBe(true);
  });

  it('does not read GPS jitter of a player standing still as speed', () => {
    const jitter = [fix(0, 0, 15), fix(20, 2, 15), fix(-5, 4, 15), fix(18, 6, 15)];
    expect(walk(jitter).every(({ speed }) => speed.passed)).toBe(true);
  });
});

describe('spoof detection', () => {
  it('calls a jump faster than 500 km/h spoofing, even when speed would also lock out', () => {
    const [, jump] = walk([fix(0, 0), fix(5000, 20)]); // 5 km in 20 s: 900 km/h
    expect(jump.spoof).toMatchObject({ passed: false, reason: 'teleport', limitKmh: 500 });
    expect(jump.spoof.impliedSpeedKmh).toBeGreaterThan(800);
    expect(
      resultCodeOf({ spoofCheck: jump.spoof, speedCheck: jump.speed, zoneCheck: { passed: false } as any }),
    ).toBe('blocked_spoof_detected');
  });

  it('keeps judging against the last real fix after a spoofed one', () => {
    const [, , back] = walk([fix(0, 0), fix(5000, 20), fix(10, 30)]);
    expect(back.spoof.passed).toBe(true);
    expect(back.speed.passed).toBe(true);
  });

  it('refuses a timestamp far from the server clock', () => {
    const point = fix(0, 0);
    expect(judgeSpoof(point, [], point.at + 121_000, settings).reason).toBe('clock_skew');
    expect(judgeSpoof(point, [], point.at - 60_000, settings).passed).toBe(true);
  });

  it('refuses an accuracy no phone reports', () => {
    expect(judgeSpoof(fix(0, 0, 0), [], START, settings).reason).toBe('impossible_accuracy');
    expect(judgeSpoof(fix(0, 0, -3), [], START, settings).reason).toBe('impossible_accuracy');
  });

  it('calls a fix sent again a replay, and time running backwards a regression', () => {
    expect(walk([fix(0, 0), fix(10, 10), fix(10, 10)])[2].spoof.reason).toBe('replayed_fix');
    expect(walk([fix(0, 0), fix(10, 10), fix(12, 5)])[2].spoof.reason).toBe('timestamp_regression');
  });

  it('calls an accuracy wider than GAME_MAX_ACCURACY_METERS poor, never a reason to pass', () => {
    expect(judgeSpoof(fix(0, 0, 100), [], START, settings).passed).toBe(true);
    expect(judgeSpoof(fix(0, 0, 101), [], START, settings).reason).toBe('poor_accuracy');
    expect(judgeSpoof(fix(190_000, 5, 100_000), [fix(0, 0)], START + 5000, settings).reason).toBe(
      'poor_accuracy',
    );
  });

  it('takes each accuracy radius off the distance only up to GAME_ACCURACY_DISCOUNT_MAX_METERS', () => {
    // 190 m in 10 s with 100 m radii: 140 m certain with the 25 m cap, about 50 km/h.
    const [, moved] = walk([fix(0, 0, 100), fix(190, 10, 100)]);
    expect(moved.speed.passed).toBe(false);
    expect(moved.speed.speedKmh).toBeCloseTo(50.4, 0);
  });

  it('times moves by the receipt times, whatever the device timestamps claim', () => {
    const first = { ...fix(0, 0), reportedAt: START - 110_000 };
    const second = { ...fix(400, 1), reportedAt: START }; // the device says 110 s, the server saw 1 s
    const [, rushed] = walk([first, second]);
    expect(rushed.spoof).toMatchObject({ passed: false, reason: 'teleport' });
  });

  it('calls five identical fixes in a row a frozen mock location, four not', () => {
    const same = (seconds: number) => fix(0, seconds, 3);
    const results = walk([same(0), same(5), same(10), same(15), same(20)]);
    expect(results.slice(0, 4).every(({ spoof }) => spoof.passed)).toBe(true);
    expect(results[4].spoof.reason).toBe('frozen_fix');
  });
});
