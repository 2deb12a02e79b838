import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { cellToLatLng, cellToParent, gridRingUnsafe } from 'h3-js';
import { openDatabase } from '@platform/db';
import { createLogger } from '@platform/observability';
import { DISTRICT, GAMEPLAY_CELL, STORAGE_CELL, gameTurfSuite, until } from './support/game-turf-suite.js';

const turf = gameTurfSuite();
const { players, game, serverNow, advance, fingerprint, validateAtPark, influenceOf, subscribe } = turf;

/**
 * Seconds from `now` to the next 02:00 UTC. The file moves the game clock about 49 hours and then plays
 * the day's contracts; contracts are issued per UTC day, so a run whose clock crossed midnight between
 * two raids counted them on two contracts. From 02:00 every step of the file falls at the same hour.
 */
function secondsToEarlyMorning(now: Date): number {
  const next = new Date(now);
  next.setUTCHours(2, 0, 0, 0);
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return Math.ceil((next.getTime() - now.getTime()) / 1000);
}

beforeAll(async () => {
  await turf.start();
  await advance(secondsToEarlyMorning(serverNow()));
  // The raids need the park as people played it (game-fingerprints.e2e pins these steps): A, B and C hold
  // a fingerprint's influence each, B caught A's creature and A the other two, so A's next capture
  // completes the day's capture contract and the defender's live updates carry its reward.
  await validateAtPark('a');
  const ofA = await game('a', 'POST', '/api/v1/fingerprint/submit', { ...fingerprint(), userId: players.a });
  await validateAtPark('b');
  const ofB = await game('b', 'POST', '/api/v1/fingerprint/submit', fingerprint());
  await validateAtPark('c');
  const ofC = await game('c', 'POST', '/api/v1/fingerprint/submit', fingerprint({ planeCount: 20 }));
  expect([ofA.status, ofB.status, ofC.status]).toEqual([201, 201, 201]);
  await advance(1);
  const caught = [
    await game('b', 'POST', `/api/v1/creatures/${ofA.body.creature.id}/capture`),
    await game('a', 'POST', `/api/v1/creatures/${ofB.body.creature.id}/capture`),
    await game('a', 'POST', `/api/v1/creatures/${ofC.body.creature.id}/capture`),
  ];
  expect(caught.map((response) => response.status)).toEqual([200, 200, 200]);
}, 240_000);
afterAll(() => turf.stop());

describe('location game: raids on outposts, and the days after on the game clock', () => {
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

    await turf.stopPlatform();
    const db = await openDatabase({
      dataDir: turf.dataDir,
      databaseUrl: turf.databaseUrl,
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
