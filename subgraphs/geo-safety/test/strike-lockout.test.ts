import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { OpenedStorage } from '@platform/test-kit';
import type { LocationReport } from '../src/domain.js';
import { geoSafetyStorage } from '../src/domain.js';
import { openStorage, startGeoSafety, type GeoSafetyHarness } from './geo-safety-harness.js';

const ZONES_FILE = fileURLToPath(new URL('./fixtures/exclusion-zones.geojson', import.meta.url));
const MINUTE = 60_000;

let storage: OpenedStorage;
beforeAll(async () => {
  storage = await openStorage(geoSafetyStorage);
}, 120_000);
afterAll(() => storage.close());

describe('strikes and lockouts', () => {
  let game: GeoSafetyHarness;
  const report = (accuracy: number): LocationReport => ({
    sessionId: randomUUID(),
    latitude: 52.515,
    longitude: 13.39,
    accuracy,
    timestamp: game.clock.now(),
    platform: 'android',
  });
  // An accuracy under GAME_MIN_ACCURACY_METERS is impossible_accuracy: a spoof on its own, no trail needed.
  const spoof = (player: string) => game.domain.services.validation.validate(player, report(0.1));
  const clean = (player: string) => game.domain.services.validation.validate(player, report(5));
  const standing = (player: string) => game.domain.services.strikes.standing(player, game.clock.now());

  beforeAll(async () => {
    game = await startGeoSafety({ EXCLUSION_ZONES_FILE: ZONES_FILE }, { storage });
  });
  afterAll(() => game.close());

  it('locks out at the third strike for 15 minutes, then answers blocked_strike_lockout without checks', async () => {
    const player = randomUUID();
    expect((await spoof(player)).resultCode).toBe('blocked_spoof_detected');
    expect(await standing(player)).toMatchObject({ strikes: 1, strikeLimit: 3, lockedUntil: null });
    game.clock.advance(MINUTE);
    expect((await spoof(player)).lockedUntil).toBeUndefined();
    game.clock.advance(MINUTE);
    const third = await spoof(player);
    expect(third.resultCode).toBe('blocked_spoof_detected');
    expect(third.lockedUntil).toEqual(new Date(game.clock.now().getTime() + 15 * MINUTE));

    game.clock.advance(14 * MINUTE);
    const locked = await clean(player);
    expect(locked).toMatchObject({ resultCode: 'blocked_strike_lockout', lockedUntil: third.lockedUntil });
    expect(locked.checks).toEqual({ zoneCheck: null, speedCheck: null, spoofCheck: null });
    expect((await standing(player)).strikes).toBe(3);

    game.clock.advance(MINUTE);
    expect((await clean(player)).resultCode).toBe('valid');
  });

  it('doubles the lockout per further strike and caps it', async () => {
    const player = randomUUID();
    for (let i = 0; i < 3; i++) await spoof(player);
    game.clock.advance(15 * MINUTE);
    const fourth = await spoof(player);
    expect(fourth.lockedUntil).toEqual(new Date(game.clock.now().getTime() + 30 * MINUTE));
    game.clock.advance(30 * MINUTE);
    const fifth = await spoof(player);
    expect(fifth.lockedUntil).toEqual(new Date(game.clock.now().getTime() + 60 * MINUTE));
    // 15 min × 2^7 is 32 h: capped at 24 h.
    let last = fifth;
    for (let strike = 6; strike <= 10; strike++) {
      game.clock.advance(last.lockedUntil!.getTime() - game.clock.now().getTime());
      last = await spoof(player);
    }
    expect(last.lockedUntil).toEqual(new Date(game.clock.now().getTime() + 24 * 60 * MINUTE));
  });

  it('decays strikes a window after the last strike or lockout end', async () => {
    const player = randomUUID();
    await spoof(player);
    await spoof(player);
    const before = await standing(player);
    expect(before.strikesDecayAt).toEqual(new Date(game.clock.now().getTime() + 60 * MINUTE));
    game.clock.advance(60 * MINUTE);
    expect(await standing(player)).toMatchObject({ strikes: 0, strikesDecayAt: null });
    // Decayed: the next strike is the first again, no lockout.
    expect((await spoof(player)).lockedUntil).toBeUndefined();
    expect((await standing(player)).strikes).toBe(1);
  });

  it('counts parallel strikes once each and never past the lockout', async () => {
    const player = randomUUID();
    const results = await Promise.all(Array.from({ length: 8 }, () => spoof(player)));
    const codes = results.map((result) => result.resultCode).sort();
    expect(codes.filter((code) => code === 'blocked_spoof_detected')).toHaveLength(3);
    expect(codes.filter((code) => code === 'blocked_strike_lockout')).toHaveLength(5);
    expect(await standing(player)).toMatchObject({
      strikes: 3,
      lockedUntil: new Date(game.clock.now().getTime() + 15 * MINUTE),
    });
  });
});

describe('zone data required (production)', () => {
  it('fails closed without zones, and not when opted out or zones are loaded', async () => {
    // A storage of its own: the file's zones stay stored once loaded.
    const empty = await openStorage(geoSafetyStorage);
    const run = async (env: Record<string, string>, production: boolean) => {
      const game = await startGeoSafety(env, { storage: empty, production });
      const result = await game.domain.services.validation.validate(randomUUID(), {
        sessionId: randomUUID(),
        latitude: 52.515,
        longitude: 13.39,
        accuracy: 5,
        timestamp: game.clock.now(),
        platform: 'ios',
      });
      const ready = game.domain.zonesReady();
      await game.close();
      return { code: result.resultCode, zoneCheck: result.checks.zoneCheck, ready };
    };
    expect(await run({}, true)).toEqual({
      code: 'blocked_zone_data_unavailable',
      zoneCheck: null,
      ready: false,
    });
    expect(await run({ GAME_ALLOW_EMPTY_ZONES: 'true' }, true)).toMatchObject({ code: 'valid', ready: true });
    expect(await run({}, false)).toMatchObject({ code: 'valid', ready: true });
    expect(await run({ EXCLUSION_ZONES_FILE: ZONES_FILE }, true)).toMatchObject({
      code: 'valid',
      ready: true,
    });
    await empty.close();
  }, 120_000);
});
