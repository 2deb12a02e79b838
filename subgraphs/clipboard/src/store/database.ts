import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { BUSY_WAIT_MS, retryWhileBusy } from './busy-retry.js';
import { migrate } from './migrations.js';
import { openSqlite, type Db } from './sqlite-driver.js';

export type { Db };

export interface OpenOptions {
  /** Open without creating or migrating (used to inspect a file before trusting it, e.g. restore). */
  readonly?: boolean;
}

export function openDatabase(path: string, options: OpenOptions = {}): Db {
  if (options.readonly)
    return openSqlite(path, { readonly: true, fileMustExist: true, timeout: BUSY_WAIT_MS });
  mkdirSync(dirname(path), { recursive: true });
  return retryWhileBusy(() => {
    const db = openSqlite(path, { timeout: BUSY_WAIT_MS });
    try {
      configureAndMigrate(db);
      return db;
    } catch (error) {
      db.close();
      throw error;
    }
  });
}

function configureAndMigrate(db: Db): void {
  // WAL lets `watch` write while search/serve read; NORMAL skips the fsync per commit, which is what
  // makes thousands of captures per second possible, and WAL keeps the file consistent on a crash.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('temp_store = MEMORY');
  db.pragma('cache_size = -65536');
  // Each checkpoint costs an fsync and rewrites the hot pages (index tails, FTS segments) once more;
  // checkpointing every ~40 MB instead of every 4 MB roughly halves the cost of a capture, and the
  // size limit gives the space back afterwards.
  db.pragma('wal_autocheckpoint = 10000');
  db.pragma('journal_size_limit = 67108864');
  migrate(db);
}
