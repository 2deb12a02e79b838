import { searchFulltext } from '../../search/fulltext.js';
import { printMatches, toRecords } from '../clip-records.js';
import { withStore } from '../command-context.js';
import { printJson } from '../output.js';
import { toFilter, type FilterOptions } from '../filter-options.js';

export async function run([words]: [string[]], options: FilterOptions): Promise<void> {
  await withStore(({ db }) => {
    const result = searchFulltext(db, words.join(' '), toFilter(options), options.limit);
    const records = toRecords(db, result.rows);
    if (options.json) printJson({ items: records, query: result.query, fallback: result.fallback });
    else printMatches(records);
  });
}
