import { toRecords, type ClipRecord } from '../cli/clip-records.js';
import type { Db } from '../store/database.js';
import { ClipsRepository } from '../store/clips.repository.js';
import type { ClipFilter, ClipRow } from '../store/clip.types.js';
import { TagsRepository } from '../store/tags.repository.js';

export type TopicKey = 'tag' | 'app';

export interface TopicGroup {
  kind: TopicKey;
  name: string;
  /** Clips of the pool in this group (more than `items` holds when the group is larger than per-group). */
  count: number;
  /** The group's newest clips. */
  items: ClipRecord[];
}

export interface TopicOptions {
  /** Group by this key; with several keys, the groups of the first come first, then those of the next. */
  by: TopicKey | readonly TopicKey[];
  /** How many groups in all, largest first within each key. */
  limit: number;
  perGroup: number;
  filter: ClipFilter;
  /** Newest clips considered; topics describe recent work, not the whole history. */
  pool?: number;
}

export const UNTAGGED = 'untagged';

/**
 * Recent clips in buckets by tag (a clip with two tags is in both; untagged clips form `untagged`) or by
 * source application: `mfm topics --by tag|app`, and tags then applications for the HTTP API's `/topics`.
 */
export function buildTopics(db: Db, options: TopicOptions): TopicGroup[] {
  const keys: readonly TopicKey[] = typeof options.by === 'string' ? [options.by] : options.by;
  const rows = new ClipsRepository(db).list(options.filter, options.pool ?? 2000);
  const tags = keys.includes('tag')
    ? new TagsRepository(db).forClips(rows.map((r) => r.id))
    : new Map<number, string[]>();
  const picked: Array<{ kind: TopicKey; name: string; rows: ClipRow[] }> = [];
  for (const kind of keys) {
    const groups = new Map<string, ClipRow[]>();
    for (const row of rows) {
      for (const name of kind === 'app' ? [row.source_app || 'unknown'] : (tags.get(row.id) ?? [UNTAGGED])) {
        const list = groups.get(name) ?? [];
        list.push(row); // rows come newest first, so each list is too
        groups.set(name, list);
      }
    }
    const largest = [...groups.entries()].sort(([a, x], [b, y]) => y.length - x.length || a.localeCompare(b));
    for (const [name, list] of largest.slice(0, options.limit - picked.length))
      picked.push({ kind, name, rows: list });
  }
  // One records query for every clip shown: a clip in several groups is read once.
  const shown = [
    ...new Map(picked.flatMap((g) => g.rows.slice(0, options.perGroup)).map((row) => [row.id, row])).values(),
  ];
  const records = new Map(toRecords(db, shown).map((record) => [record.id, record]));
  return picked.map((g) => ({
    kind: g.kind,
    name: g.name,
    count: g.rows.length,
    items: g.rows.slice(0, options.perGroup).map((row) => records.get(row.id)!),
  }));
}
