// Generates the next migration of a location-game, resume or card-trading domain or of the idempotency
// store from its storage module, as scripts/migration-create.ts does through the subgraph registry:
//   npx node --import tsx subgraphs/geo-safety/scripts/game-migration-create.ts <geo-safety|turf|creatures|catalog|collection|trading|entitlements|idempotency>
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { openDatabase, openDomainOrm, type DomainStorage } from '@platform/db';

const storages: Record<string, () => Promise<DomainStorage>> = {
  'geo-safety': async () => (await import('@platform/subgraph-geo-safety')).geoSafetyStorage,
  turf: async () => (await import('@platform/subgraph-turf')).turfStorage,
  creatures: async () => (await import('@platform/subgraph-creatures')).creaturesStorage,
  // The resume domains.
  profiles: async () => (await import('../../profiles/src/storage.js')).profilesStorage,
  hunter: async () => (await import('../../hunter/src/storage.js')).hunterStorage,
  // The card-trading domains and the idempotency store (packages/idempotency).
  catalog: async () => (await import('@platform/subgraph-catalog')).catalogStorage,
  collection: async () => (await import('@platform/subgraph-collection')).collectionStorage,
  trading: async () => (await import('@platform/subgraph-trading')).tradingStorage,
  entitlements: async () => (await import('@platform/subgraph-entitlements')).entitlementsStorage,
  idempotency: async () => (await import('@platform/idempotency')).idempotencyStorage,
};
/** Where a storage's migrations live when not in subgraphs/<name>/src/migrations. */
const folders: Record<string, string> = { idempotency: '../../../packages/idempotency/src/migrations' };

const domain = process.argv[2];
if (!domain || !storages[domain]) {
  console.error(`usage: game-migration-create.ts <${Object.keys(storages).join('|')}>`);
  process.exit(2);
}
const storage = await storages[domain]();
const logger = pino({ level: 'warn' });
const db = await openDatabase({ dataDir: 'memory://', logger });
const orm = await openDomainOrm(db, storage, logger);
const path = fileURLToPath(new URL(folders[domain] ?? `../../${domain}/src/migrations`, import.meta.url));
const result = await orm.migrator.create(path, false, storage.migrations.length === 0);
console.log(
  result.fileName ? `wrote ${path}/${result.fileName}; add it to migrations/index.ts` : 'no changes',
);
await orm.close();
await db.close();
