import type { Statement } from 'better-sqlite3';
import type { Db } from './database.js';
import { CLIP_COLUMNS, type ClipFilter, type ClipRow, type NewClip } from './clip.types.js';
import { filterClauses, whereSql } from './clip-filter.js';
import { cachedStatement } from './statement-cache.js';

export class ClipsRepository {
  private readonly insertStmt: Statement;
  private readonly idByHashStmt: Statement;
  private readonly getStmt: Statement;

  constructor(private readonly db: Db) {
    this.insertStmt = db.prepare(
      `INSERT INTO clips (created_at, source_app, window_title, content, hash, title, pinned, file_path, lang)
       VALUES (@createdAt, @sourceApp, @windowTitle, @content, @hash, @title, @pinned, @filePath, @lang)`,
    );
    this.idByHashStmt = db.prepare('SELECT id FROM clips WHERE hash = ? ORDER BY id DESC LIMIT 1').pluck();
    this.getStmt = db.prepare(`SELECT ${CLIP_COLUMNS} FROM clips c WHERE c.id = ?`);
  }

  insert(clip: NewClip): number {
    const result = this.insertStmt.run({
      createdAt: clip.createdAt,
      sourceApp: clip.sourceApp,
      windowTitle: clip.windowTitle,
      content: clip.content,
      hash: clip.hash,
      title: clip.title,
      pinned: clip.pinned ? 1 : 0,
      filePath: clip.filePath ?? null,
      lang: clip.lang ?? 'unk',
    });
    return Number(result.lastInsertRowid);
  }

  idByHash(hash: string): number | undefined {
    return this.idByHashStmt.get(hash) as number | undefined;
  }

  get(id: number): ClipRow | undefined {
    return this.getStmt.get(id) as ClipRow | undefined;
  }

  /** Rows for the given ids, in the order of the ids; missing ids are left out. */
  getMany(ids: number[]): ClipRow[] {
    if (ids.length === 0) return [];
    const rows = this.db
      .prepare(`SELECT ${CLIP_COLUMNS} FROM clips c WHERE c.id IN (SELECT value FROM json_each(?))`)
      .all(JSON.stringify(ids)) as ClipRow[];
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** Newest first (by capture time, then insertion). */
  list(filter: ClipFilter, limit: number): ClipRow[] {
    const { clauses, params } = filterClauses(filter);
    const sql = `SELECT ${CLIP_COLUMNS} FROM clips c ${whereSql(clauses)} ORDER BY c.created_at DESC, c.id DESC LIMIT ?`;
    return cachedStatement(this.db, sql).all(...params, limit) as ClipRow[];
  }

  setPinned(id: number, pinned: boolean): boolean {
    return (
      cachedStatement(this.db, 'UPDATE clips SET pinned = ? WHERE id = ?').run(pinned ? 1 : 0, id).changes > 0
    );
  }

  setTitle(id: number, title: string): void {
    cachedStatement(this.db, 'UPDATE clips SET title = ? WHERE id = ?').run(title, id);
  }

  delete(id: number): boolean {
    return cachedStatement(this.db, 'DELETE FROM clips WHERE id = ?').run(id).changes > 0;
  }

  count(): number {
    return cachedStatement(this.db, 'SELECT count(*) FROM clips').pluck().get() as number;
  }

  latest(): ClipRow | undefined {
    return cachedStatement(
      this.db,
      `SELECT ${CLIP_COLUMNS} FROM clips c ORDER BY c.created_at DESC, c.id DESC LIMIT 1`,
    ).get() as ClipRow | undefined;
  }
}
