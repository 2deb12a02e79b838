import { createLogger } from '@platform/observability';
import { LocalEventBus } from '@platform/pubsub';
import { IdempotencyStore, idempotencyStorage } from '@platform/idempotency';
import { openTestDatabase, TestClock, type TestDatabase, type TestDatabaseKind } from '@platform/test-kit';
import {
  catalogStorage,
  createCatalogDomain,
  type CatalogDomain,
  type CatalogImportJob,
} from '@platform/subgraph-catalog';
import {
  collectionStorage,
  createCollectionDomain,
  type CollectionDomain,
} from '@platform/subgraph-collection';
import { createTradingDomain, tradingStorage, type TradingDomain } from '@platform/subgraph-trading';
import {
  createEntitlementsDomain,
  entitlementsStorage,
  type EntitlementsDomain,
} from '@platform/subgraph-entitlements';

/**
 * The four card-trading domains on one fresh database, wired in process as the subgraphs wire them
 * over the graph: the collection asks the real catalog for quotes and the real entitlements domain for
 * limits; trading asks the real collection to value, check and move holdings.
 */
export interface CardsHarness {
  db: TestDatabase['db'];
  clock: TestClock;
  bus: LocalEventBus;
  catalog: CatalogDomain;
  collection: CollectionDomain;
  trading: TradingDomain;
  entitlements: EntitlementsDomain;
  idempotency: IdempotencyStore;
  /** Jobs the catalog queued (name and data), in order: the tests run them by hand. */
  queued: Array<{ name: string; data: CatalogImportJob }>;
  sql(query: string, params?: unknown[]): Promise<any[]>;
  close(): Promise<void>;
}

export async function startCards(kind: TestDatabaseKind = 'pglite'): Promise<CardsHarness> {
  const logger = createLogger('silent');
  const database = await openTestDatabase(kind);
  const open = database.open;
  const clock = new TestClock(Date.parse('2026-11-23T10:00:00Z'));
  const bus = new LocalEventBus();
  const queued: CardsHarness['queued'] = [];
  const catalog = createCatalogDomain({
    orm: await open(catalogStorage),
    logger,
    bus,
    now: clock.now,
    enqueue: async (name, data) => queued.push({ name, data }),
  });
  const entitlements = createEntitlementsDomain({
    orm: await open(entitlementsStorage),
    logger,
    now: clock.now,
  });
  const collection = createCollectionDomain({
    orm: await open(collectionStorage),
    now: clock.now,
    quotes: (ids) => catalog.services.cards.quotes(ids),
    entitlementsOf: (owner) => entitlements.services.entitlements.of(owner),
  });
  const trading = createTradingDomain({
    orm: await open(tradingStorage),
    logger,
    now: clock.now,
    ports: {
      valueItems: (items) => collection.services.valuation.valueItems(items),
      held: (owner, ids) => collection.services.transfers.held(owner, ids),
      transfer: (id, moves, costs) => collection.services.transfers.apply(id, moves, costs),
    },
  });
  const idempotency = new IdempotencyStore(await open(idempotencyStorage), { now: clock.now });
  return {
    db: database.db,
    clock,
    bus,
    catalog,
    collection,
    trading,
    entitlements,
    idempotency,
    queued,
    sql: database.sql,
    close: database.close,
  };
}
