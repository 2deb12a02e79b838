import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { cellToCenterChild, gridDisk, latLngToCell } from 'h3-js';
import { LocalEventBus } from '@platform/pubsub';
import { TestPositions } from '@platform/game-kit/testing';
import { openStorage, TestClock, type OpenedStorage } from '@platform/test-kit';
import {
  createCreaturesDomain,
  creaturesStorage,
  decodeFingerprint,
  type CreaturesDomain,
} from '../src/domain.js';
import { parkFingerprint, PARK, PARK_CELL } from './fingerprint-fixtures.js';
import {
  CREATURE_CAPTURED_TOPIC,
  FINGERPRINT_ACCEPTED_TOPIC,
  SPAWN_RATE_CHANGED_TOPIC,
} from '@platform/game-events';
import { spawnCount } from '../src/creatures/spawn-count.js';

const MINUTE = 60_000;
const KEY = 'a-rarity-key-for-these-tests-only-0123456789';
let storage: OpenedStorage;
let domain: CreaturesDomain;
let clock: TestClock;
let positions: TestPositions;
const events: Array<{ topic: string; payload: any }> = [];
let bus: LocalEventBus;

beforeAll(async () => {
  storage = await openStorage(creaturesStorage);
  clock = new TestClock(Date.parse('2026-11-23T10:00:00Z'));
  positions = new TestPositions(clock);
  bus = new LocalEventBus();
  for (const topic of [FINGERPRINT_ACCEPTED_TOPIC, CREATURE_CAPTURED_TOPIC])
    bus.subscribe(topic, (payload) => void events.push({ topic, payload }));
  domain = createCreaturesDomain({ orm: storage.orm, positions, bus, now: clock.now, rarityKey: KEY });
}, 120_000);
afterAll(() => storage.close());

const GAMEPLAY = latLngToCell(PARK.lat, PARK.lng, 9);

describe('fingerprint submission', () => {
  it('needs a recent valid position near the fingerprint cell', async () => {
    const player = randomUUID();
    const { creatures } = domain.services;
    await expect(creatures.submitFingerprint(player, parkFingerprint())).rejects.toThrow(
      'Validate your location first',
    );
    const twoAway = gridDisk(PARK_CELL, 2).find((cell) => !gridDisk(PARK_CELL, 1).includes(cell))!;
    positions.standIn(player, cellToCenterChild(twoAway, 9));
    await expect(creatures.submitFingerprint(player, parkFingerprint())).rejects.toMatchObject({
      code: 'FORBIDDEN',
      details: { reason: 'cell_too_far', distanceCells: 2 },
    });
    positions.standIn(player, GAMEPLAY);
    clock.advance(11 * MINUTE);
    await expect(creatures.submitFingerprint(player, parkFingerprint())).rejects.toThrow(
      'no recent valid position',
    );
  });

  it('refuses a malformed fingerprint with the fields at fault', async () => {
    await expect(
      domain.services.creatures.submitFingerprint(randomUUID(), { ...parkFingerprint(), colorPalette: [] }),
    ).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: expect.stringContaining('colorPalette'),
    });
  });

  it('stores the binary form, spawns the creature, announces it, and refuses a second one in the hour', async () => {
    const player = randomUUID();
    positions.standIn(player, GAMEPLAY);
    const { creatures } = domain.services;
    const submitted = await creatures.submitFingerprint(player, parkFingerprint());
    expect(submitted.encodedBytes).toBe(54);
    const [row] = await storage.sql('select encoded from creatures.fingerprint where id = $1', [
      submitted.fingerprintId,
    ]);
    expect(decodeFingerprint(new Uint8Array(row.encoded)).h3Cell).toBe(PARK_CELL);
    expect(submitted.creature).toMatchObject({
      gameplayCell: GAMEPLAY,
      geometry: 'Fractal',
      capturedBy: null,
    });
    expect(events).toContainEqual({
      topic: FINGERPRINT_ACCEPTED_TOPIC,
      payload: expect.objectContaining({ playerId: player, gameplayCell: GAMEPLAY }),
    });
    await expect(creatures.submitFingerprint(player, parkFingerprint())).rejects.toThrow(
      'already submitted in this cell',
    );
  });
});

