import { openDatabase, openDomainOrm } from '@platform/db';
import type { Config } from '@platform/config';
import type { Logger } from '@platform/observability';
import { loadSubgraphModule, SUBGRAPH_NAMES } from './subgraph-registry.js';

/**
 * `npm run migrate` (`dist/main.js --migrate-only`): every domain's migrations against DATABASE_URL
 * (or the embedded database in DATA_DIR), then exit 0: the step a deployment runs once, as a Job,
 * before it rolls out new processes. Each domain migrates under the advisory lock processes share
 * (packages/db, domain-orm.ts), so a migration run beside starting replicas is safe either way.
 */
export async function migrateOnly(config: Config, logger: Logger): Promise<void> {
  const db = await openDatabase({
    dataDir: config.DATA_DIR,
    databaseUrl: config.DATABASE_URL,
    logger,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  try {
    for (const name of SUBGRAPH_NAMES) {
      const module = await loadSubgraphModule(name);
      if (!module.storage) continue;
      const orm = await openDomainOrm(db, module.storage, logger.child({ subgraph: name }));
      await orm.close();
    }
  } finally {
    await db.close();
  }
  logger.info({ domains: SUBGRAPH_NAMES.length }, 'migrations up to date');
  process.exit(0);
}
