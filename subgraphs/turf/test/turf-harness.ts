import { latLngToCell } from 'h3-js';
import { TestPositions } from '@platform/game-kit/testing';
import { LocalEventBus } from '@platform/pubsub';
import { openStorage, TestClock, type OpenedStorage } from '@platform/test-kit';
import { createTurfDomain, turfStorage, type TurfDomain } from '../src/domain.js';

export interface TurfHarness extends OpenedStorage {
  turf: TurfDomain;
  clock: TestClock;
  positions: TestPositions;
  bus: LocalEventBus;
}

export async function startTurf(): Promise<TurfHarness> {
  // TEST_DATABASE=postgres: the same tests on a PostgreSQL server, where the cell lock is a real transaction.
  const storage = await openStorage(
    turfStorage,
    process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite',
  );
  const clock = new TestClock(Date.parse('2026-11-23T10:00:00Z'));
  const positions = new TestPositions(clock);
  const bus = new LocalEventBus();
  const turf = createTurfDomain({
    orm: storage.orm,
    now: clock.now,
    bus,
    positions,
    gameplayResolution: 9,
    districtResolution: 6,
  });
  return {
    ...storage,
    turf,
    clock,
    positions,
    bus,
    close: async () => (await turf.close(), await storage.close()),
  };
}

let nextBand = 0;
/** A gameplay cell in a district no other test uses (each call moves one degree of latitude). */
export function freshCell(): string {
  nextBand += 1;
  return latLngToCell(10 + nextBand, 13.4, 9);
}
