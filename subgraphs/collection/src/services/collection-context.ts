import type { DomainOrm } from '@platform/db';
import type { EntitlementsOf, QuoteCards } from '../ports.js';

/** What every collection service shares: storage, clock and the other domains' answers. */
export interface CollectionContext {
  orm: DomainOrm;
  now: () => Date;
  quotes: QuoteCards;
  entitlementsOf: EntitlementsOf;
}

/** Runs raw SQL in the current unit of work (a transaction on a PostgreSQL server, none on PGlite). */
export type Sql = <T = Array<Record<string, any>>>(query: string, params?: unknown[]) => Promise<T>;

/**
 * Runs `work` so that no other writer of these owners' holdings runs in between.
 *  - Embedded PGlite is one session executing one statement at a time; every holding change is a
 *    single statement (data-modifying CTEs: check, holdings and totals together), hence atomic and
 *    isolated without a transaction (docs/adr/0006-no-transactions-on-embedded-pglite.md).
 *  - On a PostgreSQL server the same statement runs in a transaction that first creates the owners'
 *    portfolio rows if missing and locks them `for update` in id order: writers of one owner queue
 *    on that row, two writers locking two owners take them in the same order (no deadlock), and the
 *    statement, started after the locks, reads the holdings as the previous writer left them.
 */
export async function withOwnersLocked<T>(
  context: CollectionContext,
  owners: string[],
  work: (sql: Sql) => Promise<T>,
): Promise<T> {
  const { orm } = context;
  if (!orm.config.get('implicitTransactions')) {
    const connection = orm.em.getConnection();
    return work((query, params = []) => connection.execute(query, params as unknown[]));
  }
  const sorted = [...new Set(owners)].sort();
  return orm.em.fork().transactional(async (em) => {
    const connection = em.getConnection();
    const ctx = em.getTransactionContext();
    const sql: Sql = (query, params = []) => connection.execute(query, params as unknown[], 'all', ctx);
    await sql(
      `insert into "collection"."portfolio" ("owner_id", "total_cards", "updated_at")
       select o, 0, ? from jsonb_array_elements_text(?::jsonb) with ordinality as t(o, n) order by n on conflict ("owner_id") do nothing`,
      [context.now(), JSON.stringify(sorted)],
    );
    await sql(
      `select "owner_id" from "collection"."portfolio" where "owner_id" in (?) order by "owner_id" for update`,
      [sorted],
    );
    return work(sql);
  });
}

export const toDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));
