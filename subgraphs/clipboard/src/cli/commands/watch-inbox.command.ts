import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { CaptureResult } from '../../capture/capture.types.js';
import { expandHome } from '../../config/environment.js';
import { scanInbox, type InboxResult } from '../../ingest/inbox.js';
import { InboxMemory } from '../../ingest/inbox-memory.js';
import { withStore } from '../command-context.js';
import { oneOf } from '../options.js';
import { printJson, printLine, warn } from '../output.js';
import { describeResult } from './capture.command.js';
import { ingestSetup, type IngestFlags } from './ingest-setup.js';

interface InboxCommandOptions extends IngestFlags {
  dir?: string;
  interval: number;
  once?: boolean;
  moveTo?: string;
}

function line(result: InboxResult): string {
  return `${result.path}: ${describeResult(result as CaptureResult)}${result.movedTo ? ` -> ${result.movedTo}` : ''}`;
}

/**
 * Polls a folder (default MFM_HOME/inbox) and ingests each new or changed file once. Processed files are
 * remembered in MFM_HOME/inbox-state.json, or moved to --move-to. --once scans a single time and exits.
 */
export async function run([positional]: [string | undefined], options: InboxCommandOptions): Promise<void> {
  const controller = new AbortController();
  const stop = () => controller.abort();
  // `on`, not `once`: clipboardy's execa installs signal-exit, which re-raises a signal (killing the
  // process mid-capture) when it finds no other listener left; ours stays until the loop has ended.
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await withStore(async ({ db, env }) => {
    const dir = resolve(
      expandHome(oneOf('the inbox folder (--dir)', positional, options.dir) ?? join(env.home, 'inbox')),
    );
    const { pipeline, fileOptions } = ingestSetup(db, options);
    const memory = new InboxMemory(join(env.home, 'inbox-state.json'));
    const scanOptions = {
      ...fileOptions,
      moveTo: options.moveTo ? resolve(expandHome(options.moveTo)) : undefined,
      // A single explicit pass takes files as they are; a running watcher waits for writes to settle.
      settleMs: options.once ? 0 : Math.min(2000, options.interval * 500),
    };
    if (options.once) {
      const results = await scanInbox(pipeline, dir, memory, scanOptions);
      if (options.json) return printJson({ dir, results });
      if (results.length === 0) printLine(`nothing new in ${dir}`);
      for (const result of results) printLine(line(result));
      return;
    }
    printLine(`watching ${dir} every ${options.interval}s; Ctrl+C stops`);
    while (!controller.signal.aborted) {
      try {
        for (const result of await scanInbox(pipeline, dir, memory, scanOptions)) printLine(line(result));
      } catch (error) {
        warn(`inbox scan failed: ${(error as Error).message}`); // a vanished or unreadable folder is retried next time
      }
      await sleep(options.interval * 1000, undefined, { signal: controller.signal }).catch(() => undefined);
    }
    printLine('stopped');
  });
  process.off('SIGINT', stop);
  process.off('SIGTERM', stop);
}
