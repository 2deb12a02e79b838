import { MfmError } from '../../errors.js';
import { searchFulltext } from '../../search/fulltext.js';
import type { Embedder } from '../../embedding/embedder.js';
import { semanticSearch } from '../../search/semantic.js';
import { ClipsRepository } from '../../store/clips.repository.js';
import type { ClipRow } from '../../store/clip.types.js';
import { writeClipboard } from '../../watch/system-clipboard.js';
import { clipLine, toRecords } from '../clip-records.js';
import { withStore } from '../command-context.js';
import { toFilter, type FilterOptions } from '../filter-options.js';
import { printLine, preview } from '../output.js';
import { configuredEmbedder } from './embedder-from-settings.js';

interface PaletteOptions extends FilterOptions {
  query?: string;
  semantic?: boolean;
}

/**
 * Interactive picker: recent clips first, narrowed as you type (full-text, or semantic with --semantic);
 * Enter copies the chosen clip to the clipboard. Needs a terminal on both ends.
 */
export async function run(_args: unknown[], options: PaletteOptions): Promise<void> {
  if (!process.stdin.isTTY || !process.stdout.isTTY) {
    throw new MfmError(
      'palette is interactive and needs a terminal; in scripts use `mfm search QUERY --json` and `mfm copy ID`',
      'NOT_A_TTY',
      2,
    );
  }
  const { default: search } = await import('@inquirer/search');
  const width = Math.max(40, (process.stdout.columns ?? 100) - 6);
  const picked = await withStore(async ({ db }) => {
    const clips = new ClipsRepository(db);
    const filter = toFilter(options);
    let embedder: Embedder | undefined; // read from the settings on the first semantic search, not per keystroke
    const find = async (term: string): Promise<ClipRow[]> => {
      if (!term.trim()) return clips.list(filter, options.limit);
      if (options.semantic)
        return (
          await semanticSearch(db, (embedder ??= configuredEmbedder(db)), term, {
            limit: options.limit,
            filter,
          })
        ).map((h) => h.clip);
      // Typing is incremental: the last word is matched as a prefix, so "depl" already finds "deploy".
      const query = /[\w]$/.test(term) && !/["()]/.test(term) ? `${term}*` : term;
      return searchFulltext(db, query, filter, options.limit).rows;
    };
    try {
      return await search<ClipRow>({
        message: 'Copy which clip?',
        pageSize: 12,
        source: async (term) => {
          const rows = await find(term ?? options.query ?? '');
          // toRecords keeps the order of its rows, so each record's row is at the same index.
          return toRecords(db, rows).map((record, i) => ({
            value: rows[i],
            name: clipLine(record).slice(0, width),
            description: preview(record.content, width * 2),
          }));
        },
      });
    } catch (error) {
      if ((error as Error).name === 'ExitPromptError' || (error as Error).name === 'AbortPromptError')
        return null; // Ctrl+C / Esc
      throw error;
    }
  });
  if (!picked) return;
  await writeClipboard(picked.content);
  printLine(`copied #${picked.id} to the clipboard`);
}
