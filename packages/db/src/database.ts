import type pg from 'pg';
import type { Logger } from 'pino';
import { PGlite } from '@electric-sql/pglite';
import { pgliteAsPool, type QueryPool } from './pglite-pool.js';
import { pgliteOptions } from './pglite-options.js';
import { embeddedDataFolder } from './embedded-prepare.js';
import { openOrmPool, POOL_WAIT_MS } from './orm-pool.js';
import { withCallbackQueries } from './callback-query-client.js';

/** The one database of a process: embedded PGlite in DATA_DIR, or a PostgreSQL server by URL. */
export interface Database {
  readonly kind: 'pglite' | 'postgres';
  /** The PGlite instance in embedded mode (shared by every domain's ORM). */
  readonly pglite?: PGlite;
  readonly url?: string;
  /** Whether the `vector` extension is installed; vector features answer 503 when false. */
  readonly vectorAvailable: boolean;
  /** A `pg.Pool`-compatible handle for libraries that want one (the Agenda Postgres backend). */
  readonly pool: QueryPool;
  /**
   * On a PostgreSQL server: the one pool every domain's ORM borrows its connections from (with the
   * ORM's type parsers), so the domains together stay within the process's connection budget.
   */
  readonly ormPool?: pg.Pool;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
  logger: Logger;
  /** Connections this process may hold open to a PostgreSQL server, all pools together (DATABASE_POOL_SIZE). */
  poolSize?: number;
}

/** The default connection budget of a process on a PostgreSQL server (the platform passes DATABASE_POOL_SIZE). */
export const DEFAULT_POOL_SIZE = 20;

async function enableVector(query: (sql: string) => Promise<unknown>, logger: Logger): Promise<boolean> {
  try {
    await query('create extension if not exists vector');
    return true;
  } catch (error) {
    logger.warn(
      { err: (error as Error).message },
      'vector extension unavailable: semantic and similarity features will answer 503',
    );
    return false;
  }
}

async function openPglite({ dataDir, logger }: DatabaseOptions): Promise<Database> {
  const pglite = await PGlite.create(await pgliteOptions(embeddedDataFolder(dataDir)));
  const vectorAvailable = await enableVector((sql) => pglite.exec(sql), logger);
  logger.info({ dataDir }, 'embedded PostgreSQL (PGlite) ready');
  return {
    kind: 'pglite',
    pglite,
    vectorAvailable,
    pool: pgliteAsPool(pglite),
    close: () => pglite.close(),
  };
}

/**
 * Splits a process's connection budget between its two pools: a quarter (at least one) for plain
 * queries (jobs, health, the library's SQL services), the rest for the domains' ORMs, which serve
 * most requests. Each pool opens connections only when asked (min 0), so a quiet process holds few.
 */
export function splitPoolSize(total: number): { plain: number; orm: number } {
  const plain = Math.max(1, Math.floor(total / 4));
  return { plain, orm: Math.max(1, total - plain) };
}

async function openPostgres({
  databaseUrl,
  logger,
  poolSize = DEFAULT_POOL_SIZE,
}: DatabaseOptions): Promise<Database> {
  // Loaded only here (see orm-pool.ts): an embedded platform never needs the pg driver.
  const { default: pgModule } = await import('pg');
  const sizes = splitPoolSize(poolSize);
  const pool = new pgModule.Pool({
    connectionString: databaseUrl,
    max: sizes.plain,
    connectionTimeoutMillis: POOL_WAIT_MS,
    Client: withCallbackQueries(pgModule.Client),
  });
  const ormPool = await openOrmPool(databaseUrl!, sizes.orm);
  for (const each of [pool, ormPool])
    each.on('error', (error) => logger.error({ err: error.message }, 'idle PostgreSQL connection failed'));
  const endPools = () => Promise.all([pool.end(), ormPool.end()]).then(() => undefined);
  try {
    await pool.query('select 1');
  } catch (error) {
    await endPools().catch(() => undefined);
    throw new Error(`Cannot reach PostgreSQL at DATABASE_URL: ${(error as Error).message}`);
  }
  const vectorAvailable = await enableVector((sql) => pool.query(sql), logger);
  logger.info({ connections: sizes }, 'PostgreSQL server ready');
  return { kind: 'postgres', url: databaseUrl, vectorAvailable, pool, ormPool, close: endPools };
}

export function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options) : openPglite(options);
}
