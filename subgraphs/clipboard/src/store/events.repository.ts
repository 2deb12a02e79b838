import type { Statement } from 'better-sqlite3';
import type { Db } from './database.js';

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
    const sql = 'SELECT count(*) AS count, min(seen_at) AS first, max(seen_at) AS last FROM clip_events WHERE clip_id = ?';
    return this.db.prepare(sql).get(clipId) as EventSummary;
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
    return this.db.prepare('SELECT hash FROM clips ORDER BY id DESC LIMIT 1').pluck().get() as string | undefined;
  }
}
