import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expandHome } from '../../config/environment.js';
import { exportForPeers } from '../../federation/federation.service.js';
import { withStore } from '../command-context.js';
import { oneOf } from '../options.js';
import { printLine } from '../output.js';

interface FederateExportOptions {
  path?: string;
  limit?: number;
  app?: string;
  tag?: string;
  pinsOnly?: boolean;
  since?: string;
}

/** The peer export (the same document GET /federate_export serves), on stdout or into --path. */
export async function run([positional]: [string | undefined], options: FederateExportOptions): Promise<void> {
  const path = oneOf('the output path', positional, options.path);
  await withStore(({ db }) => {
    const data = exportForPeers(db, {
      limit: options.limit,
      app: options.app,
      tag: options.tag,
      pinsOnly: options.pinsOnly,
      since: options.since,
    });
    const json = JSON.stringify(data);
    if (!path) return printLine(json);
    const target = resolve(expandHome(path));
    writeFileSync(target, `${json}\n`, 'utf8');
    printLine(`exported ${data.clip_count} clips for peers to ${target}`);
  });
}
