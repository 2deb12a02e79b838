import type { Db } from './database.js';
import { cachedStatement } from './statement-cache.js';

/** Tag names are stored lower-case and trimmed, as the existing tool did. */
export function normaliseTag(name: string): string {
  return name.trim().toLowerCase();
}

export class TagsRepository {
  constructor(private readonly db: Db) {}

  ensure(name: string): number {
    const tag = normaliseTag(name);
    cachedStatement(this.db, 'INSERT OR IGNORE INTO tags(name) VALUES (?)').run(tag);
    return cachedStatement(this.db, 'SELECT id FROM tags WHERE name = ?').pluck().get(tag) as number;
  }

  /** Returns false when the clip already had the tag. */
  assign(clipId: number, name: string): boolean {
    const tagId = this.ensure(name);
    return (
      cachedStatement(this.db, 'INSERT OR IGNORE INTO clip_tags(clip_id, tag_id) VALUES (?, ?)').run(
        clipId,
        tagId,
      ).changes > 0
    );
  }

  remove(clipId: number, name: string): boolean {
    const sql = 'DELETE FROM clip_tags WHERE clip_id = ? AND tag_id = (SELECT id FROM tags WHERE name = ?)';
    return cachedStatement(this.db, sql).run(clipId, normaliseTag(name)).changes > 0;
  }

  clear(clipId: number): number {
    return cachedStatement(this.db, 'DELETE FROM clip_tags WHERE clip_id = ?').run(clipId).changes;
  }

  /** All tags with the number of clips carrying each. */
  listAll(): Array<{ name: string; count: number }> {
    const sql = `SELECT t.name AS name, count(ct.clip_id) AS count FROM tags t
                 LEFT JOIN clip_tags ct ON ct.tag_id = t.id GROUP BY t.id ORDER BY t.name`;
    return cachedStatement(this.db, sql).all() as Array<{ name: string; count: number }>;
  }

  forClip(clipId: number): string[] {
    return this.forClips([clipId]).get(clipId) ?? [];
  }

  /** Every search and listing calls this, so its statement is prepared once per connection. */
  forClips(clipIds: number[]): Map<number, string[]> {
    const result = new Map<number, string[]>();
    if (clipIds.length === 0) return result;
    const sql = `SELECT ct.clip_id AS clipId, t.name AS name FROM clip_tags ct JOIN tags t ON t.id = ct.tag_id
                 WHERE ct.clip_id IN (SELECT value FROM json_each(?)) ORDER BY t.name`;
    for (const row of cachedStatement(this.db, sql).all(JSON.stringify(clipIds)) as Array<{
      clipId: number;
      name: string;
    }>) {
      const list = result.get(row.clipId) ?? [];
      list.push(row.name);
      result.set(row.clipId, list);
    }
    return result;
  }
}
