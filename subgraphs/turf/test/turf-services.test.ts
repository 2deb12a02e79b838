import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { cellToParent, gridDisk, gridRingUnsafe } from 'h3-js';
import {
  CREATURE_CAPTURED_TOPIC,
  FINGERPRINT_ACCEPTED_TOPIC,
  SPAWN_RATE_CHANGED_TOPIC,
} from '@platform/game-events';
import { directJobContext } from '@platform/jobs';
import { createLogger } from '@platform/observability';
import { TURF_JOB } from '../src/jobs/turf-jobs.js';
import { freshCell, startTurf, type TurfHarness } from './turf-harness.js';

const HOUR = 3600_000;
const jobContext = directJobContext(createLogger('silent'));
let game: TurfHarness;
// Opening PGlite takes seconds, more on a loaded machine.
beforeAll(async () => {
  game = await startTurf();
}, 120_000);
afterAll(() => game.close());

const player = () => randomUUID();
const at = () => game.clock.now().toISOString();

describe('influence', () => {
  it('earns +10 for a fingerprint and +5 for a capture from the creatures events', async () => {
    const [p, cell] = [player(), freshCell()];
    await game.bus.publish(FINGERPRINT_ACCEPTED_TOPIC, {
      playerId: p,
      fingerprintId: randomUUID(),
      gameplayCell: cell,
      at: at(),
    });
    await game.bus.publish(CREATURE_CAPTURED_TOPIC, {
      playerId: p,
      creatureId: randomUUID(),
      gameplayCell: cell,
      at: at(),
    });
    expect(await game.turf.services.influence.of('player', p, cell)).toBe(15);
  });

  it('pays each fingerprint and capture once when several replicas hear the same event', async () => {
    const [p, cell] = [player(), freshCell()];
    const fingerprint = { playerId: p, fingerprintId: randomUUID(), gameplayCell: cell, at: at() };
    const capture = { playerId: p, creatureId: randomUUID(), gameplayCell: cell, at: at() };
    for (let replica = 0; replica < 2; replica++) {
      await game.bus.publish(FINGERPRINT_ACCEPTED_TOPIC, fingerprint);
      await game.bus.publish(CREATURE_CAPTURED_TOPIC, capture);
    }
    expect(await game.turf.services.influence.of('player', p, cell)).toBe(15);
  });

  it('decays with a 48 h half-life, read correctly between hourly runs and after them', async () => {
    const [p, cell] = [player(), freshCell()];
    await game.turf.services.influence.award(p, cell, 10);
    game.clock.advance(24 * HOUR);
    expect(await game.turf.services.influence.of('player', p, cell)).toBeCloseTo(7.0711, 3);
    await game.turf.jobs.find((job) => job.name === TURF_JOB.decay)!.handler({ userId: null }, jobContext);
    game.clock.advance(24 * HOUR);
    expect(await game.turf.services.influence.of('player', p, cell)).toBeCloseTo(5, 6);
    await game.turf.services.influence.award(p, cell, 5);
    expect(await game.turf.services.influence.of('player', p, cell)).toBeCloseTo(10, 6);
  });
});

