import { buildTopics, type TopicKey } from '../../insights/topics.js';
import { clipLine, toRecords } from '../clip-records.js';
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
    const groups = buildTopics(db, { by: options.by, limit: options.limit, perGroup: options.perGroup, filter: toFilter(options) });
    const output = groups.map((g) => ({ name: g.name, count: g.count, items: toRecords(db, g.items) }));
    if (options.json) return printJson({ by: options.by, groups: output });
    if (output.length === 0) return printLine('no clips');
    for (const group of output) {
      printLine(`${group.name} (${group.count})`);
      for (const record of group.items) printLine(`  ${clipLine(record)}`);
    }
  });
}
