import { buildRecap } from '../../insights/recap.js';
import { clipLine } from '../clip-records.js';
import { withStore } from '../command-context.js';
import { printJson, printLine } from '../output.js';

/** A summary of recent clipboard activity: counts by application and tag, and the most-seen clips. */
export async function run(
  _args: unknown[],
  options: { minutes: number; top: number; json?: boolean },
): Promise<void> {
  await withStore(({ db }) => {
    const recap = buildRecap(db, options.minutes, { top: options.top });
    if (options.json) return printJson(recap);
    printLine(`last ${options.minutes} minutes: ${recap.new_clips} new clips, ${recap.sightings} sightings`);
    if (recap.by_app.length)
      printLine(`by app: ${recap.by_app.map((a) => `${a.app} ${a.count}`).join(', ')}`);
    if (recap.by_tag.length)
      printLine(`by tag: ${recap.by_tag.map((t) => `${t.tag} ${t.count}`).join(', ')}`);
    if (recap.top.length) {
      printLine('top clips:');
      for (const record of recap.top) printLine(`  ${record.sightings}x ${clipLine(record)}`);
    }
  });
}
