import { NotFoundError } from '../../errors.js';
import { ClipsRepository } from '../../store/clips.repository.js';
import { EventsRepository } from '../../store/events.repository.js';
import { toRecords } from '../clip-records.js';
import { withStore } from '../command-context.js';
import { oneOf } from '../options.js';
import { printJson, printLine } from '../output.js';

export async function run(
  [positional]: [number | undefined],
  options: { id?: number; json?: boolean },
): Promise<void> {
  const id = oneOf('a clip id (--id)', positional, options.id, true);
  await withStore(({ db }) => {
    const row = new ClipsRepository(db).get(id);
    if (!row) throw new NotFoundError(`clip #${id}`);
    const [record] = toRecords(db, [row]);
    const seen = new EventsRepository(db).summary(id);
    if (options.json) return printJson({ ...record, seen });
    printLine(
      `${record.pinned ? '*' : ' '}#${record.id} ${record.created_at} [${record.source_app ?? 'unknown'}] ${record.window_title ?? ''}`.trimEnd(),
    );
    if (record.title) printLine(`title: ${record.title}`);
    if (record.tags.length) printLine(`tags: ${record.tags.join(', ')}`);
    if (record.file_path) printLine(`file: ${record.file_path}`);
    if (seen.count) printLine(`seen ${seen.count} times, first ${seen.first}, last ${seen.last}`);
    for (const note of record.notes) printLine(`note ${note.created_at}: ${note.note}`);
    printLine('');
    printLine(record.content);
  });
}
