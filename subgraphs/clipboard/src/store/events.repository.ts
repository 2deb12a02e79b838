import type { Statement } from 'better-sqlite3';
import type { Db } from './database.js';

export interface CaptureEvent {
  id: number;
  clip_id: number;
  seen_at: string;
  /** The sighting's own application, else (rows written by the earlier tool) the clip's. */
  source_app: string | null;
  window_title: string | null;
  clip_title: string | null;
}

export interface EventSummary {
  count: number;
  first: string | null;
  last: string | null;
}

/** Capture history: one row per sighting of a clip, the first one included. */
export class EventsRepository {
  private readonly recordStmt: Statement;

  constructor(private readonly db: Db) {
    this.recordStmt = db.prepare(
      'INSERT INTO clip_events (clip_id, seen_at, source_app, window_title) VALUES (?, ?, ?, ?)',
    );
  }

  record(clipId: number, seenAt: string, sourceApp: string | null, windowTitle: string | null): void {
    this.recordStmt.run(clipId, seenAt, sourceApp, windowTitle);
  }

  summary(clipId: number): EventSummary {
    const sql =
      'SELECT count(*) AS count, min(seen_at) AS first, max(seen_at) AS last FROM clip_events WHERE clip_id = ?';
    return this.db.prepare(sql).get(clipId) as EventSummary;
  }

  /** Sightings newest first: of one clip, or of every clip; optionally only since an ISO time. */
  list(options: { clipId?: number; since?: string; limit: number }): CaptureEvent[] {
    const clauses: string[] = [];
    const params: unknown[] = [];
    if (options.clipId !== undefined) {
      clauses.push('e.clip_id = ?');
      params.push(options.clipId);
    }
    if (options.since) {
      clauses.push('e.seen_at >= ?');
      params.push(options.since);
    }
    const where = clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
    const sql = `SELECT e.id, e.clip_id, e.seen_at, coalesce(e.source_app, c.source_app) AS source_app,
                        coalesce(e.window_title, c.window_title) AS window_title, c.title AS clip_title
                 FROM clip_events e JOIN clips c ON c.id = e.clip_id ${where} ORDER BY e.seen_at DESC, e.id DESC LIMIT ?`;
    return this.db.prepare(sql).all(...params, options.limit) as CaptureEvent[];
  }

  count(): number {
    return this.db.prepare('SELECT count(*) FROM clip_events').pluck().get() as number;
  }

  /** Hash of the most recently sighted clip: the "last captured" content a new capture is compared to. */
  lastSeenHash(): string | undefined {
    const viaEvent = this.db
      .prepare('SELECT c.hash FROM clip_events e JOIN clips c ON c.id = e.clip_id ORDER BY e.id DESC LIMIT 1')
      .pluck()
      .get() as string | undefined;
    if (viaEvent !== undefined) return viaEvent;
    return this.db.prepare('SELECT hash FROM clips ORDER BY id DESC LIMIT 1').pluck().get() as
      string | undefined;
  }
}
