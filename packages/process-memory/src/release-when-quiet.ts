import { performance } from 'node:perf_hooks';
import { loadMallocTrim } from './malloc-trim.js';

export interface QuietReleaseOptions {
  /** How often the event loop's utilisation is read. */
  intervalMs?: number;
  /** Below this share of busy time an interval counts as quiet. */
  quietBelow?: number;
  /** Quiet intervals in a row before memory is released. */
  quietIntervals?: number;
  /** Called after each release with what it did; for logs and tests. */
  onRelease?: (released: { collected: boolean; trimmed: boolean; ms: number }) => void;
}

/**
 * Once the process has gone quiet after work (start-up, a burst of requests), hands the memory that
 * work left behind back to the operating system, once per quiet spell: a full garbage collection
 * when `gc` is exposed (`npm start` passes --expose-gc), then malloc_trim. Busy processes are never
 * interrupted: the release waits for `quietIntervals` quiet readings in a row, and nothing repeats
 * until the process has been busy again. Returns a function that stops the watch.
 */
export function releaseMemoryWhenQuiet(options: QuietReleaseOptions = {}): () => void {
  const { intervalMs = 1000, quietBelow = 0.05, quietIntervals = 3, onRelease } = options;
  const trim = loadMallocTrim();
  const collect = typeof globalThis.gc === 'function' ? globalThis.gc : undefined;
  if (!trim && !collect) return () => undefined;
  let previous = performance.eventLoopUtilization();
  let quiet = 0;
  let releasedSinceBusy = false;
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const busy = performance.eventLoopUtilization(now, previous).utilization;
    previous = now;
    if (busy >= quietBelow) {
      quiet = 0;
      releasedSinceBusy = false;
      return;
    }
    if (releasedSinceBusy || ++quiet < quietIntervals) return;
    releasedSinceBusy = true;
    const started = performance.now();
    collect?.();
    trim?.(0);
    onRelease?.({ collected: Boolean(collect), trimmed: Boolean(trim), ms: performance.now() - started });
    // The release's own busy time must not read as work, or it would start the next spell.
    previous = performance.eventLoopUtilization();
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
