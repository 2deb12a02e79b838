import { performance } from 'node:perf_hooks';
import { loadMallocTrim } from './malloc-trim.js';

export interface QuietReleaseOptions {
  /** How often the process's busy share is read. */
  intervalMs?: number;
  /** Below this share of busy time an interval counts as quiet. */
  quietBelow?: number;
  /** Quiet intervals in a row before memory is released. */
  quietIntervals?: number;
  /** The busy share since the last call: the event loop's utilisation unless a test gives its own. */
  busyShare?: () => number;
  /** Called after each release with what it did and the resident memory after it; for logs and tests. */
  onRelease?: (released: { collected: boolean; trimmed: boolean; ms: number; rssMb: number }) => void;
}

/** The share of time the event loop spent running callbacks since the previous call. */
export function eventLoopBusyShare(): () => number {
  let previous = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const share = performance.eventLoopUtilization(now, previous).utilization;
    previous = now;
    return share;
  };
}

/**
 * Once the process has gone quiet after work (start-up, a burst of requests), hands the memory that
 * work left behind back to the operating system, once per quiet spell: a full garbage collection
 * when `gc` is exposed (`npm start` passes --expose-gc), then malloc_trim. Busy processes are never
 * interrupted: the release waits for `quietIntervals` quiet readings in a row, and nothing repeats
 * until the process has been busy again. Returns a function that stops the watch.
 */
export function releaseMemoryWhenQuiet(options: QuietReleaseOptions = {}): () => void {
  const { intervalMs = 1000, quietBelow = 0.05, quietIntervals = 3, busyShare = eventLoopBusyShare(), onRelease } = options;
  const trim = loadMallocTrim();
  const collect = typeof globalThis.gc === 'function' ? globalThis.gc : undefined;
  if (!trim && !collect) return () => undefined;
  let quiet = 0;
  let releasedSinceBusy = false;
  const timer = setInterval(() => {
    if (busyShare() >= quietBelow) {
      quiet = 0;
      releasedSinceBusy = false;
      return;
    }
    if (releasedSinceBusy || ++quiet < quietIntervals) return;
    releasedSinceBusy = true;
    const started = performance.now();
    collect?.();
    trim?.(0);
    onRelease?.({ collected: Boolean(collect), trimmed: Boolean(trim), ms: performance.now() - started, rssMb: Math.round(process.memoryUsage.rss() / 1048576) });
    // The release's own busy time must not read as work, or it would start the next spell.
    busyShare();
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
