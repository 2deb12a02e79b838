import { NotFoundError } from '../../errors.js';
import { ClipsRepository } from '../../store/clips.repository.js';
import { withStore } from '../command-context.js';
import { oneOf } from '../options.js';
import { printJson, printLine } from '../output.js';

/** Tags links, notes, vectors and capture history go with the clip (ON DELETE CASCADE). */
export async function run(
  [positional]: [number | undefined],
  options: { id?: number; json?: boolean },
): Promise<void> {
  const id = oneOf('a clip id (--id)', positional, options.id, true);
  await withStore(({ db }) => {
    if (!new ClipsRepository(db).delete(id)) throw new NotFoundError(`clip #${id}`);
    if (options.json) printJson({ id, deleted: true });
    else printLine(`deleted clip #${id}`);
  });
}
