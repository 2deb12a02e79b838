import type { Db } from './database.js';

/** Raw key/value text; typing and validation live in config/settings.ts. */
export class SettingsRepository {
  constructor(private readonly db: Db) {}

  get(key: string): string | undefined {
    return this.db.prepare('SELECT value FROM settings WHERE key = ?').pluck().get(key) as string | undefined;
  }

  set(key: string, value: string): void {
    this.db
      .prepare(
        'INSERT INTO settings(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
      )
      .run(key, value);
  }

  all(): Map<string, string> {
    const rows = this.db.prepare('SELECT key, value FROM settings').all() as Array<{
      key: string;
      value: string;
    }>;
    return new Map(rows.map((r) => [r.key, r.value]));
  }
}

/** Capture pause state; stored as the existing tool did (settings key `paused`, "1"/"0"). */
export function isPaused(settings: SettingsRepository): boolean {
  return settings.get('paused') === '1';
}

export function setPaused(settings: SettingsRepository, paused: boolean): void {
  settings.set('paused', paused ? '1' : '0');
}
