// Part of `npm run build`: the initialised PGlite data directory that new data folders start from
// (packages/db/src/pglite-options.ts says why), with every embedded domain's committed migrations
// already applied. A fresh data folder then starts with each domain's migrator finding nothing to
// do (one lookup of its migration log) instead of running every migration since the first: that
// was most of `npm start`'s time after loading the code, and it grows with each domain. A subgraph
// added to SUBGRAPH_NAMES gets this by itself. Migrations added after a build are still applied at
// start (the migrator compares the log with the code); the next build bakes them in.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import {
  openDomainOrm,
  pgliteAsPool,
  PGLITE_TEMPLATE,
  PGLITE_TEMPLATE_TAR,
  writePgliteTemplate,
  type DomainStorage,
} from '@platform/db';
import { idempotencyStorage } from '@platform/idempotency';
import { createLogger } from '@platform/observability';
import { SUBGRAPH_NAMES, loadSubgraphModule } from '../gateway/src/subgraph-registry.js';

// Every subgraph's storage, and the platform's own beside them (the cards API's idempotency keys).
const storages = [
  ...(await Promise.all(SUBGRAPH_NAMES.map(loadSubgraphModule))).flatMap((module) =>
    module.storage ? [module.storage] : [],
  ),
  idempotencyStorage,
];
/** Which migrations the template holds; the file name already holds the PGlite version. */
const stamp = storages
  .flatMap((storage) => storage.migrations.map((migration) => `${storage.schema}/${migration.name}`))
  .join('\n');
const stampFile = new URL(PGLITE_TEMPLATE_TAR.href.replace(/\.tar$/, '.migrations'));
const current =
  existsSync(PGLITE_TEMPLATE) &&
  existsSync(PGLITE_TEMPLATE_TAR) &&
  existsSync(stampFile) &&
  readFileSync(stampFile, 'utf8') === stamp;

async function migrateAll(pglite: PGlite, all: DomainStorage[]): Promise<void> {
  const logger = createLogger('warn');
  const db = {
    kind: 'pglite' as const,
    pglite,
    vectorAvailable: true,
    pool: pgliteAsPool(pglite),
    close: async () => undefined,
  };
  for (const storage of all) await (await openDomainOrm(db, storage, logger)).close();
}

if (!current) {
  await writePgliteTemplate((pglite) => migrateAll(pglite, storages));
  writeFileSync(stampFile, stamp);
}
// Loading the subgraph modules may leave handles (clients created at import); the work is done.
process.exit(0);
