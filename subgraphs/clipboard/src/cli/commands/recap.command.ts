import { buildRecap } from '../../insights/recap.js';
import { clipLine, toRecords } from '../clip-records.js';
import { withStore } from '../command-context.js';
import { printJson, printLine } from '../output.js';

/** A summary of recent clipboard activity: counts by application and tag, and the most-seen clips. */
export async function run(_args: unknown[], options: { minutes: number; top: number; json?: boolean }): Promise<void> {
  await withStore(({ db }) => {
    const recap = buildRecap(db, options.minutes, { top: options.top });
    const records = toRecords(db, recap.top.map((t) => t.clip));
    const top = records.map((record, i) => ({ ...record, sightings: recap.top[i].sightings }));
    if (options.json) return printJson({ ...recap, top });
    printLine(`last ${options.minutes} minutes: ${recap.new_clips} new clips, ${recap.sightings} sightings`);
    if (recap.by_app.length) printLine(`by app: ${recap.by_app.map((a) => `${a.app} ${a.count}`).join(', ')}`);
    if (recap.by_tag.length) printLine(`by tag: ${recap.by_tag.map((t) => `${t.tag} ${t.count}`).join(', ')}`);
    if (top.length) {
      printLine('top clips:');
      for (const record of top) printLine(`  ${record.sightings}x ${clipLine(record)}`);
    }
  });
}
