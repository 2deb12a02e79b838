import type pg from 'pg';
import type { PostgresDialect } from 'kysely';
import { withCallbackQueries } from './callback-query-client.js';

// Every package here is imported when first needed, not at the top: the build bundles our code into
// one file and hoists a bundled module's static package imports to its top, so a static import would
// load the server drivers into an embedded platform too.

/**
 * How long a query waits for a free connection before it fails. The domains share their pool, so a
 * request that holds one connection (a transaction) and asks for a second could wait for ever once
 * every connection is held that way; a bounded wait turns that into an error the caller sees.
 */
export const POOL_WAIT_MS = 10_000;

/**
 * The pool every domain's ORM borrows its connections from on a PostgreSQL server. It is opened
 * with what MikroORM's own pool would get beyond the address: its type parsers (dates and intervals
 * as the server's text, arrays of them as arrays of text), so rows read through it hydrate exactly
 * as through a pool of the ORM's making. pg's text[] parser splits an array literal into its
 * elements as text, which is what MikroORM's array parser does.
 */
export async function openOrmPool(connectionString: string, max: number): Promise<pg.Pool> {
  const [{ default: pgModule }, { createPostgreSqlTypeParsers }] = await Promise.all([
    import('pg'),
    import('@mikro-orm/postgresql'),
  ]);
  const types = new pgModule.TypeOverrides();
  const TEXT_ARRAY = 1009;
  const parseTextArray = (
    pgModule.types.getTypeParser as (oid: number, format: 'text') => (value: string) => string[]
  )(TEXT_ARRAY, 'text');
  for (const [oid, parser] of Object.entries(createPostgreSqlTypeParsers(parseTextArray)))
    types.setTypeParser(Number(oid), parser);
  return new pgModule.Pool({
    connectionString,
    max,
    min: 0,
    types,
    connectionTimeoutMillis: POOL_WAIT_MS,
    Client: withCallbackQueries(pgModule.Client),
  });
}

/**
 * A domain ORM's Kysely dialect over the shared ORM pool. Each ORM would otherwise open a pool of
 * its own (13 domains × 5 connections per process); closing one domain's ORM must not end the pool
 * the others still use, so this view borrows and returns connections but never ends it (the
 * Database does, on close). No cursor: nothing here streams results (`em.stream` would need one).
 */
export async function sharedOrmDialect(pool: pg.Pool): Promise<PostgresDialect> {
  const { PostgresDialect } = await import('kysely');
  return new PostgresDialect({
    pool: { options: pool.options, connect: () => pool.connect(), end: async () => undefined },
  });
}
