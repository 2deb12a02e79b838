import type { Db } from './database.js';
import { cachedStatement } from './statement-cache.js';

export interface ClipNote {
  note: string;
  created_at: string;
}

export class NotesRepository {
  constructor(private readonly db: Db) {}

  add(clipId: number, note: string, createdAt = new Date().toISOString()): void {
    this.db
      .prepare('INSERT INTO clip_notes (clip_id, note, created_at) VALUES (?, ?, ?)')
      .run(clipId, note, createdAt);
  }

  /** Prepared once per connection (cachedStatement): every search and listing asks for notes. */
  forClips(clipIds: number[]): Map<number, ClipNote[]> {
    const result = new Map<number, ClipNote[]>();
    if (clipIds.length === 0) return result;
    const sql = `SELECT clip_id AS clipId, note, created_at FROM clip_notes
                 WHERE clip_id IN (SELECT value FROM json_each(?)) ORDER BY created_at, id`;
    for (const row of cachedStatement(this.db, sql).all(JSON.stringify(clipIds)) as Array<
      ClipNote & { clipId: number }
    >) {
      const list = result.get(row.clipId) ?? [];
      list.push({ note: row.note, created_at: row.created_at });
      result.set(row.clipId, list);
    }
    return result;
  }
}
