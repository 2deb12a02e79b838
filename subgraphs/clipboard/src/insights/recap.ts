import { toRecords, type ClipRecord } from '../cli/clip-records.js';
import type { Db } from '../store/database.js';
import { ClipsRepository } from '../store/clips.repository.js';

export interface Recap {
  minutes: number;
  since: string;
  /** Clips first stored in the window. */
  new_clips: number;
  /** Every capture event in the window (first sightings and repeats). */
  sightings: number;
  by_app: Array<{ app: string; count: number }>;
  by_tag: Array<{ tag: string; count: number }>;
  /** Most-sighted clips of the window, then the newest. */
  top: Array<ClipRecord & { sightings: number }>;
  /** Clips first stored in the window, newest first: only when `options.clips` asks for them (the HTTP API's `items`). */
  clips?: ClipRecord[];
}

export interface RecapOptions {
  /** How many top clips (default 5). */
  top?: number;
  /** List up to this many of the window's new clips as `clips`. */
  clips?: number;
  now?: Date;
}

/**
 * What happened on the clipboard in the last `minutes`, for `mfm recap` and the HTTP API's `/recap`:
 * new clips, sightings (capture events, repeats included), the 20 busiest applications and tags, and the top clips.
 */
export function buildRecap(db: Db, minutes: number, options: RecapOptions = {}): Recap {
  const since = new Date((options.now ?? new Date()).getTime() - minutes * 60_000).toISOString();
  const count = (sql: string) => db.prepare(sql).pluck().get(since) as number;
  const byApp = db
    .prepare(
      `SELECT coalesce(nullif(e.source_app, ''), c.source_app, 'unknown') AS app, count(*) AS count
       FROM clip_events e JOIN clips c ON c.id = e.clip_id WHERE e.seen_at >= ? GROUP BY 1 ORDER BY count DESC, app LIMIT 20`,
    )
    .all(since) as Recap['by_app'];
  const byTag = db
    .prepare(
      `SELECT t.name AS tag, count(DISTINCT c.id) AS count FROM clips c
       JOIN clip_tags ct ON ct.clip_id = c.id JOIN tags t ON t.id = ct.tag_id
       WHERE c.id IN (SELECT clip_id FROM clip_events WHERE seen_at >= ?) GROUP BY t.id ORDER BY count DESC, tag LIMIT 20`,
    )
    .all(since) as Recap['by_tag'];
  const topRows = db
    .prepare(
      `SELECT clip_id AS id, count(*) AS sightings, max(seen_at) AS last FROM clip_events WHERE seen_at >= ?
       GROUP BY clip_id ORDER BY sightings DESC, last DESC LIMIT ?`,
    )
    .all(since, options.top ?? 5) as Array<{ id: number; sightings: number }>;
  const repository = new ClipsRepository(db);
  const sightings = new Map(topRows.map((r) => [r.id, r.sightings]));
  // getMany keeps the ranking and leaves out a clip deleted since the count.
  const top = toRecords(db, repository.getMany(topRows.map((r) => r.id))).map((record) => ({
    ...record,
    sightings: sightings.get(record.id)!,
  }));
  return {
    minutes,
    since,
    new_clips: count('SELECT count(*) FROM clips WHERE created_at >= ?'),
    sightings: count('SELECT count(*) FROM clip_events WHERE seen_at >= ?'),
    by_app: byApp,
    by_tag: byTag,
    top,
    ...(options.clips ? { clips: toRecords(db, repository.list({ since }, options.clips)) } : {}),
  };
}
