import { contextMarkdown } from '../../insights/context-bundle.js';
import { ClipsRepository } from '../../store/clips.repository.js';
import { toRecords } from '../clip-records.js';
import { withStore } from '../command-context.js';
import { toFilter, type FilterOptions } from '../filter-options.js';
import { printJson } from '../output.js';

interface ContextOptions extends FilterOptions {
  hours?: number;
}

function describe(options: ContextOptions): string {
  const parts: string[] = [];
  if (options.app) parts.push(`app ${options.app}`);
  if (options.tag) parts.push(`tag ${options.tag}`);
  if (options.sinceHours !== undefined) parts.push(`last ${options.sinceHours} h`);
  if (options.pinsOnly) parts.push('pinned only');
  return parts.join(', ');
}

/** A context bundle for an assistant: recent clips as Markdown, or {"items": [...]} with --json. */
export async function run(_args: unknown[], options: ContextOptions): Promise<void> {
  // --hours is the bridge's and HTTP API's name for --since-hours.
  const merged = { ...options, sinceHours: options.sinceHours ?? options.hours };
  await withStore(({ db }) => {
    const records = toRecords(db, new ClipsRepository(db).list(toFilter(merged), merged.limit));
    if (merged.json) printJson({ items: records });
    else process.stdout.write(contextMarkdown(records, describe(merged)));
  });
}
