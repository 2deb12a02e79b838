import { UsageError } from '../../errors.js';
import { filterClauses } from '../../store/clip-filter.js';
import { withStore } from '../command-context.js';
import { printJson, printLine } from '../output.js';

interface PurgeOptions {
  olderThanDays?: number;
  keepLast?: number;
  app?: string;
  tag?: string;
  all?: boolean;
  json?: boolean;
}

/** The existing tool's purge: criteria apply within the --app/--tag scope and add up. Pinned clips are not spared. */
export async function run(_args: unknown[], options: PurgeOptions): Promise<void> {
  if (options.olderThanDays === undefined && options.keepLast === undefined && !options.all) {
    throw new UsageError('say what to purge: --older-than-days N, --keep-last N or --all');
  }
  const { clauses, params } = filterClauses({ app: options.app, tag: options.tag });
  const scope = clauses.length ? clauses.join(' AND ') : '1';
  await withStore(({ db }) => {
    const purged = db.transaction(() => {
      let deleted = 0;
      const remove = (sql: string, ...extra: unknown[]) => {
        deleted += db.prepare(`DELETE FROM clips WHERE id IN (${sql})`).run(...params, ...extra).changes;
      };
      if (options.all) remove(`SELECT c.id FROM clips c WHERE ${scope}`);
      if (options.olderThanDays !== undefined) {
        const cutoff = new Date(Date.now() - options.olderThanDays * 86400e3).toISOString();
        remove(`SELECT c.id FROM clips c WHERE ${scope} AND c.created_at < ?`, cutoff);
      }
      if (options.keepLast !== undefined) {
        remove(
          `SELECT c.id FROM clips c WHERE ${scope} ORDER BY c.created_at DESC, c.id DESC LIMIT -1 OFFSET ?`,
          options.keepLast,
        );
      }
      return deleted;
    })();
    if (options.json) printJson({ purged });
    else printLine(`purged ${purged} clips`);
  });
}
