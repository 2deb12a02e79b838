import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { cellToParent, gridDisk } from 'h3-js';
import { CELL_ENTERED_TOPIC } from '@platform/game-events';
import { freshCell, startTurf, type TurfHarness } from './turf-harness.js';

// Daily contracts on their own turf domain: the first test moves the clock a day on.
const HOUR = 3600_000;
let game: TurfHarness;
// Opening PGlite takes seconds, more on a loaded machine.
beforeAll(async () => {
  game = await startTurf();
}, 120_000);
afterAll(() => game.close());

const player = () => randomUUID();
const at = () => game.clock.now().toISOString();

describe('contracts', () => {
  it('creates five a day per district where people play, pays on completion, and expires after 24 h', async () => {
    const { contracts, influence } = game.turf.services;
    const [p, cell] = [player(), freshCell()];
    const district = cellToParent(cell, 6);
    await influence.award(p, cell, 1);
    expect(await contracts.generateDaily()).toBeGreaterThanOrEqual(5);
    expect(await contracts.generateDaily()).toBe(0);
    const open = await contracts.open(district, p);
    expect(open.map((c) => [c.type, c.target, c.reward])).toEqual([
      ['capture', 3, 50],
      ['defend', 1, 75],
      ['patrol', 5, 50],
      ['raid', 2, 75],
      ['survey', 3, 50],
    ]);
    expect(await contracts.progress(p, cell, 'capture')).toEqual({ completed: false });
    expect(await contracts.progress(p, cell, 'capture')).toEqual({ completed: false });
    expect(await contracts.progress(p, cell, 'capture')).toEqual({ completed: true });
    expect(await contracts.progress(p, cell, 'capture')).toEqual({ completed: false }); // paid once
    expect(await influence.of('player', p, cell)).toBeCloseTo(51, 6);
    expect((await contracts.open(district, p)).find((c) => c.type === 'capture')).toMatchObject({
      progress: 3,
      completedAt: expect.any(Date),
    });
    game.clock.advance(24 * HOUR);
    expect(await contracts.open(district, p)).toEqual([]);
    expect(await contracts.progress(p, cell, 'survey')).toBeNull();
  });

  it('counts steps that arrive together (bus events, replicas) each, and pays the completion once', async () => {
    const { contracts, influence } = game.turf.services;
    const [p, cell] = [player(), freshCell()];
    await influence.award(player(), cell, 1);
    await contracts.generateDaily();
    const results = await Promise.all([1, 2, 3, 4].map(() => contracts.progress(p, cell, 'capture')));
    expect(results.filter((result) => result?.completed)).toHaveLength(1);
    expect((await contracts.open(cellToParent(cell, 6), p)).find((c) => c.type === 'capture')).toMatchObject({
      progress: 3,
      completedAt: expect.any(Date),
    });
    expect(await influence.of('player', p, cell)).toBe(50);
  });

  it('counts a patrol step per distinct cell entered (geo-safety events), once per replica, and pays 50 at the fifth', async () => {
    const { contracts, influence } = game.turf.services;
    const p = player();
    // A cell with five neighbours (itself included) in its own district, for a walk that stays there.
    const districtDisk = (cell: string) =>
      gridDisk(cell, 1).filter((other) => cellToParent(other, 6) === cellToParent(cell, 6));
    let start = freshCell();
    while (districtDisk(start).length < 5) start = freshCell();
    await influence.award(player(), start, 1);
    await contracts.generateDaily();
    const walk = districtDisk(start).slice(0, 5);
    expect(walk).toHaveLength(5);
    const enter = (gameplayCell: string) =>
      game.bus.publish(CELL_ENTERED_TOPIC, { playerId: p, gameplayCell, at: at() });
    const patrol = async () =>
      (await contracts.open(cellToParent(start, 6), p)).find((c) => c.type === 'patrol')!;
    for (const cell of walk.slice(0, 4)) await enter(cell);
    await enter(walk[0]!); // back into a patrolled cell: no step
    await enter(walk[1]!); // the same event heard by a second replica: no step
    expect(await patrol()).toMatchObject({ progress: 4, completedAt: null });
    await enter(walk[4]!);
    expect(await patrol()).toMatchObject({ progress: 5, completedAt: expect.any(Date) });
    expect(await influence.of('player', p, walk[4]!)).toBe(50);
  });
});
