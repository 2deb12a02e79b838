import type { Statement } from 'better-sqlite3';
import type { Db } from './database.js';

// Queries with optional filters are built as text; caching the prepared statement per text keeps
// long-lived processes (serve, bench loops) from re-preparing on every call.
const caches = new WeakMap<Db, Map<string, Statement>>();

export function cachedStatement(db: Db, sql: string): Statement {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let statement = cache.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    cache.set(sql, statement);
  }
  return statement;
}
