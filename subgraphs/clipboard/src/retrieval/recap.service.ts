import { toRecords, type ClipRecord } from '../cli/clip-records.js';
import { ClipsRepository } from '../store/clips.repository.js';
import type { Db } from '../store/database.js';

export interface Recap {
  minutes: number;
  since: string;
  count: number;
  apps: Array<{ name: string; count: number }>;
  tags: Array<{ name: string; count: number }>;
  items: ClipRecord[];
}

const MAX_ITEMS = 200;

function tally(values: string[]): Array<{ name: string; count: number }> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** What was copied in the last `minutes`: counts per application and tag, and the clips themselves. */
export function recap(db: Db, minutes: number, now = new Date()): Recap {
  const since = new Date(now.getTime() - minutes * 60_000).toISOString();
  const countSql = 'SELECT count(*) FROM clips WHERE created_at >= ?';
  const count = db.prepare(countSql).pluck().get(since) as number;
  const items = toRecords(db, new ClipsRepository(db).list({ since }, MAX_ITEMS));
  return {
    minutes,
    since,
    count,
    apps: tally(items.map((item) => item.source_app ?? 'unknown')),
    tags: tally(items.flatMap((item) => item.tags)),
    items,
  };
}
