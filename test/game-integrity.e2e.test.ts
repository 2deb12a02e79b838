import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { cellToParent, latLngToCell } from 'h3-js';
import { developmentToken } from '@platform/auth';
import { startPlatform, type RunningPlatform } from './support/platform-process.js';
import { graphql, request } from './support/http-client.js';
import type { FingerprintInput } from '@platform/subgraph-creatures';
import { parkFingerprint, PARK as PARK_POINT } from '../subgraphs/creatures/test/fingerprint-fixtures.js';

// The location game's rules against a hostile client, on the real platform process: fixes that claim
// a huge accuracy or stamp their own time, raids, deployments and upgrades sent many at once (aliases
// in one request, parallel clients), and fingerprints racing for one cell. Time passes by the test
// clock (advanceTestClock), never by sleeping.
const JWT_SECRET = 'game-integrity-e2e-secret-long-enough-0123456789';
const METERS_PER_DEGREE_LAT = 111_200;
const PARK = { latitude: PARK_POINT.lat, longitude: PARK_POINT.lng };
const GAMEPLAY_CELL = latLngToCell(PARK.latitude, PARK.longitude, 9);
const STORAGE_CELL = cellToParent(GAMEPLAY_CELL, 7);

let platform: RunningPlatform;
const tokens = new Map<string, string>();
/** How far the platform's test clock runs ahead of this process's clock. */
let clockOffsetMs = 0;

const tokenOf = async (player: string) => {
  if (!tokens.has(player)) tokens.set(player, await developmentToken('game', JWT_SECRET, { sub: player }));
  return tokens.get(player)!;
};
const game = async (player: string, method: string, path: string, body?: unknown) => request(platform.gameApi, method, path, { token: await tokenOf(player), body });
const gql = async (player: string, query: string, variables: Record<string, unknown> = {}) => graphql(platform.graphql, query, { token: await tokenOf(player), variables });
const serverNow = () => new Date(Date.now() + clockOffsetMs);

/** Lets `seconds` pass on the platform's clock (every game domain reads it). */
async function advance(seconds: number) {
  const moved = await gql(randomUUID(), 'mutation($s: Int!) { advanceTestClock(seconds: $s) }', { s: seconds });
  expect(moved.errors).toBeUndefined();
  clockOffsetMs = new Date(moved.data.advanceTestClock).getTime() - Date.now();
}

interface Fix {
  latitude: number;
  longitude: number;
  accuracy?: number;
  /** The device timestamp, seconds before the server's now (default: now). */
  secondsAgo?: number;
}

async function validate(player: string, fix: Fix) {
  const body = {
    sessionId: randomUUID(),
    latitude: fix.latitude,
    longitude: fix.longitude,
    accuracy: fix.accuracy ?? 8,
    timestamp: new Date(serverNow().getTime() - (fix.secondsAgo ?? 0) * 1000).toISOString(),
    platform: 'android',
  };
  const answer = await game(player, 'POST', '/api/v1/location/validate', body);
  expect(answer.status).toBe(200);
  return answer.body;
}

const lastPosition = async (player: string) => (await game(player, 'GET', '/api/v1/location/last')).body;

beforeAll(async () => {
  platform = await startPlatform({ JWT_SECRET, GAME_TEST_CLOCK: 'true' });
}, 240_000);
afterAll(async () => {
  await platform?.stop();
});

describe('location validation against a hostile client', () => {
  const BERLIN = { latitude: 52.52, longitude: 13.405 };
  const FAR = { latitude: 52.52 + 190_000 / METERS_PER_DEGREE_LAT, longitude: 13.405 };

  it('never counts a poor fix for play: a 100 km radius cannot carry the player 190 km in 5 s', async () => {
    const player = randomUUID();
    const vague = await validate(player, { ...BERLIN, accuracy: 100_000 });
    expect(vague).toMatchObject({ resultCode: 'blocked_spoof_detected', checks: { spoofCheck: { passed: false, reason: 'poor_accuracy' } } });
    expect((await game(player, 'GET', '/api/v1/location/last')).status).toBe(404);

    expect((await validate(player, { ...BERLIN, accuracy: 100 })).resultCode).toBe('valid'); // the cut-off itself
    await advance(5);
    const jump = await validate(player, { ...FAR, accuracy: 100_000 });
    expect(jump).toMatchObject({ resultCode: 'blocked_spoof_detected', checks: { spoofCheck: { passed: false, reason: 'poor_accuracy' } } });
    expect((await lastPosition(player)).latitude).toBeCloseTo(BERLIN.latitude, 6);

    // Within the cut-off the jump is what it is: a teleport.
    await advance(5);
    const within = await validate(player, { ...FAR, accuracy: 100 });
    expect(within).toMatchObject({ resultCode: 'blocked_spoof_detected', checks: { spoofCheck: { passed: false, reason: 'teleport' } } });
    expect((await lastPosition(player)).latitude).toBeCloseTo(BERLIN.latitude, 6);
  });

  it('discounts each accuracy radius only up to its cap in the speed check', async () => {
    const player = randomUUID();
    expect((await validate(player, { ...BERLIN, accuracy: 100 })).resultCode).toBe('valid');
    await advance(10);
    // 190 m in 10 s with two 100 m radii: "standing still" if the radii were taken whole; 140 m (50 km/h) with the 25 m cap.
    const moved = await validate(player, { latitude: BERLIN.latitude + 190 / METERS_PER_DEGREE_LAT, longitude: BERLIN.longitude, accuracy: 100 });
    expect(moved).toMatchObject({ resultCode: 'blocked_speed_lockout', checks: { speedCheck: { passed: false } } });
    expect(moved.checks.speedCheck.speedKmh).toBeGreaterThan(40);
    expect((await lastPosition(player)).latitude).toBeCloseTo(BERLIN.latitude, 6);
  });

  it('times a move by when the server received the fixes, not by the device timestamps', async () => {
    const player = randomUUID();
    const start = { latitude: 52.53, longitude: 13.41 };
    const next = { latitude: start.latitude + 400 / METERS_PER_DEGREE_LAT, longitude: start.longitude };
    // The device claims 110 s between the fixes (13 km/h); the server got them moments apart.
    expect((await validate(player, { ...start, secondsAgo: 110 })).resultCode).toBe('valid');
    const rushed = await validate(player, { ...next, secondsAgo: 0 });
    expect(rushed).toMatchObject({ resultCode: 'blocked_spoof_detected', checks: { spoofCheck: { passed: false, reason: 'teleport' } } });
    expect((await lastPosition(player)).latitude).toBeCloseTo(start.latitude, 6);

    // The same step once 200 s have really passed is a walk.
    await advance(200);
    expect((await validate(player, next)).resultCode).toBe('valid');
    expect((await lastPosition(player)).latitude).toBeCloseTo(next.latitude, 6);
  });
});
