import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CapturePipeline } from '../src/capture/capture-pipeline.js';
import { createEmbedder } from '../src/embedding/embedder.js';
import { getSetting } from '../src/config/settings.js';
import { searchFulltext } from '../src/search/fulltext.js';
import { semanticSearch } from '../src/search/semantic.js';
import { openDatabase } from '../src/store/database.js';
import { SCHEMA_VERSION, schemaVersion } from '../src/store/migrations.js';
import { SettingsRepository } from '../src/store/settings.repository.js';

// A file as the existing my--father-mother tool leaves it: its oldest table shapes (columns it later
// added with ALTER TABLE are missing), JSON-text vectors, "1"/"0" settings, and user_version 0.
const LEGACY_SQL = `
CREATE TABLE clips (id INTEGER PRIMARY KEY AUTOINCREMENT, created_at TEXT NOT NULL, source_app TEXT, window_title TEXT,
  content TEXT NOT NULL, hash TEXT NOT NULL, lang TEXT DEFAULT 'unk');
CREATE INDEX idx_clips_hash ON clips(hash);
CREATE VIRTUAL TABLE clips_fts USING fts5(content, content='clips', content_rowid='id');
CREATE TRIGGER clips_ai AFTER INSERT ON clips BEGIN INSERT INTO clips_fts(rowid, content) VALUES (new.id, new.content); END;
CREATE TRIGGER clips_ad AFTER DELETE ON clips BEGIN INSERT INTO clips_fts(clips_fts, rowid, content) VALUES('delete', old.id, old.content); END;
CREATE TRIGGER clips_au AFTER UPDATE ON clips BEGIN
  INSERT INTO clips_fts(clips_fts, rowid, content) VALUES('delete', old.id, old.content);
  INSERT INTO clips_fts(rowid, content) VALUES (new.id, new.content);
END;
CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE blocklist (id INTEGER PRIMARY KEY AUTOINCREMENT, app TEXT UNIQUE NOT NULL);
CREATE TABLE clip_events (id INTEGER PRIMARY KEY AUTOINCREMENT, clip_id INTEGER NOT NULL, seen_at TEXT NOT NULL);
CREATE TABLE clip_vectors (clip_id INTEGER PRIMARY KEY, dim INTEGER NOT NULL, vector TEXT NOT NULL);
INSERT INTO clips (created_at, source_app, window_title, content, hash) VALUES
  ('2024-03-01T10:00:00.000000+00:00', 'iTerm2', 'zsh', 'legacy clip about kubernetes pods', 'h1'),
  ('2024-03-02T10:00:00.000000+00:00', 'Safari', 'docs', 'legacy clip about sourdough starters', 'h2');
INSERT INTO clip_vectors VALUES (1, 2, '[0.6, 0.8]');
INSERT INTO settings VALUES ('max_bytes', '2048'), ('allow_secrets', '1'), ('paused', '0');
INSERT INTO blocklist (app) VALUES ('1password');
`;

let dir: string;
let path: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mfm-legacy-'));
  path = join(dir, 'mfm.db');
  const legacy = new Database(path);
  legacy.pragma('journal_mode = WAL');
  legacy.exec(LEGACY_SQL);
  legacy.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a database written by the existing tool', () => {
  it('opens and is upgraded in place, adding only what is missing', () => {
    const db = openDatabase(path);
    expect(schemaVersion(db)).toBe(SCHEMA_VERSION);
    const columns = (table: string) =>
      db.prepare(`SELECT name FROM pragma_table_info('${table}')`).pluck().all();
    expect(columns('clips')).toEqual(
      expect.arrayContaining(['hash', 'pinned', 'title', 'file_path', 'lang']),
    );
    expect(columns('clip_events')).toEqual(expect.arrayContaining(['source_app', 'window_title']));
    expect(columns('clip_vectors')).toContain('model');
    for (const table of ['tags', 'clip_tags', 'clip_notes', 'copilot_chats'])
      expect(columns(table).length).toBeGreaterThan(0);
    expect(db.prepare('SELECT count(*) FROM clips').pluck().get()).toBe(2);
    db.close();
  });

  it('keeps its settings and its stored vectors', () => {
    const db = openDatabase(path);
    expect(getSetting(new SettingsRepository(db), 'max_bytes')).toBe(2048);
    expect(getSetting(new SettingsRepository(db), 'allow_secrets')).toBe(true);
    expect(db.prepare('SELECT vector, model FROM clip_vectors WHERE clip_id = 1').get()).toEqual({
      vector: '[0.6, 0.8]',
      model: 'hash',
    });
    db.close();
  });

  it('searches its clips by full text and by meaning, scoring clips whose vectors came from the old tool', async () => {
    const db = openDatabase(path);
    expect(searchFulltext(db, 'sourdough', {}, 5).rows.map((r) => r.id)).toEqual([2]);
    const hits = await semanticSearch(db, createEmbedder('hash'), 'kubernetes pod', { limit: 2 });
    expect(hits.map((h) => h.clip.id)).toEqual([1, 2]);
    db.close();
  });

  it('captures into it, deduplicating against its hashes and honouring its blocklist', async () => {
    const db = openDatabase(path);
    const pipeline = new CapturePipeline(db);
    expect(await pipeline.capture({ text: 'secret notes', app: '1Password' })).toMatchObject({
      status: 'skipped',
      reason: 'blocklisted-app',
    });
    const saved = await pipeline.capture({ text: 'new clip in an old file', app: 'Notes' });
    expect(saved).toMatchObject({ status: 'saved', id: 3 });
    db.prepare('UPDATE clips SET pinned = 1 WHERE id = 3').run();
    expect(searchFulltext(db, 'old file', {}, 5).rows.map((r) => r.id)).toEqual([3]);
    db.close();
  });

  it('migrates only once (a second open changes nothing)', () => {
    const db = openDatabase(path);
    expect(schemaVersion(db)).toBe(SCHEMA_VERSION);
    expect(db.prepare("SELECT sql FROM sqlite_master WHERE name = 'clips_au'").pluck().get()).toMatch(
      /AFTER UPDATE OF content/,
    );
    db.close();
  });
});
