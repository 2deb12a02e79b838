import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MemoryStateStore } from '../src/session/memory-state-store.js';
import { RedisStateStore } from '../src/session/redis-state-store.js';
import type { LocationStateStore } from '../src/session/location-state-store.js';

const point = { lat: 52.5, lng: 13.4, accuracy: 5, at: Date.parse('2026-11-23T10:00:00Z') };

describe.each([
  ['in-process', async () => new MemoryStateStore()],
  [
    'Redis',
    () =>
      RedisStateStore.connect({
        url: 'redis://127.0.0.1:6379',
        clusterMode: false,
        prefix: `test-${randomUUID()}`,
      }),
  ],
])('%s state store', (_name, open: () => Promise<LocationStateStore>) => {
  let store: LocationStateStore;
  beforeAll(async () => {
    store = await open();
  });
  afterAll(() => store.close());

  it('counts hits in a sliding window per player', async () => {
    const player = randomUUID();
    const t0 = 1_000_000;
    expect(await store.countHit(player, t0, 60_000)).toBe(1);
    expect(await store.countHit(player, t0 + 30_000, 60_000)).toBe(2);
    expect(await store.countHit(randomUUID(), t0 + 30_000, 60_000)).toBe(1);
    // the first hit has left the window, the second has not
    expect(await store.countHit(player, t0 + 61_000, 60_000)).toBe(2);
  });

  it('keeps a trail and the last validated position per player', async () => {
    const player = randomUUID();
    expect(await store.trail(player)).toEqual([]);
    expect(await store.lastValidated(player)).toBeNull();
    await store.saveTrail(player, [point], 60_000);
    await store.saveLastValidated(
      player,
      { ...point, h3Cell: '871f1d489ffffff', gameplayCell: '891f1d48987ffff' },
      60_000,
    );
    expect(await store.trail(player)).toEqual([point]);
    expect(await store.lastValidated(player)).toMatchObject({ h3Cell: '871f1d489ffffff' });
    expect(await store.ping()).toBe(true);
  });

  it('lets a trail expire after its time to live', async () => {
    const player = randomUUID();
    await store.saveTrail(player, [point], 50);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await store.trail(player)).toEqual([]);
  });
});
