import { PostgresBackend } from '@agendajs/postgres-backend';
import type { MongoBackend } from '@agendajs/mongo-backend';
import type { Database } from '@platform/db';
import { mongoJobIds, postgresJobIds, type FindJobIds } from './job-list-query.js';

export interface AgendaStore {
  backend: PostgresBackend | MongoBackend;
  /** Pages of a user's jobs filtered by status in the store's own query. */
  findJobIds: FindJobIds;
  close(): Promise<void>;
}

/**
 * Connects the job store before Agenda sees it: Agenda's constructor connects without a catch, so
 * an unreachable store must fail here, as a clear error, not later as an unhandled rejection.
 */
export async function connectAgendaStore(db: Database, mongoUrl: string | undefined): Promise<AgendaStore> {
  if (!mongoUrl) {
    return {
      backend: new PostgresBackend({ pool: db.pool as never, disableNotifications: true }),
      findJobIds: postgresJobIds(db.pool),
      close: async () => undefined,
    };
  }
  // The MongoDB driver and its Agenda backend are loaded only with MONGODB_URL (imported here, not at
  // the top, which the build would hoist): about 35 MB and 0.2 s of start-up an embedded platform
  // never uses.
  const [{ MongoClient }, { MongoBackend: Backend }] = await Promise.all([
    import('mongodb'),
    import('@agendajs/mongo-backend'),
  ]);
  const client = new MongoClient(mongoUrl, { serverSelectionTimeoutMS: 5000 });
  try {
    await client.connect();
    await client.db().command({ ping: 1 });
  } catch (error) {
    await client.close().catch(() => undefined);
    throw new Error(`Cannot reach the job store at MONGODB_URL: ${(error as Error).message}`);
  }
  return {
    backend: new Backend({ mongo: client.db() }),
    findJobIds: mongoJobIds(client.db()),
    close: () => client.close(),
  };
}
