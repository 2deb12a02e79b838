import { closeSync, existsSync, mkdirSync, openSync, readSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Environment } from '../config/environment.js';
import { MfmError, NotAnMfmDatabaseError } from '../errors.js';
import { openDatabase, type Db } from './database.js';
import { openSqlite } from './sqlite-driver.js';

const SQLITE_HEADER = 'SQLite format 3\0';

/**
 * A consistent snapshot of the open database through SQLite's online backup API, written atomically
 * to `target`. It copies in steps (`onProgress(pages done, pages in all)`), so `mfm watch` keeps
 * writing meanwhile; a step that meets a change restarts that copy, as the API guarantees consistency.
 */
export async function backupTo(
  db: Db,
  target: string,
  onProgress?: (done: number, total: number) => void,
): Promise<string> {
  const file =
    existsSync(target) && statSync(target).isDirectory()
      ? join(target, `mfm-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.db`)
      : target;
  const temp = `${file}.tmp-${process.pid}`;
  mkdirSync(dirname(file), { recursive: true });
  rmSync(temp, { force: true });
  let pages = 0;
  try {
    await db.backup(temp, {
      // Called before each step, so the finished copy is reported below.
      progress: ({ totalPages, remainingPages }) => {
        pages = totalPages;
        onProgress?.(totalPages - remainingPages, totalPages);
        return BACKUP_PAGES_PER_STEP;
      },
    });
    if (pages) onProgress?.(pages, pages);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
  renameSync(temp, file);
  return file;
}

/** Pages copied per step of the online backup: small enough for a live bar, large enough to be quick. */
const BACKUP_PAGES_PER_STEP = 1000;

function readHeader(path: string): string {
  const fd = openSync(path, 'r');
  try {
    const header = Buffer.alloc(16);
    return header.subarray(0, readSync(fd, header, 0, 16, 0)).toString('latin1');
  } finally {
    closeSync(fd);
  }
}

/** Throws NotAnMfmDatabaseError unless `path` is an intact SQLite file with the clips table mfm needs. */
export function assertMfmDatabase(path: string): void {
  if (readHeader(path) !== SQLITE_HEADER) throw new NotAnMfmDatabaseError(path, 'not an SQLite file');
  const db = openSqlite(path, { readonly: true, fileMustExist: true });
  try {
    const columns = new Set(
      db.prepare("SELECT name FROM pragma_table_info('clips')").pluck().all() as string[],
    );
    const missing = ['id', 'created_at', 'content', 'hash'].filter((c) => !columns.has(c));
    if (missing.length)
      throw new NotAnMfmDatabaseError(
        path,
        columns.size ? `clips lacks ${missing.join(', ')}` : 'no clips table',
      );
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new NotAnMfmDatabaseError(path, `integrity check failed: ${String(check)}`);
  } catch (error) {
    if (error instanceof MfmError) throw error;
    throw new NotAnMfmDatabaseError(path, (error as Error).message);
  } finally {
    db.close();
  }
}

/**
 * Replaces the database with `source`, keeping the replaced one as mfm.bak. The source is checked
 * and copied (VACUUM INTO, so a live source's WAL is included) before anything is touched.
 */
export function restoreFrom(
  env: Environment,
  source: string,
): { clips: number; previousKeptAt: string | null } {
  assertMfmDatabase(source);
  const incoming = `${env.dbPath}.restore-${process.pid}`;
  rmSync(incoming, { force: true });
  const reader = openSqlite(source, { readonly: true, fileMustExist: true });
  try {
    reader.prepare('VACUUM INTO ?').run(incoming);
  } finally {
    reader.close();
  }
  let previousKeptAt: string | null = null;
  if (existsSync(env.dbPath)) {
    // Closing the last connection checkpoints and deletes the WAL; a WAL that survives means another
    // process (watch, serve) still has the database open, and swapping the file under it would corrupt it.
    openDatabase(env.dbPath).close();
    if (existsSync(`${env.dbPath}-wal`)) {
      rmSync(incoming, { force: true });
      throw new MfmError(
        'the database is open in another mfm process (watch or serve); stop it and retry',
        'DATABASE_IN_USE',
      );
    }
    rmSync(`${env.dbPath}-shm`, { force: true });
    renameSync(env.dbPath, env.backupPath);
    previousKeptAt = env.backupPath;
  }
  renameSync(incoming, env.dbPath);
  const db = openDatabase(env.dbPath); // upgrades a backup written by an older schema or the existing tool
  try {
    return { clips: db.prepare('SELECT count(*) FROM clips').pluck().get() as number, previousKeptAt };
  } finally {
    db.close();
  }
}
