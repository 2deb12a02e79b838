import type { Logger } from 'pino';
import { Migrator, type Migration } from '@mikro-orm/migrations';
import type { AnyEntity, EntityClass, EntitySchema, MikroORM } from '@mikro-orm/core';
import type { Database } from './database.js';
import { readsFromServerPool } from './bound-select.js';
import { sharedOrmDialect } from './orm-pool.js';

export type DomainOrm = MikroORM;

/** Read once per ORM: list reads ask on every request. */
const pgliteOrms = new WeakMap<DomainOrm, boolean>();

/**
 * True when the ORM runs on embedded PGlite, where a statement's whole cost (the engine and reading
 * its answer) is this process's CPU; on a server the engine's part is another process's.
 */
export function runsOnPglite(orm: DomainOrm): boolean {
  let embedded = pgliteOrms.get(orm);
  if (embedded === undefined) {
    embedded = Boolean((orm.config.get('driverOptions') as { pglite?: unknown } | undefined)?.pglite);
    pgliteOrms.set(orm, embedded);
  }
  return embedded;
}

export interface DomainStorage {
  /** The domain's own Postgres schema; its tables and migration log live there. */
  schema: string;
  entities: Array<EntityClass<AnyEntity> | EntitySchema<any, any>>;
  migrations: Array<{ name: string; class: new (...args: any[]) => Migration }>;
}

function ormOptions(db: Database, storage: DomainStorage, logger: Logger) {
  return {
    entities: storage.entities,
    extensions: [Migrator],
    // On PGlite one session serves everybody: an explicit transaction would capture concurrent
    // statements of other requests, so each statement commits on its own there.
    implicitTransactions: db.kind === 'postgres',
    allowGlobalContext: false,
    forceUtcTimezone: true,
    logger: (message: string) => logger.debug({ domain: storage.schema }, message),
    migrations: {
      tableName: `${storage.schema}.mikro_orm_migrations`,
      migrationsList: storage.migrations,
      transactional: db.kind === 'postgres',
      allOrNothing: db.kind === 'postgres',
      snapshot: false,
      silent: true,
    },
  };
}

/** Opens a MikroORM for one domain on the process's database and applies its committed migrations. */
export async function openDomainOrm(
  db: Database,
  storage: DomainStorage,
  logger: Logger,
): Promise<DomainOrm> {
  const options = ormOptions(db, storage, logger);
  // Only the driver of this database is loaded (imported here, not at the top: see orm-pool.ts): the
  // other one is start-up time and resident memory a process never uses.
  const orm: MikroORM =
    db.kind === 'pglite'
      ? await (
          await import('@mikro-orm/pglite')
        ).MikroORM.init({ ...options, dbName: storage.schema, driverOptions: { pglite: db.pglite! } })
      : await (
          await import('@mikro-orm/postgresql')
        ).MikroORM.init({
          ...options,
          clientUrl: db.url,
          driverOptions: await sharedOrmDialect(db.ormPool!),
        });
  if (db.ormPool) readsFromServerPool(orm, db.ormPool);
  await serializedMigrations(db, async () => {
    await orm.em.getConnection().execute(`create schema if not exists "${storage.schema}"`);
    const applied = await orm.migrator.up();
    if (applied.length)
      logger.info({ domain: storage.schema, migrations: applied.map((m) => m.name) }, 'migrations applied');
  });
  return orm;
}

/**
 * The session-level advisory lock every process takes around a domain's migrations on a PostgreSQL
 * server: replicas starting together (two gateways, a migration Job beside them) would otherwise
 * both create the same schema and apply the same migration, and the loser fails its start.
 */
export const MIGRATION_LOCK_KEY = 7_208_461_352;

let migrationsInProcess: Promise<unknown> = Promise.resolve();

/**
 * Runs `migrate` holding MIGRATION_LOCK_KEY, one domain at a time in this process as well (each
 * waiting domain would hold a pooled connection). On PGlite the database is this process's alone:
 * nothing else can migrate it concurrently, so no lock is taken.
 */
async function serializedMigrations(db: Database, migrate: () => Promise<void>): Promise<void> {
  if (db.kind !== 'postgres') return migrate();
  const turn = migrationsInProcess.then(async () => {
    // The lock belongs to a session: taken and released on one connection, held for the whole step
    // (the migrations themselves run on the ORM's pool). A process that dies releases it with its session.
    const client = await db.pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      try {
        await migrate();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      }
    } finally {
      client.release();
    }
  });
  migrationsInProcess = turn.catch(() => undefined);
  return turn;
}
