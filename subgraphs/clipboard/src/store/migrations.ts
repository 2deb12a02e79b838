import type { Db } from './database.js';
import { LEGACY_COLUMNS, SCHEMA_V1 } from './schema-v1.sql.js';

interface Migration {
  version: number;
  name: string;
  up(db: Db): void;
}

function hasColumn(db: Db, table: string, column: string): boolean {
  const columns = db.prepare(`SELECT name FROM pragma_table_info(?)`).all(table) as Array<{ name: string }>;
  return columns.some((c) => c.name === column);
}

export function addColumnIfMissing(db: Db, table: string, column: string, definition: string): void {
  if (!hasColumn(db, table, column)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
}

// Each step only adds what is missing, because files written by the existing tool carry user_version 0
// while already holding most of these tables.
const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'existing-tool schema',
    up(db) {
      db.exec(SCHEMA_V1);
      for (const [table, column, definition] of LEGACY_COLUMNS)
        addColumnIfMissing(db, table, column, definition);
    },
  },
  {
    version: 2,
    name: 'capture context and per-app index',
    up(db) {
      addColumnIfMissing(db, 'clip_events', 'source_app', 'TEXT');
      addColumnIfMissing(db, 'clip_events', 'window_title', 'TEXT');
      // The existing trigger re-indexed a clip on any update; pinning or retitling must not touch FTS.
      db.exec(`
        DROP TRIGGER IF EXISTS clips_au;
        CREATE TRIGGER clips_au AFTER UPDATE OF content ON clips BEGIN
          INSERT INTO clips_fts(clips_fts, rowid, content) VALUES ('delete', old.id, old.content);
          INSERT INTO clips_fts(rowid, content) VALUES (new.id, new.content);
        END;
        CREATE INDEX IF NOT EXISTS idx_clips_source_app ON clips(source_app COLLATE NOCASE);
      `);
    },
  },
  {
    version: 3,
    name: 'vectors per clip and model',
    up(db) {
      // clip_vectors holds one vector per clip (its primary key), so a clip embedded again by another
      // embedder would lose the first vector. clip_embeddings keeps one per (clip, model): switching
      // `embedder` back and forth keeps both sets. clip_vectors stays as the existing tool wrote it.
      db.exec(`
        CREATE TABLE IF NOT EXISTS clip_embeddings (
          clip_id INTEGER NOT NULL REFERENCES clips(id) ON DELETE CASCADE,
          model TEXT NOT NULL,
          dim INTEGER NOT NULL,
          vector BLOB NOT NULL,
          PRIMARY KEY (clip_id, model)
        ) WITHOUT ROWID;
        INSERT OR IGNORE INTO clip_embeddings (clip_id, model, dim, vector)
          SELECT clip_id, model, dim, vector FROM clip_vectors WHERE clip_id IN (SELECT id FROM clips);
      `);
    },
  },
];

export const SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1].version;

export function schemaVersion(db: Db): number {
  return db.pragma('user_version', { simple: true }) as number;
}

/** Brings the file to SCHEMA_VERSION; returns the names of the steps applied. */
export function migrate(db: Db): string[] {
  if (schemaVersion(db) >= SCHEMA_VERSION) return [];
  const applied: string[] = [];
  // IMMEDIATE takes the write lock first, so two processes opening a fresh file do not both migrate.
  db.transaction(() => {
    const current = schemaVersion(db);
    for (const step of MIGRATIONS) {
      if (step.version <= current) continue;
      step.up(db);
      db.pragma(`user_version = ${step.version}`);
      applied.push(step.name);
    }
  }).immediate();
  return applied;
}
