import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { cellToLatLng, cellToParent, gridDisk, latLngToCell } from 'h3-js';
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
const game = async (player: string, method: string, path: string, body?: unknown) =>
  request(platform.gameApi, method, path, { token: await tokenOf(player), body });
const gql = async (player: string, query: string, variables: Record<string, unknown> = {}) =>
  graphql(platform.graphql, query, { token: await tokenOf(player), variables });
const serverNow = () => new Date(Date.now() + clockOffsetMs);

/** Lets `seconds` pass on the platform's clock (every game domain reads it). */
async function advance(seconds: number) {
  const moved = await gql(randomUUID(), 'mutation($s: Int!) { advanceTestClock(seconds: $s) }', {
    s: seconds,
  });
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
    expect(vague).toMatchObject({
      resultCode: 'blocked_spoof_detected',
      checks: { spoofCheck: { passed: false, reason: 'poor_accuracy' } },
    });
    expect((await game(player, 'GET', '/api/v1/location/last')).status).toBe(404);

    expect((await validate(player, { ...BERLIN, accuracy: 100 })).resultCode).toBe('valid'); // the cut-off itself
    await advance(5);
    const jump = await validate(player, { ...FAR, accuracy: 100_000 });
    expect(jump).toMatchObject({
      resultCode: 'blocked_spoof_detected',
      checks: { spoofCheck: { passed: false, reason: 'poor_accuracy' } },
    });
    expect((await lastPosition(player)).latitude).toBeCloseTo(BERLIN.latitude, 6);

    // Within the cut-off the jump is what it is: a teleport.
    await advance(5);
    const within = await validate(player, { ...FAR, accuracy: 100 });
    expect(within).toMatchObject({
      resultCode: 'blocked_spoof_detected',
      checks: { spoofCheck: { passed: false, reason: 'teleport' } },
    });
    expect((await lastPosition(player)).latitude).toBeCloseTo(BERLIN.latitude, 6);
  });

  it('discounts each accuracy radius only up to its cap in the speed check', async () => {
    const player = randomUUID();
    expect((await validate(player, { ...BERLIN, accuracy: 100 })).resultCode).toBe('valid');
    await advance(10);
    // 190 m in 10 s with two 100 m radii: "standing still" if the radii were taken whole; 140 m (50 km/h) with the 25 m cap.
    const moved = await validate(player, {
      latitude: BERLIN.latitude + 190 / METERS_PER_DEGREE_LAT,
      longitude: BERLIN.longitude,
      accuracy: 100,
    });
    expect(moved).toMatchObject({
      resultCode: 'blocked_speed_lockout',
      checks: { speedCheck: { passed: false } },
    });
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
    expect(rushed).toMatchObject({
      resultCode: 'blocked_spoof_detected',
      checks: { spoofCheck: { passed: false, reason: 'teleport' } },
    });
    expect((await lastPosition(player)).latitude).toBeCloseTo(start.latitude, 6);

    // The same step once 200 s have really passed is a walk.
    await advance(200);
    expect((await validate(player, next)).resultCode).toBe('valid');
    expect((await lastPosition(player)).latitude).toBeCloseTo(next.latitude, 6);
  });
});

