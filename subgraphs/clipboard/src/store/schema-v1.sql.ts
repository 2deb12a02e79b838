// Version 1 is the schema the existing my--father-mother tool creates, name for name, so a database it
// wrote opens unchanged. Every statement is IF NOT EXISTS: on such a database this step only fills gaps.
export const SCHEMA_V1 = `
CREATE TABLE IF NOT EXISTS clips (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  created_at TEXT NOT NULL,
  source_app TEXT,
  window_title TEXT,
  content TEXT NOT NULL,
  hash TEXT NOT NULL,
  lang TEXT DEFAULT 'unk'
);
CREATE INDEX IF NOT EXISTS idx_clips_hash ON clips(hash);
CREATE INDEX IF NOT EXISTS idx_clips_created_at ON clips(created_at);

CREATE VIRTUAL TABLE IF NOT EXISTS clips_fts USING fts5(content, content='clips', content_rowid='id');
CREATE TRIGGER IF NOT EXISTS clips_ai AFTER INSERT ON clips BEGIN
  INSERT INTO clips_fts(rowid, content) VALUES (new.id, new.content);
END;
CREATE TRIGGER IF NOT EXISTS clips_ad AFTER DELETE ON clips BEGIN
  INSERT INTO clips_fts(clips_fts, rowid, content) VALUES ('delete', old.id, old.content);
END;

CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS blocklist (id INTEGER PRIMARY KEY AUTOINCREMENT, app TEXT UNIQUE NOT NULL);

CREATE TABLE IF NOT EXISTS clip_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  clip_id INTEGER NOT NULL,
  seen_at TEXT NOT NULL,
  FOREIGN KEY (clip_id) REFERENCES clips(id) ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS idx_clip_events_clip ON clip_events(clip_id);
CREATE INDEX IF NOT EXISTS idx_clip_events_seen ON clip_events(seen_at);

CREATE TABLE IF NOT EXISTS clip_vectors (
  clip_id INTEGER PRIMARY KEY,
  dim INTEGER NOT NULL,
  vector BLOB NOT NULL,
  model TEXT NOT NULL DEFAULT 'hash',
  FOREIGN KEY (clip_id) REFERENCES clips(id) ON DELETE CASCADE
);

CREATE TABLE IF NOT EXISTS tags (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE NOT NULL);
CREATE TABLE IF NOT EXISTS clip_tags (
  clip_id INTEGER NOT NULL,
  tag_id INTEGER NOT NULL,
  PRIMARY KEY (clip_id, tag_id),
  FOREIGN KEY (clip_id) REFERENCES clips(id) ON DELETE CASCADE,
  FOREIGN KEY (tag_id) REFERENCES tags(id) ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS idx_clip_tags_clip ON clip_tags(clip_id);
CREATE INDEX IF NOT EXISTS idx_clip_tags_tag ON clip_tags(tag_id);

CREATE TABLE IF NOT EXISTS clip_notes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  clip_id INTEGER NOT NULL,
  note TEXT NOT NULL,
  created_at TEXT NOT NULL,
  FOREIGN KEY (clip_id) REFERENCES clips(id) ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS idx_clip_notes_clip ON clip_notes(clip_id);

CREATE TABLE IF NOT EXISTS copilot_chats (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  created_at TEXT NOT NULL,
  title TEXT,
  model TEXT,
  content TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS idx_copilot_chats_created ON copilot_chats(created_at);
`;

/** Columns the existing tool added over its life with ALTER TABLE; older files may lack some. */
export const LEGACY_COLUMNS: ReadonlyArray<[table: string, column: string, definition: string]> = [
  ['clips', 'pinned', 'INTEGER NOT NULL DEFAULT 0'],
  ['clips', 'title', 'TEXT'],
  ['clips', 'file_path', 'TEXT'],
  ['clips', 'lang', "TEXT DEFAULT 'unk'"],
  ['clip_vectors', 'model', "TEXT NOT NULL DEFAULT 'hash'"],
];
