import { cellToParent, latLngToCell } from 'h3-js';
import { LocalEventBus } from '@platform/pubsub';
import { openStorage, TestClock, type OpenedStorage } from '../../geo-safety/test/game-test-storage.js';
import { createTurfDomain, turfStorage, type TurfDomain } from '../src/domain.js';

/** Where each test player last validated: what geo-safety's state store answers in the running game. */
export class Positions {
  private readonly cells = new Map<string, { gameplayCell: string; h3Cell: string; at: number }>();
  constructor(private readonly clock: TestClock) {}
  /** A valid fix in `gameplayCell` now (h3Cell: its parent at the storage resolution 7). */
  standIn(playerId: string, gameplayCell: string) {
    this.cells.set(playerId, {
      gameplayCell,
      h3Cell: cellToParent(gameplayCell, 7),
      at: this.clock.now().getTime(),
    });
  }
  lastValidated = async (playerId: string) => this.cells.get(playerId) ?? null;
}

export interface TurfHarness extends OpenedStorage {
  turf: TurfDomain;
  clock: TestClock;
  positions: Positions;
  bus: LocalEventBus;
}

export async function startTurf(): Promise<TurfHarness> {
  // TEST_DATABASE=postgres: the same tests on a PostgreSQL server, where the cell lock is a real transaction.
  const storage = await openStorage(
    turfStorage,
    process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite',
  );
  const clock = new TestClock(Date.parse('2026-11-23T10:00:00Z'));
  const positions = new Positions(clock);
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