describe('turf and creatures against a hostile client', () => {
  /** The park fingerprint of this file's storage cell (what the creatures tests use). */
  const fingerprint = (overrides: Partial<FingerprintInput> = {}) =>
    parkFingerprint({ h3Cell: STORAGE_CELL, ...overrides });
  let jitter = 0;

  /** A valid fix at the centre of `cell` now (a hair off each time: identical fixes in a row read as a mock provider). */
  async function standIn(player: string, cell: string) {
    const [latitude, longitude] = cellToLatLng(cell);
    jitter += 1;
    const answer = await validate(player, {
      latitude: latitude + (jitter % 7) / 1e6,
      longitude,
      accuracy: 8,
    });
    expect(answer).toMatchObject({ resultCode: 'valid', gameplayCell: cell });
  }

  /** +10 for a fingerprint and +5 for catching its creature, in the cell the player stands in. */
  async function earn(player: string) {
    const submitted = await game(player, 'POST', '/api/v1/fingerprint/submit', fingerprint());
    expect(submitted.status).toBe(201);
    expect(
      (await game(player, 'POST', `/api/v1/creatures/${submitted.body.creature.id}/capture`)).status,
    ).toBe(200);
  }

  const influenceIn = async (cell: string) =>
    (await game(randomUUID(), 'GET', `/api/v1/turf/cell/${cell}`)).body.playerInfluence as Record<
      string,
      number
    >;
  const sumOf = (influence: Record<string, number>, players: string[]) =>
    players.reduce((sum, player) => sum + (influence[player] ?? 0), 0);

  const defender = randomUUID();
  let outpostId = '';
  /** The raids' cell: a neighbour of the park's gameplay cell in the same storage cell, and its outpost's owner. */
  const RAIDED = gridDisk(GAMEPLAY_CELL, 1).find(
    (other) => other !== GAMEPLAY_CELL && cellToParent(other, 7) === STORAGE_CELL,
  )!;
  const owner = randomUUID();

  it('spends the 20 influence a deployment needs, and builds a bought module before it works', async () => {
    await standIn(defender, GAMEPLAY_CELL);
    await earn(defender); // 15
    expect(
      (await game(defender, 'POST', '/api/v1/turf/outposts', { cell: GAMEPLAY_CELL })).body,
    ).toMatchObject({ error: 'forbidden', reason: 'insufficient_influence' });
    await advance(61 * 60);
    await standIn(defender, GAMEPLAY_CELL);
    await earn(defender);
    await advance(61 * 60);
    await standIn(defender, GAMEPLAY_CELL);
    await earn(defender); // about 44
    const before = (await influenceIn(GAMEPLAY_CELL))[defender]!;
    const deployed = await game(defender, 'POST', '/api/v1/turf/outposts', { cell: GAMEPLAY_CELL });
    expect(deployed.status).toBe(201);
    outpostId = deployed.body.id;
    expect((await influenceIn(GAMEPLAY_CELL))[defender]).toBeCloseTo(before - 20, 2);

    const shield = await gql(
      defender,
      'mutation($id: ID!) { installOutpostModule(outpostId: $id, module: shield) { modules { shield } effects { defence } upgrade { module level readyAt } } }',
      { id: outpostId },
    );
    expect(shield.errors).toBeUndefined();
    expect(shield.data.installOutpostModule).toMatchObject({
      modules: { shield: 0 },
      effects: { defence: 0 },
      upgrade: { module: 'shield', level: 1 },
    });
    expect(
      new Date(shield.data.installOutpostModule.upgrade.readyAt).getTime() - serverNow().getTime(),
    ).toBeGreaterThan(9 * 60_000);
    expect((await influenceIn(GAMEPLAY_CELL))[defender]).toBeCloseTo(before - 30, 2);
    const again = await game(defender, 'POST', `/api/v1/turf/outposts/${outpostId}/modules`, {
      module: 'amplifier',
    });
    expect(again).toMatchObject({ status: 409, body: { error: 'conflict', reason: 'upgrade_in_progress' } });
    await advance(10 * 60);
    const cell = await game(randomUUID(), 'GET', `/api/v1/turf/cell/${GAMEPLAY_CELL}`);
    expect(cell.body.outpost).toMatchObject({ modules: { shield: 1 }, effects: { defence: 5 } });
  });

  it('applies ten raids aliased in one request as one raid: the cooldown holds and influence is only moved', async () => {
    // A defender with an outpost and about 10 influence left, an attacker with 15.
    const cell = RAIDED;
    const raider = randomUUID();
    await standIn(owner, cell);
    await earn(owner);
    await advance(61 * 60);
    await standIn(owner, cell);
    await earn(owner);
    expect((await game(owner, 'POST', '/api/v1/turf/outposts', { cell })).status).toBe(201);
    await standIn(raider, cell);
    await earn(raider);

    const players = [owner, raider];
    const before = await influenceIn(cell);
    const aliases = Array.from(
      { length: 10 },
      (_, i) =>
        `r${i}: raid(input: { targetCellH3: "${cell}", attackPower: 30 }) { outcome damage outpostHealth influenceMoved }`,
    );
    const answer = await gql(raider, `mutation { turfPlayer { ${aliases.join(' ')} } }`);
    // raid is non-null under turfPlayer: the refused aliases null the whole answer, so the raid that passed shows in the cell.
    expect(answer.errors).toHaveLength(9);
    expect((answer.errors ?? []).map((error) => [error.extensions?.code, error.extensions?.reason])).toEqual(
      Array(9).fill(['CONFLICT', 'raid_cooldown']),
    );
    expect((await game(randomUUID(), 'GET', `/api/v1/turf/cell/${cell}`)).body.outpost.health).toBe(70); // one raid of 30
    const after = await influenceIn(cell);
    expect(sumOf(after, players)).toBeCloseTo(sumOf(before, players) - 5, 1);
    // The defender lost 30 % of their influence, exactly what the attacker gained (less the raid's cost).
    expect(after[owner]).toBeCloseTo(before[owner]! * 0.7, 1);
    expect(after[raider]).toBeCloseTo(before[raider]! + before[owner]! * 0.3 - 5, 1);

    // Over REST too, until the cooldown has passed.
    const rest = await game(raider, 'POST', '/api/v1/turf/raid', { targetCellH3: cell, attackPower: 30 });
    expect(rest).toMatchObject({ status: 409, body: { error: 'conflict', reason: 'raid_cooldown' } });
  });

  it('applies raids of parallel clients one after the other, each paid, the influence taken equal to the influence given', async () => {
    const raiders = Array.from({ length: 4 }, () => randomUUID());
    for (const raider of raiders) {
      await standIn(raider, RAIDED);
      await earn(raider);
    }
    const poor = randomUUID();
    await standIn(poor, RAIDED);
    const players = [owner, ...raiders];
    const before = await influenceIn(RAIDED);
    const answers = await Promise.all(
      [...raiders, ...raiders, poor].map((raider) =>
        game(raider, 'POST', '/api/v1/turf/raid', { targetCellH3: RAIDED, attackPower: 15 }),
      ),
    );
    const passed = answers.filter((answer) => answer.status === 200);
    expect(passed).toHaveLength(4); // one per raider; the second of each waits out the cooldown
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.reason)).toEqual(
      Array(4).fill('raid_cooldown'),
    );
    expect(answers[answers.length - 1]).toMatchObject({
      status: 403,
      body: { reason: 'insufficient_influence' },
    });
    // Each raid saw the health the previous one left (70 after the raid above): 15 damage each.
    expect(passed.map((answer) => answer.body.outpostHealth).sort((a, b) => b - a)).toEqual([55, 40, 25, 10]);
    const moved = passed.reduce((sum, answer) => sum + answer.body.influenceMoved, 0);
    const after = await influenceIn(RAIDED);
    expect(after[owner]).toBeCloseTo(before[owner]! - moved, 1);
    expect(sumOf(after, players)).toBeCloseTo(sumOf(before, players) - 4 * 5, 1);
  });

  it('accepts one of several fingerprints a player sends at once in one cell (aliases, and parallel clients)', async () => {
    const player = randomUUID();
    await standIn(player, GAMEPLAY_CELL);
    const aliases = Array.from(
      { length: 6 },
      (_, i) => `f${i}: submitFingerprint(input: $f${i}) { fingerprintId }`,
    );
    const variables = Object.fromEntries(
      Array.from({ length: 6 }, (_, i) => [`f${i}`, fingerprint({ brightness: 0.1 + i / 10 })]),
    );
    const answer = await gql(
      player,
      `mutation(${aliases.map((_, i) => `$f${i}: FingerprintInput!`).join(', ')}) { creaturesPlayer { ${aliases.join(' ')} } }`,
      variables,
    );
    expect((answer.errors ?? []).map((error) => error.extensions?.reason)).toEqual(
      Array(5).fill('fingerprint_cooldown'),
    );
    expect((await influenceIn(GAMEPLAY_CELL))[player]).toBeCloseTo(10, 1);

    const other = randomUUID();
    await standIn(other, GAMEPLAY_CELL);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        game(other, 'POST', '/api/v1/fingerprint/submit', fingerprint({ brightness: 0.1 + i / 10 })),
      ),
    );
    expect(answers.filter((response) => response.status === 201)).toHaveLength(1);
    expect(
      answers.filter((response) => response.status === 409).map((response) => response.body.reason),
    ).toEqual(Array(5).fill('fingerprint_cooldown'));
    expect((await influenceIn(GAMEPLAY_CELL))[other]).toBeCloseTo(10, 1);
  });

  it('lets one of two players racing to deploy in a cell have it, and charges only them', async () => {
    const cell = gridDisk(GAMEPLAY_CELL, 2).find(
      (other) =>
        other !== GAMEPLAY_CELL &&
        cellToParent(other, 7) === STORAGE_CELL &&
        gridDisk(GAMEPLAY_CELL, 1).indexOf(other) < 0,
    )!;
    const racers = [randomUUID(), randomUUID()];
    for (const racer of racers) {
      await standIn(racer, cell);
      await earn(racer);
    }
    await advance(61 * 60);
    for (const racer of racers) {
      await standIn(racer, cell);
      await earn(racer);
    }
    const before = await influenceIn(cell);
    const answers = await Promise.all(
      racers.map((racer) => game(racer, 'POST', '/api/v1/turf/outposts', { cell })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const winner = racers[answers.findIndex((answer) => answer.status === 201)]!;
    const loser = racers.find((racer) => racer !== winner)!;
    const after = await influenceIn(cell);
    expect(after[winner]).toBeCloseTo(before[winner]! - 20, 1);
    expect(after[loser]).toBeCloseTo(before[loser]!, 1);
  });
});
