import { toRecords, type ClipRecord } from '../cli/clip-records.js';
import type { ClipFilter } from '../store/clip.types.js';
import { ClipsRepository } from '../store/clips.repository.js';
import type { Db } from '../store/database.js';

export interface ContextOptions {
  limit: number;
  app?: string;
  tag?: string;
  /** Only clips of the last `hours` hours; no time bound when left out. */
  hours?: number;
  /** Only the pinned clips of the scope. */
  pinsOnly?: boolean;
  now?: Date;
}

export interface ContextBundle {
  /** Start of the time window (ISO-8601 UTC); null without `hours`. */
  since: string | null;
  items: ClipRecord[];
}

/**
 * The context bundle an assistant should see, the same for `mfm context`, the HTTP API's `/context` and
 * the bridge: pinned clips first (the user marked them as worth keeping at hand), then the newest, each
 * part newest first, no clip twice, at most `limit`, all within the same app/tag/hours scope.
 */
export function buildContext(db: Db, options: ContextOptions): ContextBundle {
  const since =
    options.hours !== undefined
      ? new Date((options.now ?? new Date()).getTime() - options.hours * 3_600_000).toISOString()
      : undefined;
  const clips = new ClipsRepository(db);
  const scope: ClipFilter = { app: options.app, tag: options.tag, since };
  const pinned = clips.list({ ...scope, pinsOnly: true }, options.limit);
  const seen = new Set(pinned.map((row) => row.id));
  const rows = options.pinsOnly
    ? pinned
    : [...pinned, ...clips.list(scope, options.limit).filter((row) => !seen.has(row.id))].slice(
        0,
        options.limit,
      );
  return { since: since ?? null, items: toRecords(db, rows) };
}
