import type { TurfContext } from './turf-context.js';
import { HALF_LIFE_MS } from '../rules/decay.js';

/** Runs one SQL statement with its parameters and answers its rows. */
export type Sql = <T = Record<string, unknown>>(query: string, params?: unknown[]) => Promise<T[]>;

/**
 * Runs a cell's spending write (a raid, a deployment, a module upgrade) so that no other one of the
 * same cell interleaves with it. Each such write is one SQL statement (data-modifying CTEs: checks,
 * payment and effect together), hence atomic on its own:
 *  - On embedded PGlite one session runs one statement at a time, so the statement is also isolated
 *    (docs/adr/0006-no-transactions-on-embedded-pglite.md).
 *  - On a PostgreSQL server it runs in a transaction that first takes the cell's advisory lock:
 *    writers of one cell queue, and the statement, started after the lock, reads the outpost, the
 *    influence and the past raids as the previous writer left them.
 */
export async function withCellLocked<T>(
  context: TurfContext,
  cell: string,
  work: (sql: Sql) => Promise<T>,
): Promise<T> {
  const { orm } = context;
  if (!orm.config.get('implicitTransactions')) {
    const connection = orm.em.getConnection();
    return work(((query, params = []) => connection.execute(query, params as unknown[])) as Sql);
  }
  return orm.em.fork().transactional(async (em) => {
    const connection = em.getConnection();
    const ctx = em.getTransactionContext();
    const sql = ((query, params = []) => connection.execute(query, params as unknown[], 'all', ctx)) as Sql;
    await sql(`select pg_advisory_xact_lock(hashtext(?))`, [`turf.cell:${cell}`]);
    return work(sql);
  });
}

/** The stored influence of table alias `alias` decayed to the SQL timestamp `now` (rules/decay.ts). */
export const decayedAt = (alias: string, now: string) =>
  `(${alias}."value" * power(0.5, greatest(0, extract(epoch from (${now} - ${alias}."as_of"))) / ${HALF_LIFE_MS / 1000}))`;
