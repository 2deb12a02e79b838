import { NotFoundError } from '../../errors.js';
import { ClipsRepository } from '../../store/clips.repository.js';
import { EventsRepository } from '../../store/events.repository.js';
import { withStore } from '../command-context.js';
import { hoursAgo, oneOf } from '../options.js';
import { printJson, printLine, printLines } from '../output.js';

interface HistoryOptions {
  id?: number;
  limit: number;
  sinceHours?: number;
  json?: boolean;
}

/** Capture history: every sighting of one clip (the first one included), or of all clips, newest first. */
export async function run([positional]: [number | undefined], options: HistoryOptions): Promise<void> {
  const clipId = oneOf('a clip id (--id)', positional, options.id);
  await withStore(({ db }) => {
    if (clipId !== undefined && !new ClipsRepository(db).get(clipId))
      throw new NotFoundError(`clip #${clipId}`);
    const since = options.sinceHours !== undefined ? hoursAgo(options.sinceHours) : undefined;
    const events = new EventsRepository(db).list({ clipId, since, limit: options.limit });
    if (options.json) return printJson({ clip_id: clipId ?? null, items: events });
    if (events.length === 0)
      return printLine(clipId === undefined ? 'no capture events' : `clip #${clipId} has no capture events`);
    printLines(
      events.map((e) => {
        const when = e.seen_at.replace('T', ' ').slice(0, 19);
        const where = [`[${e.source_app ?? 'unknown'}]`, e.window_title ?? ''].join(' ').trimEnd();
        return clipId === undefined
          ? `${when}  #${e.clip_id}  ${where}  ${e.clip_title ?? ''}`.trimEnd()
          : `${when}  ${where}`;
      }),
    );
  });
}
