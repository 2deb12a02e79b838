import { mkdirSync } from 'node:fs';
import pg from 'pg';
import type { Logger } from 'pino';
import { PGlite } from '@electric-sql/pglite';
import { pgliteAsPool, type QueryPool } from './pglite-pool.js';
import { pgliteOptions } from './pglite-options.js';

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
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
  logger: Logger;
}

async function enableVector(query: (sql: string) => Promise<unknown>, logger: Logger): Promise<boolean> {
  try {
    await query('create extension if not exists vector');
    return true;
  } catch (error) {
    logger.warn({ err: (error as Error).message }, 'vector extension unavailable: semantic and similarity features will answer 503');
    return false;
  }
}

async function openPglite({ dataDir, logger }: DatabaseOptions): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(pgliteOptions(inMemory ? undefined : `${dataDir}/pg`));
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

async function openPostgres({ databaseUrl, logger }: DatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 5 });
  pool.on('error', (error) => logger.error({ err: error.message }, 'idle PostgreSQL connection failed'));
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new Error(`Cannot reach PostgreSQL at DATABASE_URL: ${(error as Error).message}`);
  }
  const vectorAvailable = await enableVector((sql) => pool.query(sql), logger);
  logger.info('PostgreSQL server ready');
  return { kind: 'postgres', url: databaseUrl, vectorAvailable, pool, close: () => pool.end() };
}

export function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options) : openPglite(options);
}
