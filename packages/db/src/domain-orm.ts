import type { Logger } from 'pino';
import { Migrator, type Migration } from '@mikro-orm/migrations';
import type { AnyEntity, EntityClass, EntitySchema, MikroORM } from '@mikro-orm/core';
import type { Database } from './database.js';
import { sharedOrmDialect } from './orm-pool.js';

export type DomainOrm = MikroORM;

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
export async function openDomainOrm(db: Database, storage: DomainStorage, logger: Logger): Promise<DomainOrm> {
  const options = ormOptions(db, storage, logger);
  // Only the driver of this database is loaded (imported here, not at the top: see orm-pool.ts): the
  // other one is start-up time and resident memory a process never uses.
  const orm: MikroORM =
    db.kind === 'pglite'
      ? await (await import('@mikro-orm/pglite')).MikroORM.init({ ...options, dbName: storage.schema, driverOptions: { pglite: db.pglite! } })
      : await (await import('@mikro-orm/postgresql')).MikroORM.init({ ...options, clientUrl: db.url, driverOptions: await sharedOrmDialect(db.ormPool!) });
  await orm.em.getConnection().execute(`create schema if not exists "${storage.schema}"`);
  const applied = await orm.migrator.up();
  if (applied.length) logger.info({ domain: storage.schema, migrations: applied.map((m) => m.name) }, 'migrations applied');
  return orm;
}
