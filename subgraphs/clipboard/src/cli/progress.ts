import type { SingleBar } from 'cli-progress';
import { warn } from './output.js';

export interface Progress {
  tick(label?: string): void;
  stop(): void;
}

/** Progress of work whose size is learnt while it runs (SQLite's page count, a payload's length). */
export interface Meter {
  update(done: number, total: number): void;
  stop(): void;
}

const silent: Progress & Meter = { tick: () => undefined, update: () => undefined, stop: () => undefined };

/**
 * A bar on stderr when stderr is a terminal; nothing at all when piped or redirected, so scripts and
 * logs stay clean. cli-progress is imported only here, only when a bar is actually drawn.
 */
async function terminalBar(unit: string): Promise<SingleBar | undefined> {
  if (!process.stderr.isTTY) return undefined;
  try {
    const { default: cliProgress } = await import('cli-progress');
    return new cliProgress.SingleBar(
      {
        stream: process.stderr,
        format: `{bar} {value}/{total} ${unit} | {label}`,
        hideCursor: true,
        clearOnComplete: true,
      },
      cliProgress.Presets.shades_classic,
    );
  } catch (error) {
    warn(`progress bar unavailable: ${(error as Error).message}`);
    return undefined;
  }
}

export async function createProgress(total: number, unit: string): Promise<Progress> {
  const bar = total < 2 ? undefined : await terminalBar(unit);
  if (!bar) return silent;
  bar.start(total, 0, { label: '' });
  return { tick: (label = '') => bar.increment(1, { label: label.slice(-40) }), stop: () => bar.stop() };
}

export async function createMeter(unit: string): Promise<Meter> {
  const bar = await terminalBar(unit);
  if (!bar) return silent;
  let started = false;
  return {
    update: (done, total) => {
      if (!started) bar.start(total, done, { label: '' });
      else bar.setTotal(total);
      started = true;
      bar.update(done);
    },
    stop: () => started && bar.stop(),
  };
}
