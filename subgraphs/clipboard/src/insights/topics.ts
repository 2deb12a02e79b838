import type { Db } from '../store/database.js';
import { ClipsRepository } from '../store/clips.repository.js';
import type { ClipFilter, ClipRow } from '../store/clip.types.js';
import { TagsRepository } from '../store/tags.repository.js';

export type TopicKey = 'tag' | 'app';

export interface TopicGroup {
  name: string;
  /** Clips of the pool in this group (more than `items` holds when the group is larger than per-group). */
  count: number;
  items: ClipRow[];
}

export interface TopicOptions {
  by: TopicKey;
  /** How many groups, largest first. */
  limit: number;
  perGroup: number;
  filter: ClipFilter;
  /** Newest clips considered; topics describe recent work, not the whole history. */
  pool?: number;
}

export const UNTAGGED = 'untagged';

/** Recent clips in buckets by tag (a clip with two tags is in both) or by source application. */
export function buildTopics(db: Db, options: TopicOptions): TopicGroup[] {
  const rows = new ClipsRepository(db).list(options.filter, options.pool ?? 2000);
  const tags = options.by === 'tag' ? new TagsRepository(db).forClips(rows.map((r) => r.id)) : new Map<number, string[]>();
  const groups = new Map<string, ClipRow[]>();
  for (const row of rows) {
    const keys = options.by === 'app' ? [row.source_app || 'unknown'] : (tags.get(row.id) ?? [UNTAGGED]);
    for (const key of keys) {
      const list = groups.get(key) ?? [];
      list.push(row); // rows come newest first, so each list is too
      groups.set(key, list);
    }
  }
  return [...groups.entries()]
    .sort(([a, x], [b, y]) => y.length - x.length || a.localeCompare(b))
    .slice(0, options.limit)
    .map(([name, list]) => ({ name, count: list.length, items: list.slice(0, options.perGroup) }));
}
