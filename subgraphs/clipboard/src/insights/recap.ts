import type { Db } from '../store/database.js';
import { ClipsRepository } from '../store/clips.repository.js';
import type { ClipRow } from '../store/clip.types.js';

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
  top: Array<{ clip: ClipRow; sightings: number }>;
}

/** What happened on the clipboard in the last `minutes`: activity by application and tag, and the top clips. */
export function buildRecap(db: Db, minutes: number, options: { top?: number; now?: Date } = {}): Recap {
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
  const clips = new Map(new ClipsRepository(db).getMany(topRows.map((r) => r.id)).map((c) => [c.id, c]));
  return {
    minutes,
    since,
    new_clips: count('SELECT count(*) FROM clips WHERE created_at >= ?'),
    sightings: count('SELECT count(*) FROM clip_events WHERE seen_at >= ?'),
    by_app: byApp,
    by_tag: byTag,
    top: topRows.flatMap((r) => (clips.has(r.id) ? [{ clip: clips.get(r.id)!, sightings: r.sightings }] : [])),
  };
}
