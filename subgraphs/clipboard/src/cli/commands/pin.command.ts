import { NotFoundError, UsageError } from '../../errors.js';
import { ClipsRepository } from '../../store/clips.repository.js';
import { withStore } from '../command-context.js';
import { oneOf, positiveInt, switchState } from '../options.js';
import { printJson, printLine } from '../output.js';

interface PinOptions {
  id?: number;
  on?: boolean;
  off?: boolean;
  toggle?: boolean;
  json?: boolean;
}

/** `pin --id N --on|--off|--toggle`, or `pin N [on|off|toggle]`; a bare `pin N` pins. */
export async function run([words]: [string[]], options: PinOptions): Promise<void> {
  const rest = [...words];
  const positionalId = rest.length && /^\d+$/.test(rest[0]) ? positiveInt(rest.shift()!) : undefined;
  const id = oneOf('a clip id (--id)', positionalId, options.id, true);
  if (rest.length > 1) throw new UsageError(`unexpected arguments: ${rest.join(' ')}`);
  const state = switchState(rest[0], options) ?? 'on';
  await withStore(({ db }) => {
    const clips = new ClipsRepository(db);
    const clip = clips.get(id);
    if (!clip) throw new NotFoundError(`clip #${id}`);
    const pinned = state === 'toggle' ? clip.pinned !== 1 : state === 'on';
    clips.setPinned(id, pinned);
    if (options.json) printJson({ id, pinned });
    else printLine(`clip #${id} ${pinned ? 'pinned' : 'unpinned'}`);
  });
}
