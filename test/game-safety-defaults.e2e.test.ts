import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { developmentToken, generatePlatformJwks } from '@platform/auth';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';
import { graphql, request } from './support/http-client.js';

// The location game's safe defaults on the real platform process: strikes and the lockout they earn
// (time passing by the test clock), parallel spoofed reports, and production's refusal to call a fix
// clear of exclusion zones it has no data for.
const JWT_SECRET = 'game-safety-defaults-e2e-secret-0123456789abcdef';
const MINUTE = 60;
const STREET = { latitude: 52.515, longitude: 13.39 };

const tokens = new Map<string, string>();
const tokenOf = async (player: string) => {
  if (!tokens.has(player)) tokens.set(player, await developmentToken('game', JWT_SECRET, { sub: player }));
  return tokens.get(player)!;
};

function gameClient(platform: () => RunningPlatform) {
  /** How far the platform's test clock runs ahead of this process's clock. */
  let offsetMs = 0;
  const call = async (player: string, method: string, path: string, body?: unknown) =>
    request(platform().gameApi, method, path, { token: await tokenOf(player), body });
  return {
    call,
    /** A fix at the street; an accuracy under 1 m is impossible_accuracy, a spoof on its own. */
    validate: async (player: string, accuracy = 8) => {
      const answer = await call(player, 'POST', '/api/v1/location/validate', {
        sessionId: randomUUID(),
        ...STREET,
        accuracy,
        timestamp: new Date(Date.now() + offsetMs).toISOString(),
        platform: 'android',
      });
      expect(answer.status).toBe(200);
      return answer.body;
    },
    standing: async (player: string) => {
      const answer = await call(player, 'GET', '/api/v1/location/standing');
      expect(answer.status).toBe(200);
      return answer.body;
    },
    advance: async (seconds: number) => {
      const moved = await graphql(
        platform().graphql,
        'mutation($s: Int!) { advanceTestClock(seconds: $s) }',
        {
          token: await tokenOf(randomUUID()),
          variables: { s: seconds },
        },
      );
      expect(moved.errors).toBeUndefined();
      offsetMs = new Date(moved.data.advanceTestClock).getTime() - Date.now();
    },
    now: () => Date.now() + offsetMs,
  };
}

