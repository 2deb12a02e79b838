import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { request } from './support/http-client.js';
import {
  DISTRICT,
  FAR_STORAGE_CELL,
  GAMEPLAY_CELL,
  STORAGE_CELL,
  gameTurfSuite,
} from './support/game-turf-suite.js';

const turf = gameTurfSuite();
const { players, tokens, game, advance, fingerprint, validateAtPark, influenceOf } = turf;

beforeAll(() => turf.start(), 240_000);
afterAll(() => turf.stop());

describe('location game: fingerprints, the creatures they spawn, and the influence they rank', () => {
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
    const broken = await request(turf.platform.gameApi, 'POST', '/api/v1/fingerprint/submit', {
      token: tokens.a,
      rawBody: '{"h3Cell":',
    });
    expect(broken.status).toBe(400);
    expect(
      (await request(turf.platform.gameApi, 'POST', '/api/v1/fingerprint/submit', { body: fingerprint() }))
        .status,
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
});
