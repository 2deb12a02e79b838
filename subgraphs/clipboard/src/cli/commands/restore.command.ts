import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { expandHome, readEnvironment } from '../../config/environment.js';
import { NotFoundError, UsageError } from '../../errors.js';
import { restoreFrom } from '../../store/backup.js';
import { oneOf } from '../options.js';
import { printJson, printLine } from '../output.js';

export async function run(
  [positional]: [string | undefined],
  options: { path?: string; json?: boolean },
): Promise<void> {
  const source = resolve(expandHome(oneOf('a backup path (--path)', positional, options.path, true)));
  const env = readEnvironment();
  if (!existsSync(source)) throw new NotFoundError(`backup file ${source}`);
  if (source === env.dbPath) throw new UsageError('that is the current database; give a backup file');
  const result = restoreFrom(env, source);
  if (options.json)
    return printJson({ restored_from: source, clips: result.clips, previous_kept_at: result.previousKeptAt });
  printLine(`restored ${result.clips} clips from ${source}`);
  if (result.previousKeptAt) printLine(`the replaced database is kept at ${result.previousKeptAt}`);
}
