import { createLogger } from '@platform/observability';
import { LocalEventBus } from '@platform/pubsub';
import { openTestDatabase, TestClock, type TestDatabase } from '@platform/test-kit';
import {
  catalogStorage,
  createCatalogDomain,
  type CatalogDomain,
  type CatalogImportJob,
} from '../src/domain.js';

/** The catalog domain on a fresh database, with a clock the test moves and its queued jobs kept for the test to run. */
export interface CatalogHarness extends TestDatabase {
  clock: TestClock;
  bus: LocalEventBus;
  catalog: CatalogDomain;
  /** Jobs the catalog queued (name and data), in order: the tests run them by hand. */
  queued: Array<{ name: string; data: CatalogImportJob }>;
}

export async function startCatalog(): Promise<CatalogHarness> {
  const database = await openTestDatabase();
  const clock = new TestClock(Date.parse('2026-11-23T10:00:00Z'));
  const bus = new LocalEventBus();
  const queued: CatalogHarness['queued'] = [];
  const catalog = createCatalogDomain({
    orm: await database.open(catalogStorage),
    logger: createLogger('silent'),
    bus,
    now: clock.now,
    enqueue: async (name, data) => queued.push({ name, data }),
  });
  return { ...database, clock, bus, catalog, queued };
}
