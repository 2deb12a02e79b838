import { NotFoundError } from '../../errors.js';
import { relatedClips } from '../../search/semantic.js';
import { printMatches, toRecords } from '../clip-records.js';
import { withStore } from '../command-context.js';
import { toFilter, type FilterOptions } from '../filter-options.js';
import { oneOf } from '../options.js';
import { printJson } from '../output.js';
import { configuredEmbedder } from './embedder-from-settings.js';

export async function run(
  [positional]: [number | undefined],
  options: FilterOptions & { id?: number },
): Promise<void> {
  const id = oneOf('a clip id (--id)', positional, options.id, true);
  await withStore(async ({ db }) => {
    const hits = await relatedClips(db, configuredEmbedder(db), id, {
      limit: options.limit,
      filter: toFilter(options),
    });
    if (!hits) throw new NotFoundError(`clip #${id}`);
    const records = toRecords(
      db,
      hits.map((h) => h.clip),
      new Map(hits.map((h) => [h.clip.id, h.score])),
    );
    if (options.json) printJson({ id, items: records });
    else printMatches(records);
  });
}
