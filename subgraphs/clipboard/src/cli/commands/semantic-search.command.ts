import { semanticSearch } from '../../search/semantic.js';
import { printMatches, toRecords } from '../clip-records.js';
import { withStore } from '../command-context.js';
import { toFilter, type FilterOptions } from '../filter-options.js';
import { printJson } from '../output.js';
import { configuredEmbedder } from './embedder-from-settings.js';

export async function run([words]: [string[]], options: FilterOptions): Promise<void> {
  await withStore(async ({ db }) => {
    const hits = await semanticSearch(db, configuredEmbedder(db), words.join(' '), {
      limit: options.limit,
      filter: toFilter(options),
    });
    const records = toRecords(
      db,
      hits.map((h) => h.clip),
      new Map(hits.map((h) => [h.clip.id, h.score])),
    );
    if (options.json) printJson({ items: records });
    else printMatches(records);
  });
}
