import { buildTopics, type TopicKey } from '../../insights/topics.js';
import { clipLine } from '../clip-records.js';
import { withStore } from '../command-context.js';
import { toFilter, type FilterOptions } from '../filter-options.js';
import { printJson, printLine } from '../output.js';

interface TopicsOptions extends FilterOptions {
  by: TopicKey;
  perGroup: number;
}

/** Recent clips grouped by tag or application, largest group first. */
export async function run(_args: unknown[], options: TopicsOptions): Promise<void> {
  await withStore(({ db }) => {
    const groups = buildTopics(db, {
      by: options.by,
      limit: options.limit,
      perGroup: options.perGroup,
      filter: toFilter(options),
    });
    if (options.json) return printJson({ by: options.by, groups });
    if (groups.length === 0) return printLine('no clips');
    for (const group of groups) {
      printLine(`${group.name} (${group.count})`);
      for (const record of group.items) printLine(`  ${clipLine(record)}`);
    }
  });
}