describe('crews and cells', () => {
  it('forms a crew, refuses a 31st member, hands over the lead and disbands when the last leaves', async () => {
    const { crews } = game.turf.services;
    const leader = player();
    const crew = await crews.create(leader, {
      name: `Owls ${randomUUID().slice(0, 6)}`,
      tag: randomUUID().slice(0, 4),
      color: '#1E90FF',
    });
    expect(crew).toMatchObject({ active: false, members: [{ playerId: leader, role: 'leader' }] });
    await expect(crews.create(player(), { name: crew.name, tag: 'ZZZZ9', color: '#000000' })).rejects.toThrow(
      'A crew with this name or tag exists',
    );
    const members = Array.from({ length: 29 }, player);
    for (const member of members) await crews.join(member, crew.id);
    await expect(crews.join(player(), crew.id)).rejects.toThrow('This crew is full (30 players)');
    await expect(crews.setRole(members[0], members[1], 'officer')).rejects.toThrow(
      'Only the crew leader changes roles',
    );
    await crews.setRole(leader, members[5], 'officer');
    await crews.leave(leader);
    const after = await crews.view(crew.id);
    expect(after.members.find((m) => m.role === 'leader')?.playerId).toBe(members[5]);
    for (const member of members) await crews.leave(member);
    await expect(crews.view(crew.id)).rejects.toThrow('Crew not found');
  });

  it('shows a cell with influence per player and crew, and control only for an active crew', async () => {
    const { crews, influence, territory } = game.turf.services;
    const cell = freshCell();
    const leader = player();
    const crew = await crews.create(leader, {
      name: `Foxes ${randomUUID().slice(0, 6)}`,
      tag: randomUUID().slice(0, 5),
      color: '#ff8800',
    });
    await influence.award(leader, cell, 12);
    const loner = player();
    await influence.award(loner, cell, 20);
    let status = await territory.cell(cell);
    expect(status).toMatchObject({
      districtId: cellToParent(cell, 6),
      players: { [leader]: 12, [loner]: 20 },
      crews: { [crew.id]: 12 },
      totals: { players: 32, crews: 12 },
      controllingCrewId: null,
      outpost: null,
    });
    for (let i = 0; i < 5; i++) await crews.join(player(), crew.id);
    status = await territory.cell(cell);
    expect(status.controllingCrewId).toBe(crew.id);
  });

  it('ranks a district by influence now, players and crews apart', async () => {
    const { influence, territory } = game.turf.services;
    const cell = freshCell();
    const neighbour = gridDisk(cell, 1).find(
      (c) => c !== cell && cellToParent(c, 6) === cellToParent(cell, 6),
    )!;
    const [a, b, c] = [player(), player(), player()];
    await influence.award(a, cell, 10);
    await influence.award(b, cell, 30);
    await influence.award(c, cell, 15);
    await influence.award(c, neighbour, 10); // 25 over two cells
    const board = await territory.leaderboard(cellToParent(cell, 6));
    expect(board.players).toEqual([
      { rank: 1, playerId: b, influence: 30 },
      { rank: 2, playerId: c, influence: 25 },
      { rank: 3, playerId: a, influence: 10 },
    ]);
    await expect(territory.leaderboard(cell)).rejects.toThrow('is not a district');
  });
});

