import { openDatabase, openDomainOrm, type Database, type DomainOrm, type DomainStorage } from '@platform/db';
import { createLogger } from '@platform/observability';
import { freshServerDatabase } from './server-database.js';

/** Where a test's database lives: in-memory PGlite, or a fresh database on the PostgreSQL server. */
export type TestDatabaseKind = 'pglite' | 'postgres';

export interface TestDatabase {
  db: Database;
  /** Opens a domain's storage (its schema and migrations) on this database; closed with it. */
  open(storage: DomainStorage): Promise<DomainOrm>;
  sql(query: string, params?: unknown[]): Promise<any[]>;
  close(): Promise<void>;
}

/** A fresh database for one test file, on which several domains may open their storage. */
export async function openTestDatabase(kind: TestDatabaseKind = 'pglite'): Promise<TestDatabase> {
  const logger = createLogger('silent');
  const server = kind === 'postgres' ? await freshServerDatabase() : undefined;
  const db = await openDatabase({ dataDir: 'memory://', databaseUrl: server?.url, logger });
  const orms: DomainOrm[] = [];
  return {
    db,
    open: async (storage) => {
      const orm = await openDomainOrm(db, storage, logger);
      orms.push(orm);
      return orm;
    },
    sql: async (query, params = []) => (await db.pool.query(query, params)).rows,
    close: async () => {
      for (const orm of orms) await orm.close();
      await db.close();
      await server?.drop();
    },
  };
}

export interface OpenedStorage {
  db: Database;
  orm: DomainOrm;
  sql(query: string, params?: unknown[]): Promise<any[]>;
  close(): Promise<void>;
}

/** One domain's storage on a fresh in-memory PGlite, or on a fresh PostgreSQL server database. */
export async function openStorage(
  storage: DomainStorage,
  kind: TestDatabaseKind = 'pglite',
): Promise<OpenedStorage> {
  const database = await openTestDatabase(kind);
  const orm = await database.open(storage);
  return { db: database.db, orm, sql: database.sql, close: database.close };
}
