import { openDatabase, openDomainOrm, type Database, type DomainOrm, type DomainStorage } from '@platform/db';
import { createLogger } from '@platform/observability';
import { freshServerDatabase } from '../../../test/support/platform-process.js';
import { createGeoSafetyDomain, geoSafetyStorage, loadGameSettings, type GeoSafetyDomain, type GeoSafetyOptions } from '../src/domain.js';

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
export async function openStorage(storage: DomainStorage, kind: 'pglite' | 'postgres' = 'pglite'): Promise<OpenedStorage> {
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

export interface GeoSafetyHarness extends OpenedStorage {
  domain: GeoSafetyDomain;
  clock: TestClock;
}

export async function startGeoSafety(
  env: Record<string, string> = {},
  options: { kind?: 'pglite' | 'postgres'; start?: string } & Partial<Pick<GeoSafetyOptions, 'store' | 'bus'>> = {},
): Promise<GeoSafetyHarness> {
  const storage = await openStorage(geoSafetyStorage, options.kind);
  const clock = new TestClock(Date.parse(options.start ?? '2026-11-23T10:00:00Z'));
  const domain = await createGeoSafetyDomain({
    orm: storage.orm,
    settings: loadGameSettings(env),
    logger: createLogger('silent'),
    now: clock.now,
    store: options.store,
    bus: options.bus,
  });
  return {
    ...storage,
    domain,
    clock,
    close: async () => {
      await domain.close();
      await storage.close();
    },
  };
}
