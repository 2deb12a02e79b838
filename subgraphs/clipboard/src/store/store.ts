import { readEnvironment, type Environment } from '../config/environment.js';
import { openDatabase, type Db } from './database.js';
import { cachedStatement } from './statement-cache.js';

export interface Store {
  db: Db;
  env: Environment;
  close(): void;
}

/** Opens (creating and migrating if needed) the database of the current environment. */
export function openStore(env: Environment = readEnvironment()): Store {
  const db = openDatabase(env.dbPath);
  return { db, env, close: () => db.close() };
}

/** Database size in bytes as SQLite sees it: pages in use, excluding free pages left by deletes. */
export function usedBytes(db: Db): number {
  // Checked after every capture, so the statement is prepared once (db.pragma() prepares on each call).
  return cachedStatement(
    db,
    'SELECT (page_count - freelist_count) * page_size FROM pragma_page_count, pragma_freelist_count, pragma_page_size',
  )
    .pluck()
    .get() as number;
}
