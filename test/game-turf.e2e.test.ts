import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { cellToLatLng, cellToParent, gridRingUnsafe, latLngToCell } from 'h3-js';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { developmentToken } from '@platform/auth';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@platform/db';
import { createLogger } from '@platform/observability';
import { freshServerDatabase, startPlatform, type RunningPlatform } from './support/platform-process.js';
import { graphql, request } from './support/http-client.js';
import type { FingerprintInput } from '@platform/subgraph-creatures';
import { parkFingerprint, PARK as PARK_POINT } from '../subgraphs/creatures/test/fingerprint-fixtures.js';

// One platform process for the whole file: the turf and creature routes over REST, the located
// actions gated by geo-safety's last valid position (read through the graph), and live updates.
const JWT_SECRET = 'game-turf-e2e-secret-that-is-long-enough-0123';
const PARK = { latitude: PARK_POINT.lat, longitude: PARK_POINT.lng };
const GAMEPLAY_CELL = latLngToCell(PARK.latitude, PARK.longitude, 9);
const STORAGE_CELL = cellToParent(GAMEPLAY_CELL, 7);
const DISTRICT = cellToParent(GAMEPLAY_CELL, 6);
const FAR_STORAGE_CELL = latLngToCell(48.137, 11.575, 7);

let platform: RunningPlatform;
// The file keeps its database past the platform's stop, so the last test can read the audit partitions in it.
const dataDir = mkdtempSync(join(tmpdir(), 'platform-game-turf-'));
let serverDatabase: Awaited<ReturnType<typeof freshServerDatabase>> | undefined;
let stopped = false;
const players = {
  a: randomUUID(),
  b: randomUUID(),
  c: randomUUID(),
  idle: randomUUID(),
  walker: randomUUID(),
};
const tokens: Record<keyof typeof players, string> = { a: '', b: '', c: '', idle: '', walker: '' };
const sockets: Client[] = [];

const game = (who: keyof typeof players, method: string, path: string, body?: unknown) =>
  request(platform.gameApi, method, path, { token: tokens[who], body });
/** How far the platform's test clock runs ahead of this process's clock (validations are timed by it). */
let clockOffsetMs = 0;
const serverNow = () => new Date(Date.now() + clockOffsetMs);

/** Lets `seconds` pass on the platform's clock; answers the mutation's result. */
async function advance(seconds: number) {
  const advanced = await graphql(platform.graphql, `mutation { advanceTestClock(seconds: ${seconds}) }`, {
    token: tokens.a,
  });
  expect(advanced.errors).toBeUndefined();
  clockOffsetMs = new Date(advanced.data.advanceTestClock).getTime() - Date.now();
  return advanced;
}

/** The creatures tests' park fingerprint, in this file's cell. */
const fingerprint = (overrides: Partial<FingerprintInput> = {}) =>
  parkFingerprint({ h3Cell: STORAGE_CELL, ...overrides });

let jitter = 0;
async function validateAtPark(who: keyof typeof players) {
  // A hair off each time: the very same fix many times in a row reads as a mock location provider.
  jitter += 1;
  const body = {
    sessionId: randomUUID(),
    ...PARK,
    latitude: PARK.latitude + (jitter % 5) / 1e6,
    accuracy: 8,
    timestamp: serverNow().toISOString(),
    platform: 'ios',
  };
  const response = await game(who, 'POST', '/api/v1/location/validate', body);
  expect(response.status).toBe(200);
  expect(response.body.resultCode).toBe('valid');
  expect(response.body.gameplayCell).toBe(GAMEPLAY_CELL);
}

const influenceOf = async (who: keyof typeof players) =>
  (await game('idle', 'GET', `/api/v1/turf/cell/${GAMEPLAY_CELL}`)).body.playerInfluence[players[who]] ?? 0;

