import { ClipboardWatcher } from '../../watch/watch-loop.js';
import { withStore } from '../command-context.js';
import { warn } from '../output.js';

interface WatchCommandOptions {
  cap: number;
  interval: number;
  notify?: boolean;
}

function stamp(): string {
  return new Date().toISOString().replace('T', ' ').slice(0, 19);
}

/** Runs until SIGINT/SIGTERM; log lines go to stdout (they are this command's output), problems to stderr. */
export async function run(_args: unknown[], options: WatchCommandOptions): Promise<void> {
  const controller = new AbortController();
  const stop = () => controller.abort();
  // `on`, not `once`: clipboardy's execa installs signal-exit, which re-raises a signal (killing the
  // process mid-capture) when it finds no other listener left; ours stays until the loop has ended.
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await withStore(async ({ db, env }) => {
    const log = (line: string) => process.stdout.write(`${stamp()} ${line}\n`);
    const watcher = new ClipboardWatcher(db, {
      intervalMs: Math.round(options.interval * 1000),
      cap: options.cap,
      notify: Boolean(options.notify),
      log,
    });
    log(
      `watching the clipboard every ${options.interval}s (cap ${options.cap || 'none'}, data in ${env.home}); Ctrl+C stops`,
    );
    try {
      await watcher.run(controller.signal);
    } catch (error) {
      warn(`watch stopped: ${(error as Error).message}`);
      throw error;
    }
    log('stopped');
  });
  process.off('SIGINT', stop);
  process.off('SIGTERM', stop);
}
