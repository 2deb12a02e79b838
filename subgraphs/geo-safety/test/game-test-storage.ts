import { openDatabase, openDomainOrm, type Database, type DomainOrm, type DomainStorage } from '@platform/db';
import { createLogger } from '@platform/observability';
import { freshServerDatabase } from '../../../test/support/platform-process.js';

// Test storage and clock shared by the three location-game domains' tests (geo-safety, turf, creatures).

/** A controllable clock: rules read `now()`, tests move it. */
export class TestClock {
  constructor(private at: number) {}
  now = () => new Date(this.at);
  set(iso: string) {
    this.at = Date.parse(iso);
  }
  advance(ms: number) {
    this.at += ms;
  }
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
  kind: 'pglite' | 'postgres' = 'pglite',
): Promise<OpenedStorage> {
  const logger = createLogger('silent');
  const server = kind === 'postgres' ? await freshServerDatabase() : undefined;
  const db = await openDatabase({ dataDir: 'memory://', databaseUrl: server?.url, logger });
  const orm = await openDomainOrm(db, storage, logger);
  return {
    db,
    orm,
    sql: async (query, params = []) => (await db.pool.query(query, params)).rows,
    close: async () => {
      await orm.close();
      await db.close();
      await server?.drop();
    },
  };
}
