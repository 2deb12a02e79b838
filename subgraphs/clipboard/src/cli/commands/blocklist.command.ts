import { UsageError } from '../../errors.js';
import { BlocklistRepository, normaliseApp } from '../../store/blocklist.repository.js';
import { withStore } from '../command-context.js';
import { printJson, printLine } from '../output.js';

interface BlocklistOptions {
  add?: string;
  remove?: string;
  list?: boolean;
  json?: boolean;
}

/** Accepts `--add X`, `--remove X`, or the positional `add X` / `remove X` / `list`. */
function requested([action, app]: [string | undefined, string | undefined], options: BlocklistOptions) {
  const add = options.add !== undefined ? [options.add] : [];
  const remove = options.remove !== undefined ? [options.remove] : [];
  if (action !== undefined) {
    const verb = action.toLowerCase();
    if (verb === 'list') return { add, remove };
    if ((verb !== 'add' && verb !== 'remove') || !app?.trim())
      throw new UsageError('expected `blocklist add <app>`, `blocklist remove <app>` or `blocklist list`');
    (verb === 'add' ? add : remove).push(app);
  }
  if ([...add, ...remove].some((a) => !a.trim())) throw new UsageError('application name must not be empty');
  return { add, remove };
}

export async function run(
  args: [string | undefined, string | undefined],
  options: BlocklistOptions,
): Promise<void> {
  const { add, remove } = requested(args, options);
  await withStore(({ db }) => {
    const blocklist = new BlocklistRepository(db);
    const messages: string[] = [];
    for (const app of add)
      messages.push(
        blocklist.add(app) ? `blocked ${normaliseApp(app)}` : `${normaliseApp(app)} was already blocked`,
      );
    for (const app of remove)
      messages.push(
        blocklist.remove(app) ? `unblocked ${normaliseApp(app)}` : `${normaliseApp(app)} was not blocked`,
      );
    const apps = blocklist.list();
    if (options.json) return printJson({ blocklist: apps });
    for (const message of messages) printLine(message);
    if (messages.length === 0 || options.list)
      printLine(apps.length ? `blocklist: ${apps.join(', ')}` : 'blocklist is empty');
  });
}
