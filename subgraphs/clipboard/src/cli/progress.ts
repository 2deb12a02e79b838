import { warn } from './output.js';

export interface Progress {
  tick(label?: string): void;
  stop(): void;
}

const silent: Progress = { tick: () => undefined, stop: () => undefined };

/**
 * A bar on stderr when stderr is a terminal; nothing at all when piped or redirected, so scripts and
 * logs stay clean. cli-progress is imported only here, only when a bar is actually drawn.
 */
export async function createProgress(total: number, unit: string): Promise<Progress> {
  if (!process.stderr.isTTY || total < 2) return silent;
  try {
    const { default: cliProgress } = await import('cli-progress');
    const bar = new cliProgress.SingleBar(
      { stream: process.stderr, format: `{bar} {value}/{total} ${unit} | {label}`, hideCursor: true, clearOnComplete: true },
      cliProgress.Presets.shades_classic,
    );
    bar.start(total, 0, { label: '' });
    return { tick: (label = '') => bar.increment(1, { label: label.slice(-40) }), stop: () => bar.stop() };
  } catch (error) {
    warn(`progress bar unavailable: ${(error as Error).message}`);
    return silent;
  }
}