describe('strikes and lockouts (development, test clock)', () => {
  let platform: RunningPlatform;
  const game = gameClient(() => platform);
  beforeAll(async () => {
    platform = await startPlatform({ JWT_SECRET, GAME_TEST_CLOCK: 'true' });
  }, START_HOOK_TIMEOUT_MS);
  afterAll(() => platform?.stop());

  it('locks a player out after three spoofed fixes, shows it, and lets them back after 15 minutes', async () => {
    const player = randomUUID();
    expect(await game.standing(player)).toEqual({
      strikes: 0,
      strikeLimit: 3,
      lockedUntil: null,
      strikesDecayAt: null,
    });
    for (const strike of [1, 2]) {
      const answer = await game.validate(player, 0.1);
      expect(answer).toMatchObject({ resultCode: 'blocked_spoof_detected', lockedUntil: null });
      expect((await game.standing(player)).strikes).toBe(strike);
    }
    const third = await game.validate(player, 0.1);
    expect(third.resultCode).toBe('blocked_spoof_detected');
    const lockedUntil = Date.parse(third.lockedUntil);
    expect(lockedUntil - Date.parse(third.validatedAt)).toBe(15 * MINUTE * 1000);

    // A clean fix during the lockout is not judged at all.
    const locked = await game.validate(player);
    expect(locked).toMatchObject({
      resultCode: 'blocked_strike_lockout',
      lockedUntil: third.lockedUntil,
      checks: { zoneCheck: null, speedCheck: null, spoofCheck: null },
    });
    expect(await game.standing(player)).toMatchObject({ strikes: 3, lockedUntil: third.lockedUntil });
    const history = await game.call(player, 'GET', '/api/v1/location/history?limit=1');
    expect(history.body[0].resultCode).toBe('blocked_strike_lockout');

    await game.advance(14 * MINUTE);
    expect((await game.validate(player)).resultCode).toBe('blocked_strike_lockout');
    await game.advance(MINUTE + 1);
    expect((await game.validate(player)).resultCode).toBe('valid');

    // Still within the window: the fourth strike doubles the lockout.
    const fourth = await game.validate(player, 0.1);
    expect(Date.parse(fourth.lockedUntil) - Date.parse(fourth.validatedAt)).toBe(30 * MINUTE * 1000);
  });

  it('lets strikes decay an hour after the last one', async () => {
    const player = randomUUID();
    await game.validate(player, 0.1);
    await game.validate(player, 0.1);
    await game.advance(60 * MINUTE + 1);
    expect(await game.standing(player)).toMatchObject({ strikes: 0, strikesDecayAt: null });
    const next = await game.validate(player, 0.1);
    expect(next.lockedUntil).toBeNull();
    expect((await game.standing(player)).strikes).toBe(1);
  });

  it('counts parallel spoofed reports once each and never pushes past the lockout', async () => {
    const player = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => game.validate(player, 0.1)));
    const codes = answers.map((answer) => answer.resultCode);
    expect(codes.filter((code) => code === 'blocked_spoof_detected')).toHaveLength(3);
    expect(codes.filter((code) => code === 'blocked_strike_lockout')).toHaveLength(7);
    const standing = await game.standing(player);
    expect(standing.strikes).toBe(3);
    // Exactly the first lockout: no strike arriving while it ran doubled it.
    const locks = new Set(answers.map((answer) => answer.lockedUntil).filter(Boolean));
    expect([...locks]).toEqual([standing.lockedUntil]);
    const starter = answers.find(
      (answer) => answer.resultCode === 'blocked_spoof_detected' && answer.lockedUntil,
    );
    expect(Date.parse(standing.lockedUntil) - Date.parse(starter.validatedAt)).toBe(15 * MINUTE * 1000);
  });
});

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET,
  PROFILE_ENCRYPTION_KEY: 'ab'.repeat(32),
  OIDC_SIGNING_KEYS: JSON.stringify(generatePlatformJwks()),
};

describe('production without exclusion-zone data', () => {
  let platform: RunningPlatform;
  const game = gameClient(() => platform);
  beforeAll(async () => {
    platform = await startPlatform(PRODUCTION);
  }, START_HOOK_TIMEOUT_MS);
  afterAll(() => platform?.stop());

  it('fails closed and reports the game port degraded', async () => {
    const answer = await game.validate(randomUUID());
    expect(answer).toMatchObject({
      resultCode: 'blocked_zone_data_unavailable',
      checks: { zoneCheck: null, spoofCheck: { passed: true }, speedCheck: { passed: true } },
    });
    // A spoofed fix is still called spoofed (and earns its strike).
    expect((await game.validate(randomUUID(), 0.1)).resultCode).toBe('blocked_spoof_detected');
    const ready = await request(platform.gameApi, 'GET', '/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ status: 'degraded', checks: { database: 'up', zones: 'missing' } });
  });
});

describe('production with GAME_ALLOW_EMPTY_ZONES=true', () => {
  let platform: RunningPlatform;
  const game = gameClient(() => platform);
  beforeAll(async () => {
    platform = await startPlatform({ ...PRODUCTION, GAME_ALLOW_EMPTY_ZONES: 'true' });
  }, START_HOOK_TIMEOUT_MS);
  afterAll(() => platform?.stop());

  it('validates without zones and stays ready', async () => {
    expect((await game.validate(randomUUID())).resultCode).toBe('valid');
    const ready = await request(platform.gameApi, 'GET', '/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ready', checks: { zones: 'not_required' } });
  });
});

describe('MAPDATA_API_URL', () => {
  it('refuses to start with a malformed value, naming the setting', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], {
      cwd: new URL('../', import.meta.url).pathname,
      env: {
        PATH: process.env.PATH,
        DATA_DIR: 'memory://',
        PORT: '0',
        GATEWAY_PORT: '0',
        MAPDATA_API_URL: 'not a url',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('MAPDATA_API_URL');
    expect(result.stderr).toContain('http:// or https://');
  }, 60_000);
});
