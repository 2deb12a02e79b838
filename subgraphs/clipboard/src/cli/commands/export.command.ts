import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expandHome } from '../../config/environment.js';
import { ClipsRepository } from '../../store/clips.repository.js';
import { toRecords } from '../clip-records.js';
import { withStore } from '../command-context.js';
import { oneOf } from '../options.js';
import { printLine } from '../output.js';

interface ExportOptions {
  path?: string;
  limit: number;
  app?: string;
  tag?: string;
  pinsOnly?: boolean;
  since?: string;
}

/** A JSON array of clip records (the existing tool's export shape), newest first. */
export async function run([positional]: [string | undefined], options: ExportOptions): Promise<void> {
  const path = oneOf('the output path', positional, options.path);
  await withStore(({ db }) => {
    const rows = new ClipsRepository(db).list(
      { app: options.app, tag: options.tag, pinsOnly: options.pinsOnly, since: options.since },
      options.limit,
    );
    const data = JSON.stringify(toRecords(db, rows), null, 2);
    if (!path) return printLine(data);
    const target = resolve(expandHome(path));
    writeFileSync(target, `${data}\n`, 'utf8');
    printLine(`exported ${rows.length} clips to ${target}`);
  });
}
