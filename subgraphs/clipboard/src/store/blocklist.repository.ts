import type { Db } from './database.js';

/** Application names are matched case-insensitively; stored lower-case like the existing tool. */
export function normaliseApp(app: string): string {
  return app.trim().toLowerCase();
}

export class BlocklistRepository {
  constructor(private readonly db: Db) {}

  list(): string[] {
    return this.db.prepare('SELECT app FROM blocklist ORDER BY app').pluck().all() as string[];
  }

  /** Returns false when the app was already blocked. */
  add(app: string): boolean {
    return (
      this.db.prepare('INSERT OR IGNORE INTO blocklist(app) VALUES (?)').run(normaliseApp(app)).changes > 0
    );
  }

  remove(app: string): boolean {
    return this.db.prepare('DELETE FROM blocklist WHERE app = ?').run(normaliseApp(app)).changes > 0;
  }
}
