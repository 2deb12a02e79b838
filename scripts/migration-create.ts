// Generates the next migration of one domain from the difference between its entities and its
// committed migrations: `npm run migration:create -- <domain>`. Runs on a throw-away in-memory PGlite.
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { openDatabase, openDomainOrm } from '@platform/db';
import { loadSubgraphModule } from '../gateway/src/subgraph-registry.js';

const domain = process.argv[2];
if (!domain) {
  console.error('usage: npm run migration:create -- <domain>');
  process.exit(2);
}
const module = await loadSubgraphModule(domain);
if (!module.storage) {
  console.error(`${domain} stores nothing`);
  process.exit(2);
}
const logger = pino({ level: 'warn' });
const db = await openDatabase({ dataDir: 'memory://', logger });
const orm = await openDomainOrm(db, module.storage, logger);
const path = fileURLToPath(new URL(`../subgraphs/${domain}/src/migrations`, import.meta.url));
const result = await orm.migrator.create(path, false, module.storage.migrations.length === 0);
console.log(
  result.fileName ? `wrote ${path}/${result.fileName}; add it to migrations/index.ts` : 'no changes',
);
await orm.close();
await db.close();
