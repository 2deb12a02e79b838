import { SETTING_KEYS, showSetting } from '../../config/settings.js';
import { clipboardStatus, fileBytes } from '../../insights/status.js';
import { ClipsRepository } from '../../store/clips.repository.js';
import type { Db } from '../../store/database.js';
import { EventsRepository } from '../../store/events.repository.js';
import { schemaVersion } from '../../store/migrations.js';
import type { Store } from '../../store/store.js';
import { VectorsRepository } from '../../store/vectors.repository.js';
import { MFM_VERSION } from '../../version.js';
import { withStore } from '../command-context.js';
import { formatMb, printJson, printLine } from '../output.js';

function count(db: Db, sql: string): number {
  return db.prepare(sql).pluck().get() as number;
}

function stats({ db, env }: Store) {
  return {
    clips: new ClipsRepository(db).count(),
    pinned: count(db, 'SELECT count(*) FROM clips WHERE pinned = 1'),
    tags: count(db, 'SELECT count(*) FROM tags'),
    notes: count(db, 'SELECT count(*) FROM clip_notes'),
    capture_events: new EventsRepository(db).count(),
    vectors: new VectorsRepository(db).countsByModel(),
    latest: new ClipsRepository(db).latest()?.created_at ?? null,
    db_size_bytes: fileBytes(env.dbPath),
  };
}

function about({ db, env }: Store) {
  return {
    name: 'mfm',
    version: MFM_VERSION,
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
    home: env.home,
    db_path: env.dbPath,
    schema_version: schemaVersion(db),
  };
}

export async function run(_args: unknown[], options: { json?: boolean }, commandName: string): Promise<void> {
  await withStore((store) => {
    if (commandName === 'stats') {
      const s = stats(store);
      if (options.json) return printJson(s);
      printLine(
        `clips: ${s.clips} (${s.pinned} pinned), tags: ${s.tags}, notes: ${s.notes}, capture events: ${s.capture_events}`,
      );
      printLine(`latest: ${s.latest ?? 'n/a'}, database: ${formatMb(s.db_size_bytes)}`);
      printLine(
        `vectors: ${
          Object.entries(s.vectors)
            .map(([m, n]) => `${m}=${n}`)
            .join(', ') || 'none'
        }`,
      );
    } else if (commandName === 'status') {
      const s = clipboardStatus(store);
      if (options.json) return printJson(s);
      printLine(
        `capture: ${s.capture}, clips: ${s.clips}, latest: ${s.latest ?? 'n/a'}, database: ${s.db_size_mb} MB, blocked apps: ${s.blocklist_size}`,
      );
      for (const key of SETTING_KEYS) printLine(`  ${key}=${showSetting(key, s.settings[key])}`);
    } else {
      const a = about(store);
      if (options.json) return printJson(a);
      for (const [key, value] of Object.entries(a)) printLine(`${key}: ${value}`);
    }
  });
}
