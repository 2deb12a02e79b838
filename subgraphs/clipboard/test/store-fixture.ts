import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Db } from '../src/store/database.js';

/** A fresh on-disk database (WAL needs a real file) and its removal. */
export function tempDatabase(): { db: Db; dir: string; path: string; dispose(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'mfm-unit-'));
  const path = join(dir, 'mfm.db');
  const db = openDatabase(path);
  return {
    db,
    dir,
    path,
    dispose() {
      if (db.open) db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
