import type { Statement } from 'better-sqlite3';
import { readSettings, type Settings } from '../config/settings.js';
import type { Db } from '../store/database.js';
import { BlocklistRepository } from '../store/blocklist.repository.js';
import { EventsRepository } from '../store/events.repository.js';
import { isPaused, SettingsRepository } from '../store/settings.repository.js';

/**
 * What the pipeline needs on every capture, read once and re-read only when another connection has
 * committed (PRAGMA data_version moves): `mfm pause` or `mfm config --set` in another terminal takes
 * effect on the next tick of a running watch without a settings query per clip.
 */
export class CaptureState {
  settings!: Settings;
  blocklist!: Set<string>;
  paused = false;
  clipCount = 0;
  /** Hash of the last content evaluated; kept across reloads because it describes this process's clipboard. */
  lastHash: string | undefined;
  private dataVersion = -1;
  private readonly dataVersionStmt: Statement;

  constructor(private readonly db: Db) {
    this.dataVersionStmt = db.prepare('PRAGMA data_version').pluck();
    this.lastHash = new EventsRepository(db).lastSeenHash();
    this.load();
  }

  refreshIfChanged(): void {
    if (this.dataVersionStmt.get() !== this.dataVersion) this.load();
  }

  private load(): void {
    const settings = new SettingsRepository(this.db);
    this.settings = readSettings(settings);
    this.paused = isPaused(settings);
    this.blocklist = new Set(new BlocklistRepository(this.db).list());
    this.clipCount = this.db.prepare('SELECT count(*) FROM clips').pluck().get() as number;
    this.dataVersion = this.dataVersionStmt.get() as number;
  }
}