describe('outposts and raids', () => {
  const MINUTE = 60_000;

  it('deploys only where the player stands, spending 20 influence, one per cell; modules bought and built up to 3', async () => {
    const { outposts, influence } = game.turf.services;
    const [owner, cell] = [player(), freshCell()];
    await expect(outposts.deploy(owner, cell)).rejects.toThrow('Stand in the cell');
    game.positions.standIn(owner, cell);
    await expect(outposts.deploy(owner, cell)).rejects.toThrow('costs 20 influence');
    await influence.award(owner, cell, 25);
    const outpost = await outposts.deploy(owner, cell);
    expect(outpost).toMatchObject({
      health: 100,
      level: 1,
      modules: { scanner: 0, amplifier: 0, shield: 0, beacon: 0 },
      upgrade: null,
    });
    expect(await influence.of('player', owner, cell)).toBeCloseTo(5, 6);
    const rival = player();
    game.positions.standIn(rival, cell);
    await influence.award(rival, cell, 25);
    await expect(outposts.deploy(rival, cell)).rejects.toThrow('This cell already has an outpost');
    expect(await influence.of('player', rival, cell)).toBeCloseTo(25, 6);
    await expect(outposts.installModule(rival, outpost.id, 'shield')).rejects.toThrow(
      'Only the owner and their crew',
    );
    await expect(outposts.installModule(owner, outpost.id, 'shield')).rejects.toThrow('costs 10 influence');

    await influence.award(owner, cell, 57); // 62 with the 5 left: levels 1, 2 and 3 cost 10, 20 and 30 (and some decays meanwhile)
    const building = await outposts.installModule(owner, outpost.id, 'shield');
    expect(building).toMatchObject({
      modules: { shield: 0 },
      effects: { defence: 0 },
      upgrade: { module: 'shield', level: 1 },
    });
    expect(building.upgrade!.readyAt.getTime() - game.clock.now().getTime()).toBe(10 * MINUTE);
    await expect(outposts.installModule(owner, outpost.id, 'amplifier')).rejects.toThrow('being built');
    for (const level of [1, 2, 3]) {
      if (level > 1) await outposts.installModule(owner, outpost.id, 'shield');
      game.clock.advance(level * 10 * MINUTE);
    }
    await expect(outposts.installModule(owner, outpost.id, 'shield')).rejects.toThrow('highest level (3)');
    expect(await outposts.inCell(cell)).toMatchObject({ level: 2, effects: { defence: 15 }, upgrade: null });
    expect(await influence.of('player', owner, cell)).toBeLessThan(2);
  });

  it("shows the owner's crew as recruiting within the beacon's reach (1 cell per level), once built, while it has room", async () => {
    const { outposts, influence, crews, beacons } = game.turf.services;
    const [owner, cell] = [player(), freshCell()];
    const [near, twoAway, threeAway] = [1, 2, 3].map((k) => gridRingUnsafe(cell, k)[0]!);
    game.positions.standIn(owner, cell);
    await influence.award(owner, cell, 100);
    const outpost = await outposts.deploy(owner, cell);
    const crew = await crews.create(owner, {
      name: `Beacon ${owner.slice(0, 6)}`,
      tag: owner.slice(0, 5).replace(/[^a-z0-9]/gi, 'x'),
      color: '#123456',
    });
    expect(await beacons.recruitingNear(cell)).toEqual([]); // no beacon: nobody is drawn in
    await outposts.installModule(owner, outpost.id, 'beacon');
    expect(await beacons.recruitingNear(cell)).toEqual([]); // still being built
    game.clock.advance(10 * MINUTE);
    expect(await beacons.recruitingNear(cell)).toMatchObject([
      { crew: { id: crew.id }, outpostCell: cell, distanceCells: 0, openSlots: 29 },
    ]);
    expect(await beacons.recruitingNear(near)).toMatchObject([{ crew: { id: crew.id }, distanceCells: 1 }]);
    expect(await beacons.recruitingNear(twoAway)).toEqual([]);
    for (const level of [2, 3]) {
      await outposts.installModule(owner, outpost.id, 'beacon');
      game.clock.advance(level * 10 * MINUTE);
    }
    expect(await beacons.recruitingNear(threeAway)).toMatchObject([
      { crew: { id: crew.id }, distanceCells: 3 },
    ]);
    for (let i = 1; i < 30; i++) await crews.join(player(), crew.id);
    expect(await beacons.recruitingNear(cell)).toEqual([]); // full: the beacon no longer recruits
  });

  it("announces the cell's spawn rate when a scanner level is built, and 1 when its outpost is destroyed", async () => {
    const { outposts, influence, raids } = game.turf.services;
    const [owner, raider, cell] = [player(), player(), freshCell()];
    const rates: Array<[string, number]> = [];
    const off = game.bus.subscribe<{ cell: string; spawnRateMultiplier: number }>(
      SPAWN_RATE_CHANGED_TOPIC,
      (event) => void rates.push([event.cell, event.spawnRateMultiplier]),
    );
    try {
      game.positions.standIn(owner, cell);
      await influence.award(owner, cell, 100);
      const outpost = await outposts.deploy(owner, cell);
      await outposts.installModule(owner, outpost.id, 'amplifier'); // not a scanner: nothing to announce
      game.clock.advance(10 * MINUTE);
      await outposts.installModule(owner, outpost.id, 'scanner');
      expect(rates).toEqual([]);
      game.clock.advance(10 * MINUTE);
      await outposts.tick();
      await outposts.installModule(owner, outpost.id, 'scanner');
      game.clock.advance(20 * MINUTE);
      await outposts.tick();
      game.positions.standIn(raider, cell);
      await influence.award(raider, cell, 5);
      expect(await raids.raid(raider, cell, 100)).toMatchObject({ outcome: 'destroyed' });
      expect(rates).toEqual([
        [cell, 1.5],
        [cell, 2],
        [cell, 1],
      ]);
    } finally {
      off();
    }
  });

  it('ticks hourly influence for every hour since the last tick', async () => {
    const { outposts, influence } = game.turf.services;
    const [owner, cell] = [player(), freshCell()];
    game.positions.standIn(owner, cell);
    await influence.award(owner, cell, 30);
    const outpost = await outposts.deploy(owner, cell);
    await outposts.installModule(owner, outpost.id, 'amplifier'); // level 1, passive x1.25 once built
    const before = await influence.of('player', owner, cell);
    game.clock.advance(3 * HOUR + 10 * 60_000);
    await game.turf.jobs
      .find((job) => job.name === TURF_JOB.outpostTicks)!
      .handler({ userId: null }, jobContext);
    const decayedBefore = before * Math.pow(0.5, (3 * HOUR + 10 * 60_000) / (48 * HOUR));
    expect(await influence.of('player', owner, cell)).toBeCloseTo(decayedBefore + 3 * 2 * 1.25, 6);
  });

  it('resolves raids at once: repelled by the shield, damaged with influence moved, destroyed; each costs 5, one per 5 minutes', async () => {
    const { outposts, influence, raids } = game.turf.services;
    const [owner, raider, cell] = [player(), player(), freshCell()];
    const both = async () =>
      (await influence.of('player', owner, cell)) + (await influence.of('player', raider, cell));
    game.positions.standIn(owner, cell);
    await influence.award(owner, cell, 100);
    const outpost = await outposts.deploy(owner, cell);
    await outposts.installModule(owner, outpost.id, 'shield');
    game.clock.advance(10 * MINUTE);
    await outposts.installModule(owner, outpost.id, 'shield');
    game.clock.advance(20 * MINUTE); // defence 10, 50 influence left
    await expect(raids.raid(raider, cell, 50)).rejects.toThrow('Raid from a valid location');
    game.positions.standIn(
      raider,
      gridDisk(cell, 1).find((c) => c !== cell)!,
    );
    await expect(raids.raid(owner, cell, 50)).rejects.toThrow('cannot raid your own');
    await expect(raids.raid(raider, cell, 50)).rejects.toMatchObject({
      details: { reason: 'insufficient_influence' },
    });
    await influence.award(raider, cell, 20);

    let before = await both();
    expect(await raids.raid(raider, cell, 8)).toMatchObject({
      outcome: 'repelled',
      defence: 10,
      damage: 0,
      influenceMoved: 0,
      outpostHealth: 100,
    });
    expect(await both()).toBeCloseTo(before - 5, 6);
    await expect(raids.raid(raider, cell, 40)).rejects.toMatchObject({
      details: { reason: 'raid_cooldown' },
    });

    game.clock.advance(5 * MINUTE);
    before = await both();
    const ownerBefore = await influence.of('player', owner, cell);
    const damaged = await raids.raid(raider, cell, 40);
    expect(damaged).toMatchObject({ outcome: 'damaged', damage: 30, outpostHealth: 70 });
    expect(damaged.influenceMoved).toBeCloseTo(ownerBefore * 0.3, 2);
    expect(await influence.of('player', owner, cell)).toBeCloseTo(ownerBefore - damaged.influenceMoved, 6);
    expect(await both()).toBeCloseTo(before - 5, 6);

    game.clock.advance(5 * MINUTE);
    const destroyed = await raids.raid(raider, cell, 100);
    expect(destroyed).toMatchObject({ outcome: 'destroyed', damage: 70, outpostHealth: 0 });
    expect(await outposts.inCell(cell)).toBeNull();
    game.clock.advance(5 * MINUTE);
    await expect(raids.raid(raider, cell, 10)).rejects.toThrow('Outpost in the target cell not found');
  });

  it('applies raids sent together one after the other: the influence taken is the influence given', async () => {
    const { outposts, influence, raids } = game.turf.services;
    const [owner, cell] = [player(), freshCell()];
    const raiders = Array.from({ length: 5 }, player);
    game.positions.standIn(owner, cell);
    await influence.award(owner, cell, 45);
    await outposts.deploy(owner, cell); // 25 left
    for (const raider of raiders) {
      game.positions.standIn(raider, cell);
      await influence.award(raider, cell, 10);
    }
    const total = async () =>
      (await Promise.all([owner, ...raiders].map((p) => influence.of('player', p, cell)))).reduce(
        (a, b) => a + b,
        0,
      );
    const before = await total();
    const results = await Promise.allSettled(
      [...raiders, ...raiders].map((raider) => raids.raid(raider, cell, 30)),
    );
    const done = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    expect(done).toHaveLength(4); // 100 health: three damage it, the fourth destroys it, the fifth finds no outpost
    expect(done.map((raid) => raid.outpostHealth).sort((a, b) => b - a)).toEqual([70, 40, 10, 0]);
    expect(await total()).toBeCloseTo(before - 5 * done.length, 6);
  });
});
