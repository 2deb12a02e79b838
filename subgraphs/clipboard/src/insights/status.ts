import { existsSync, statSync } from 'node:fs';
import { readSettings, type Settings } from '../config/settings.js';
import { BlocklistRepository } from '../store/blocklist.repository.js';
import { ClipsRepository } from '../store/clips.repository.js';
import { isPaused, SettingsRepository } from '../store/settings.repository.js';
import type { Store } from '../store/store.js';

export interface ClipboardStatus {
  capture: 'active' | 'paused';
  paused: boolean;
  clips: number;
  pinned: number;
  latest: string | null;
  db_size_mb: number;
  blocklist_size: number;
  settings: Settings;
}

/** Main file plus the write-ahead log, which holds recent commits until a checkpoint. */
export function fileBytes(path: string): number {
  return [path, `${path}-wal`].reduce((sum, p) => sum + (existsSync(p) ? statSync(p).size : 0), 0);
}

/** Capture state and configuration at a glance: what `mfm status --json` prints and the HTTP API's `/status` answers. */
export function clipboardStatus({ db, env }: Store): ClipboardStatus {
  const settings = new SettingsRepository(db);
  const clips = new ClipsRepository(db);
  const paused = isPaused(settings);
  return {
    capture: paused ? 'paused' : 'active',
    paused,
    clips: clips.count(),
    pinned: db.prepare('SELECT count(*) FROM clips WHERE pinned = 1').pluck().get() as number,
    latest: clips.latest()?.created_at ?? null,
    db_size_mb: Number((fileBytes(env.dbPath) / 1048576).toFixed(3)),
    blocklist_size: new BlocklistRepository(db).list().length,
    settings: readSettings(settings),
  };
}
