import { resolve } from 'node:path';
import { expandHome } from '../../config/environment.js';
import { backupTo } from '../../store/backup.js';
import { withStore } from '../command-context.js';
import { oneOf } from '../options.js';
import { printJson, printLine } from '../output.js';
import { createMeter } from '../progress.js';

export async function run(
  [positional]: [string | undefined],
  options: { path?: string; json?: boolean },
): Promise<void> {
  const target = resolve(expandHome(oneOf('a destination path (--path)', positional, options.path, true)));
  const meter = await createMeter('pages');
  await withStore(async ({ db }) => {
    const written = await backupTo(db, target, meter.update).finally(() => meter.stop());
    if (options.json) printJson({ path: written });
    else printLine(`backup written to ${written}`);
  });
}
