import { ClipsRepository } from '../../store/clips.repository.js';
import { clipLine, toRecords } from '../clip-records.js';
import { withStore } from '../command-context.js';
import { toFilter, type FilterOptions } from '../filter-options.js';
import { printJson, printLines } from '../output.js';

export async function run(_args: unknown[], options: FilterOptions): Promise<void> {
  await withStore(({ db }) => {
    const records = toRecords(db, new ClipsRepository(db).list(toFilter(options), options.limit));
    // {"items": [...]} is the shape the existing tool printed for `recent --json`.
    if (options.json) printJson({ items: records });
    else printLines(records.map(clipLine));
  });
}
