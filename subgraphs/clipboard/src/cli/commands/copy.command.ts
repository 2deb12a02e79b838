import { NotFoundError } from '../../errors.js';
import { ClipsRepository } from '../../store/clips.repository.js';
import { writeClipboard } from '../../watch/system-clipboard.js';
import { withStore } from '../command-context.js';
import { oneOf } from '../options.js';
import { printJson, printLine } from '../output.js';

/**
 * Puts a clip back on the clipboard. A running watch then sees content equal to a stored clip and logs a
 * sighting, not a new clip.
 */
export async function run(
  [positional]: [number | undefined],
  options: { id?: number; json?: boolean },
): Promise<void> {
  const id = oneOf('a clip id (--id)', positional, options.id, true);
  const content = await withStore(({ db }) => {
    const row = new ClipsRepository(db).get(id);
    if (!row) throw new NotFoundError(`clip #${id}`);
    return row.content;
  });
  await writeClipboard(content);
  if (options.json) printJson({ id, copied: true, chars: content.length });
  else printLine(`copied #${id} (${content.length} characters) to the clipboard`);
}
