import type { DomainOrm } from '@platform/db';

/** Runs one SQL statement with its parameters and answers its rows. */
export type Sql = <T = Record<string, any>>(query: string, params?: unknown[]) => Promise<T[]>;

/**
 * Runs a spend of one caller's credits of one product so that no other spend of the same pair
 * interleaves with it. The spend is one statement (the balance check and the ledger row together):
 *  - On embedded PGlite one session runs one statement at a time, so it is isolated on its own
 *    (docs/adr/0006-no-transactions-on-embedded-pglite.md).
 *  - On a PostgreSQL server it runs in a transaction that first takes the pair's advisory lock, so
 *    two concurrent spends queue and the second reads the balance the first left.
 */
export async function withCreditsLocked<T>(
  orm: DomainOrm,
  key: string,
  work: (sql: Sql) => Promise<T>,
): Promise<T> {
  if (!orm.config.get('implicitTransactions')) {
    const connection = orm.em.getConnection();
    return work(((query, params = []) => connection.execute(query, params as unknown[])) as Sql);
  }
  return orm.em.fork().transactional(async (em) => {
    const connection = em.getConnection();
    const ctx = em.getTransactionContext();
    const sql = ((query, params = []) => connection.execute(query, params as unknown[], 'all', ctx)) as Sql;
    await sql(`select pg_advisory_xact_lock(hashtext(?))`, [key]);
    return work(sql);
  });
}

/**
 * Inserts the ledger row only while the receipts minus the earlier spends cover `quantity`; answers
 * the bought and spent totals as they were before, and whether the row went in.
 */
export const SPEND_STATEMENT = `
  with "bought" as (
    select coalesce(sum("quantity"), 0)::int as "n" from "entitlements"."iap_receipt"
    where "user_id" = ? and "product_id" = ? and "kind" = 'consumable'
  ), "spent" as (
    select coalesce(sum("quantity"), 0)::int as "n" from "entitlements"."credit_spend"
    where "user_id" = ? and "product_id" = ?
  ), "inserted" as (
    insert into "entitlements"."credit_spend" ("id", "user_id", "product_id", "quantity", "reason", "spent_at")
    select ?, ?, ?, ?, ?, ? from "bought", "spent" where "bought"."n" - "spent"."n" >= ?
    returning "id"
  )
  select "bought"."n" as "bought", "spent"."n" as "spent", (select count(*) from "inserted")::int as "inserted"
  from "bought", "spent"`;
