import { NotFoundError, UsageError } from '../../errors.js';
import { ClipsRepository } from '../../store/clips.repository.js';
import { NotesRepository } from '../../store/notes.repository.js';
import { withStore } from '../command-context.js';
import { oneOf, positiveInt } from '../options.js';
import { printJson, printLine } from '../output.js';

/** `note --id N --text T`, or `note N some text`; without text it shows the clip's notes. */
export async function run(
  [words]: [string[]],
  options: { id?: number; text?: string; json?: boolean },
): Promise<void> {
  const rest = [...words];
  const positionalId =
    options.id === undefined && rest.length && /^\d+$/.test(rest[0]) ? positiveInt(rest.shift()!) : undefined;
  const id = oneOf('a clip id (--id)', positionalId, options.id, true);
  if (options.text !== undefined && rest.length)
    throw new UsageError('give the note text either with --text or as arguments');
  const text = (options.text ?? rest.join(' ')).trim();
  await withStore(({ db }) => {
    if (!new ClipsRepository(db).get(id)) throw new NotFoundError(`clip #${id}`);
    const repo = new NotesRepository(db);
    if (text) repo.add(id, text);
    const notes = repo.forClips([id]).get(id) ?? [];
    if (options.json) return printJson({ id, notes });
    if (text) printLine(`added a note to #${id}`);
    if (!notes.length) return printLine(`no notes for #${id}`);
    for (const note of notes) printLine(`- ${note.created_at}: ${note.note}`);
  });
}
