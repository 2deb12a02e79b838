import { resolve } from 'node:path';
import { expandHome } from '../../config/environment.js';
import { backupTo } from '../../store/backup.js';
import { withStore } from '../command-context.js';
import { oneOf } from '../options.js';
import { printJson, printLine } from '../output.js';

export async function run([positional]: [string | undefined], options: { path?: string; json?: boolean }): Promise<void> {
  const target = resolve(expandHome(oneOf('a destination path (--path)', positional, options.path, true)));
  await withStore(({ db }) => {
    const written = backupTo(db, target);
    if (options.json) printJson({ path: written });
    else printLine(`backup written to ${written}`);
  });
}