/** The next `count` events of a subscription of `who`, over a real graphql-ws client. */
function subscribe(who: keyof typeof players, query: string, variables: Record<string, unknown> = {}) {
  const client = createClient({
    url: platform.ws,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${tokens[who]}` },
    retryAttempts: 0,
  });
  sockets.push(client);
  const events: any[] = [];
  const acknowledged = new Promise<void>((resolve) => client.on('connected', () => resolve()));
  client.subscribe(
    { query, variables },
    { next: (value) => void events.push(value), error: () => undefined, complete: () => undefined },
  );
  return { events, acknowledged };
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

beforeAll(async () => {
  // The patrol walker hops a cell (about 300 m) every 10 s of device time: speed lockout is pinned in
  // game-location.e2e, here it must not stop the walk.
  serverDatabase = process.env.TEST_DATABASE === 'postgres' ? await freshServerDatabase() : undefined;
  platform = await startPlatform({
    JWT_SECRET,
    GAME_TEST_CLOCK: 'true',
    SPEED_LOCKOUT_KMH: '200',
    DATA_DIR: dataDir,
    ...(serverDatabase ? { DATABASE_URL: serverDatabase.url } : {}),
  });
  for (const who of Object.keys(players) as Array<keyof typeof players>)
    tokens[who] = await developmentToken('game', JWT_SECRET, { sub: players[who] });
}, 240_000);

afterAll(async () => {
  await Promise.all(sockets.map((client) => client.dispose()));
  if (!stopped) await platform?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  await serverDatabase?.drop();
});

describe('location game: fingerprints, creatures and turf', () => {
  let creatureOfA = '';
  const creatures: Record<string, string> = {};

  it('gates fingerprints on the last valid position read through the graph', async () => {
    const unvalidated = await game('a', 'POST', '/api/v1/fingerprint/submit', fingerprint());
    expect(unvalidated.status).toBe(403);
    expect(unvalidated.body).toMatchObject({ error: 'forbidden', reason: 'no_valid_position' });

    await validateAtPark('a');
    const far = await game(
      'a',
      'POST',
      '/api/v1/fingerprint/submit',
      fingerprint({ h3Cell: FAR_STORAGE_CELL }),
    );
    expect(far.status).toBe(403);
    expect(far.body.reason).toBe('cell_too_far');

    const someoneElse = await game('a', 'POST', '/api/v1/fingerprint/submit', {
      ...fingerprint(),
      userId: players.b,
    });
    expect(someoneElse.status).toBe(403);
    expect(someoneElse.body.reason).toBe('user_mismatch');
  });

  it('refuses malformed fingerprints with 400 and the field at fault', async () => {
    const fourColours = await game(
      'a',
      'POST',
      '/api/v1/fingerprint/submit',
      fingerprint({ colorPalette: fingerprint().colorPalette.slice(0, 4) }),
    );
    expect(fourColours.status).toBe(400);
    expect(fourColours.body.error).toBe('invalid_request');
    expect(JSON.stringify(fourColours.body.details)).toMatch(/colorPalette/);
    const eightColours = await game(
      'a',
      'POST',
      '/api/v1/fingerprint/submit',
      fingerprint({
        colorPalette: [...fingerprint().colorPalette, ...fingerprint().colorPalette.slice(0, 1)],
      }),
    );
    expect(eightColours.status).toBe(400);
    const { brightness: _missing, ...noBrightness } = fingerprint();
    expect((await game('a', 'POST', '/api/v1/fingerprint/submit', noBrightness)).status).toBe(400);
    expect(
      (
        await game(
          'a',
          'POST',
          '/api/v1/fingerprint/submit',
          fingerprint({ dominantColor: { r: 256, g: 0, b: 0 } }),
        )
      ).status,
    ).toBe(400);
    const broken = await request(platform.gameApi, 'POST', '/api/v1/fingerprint/submit', {
      token: tokens.a,
      rawBody: '{"h3Cell":',
    });
    expect(broken.status).toBe(400);
    expect(
      (await request(platform.gameApi, 'POST', '/api/v1/fingerprint/submit', { body: fingerprint() })).status,
    ).toBe(401);
  });

  it('accepts a fingerprint: compact binary under 400 bytes, +10 influence in the cell, a deterministic creature', async () => {
    const submitted = await game('a', 'POST', '/api/v1/fingerprint/submit', {
      ...fingerprint(),
      userId: players.a,
    });
    expect(submitted.status).toBe(201);
    expect(submitted.body.encodedBytes).toBeGreaterThan(0);
    expect(submitted.body.encodedBytes).toBeLessThan(400);
    expect(submitted.body.cell).toMatchObject({ h3Index: GAMEPLAY_CELL, districtId: DISTRICT });
    expect(submitted.body.cell.playerInfluence[players.a]).toBeCloseTo(10, 1);
    const creature = submitted.body.creature;
    expect(creature.cell.h3Index).toBe(GAMEPLAY_CELL);
    expect(['Common', 'Uncommon', 'Rare', 'Epic', 'Legendary']).toContain(creature.rarity);
    expect(creature.palette[0]).toEqual([34, 139, 34]);
    creatureOfA = creature.id;

    // The same place, light and sound give the same species to another player; one per cell and hour.
    await validateAtPark('b');
    const again = await game('b', 'POST', '/api/v1/fingerprint/submit', fingerprint());
    expect(again.status).toBe(201);
    expect(again.body.creature).toMatchObject({
      species: creature.species,
      geometry: creature.geometry,
      motion: creature.motion,
      sound: creature.sound,
      rarity: creature.rarity,
    });
    creatures.b = again.body.creature.id;
    expect((await game('b', 'POST', '/api/v1/fingerprint/submit', fingerprint())).status).toBe(409);

    await validateAtPark('c');
    const third = await game('c', 'POST', '/api/v1/fingerprint/submit', fingerprint({ planeCount: 20 }));
    expect(third.status).toBe(201);
    expect(third.body.creature.geometry).toBe('Crystalline');
    creatures.c = third.body.creature.id;
  });

  it('generates the five daily contracts of a district where people play', async () => {
    await advance(1);
    const listed = await game('a', 'GET', `/api/v1/turf/district/${DISTRICT}/contracts`);
    expect(listed.status).toBe(200);
    expect(listed.body.contracts.map((contract: { type: string }) => contract.type).sort()).toEqual([
      'capture',
      'defend',
      'patrol',
      'raid',
      'survey',
    ]);
    expect(
      listed.body.contracts.find((contract: { type: string }) => contract.type === 'survey'),
    ).toMatchObject({ reward: 50, progress: 0, completedAt: null });
    expect((await game('a', 'GET', '/api/v1/turf/district/not-a-district/contracts')).status).toBe(400);
  });

  it('captures a creature: +5 influence and into the collection of the captor only', async () => {
    const caught = await game('b', 'POST', `/api/v1/creatures/${creatureOfA}/capture`);
    expect(caught.status).toBe(200);
    expect(caught.body.creature.capturedAt).not.toBeNull();
    expect(caught.body.cell.playerInfluence[players.b]).toBeCloseTo(15, 1);
    expect((await game('c', 'POST', `/api/v1/creatures/${creatureOfA}/capture`)).status).toBe(409);
    expect((await game('a', 'POST', `/api/v1/creatures/${randomUUID()}/capture`)).status).toBe(404);
    expect((await game('a', 'POST', '/api/v1/creatures/not-a-uuid/capture')).status).toBe(400);

    expect(
      (await game('b', 'GET', '/api/v1/creatures/collection')).body.creatures.map(
        (c: { id: string }) => c.id,
      ),
    ).toEqual([creatureOfA]);
    expect((await game('a', 'GET', '/api/v1/creatures/collection')).body.creatures).toEqual([]);

    for (const id of [creatures.b, creatures.c])
      expect((await game('a', 'POST', `/api/v1/creatures/${id}/capture`)).status).toBe(200);
    expect(await influenceOf('a')).toBeCloseTo(20, 1);
    const contracts = (await game('a', 'GET', `/api/v1/turf/district/${DISTRICT}/contracts`)).body.contracts;
    expect(contracts.find((contract: { type: string }) => contract.type === 'capture').progress).toBe(2);
  });

  it('shows the cell and ranks the district by influence', async () => {
    const cell = await game('idle', 'GET', `/api/v1/turf/cell/${GAMEPLAY_CELL}`);
    expect(cell.status).toBe(200);
    expect(cell.body.districtId).toBe(DISTRICT);
    expect(Object.keys(cell.body.playerInfluence).sort()).toEqual([players.a, players.b, players.c].sort());
    expect(cell.body.totals.players).toBeCloseTo(45, 0);
    expect(cell.body.outpost).toBeNull();
    expect((await game('idle', 'GET', `/api/v1/turf/cell/${STORAGE_CELL}`)).status).toBe(400);

    const board = await game('idle', 'GET', `/api/v1/turf/district/${DISTRICT}/leaderboard?limit=10`);
    expect(board.status).toBe(200);
    expect(board.body.players.map((row: { playerId: string }) => row.playerId)).toEqual([
      players.a,
      players.b,
      players.c,
    ]);
    expect(board.body.players.map((row: { rank: number }) => row.rank)).toEqual([1, 2, 3]);
    expect((await game('idle', 'GET', `/api/v1/turf/district/${DISTRICT}/leaderboard?limit=0`)).status).toBe(
      400,
    );
  });

  it('resolves raids at once against outposts and their shields, live to the defender', async () => {
    const raidsOfA = subscribe('a', 'subscription { raidResolved { outcome damage attackerId defenderId } }');
    const contractsOfA = subscribe('a', 'subscription { contractCompleted { type reward } }');
    const cellWatch = subscribe(
      'idle',
      'subscription($h3: String!) { cellChanged(h3Index: $h3) { h3Index cause } }',
      { h3: GAMEPLAY_CELL },
    );
    await Promise.all([raidsOfA.acknowledged, contractsOfA.acknowledged, cellWatch.acknowledged]);
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(
      (await game('b', 'POST', '/api/v1/turf/raid', { targetCellH3: GAMEPLAY_CELL, attackPower: 30 })).status,
    ).toBe(404);
    expect((await game('c', 'POST', '/api/v1/turf/outposts', { cell: GAMEPLAY_CELL })).status).toBe(403);
    // An hour on, A fingerprints the park again (+10) and catches that creature (+5, and the capture contract's third: +50).
    await advance(3660);
    await validateAtPark('a');
    const fresh = await game('a', 'POST', '/api/v1/fingerprint/submit', fingerprint());
    expect(fresh.status).toBe(201);
    expect((await game('a', 'POST', `/api/v1/creatures/${fresh.body.creature.id}/capture`)).status).toBe(200);
    const held = await influenceOf('a');
    const deployed = await game('a', 'POST', '/api/v1/turf/outposts', { cell: GAMEPLAY_CELL });
    expect(deployed.status).toBe(201);
    expect(deployed.body).toMatchObject({ cell: GAMEPLAY_CELL, ownerId: players.a, health: 100, level: 1 });
    expect(await influenceOf('a')).toBeCloseTo(held - 20, 1); // deploying spends the 20 it needs
    expect((await game('b', 'POST', '/api/v1/turf/outposts', { cell: GAMEPLAY_CELL })).status).toBe(409);

    const defended = await influenceOf('a');
    const raid = await game('b', 'POST', '/api/v1/turf/raid', {
      targetCellH3: GAMEPLAY_CELL,
      attackPower: 30,
    });
    expect(raid.status).toBe(200);
    expect(raid.body).toMatchObject({
      outcome: 'damaged',
      damage: 30,
      defence: 0,
      outpostHealth: 70,
      attackerId: players.b,
      defenderId: players.a,
    });
    expect(raid.body.influenceMoved).toBeCloseTo(defended * 0.3, 1);
    expect(await influenceOf('a')).toBeCloseTo(defended * 0.7, 1);

    const shielded = await game('a', 'POST', `/api/v1/turf/outposts/${deployed.body.id}/modules`, {
      module: 'shield',
    });
    expect(shielded.status).toBe(200);
    expect(shielded.body).toMatchObject({ effects: { defence: 0 }, upgrade: { module: 'shield', level: 1 } }); // bought, being built
    expect(
      (await game('b', 'POST', `/api/v1/turf/outposts/${deployed.body.id}/modules`, { module: 'shield' }))
        .status,
    ).toBe(403);
    expect(
      (await game('a', 'POST', `/api/v1/turf/outposts/${deployed.body.id}/modules`, { module: 'laser' }))
        .status,
    ).toBe(400);
    expect(
      (await game('b', 'POST', '/api/v1/turf/raid', { targetCellH3: GAMEPLAY_CELL, attackPower: 5 })).body
        .reason,
    ).toBe('raid_cooldown');
    await advance(600); // the shield is built, and B's cooldown over
    expect(
      (await game('idle', 'GET', `/api/v1/turf/cell/${GAMEPLAY_CELL}`)).body.outpost.effects.defence,
    ).toBe(5);

    const repelled = await game('b', 'POST', '/api/v1/turf/raid', {
      targetCellH3: GAMEPLAY_CELL,
      attackPower: 5,
    });
    expect(repelled.body).toMatchObject({ outcome: 'repelled', damage: 0, defence: 5, outpostHealth: 70 });

    expect(
      (await game('a', 'POST', '/api/v1/turf/raid', { targetCellH3: GAMEPLAY_CELL, attackPower: 10 })).body
        .reason,
    ).toBe('own_outpost');
    expect(
      (await game('b', 'POST', '/api/v1/turf/raid', { targetCellH3: GAMEPLAY_CELL, attackPower: 0 })).status,
    ).toBe(400);
    expect((await game('b', 'POST', '/api/v1/turf/raid', { targetCellH3: GAMEPLAY_CELL })).status).toBe(400);
    expect(
      (
        await game('b', 'POST', '/api/v1/turf/raid', {
          targetCellH3: GAMEPLAY_CELL,
          attackPower: 10,
          userId: players.a,
        })
      ).body.reason,
    ).toBe('user_mismatch');

    // Repelling a raid is the defend contract (target 1): its reward arrives live, like the raids.
    await until(() => raidsOfA.events.length >= 2 && contractsOfA.events.length >= 2);
    expect(raidsOfA.events.map((event) => event.data.raidResolved.outcome)).toEqual(['damaged', 'repelled']);
    expect(contractsOfA.events.map((event) => event.data.contractCompleted)).toEqual([
      { type: 'capture', reward: 50 },
      { type: 'defend', reward: 75 },
    ]);
    expect(await influenceOf('a')).toBeCloseTo(defended * 0.7 - 10 + 75, 0); // less the shield's 10
    expect(cellWatch.events.map((event) => event.data.cellChanged.cause)).toEqual(
      expect.arrayContaining(['outpost', 'raid', 'influence']),
    );
  });

  it('runs crews: create, join, roles, leave', async () => {
    expect(
      (await game('a', 'POST', '/api/v1/turf/crews', { name: 'Park Rangers', tag: 'PR', color: '#1e90ff' }))
        .status,
    ).toBe(400);
    expect(
      (await game('a', 'POST', '/api/v1/turf/crews', { name: 'Park Rangers', tag: 'PARK', color: 'blue' }))
        .status,
    ).toBe(400);
    const created = await game('a', 'POST', '/api/v1/turf/crews', {
      name: 'Park Rangers',
      tag: 'park',
      color: '#1E90FF',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Park Rangers',
      tag: 'PARK',
      color: '#1e90ff',
      active: false,
    });
    const crewId = created.body.id;
    expect(
      (await game('b', 'POST', '/api/v1/turf/crews', { name: 'Other', tag: 'PARK', color: '#000000' }))
        .status,
    ).toBe(409);

    const joined = await game('b', 'POST', `/api/v1/turf/crews/${crewId}/join`);
    expect(joined.status).toBe(200);
    expect(joined.body.members.map((m: { playerId: string; role: string }) => [m.playerId, m.role])).toEqual([
      [players.a, 'leader'],
      [players.b, 'member'],
    ]);
    expect(
      (await game('b', 'PUT', `/api/v1/turf/crews/members/${players.a}/role`, { role: 'member' })).status,
    ).toBe(403);
    const promoted = await game('a', 'PUT', `/api/v1/turf/crews/members/${players.b}/role`, {
      role: 'officer',
    });
    expect(promoted.body.members[1].role).toBe('officer');
    expect((await game('b', 'GET', '/api/v1/turf/me/crew')).body.id).toBe(crewId);
    expect((await game('c', 'GET', '/api/v1/turf/me/crew')).status).toBe(404);
    expect((await game('c', 'GET', `/api/v1/turf/crews/${randomUUID()}`)).status).toBe(404);

    expect((await game('a', 'POST', '/api/v1/turf/crews/leave')).body).toEqual({ disbanded: false });
    expect((await game('b', 'GET', `/api/v1/turf/crews/${crewId}`)).body.members).toEqual([
      expect.objectContaining({ playerId: players.b, role: 'leader' }),
    ]);
    expect((await game('b', 'POST', '/api/v1/turf/crews/leave')).body).toEqual({ disbanded: true });
  });

  it('halves influence every 48 hours (controllable clock), and the ranking follows', async () => {
    const before = { a: await influenceOf('a'), b: await influenceOf('b') };
    await advance(172800);
    expect(await influenceOf('b')).toBeCloseTo(before.b / 2, 0);
    // A's level-1 outpost paid 2 influence an hour for the 48 hours (the hourly ticks caught up), and repaired 5 health an hour.
    expect(await influenceOf('a')).toBeCloseTo(before.a / 2 + 96, 0);
    const cell = await game('idle', 'GET', `/api/v1/turf/cell/${GAMEPLAY_CELL}`);
    expect(cell.body.outpost.health).toBe(100);
    const board = await game('idle', 'GET', `/api/v1/turf/district/${DISTRICT}/leaderboard`);
    const held = await Promise.all(
      (['a', 'b', 'c'] as const).map(async (who) => ({
        id: players[who],
        influence: await influenceOf(who),
      })),
    );
    expect(board.body.players.map((row: { playerId: string }) => row.playerId)).toEqual(
      held.sort((x, y) => y.influence - x.influence).map((row) => row.id),
    );
  });

  it('completes patrol (five distinct cells validated) and raid (two damaging raids) contracts with their rewards', async () => {
    // The day's contracts after the 48 hours above; the walker patrols cells of the park's district.
    const walk = [GAMEPLAY_CELL, ...gridRingUnsafe(GAMEPLAY_CELL, 1)]
      .filter((cell) => cellToParent(cell, 6) === DISTRICT)
      .slice(0, 5);
    expect(walk).toHaveLength(5);
    const patrol = async () =>
      (await game('walker', 'GET', `/api/v1/turf/district/${DISTRICT}/contracts`)).body.contracts.find(
        (c: { type: string }) => c.type === 'patrol',
      );
    // A hop of a cell every 10 s, timed by the server's clock.
    const stepInto = async (cell: string, step: number) => {
      if (step > 0) await advance(10);
      const [latitude, longitude] = cellToLatLng(cell);
      const body = {
        sessionId: randomUUID(),
        latitude,
        longitude,
        accuracy: 10,
        timestamp: serverNow().toISOString(),
        platform: 'android',
      };
      expect((await game('walker', 'POST', '/api/v1/location/validate', body)).body).toMatchObject({
        resultCode: 'valid',
        gameplayCell: cell,
      });
    };
    for (const [step, cell] of walk.slice(0, 4).entries()) await stepInto(cell, step);
    await stepInto(walk[0]!, 4); // back to a patrolled cell: no step
    await until(async () => (await patrol()).progress === 4);
    expect(await patrol()).toMatchObject({ progress: 4, completedAt: null, reward: 50 });
    await stepInto(walk[4]!, 5);
    await until(async () => (await patrol()).completedAt !== null);
    expect((await patrol()).progress).toBe(5);
    const paidIn = await game('idle', 'GET', `/api/v1/turf/cell/${walk[4]}`);
    expect(paidIn.body.playerInfluence[players.walker]).toBeCloseTo(50, 1);

    const raidContract = async () =>
      (await game('b', 'GET', `/api/v1/turf/district/${DISTRICT}/contracts`)).body.contracts.find(
        (c: { type: string }) => c.type === 'raid',
      );
    // B pays 5 a raid: a fresh fingerprint at the park first (+10), then one raid each 5 minutes.
    await validateAtPark('b');
    expect(
      (await game('b', 'POST', '/api/v1/fingerprint/submit', fingerprint({ brightness: 0.6 }))).status,
    ).toBe(201);
    for (let i = 0; i < 2; i++) {
      if (i > 0) await advance(300);
      expect(
        (await game('b', 'POST', '/api/v1/turf/raid', { targetCellH3: GAMEPLAY_CELL, attackPower: 30 })).body
          .outcome,
      ).toBe('damaged');
    }
    expect(await raidContract()).toMatchObject({ progress: 2, completedAt: expect.any(String), reward: 75 });
  });

  it("lists a crew as recruiting where its outpost's beacon reaches (one cell per level), to join from there", async () => {
    const founded = await game('a', 'POST', '/api/v1/turf/crews', {
      name: 'Beacon Keepers',
      tag: 'BEAC',
      color: '#ffaa00',
    });
    expect(founded.status).toBe(201);
    const [nextDoor, twoAway] = [gridRingUnsafe(GAMEPLAY_CELL, 1)[0], gridRingUnsafe(GAMEPLAY_CELL, 2)[0]];
    const recruiting = async (cell: string) =>
      (await game('idle', 'GET', `/api/v1/turf/crews/recruiting?cell=${cell}`)).body.crews;
    expect(await recruiting(nextDoor!)).toEqual([]);
    const outpost = (await game('idle', 'GET', `/api/v1/turf/cell/${GAMEPLAY_CELL}`)).body.outpost;
    const bought = await game('a', 'POST', `/api/v1/turf/outposts/${outpost.id}/modules`, {
      module: 'beacon',
    });
    expect(bought.body).toMatchObject({
      effects: { recruitRadiusCells: 0 },
      upgrade: { module: 'beacon', level: 1 },
    });
    expect(await recruiting(nextDoor!)).toEqual([]); // still being built
    await advance(600);
    expect(await recruiting(nextDoor!)).toEqual([
      expect.objectContaining({
        crew: expect.objectContaining({ id: founded.body.id, tag: 'BEAC' }),
        outpostCell: GAMEPLAY_CELL,
        distanceCells: 1,
        openSlots: 29,
      }),
    ]);
    expect(await recruiting(twoAway!)).toEqual([]);
    expect((await game('idle', 'POST', `/api/v1/turf/crews/${founded.body.id}/join`)).status).toBe(200);
    expect((await recruiting(nextDoor!))[0].openSlots).toBe(28);
    expect((await game('idle', 'GET', `/api/v1/turf/crews/recruiting?cell=${STORAGE_CELL}`)).status).toBe(
      400,
    );
  });

  it('creates the months ahead and drops audit partitions past the 6-month retention (job run by the test clock), in the real database', async () => {
    const monthName = (at: Date) =>
      `location_audit_${at.getUTCFullYear()}_${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
    const thisMonth = monthName(new Date());
    const history = async () => (await game('walker', 'GET', '/api/v1/location/history?limit=10')).body;
    expect((await history()).length).toBeGreaterThan(0);
    // Seven months on: this month's partition, its rows with it, is past the retention.
    const advanced = await advance(18144000);
    const later = new Date(advanced.data.advanceTestClock);
    expect(await history()).toEqual([]);

    stopped = true;
    await platform.stop();
    const db = await openDatabase({
      dataDir,
      databaseUrl: serverDatabase?.url,
      logger: createLogger('silent'),
    });
    try {
      const { rows } = await db.pool.query(
        `select child.relname as name from pg_inherits join pg_class parent on parent.oid = inhparent join pg_class child on child.oid = inhrelid
         where parent.relname = 'location_audit' order by 1`,
      );
      const names = (rows as Array<{ name: string }>).map((row) => row.name);
      const ahead = [0, 1].map((offset) =>
        monthName(new Date(Date.UTC(later.getUTCFullYear(), later.getUTCMonth() + offset, 1))),
      );
      expect(names).toEqual(expect.arrayContaining(ahead));
      expect(names).not.toContain(thisMonth);
    } finally {
      await db.close();
    }
  });
});
