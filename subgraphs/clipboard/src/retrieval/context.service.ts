import { toRecords, type ClipRecord } from '../cli/clip-records.js';
import { ClipsRepository } from '../store/clips.repository.js';
import type { Db } from '../store/database.js';

export interface ContextOptions {
  limit: number;
  app?: string;
  tag?: string;
  /** Look back this many hours (default 24). */
  hours?: number;
  pinsOnly?: boolean;
  now?: Date;
}

export interface ContextBundle {
  since: string;
  items: ClipRecord[];
}

/**
 * A context bundle: the recent clips an assistant should see, newest first. The `items` list is the
 * shape the earlier tool's bridge and `/context` used.
 */
export function contextBundle(db: Db, options: ContextOptions): ContextBundle {
  const now = options.now ?? new Date();
  const since = new Date(now.getTime() - (options.hours ?? 24) * 3_600_000).toISOString();
  const rows = new ClipsRepository(db).list({ app: options.app, tag: options.tag, pinsOnly: options.pinsOnly, since }, options.limit);
  return { since, items: toRecords(db, rows) };
}
