import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expandHome } from '../../config/environment.js';
import { markdownJournal } from '../../export/markdown-journal.js';
import { ClipsRepository } from '../../store/clips.repository.js';
import { toRecords } from '../clip-records.js';
import { withStore } from '../command-context.js';
import { hoursAgo, oneOf } from '../options.js';
import { printLine } from '../output.js';

export async function run(
  [positional]: [string | undefined],
  options: { path?: string; hours?: number; limit: number },
): Promise<void> {
  const path = oneOf('the output path', positional, options.path);
  await withStore(({ db }) => {
    const since = options.hours !== undefined ? hoursAgo(options.hours) : undefined;
    const records = toRecords(db, new ClipsRepository(db).list({ since }, options.limit));
    const markdown = markdownJournal(records);
    if (!path) return void process.stdout.write(markdown);
    const target = resolve(expandHome(path));
    writeFileSync(target, markdown, 'utf8');
    printLine(`wrote a Markdown journal of ${records.length} clips to ${target}`);
  });
}
