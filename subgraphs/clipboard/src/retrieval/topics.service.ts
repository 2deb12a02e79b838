import { toRecords, type ClipRecord } from '../cli/clip-records.js';
import { ClipsRepository } from '../store/clips.repository.js';
import type { Db } from '../store/database.js';

export interface TopicGroup {
  /** Grouped by tag when clips carry tags, by source application otherwise. */
  kind: 'tag' | 'app';
  name: string;
  count: number;
  items: ClipRecord[];
}

export interface TopicsOptions {
  /** Number of groups. */
  limit: number;
  perGroup: number;
  sinceHours?: number;
  now?: Date;
}

/**
 * Topic buckets: the largest tags first, then the largest applications, each with its newest clips.
 * Counting happens in SQL, so a large store is not read into memory.
 */
export function topics(db: Db, options: TopicsOptions): TopicGroup[] {
  const now = options.now ?? new Date();
  const since = options.sinceHours !== undefined ? new Date(now.getTime() - options.sinceHours * 3_600_000).toISOString() : '';
  const tagCounts = db
    .prepare(
      `SELECT t.name AS name, count(*) AS count FROM clip_tags ct JOIN tags t ON t.id = ct.tag_id JOIN clips c ON c.id = ct.clip_id
       WHERE c.created_at >= ? GROUP BY t.id ORDER BY count DESC, t.name LIMIT ?`,
    )
    .all(since, options.limit) as Array<{ name: string; count: number }>;
  const appCounts = db
    .prepare(
      `SELECT coalesce(source_app, 'unknown') AS name, count(*) AS count FROM clips
       WHERE created_at >= ? GROUP BY coalesce(source_app, 'unknown') COLLATE NOCASE ORDER BY count DESC, name LIMIT ?`,
    )
    .all(since, options.limit) as Array<{ name: string; count: number }>;
  const clips = new ClipsRepository(db);
  const sinceFilter = since ? { since } : {};
  const groups: TopicGroup[] = [];
  for (const { name, count } of tagCounts) {
    if (groups.length >= options.limit) break;
    groups.push({ kind: 'tag', name, count, items: toRecords(db, clips.list({ ...sinceFilter, tag: name }, options.perGroup)) });
  }
  for (const { name, count } of appCounts) {
    if (groups.length >= options.limit) break;
    const rows = name === 'unknown' ? clipsWithoutApp(db, since, options.perGroup) : clips.list({ ...sinceFilter, app: name }, options.perGroup);
    groups.push({ kind: 'app', name, count, items: toRecords(db, rows) });
  }
  return groups;
}

function clipsWithoutApp(db: Db, since: string, limit: number) {
  const ids = db
    .prepare('SELECT id FROM clips WHERE source_app IS NULL AND created_at >= ? ORDER BY created_at DESC, id DESC LIMIT ?')
    .pluck()
    .all(since, limit) as number[];
  return new ClipsRepository(db).getMany(ids);
}