describe("spawn rate (the scanner of the cell's outpost, from turf's events)", () => {
  it('spawns as many creatures as the rate says, keeps the newest rate, and falls back to one', async () => {
    const { creatures } = domain.services;
    const cell = gridDisk(GAMEPLAY, 1).find((candidate) => candidate !== GAMEPLAY)!;
    const announce = (spawnRateMultiplier: number, at: string) =>
      bus.publish(SPAWN_RATE_CHANGED_TOPIC, { cell, spawnRateMultiplier, at });
    const submitIn = async () => {
      const player = randomUUID();
      positions.standIn(player, cell);
      const before = (await creatures.spawnsInCell(cell)).length;
      await creatures.submitFingerprint(player, parkFingerprint());
      return (await creatures.spawnsInCell(cell)).length - before;
    };
    expect(await submitIn()).toBe(1);
    await announce(2, clock.now().toISOString()); // scanner level 2
    await announce(1, new Date(clock.now().getTime() - MINUTE).toISOString()); // an older event heard late: ignored
    expect(await submitIn()).toBe(2);
    await announce(1, new Date(clock.now().getTime() + MINUTE).toISOString()); // the outpost was destroyed
    expect(await submitIn()).toBe(1);
  });

  it('accepts one of several fingerprints sent at once by a player in one cell', async () => {
    const player = randomUUID();
    positions.standIn(player, GAMEPLAY);
    const { creatures } = domain.services;
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        creatures.submitFingerprint(player, parkFingerprint({ brightness: i / 10 })),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(
      results
        .filter((result) => result.status === 'rejected')
        .map((result) => (result as PromiseRejectedResult).reason.code),
    ).toEqual(Array(7).fill('CONFLICT'));
    expect(
      await storage.sql('select count(*)::int as n from creatures.fingerprint where player_id = $1', [
        player,
      ]),
    ).toEqual([{ n: 1 }]);
    clock.advance(61 * MINUTE);
    positions.standIn(player, GAMEPLAY);
    await expect(creatures.submitFingerprint(player, parkFingerprint())).resolves.toMatchObject({
      encodedBytes: 54,
    });
  });

  it('draws the fraction of a rate from the fingerprint: the same bytes always, about that share overall', () => {
    const bytes = (i: number) => new Uint8Array([i & 255, (i >> 8) & 255, 7, 9]);
    expect(spawnCount(1.5, bytes(1), KEY)).toBe(spawnCount(1.5, bytes(1), KEY));
    const extra = Array.from({ length: 2000 }, (_, i) => spawnCount(1.5, bytes(i), KEY) - 1);
    expect(new Set(extra)).toEqual(new Set([0, 1]));
    const share = extra.reduce((sum, n) => sum + n, 0) / extra.length;
    expect(share).toBeGreaterThan(0.45);
    expect(share).toBeLessThan(0.55);
    expect(spawnCount(2.5, bytes(3), KEY)).toBeGreaterThanOrEqual(2);
    expect(spawnCount(1, bytes(3), KEY)).toBe(1);
    // Under another key the extra creature falls on other fingerprints.
    const elsewhere = Array.from(
      { length: 2000 },
      (_, i) => spawnCount(1.5, bytes(i), 'another-key-0123456789abcdef-0123456') - 1,
    );
    expect(elsewhere.filter((n, i) => n === extra[i]).length).toBeLessThan(1200);
  });
});

describe('capture and collection', () => {
  it('lets the first nearby player capture a wild creature into their collection, once, until it expires', async () => {
    const { creatures } = domain.services;
    const [finder, catcher, late] = [randomUUID(), randomUUID(), randomUUID()];
    for (const player of [finder, catcher, late]) positions.standIn(player, GAMEPLAY);
    const { creature } = await creatures.submitFingerprint(finder, parkFingerprint({ brightness: 0.77 }));
    expect((await creatures.spawnsInCell(GAMEPLAY)).map((c) => c.id)).toContain(creature.id);

    const far = randomUUID();
    positions.standIn(far, latLngToCell(PARK.lat + 0.05, PARK.lng, 9));
    await expect(creatures.capture(far, creature.id)).rejects.toMatchObject({
      details: { reason: 'cell_too_far' },
    });
    const caught = await creatures.capture(catcher, creature.id);
    expect(caught).toMatchObject({ capturedBy: catcher });
    expect(events).toContainEqual({
      topic: CREATURE_CAPTURED_TOPIC,
      payload: expect.objectContaining({ playerId: catcher, creatureId: creature.id }),
    });
    await expect(creatures.capture(late, creature.id)).rejects.toThrow('already captured');
    expect((await creatures.collection(catcher)).map((c) => c.id)).toEqual([creature.id]);
    expect(await creatures.spawnsInCell(GAMEPLAY)).not.toContainEqual(
      expect.objectContaining({ id: creature.id }),
    );

    const other = randomUUID();
    positions.standIn(other, GAMEPLAY);
    const { creature: second } = await creatures.submitFingerprint(
      other,
      parkFingerprint({ brightness: 0.12 }),
    );
    clock.advance(31 * MINUTE);
    positions.standIn(late, GAMEPLAY);
    await expect(creatures.capture(late, second.id)).rejects.toThrow('This creature has gone');
  });
});
