import { describe, it, expect, afterEach } from '@jest/globals';
import { releaseMemoryWhenQuiet } from './release-when-quiet.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (up to 10 s: a loaded CI machine can hold timers back) until `done` holds. */
async function until(done: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!done() && Date.now() < deadline) await sleep(10);
}

/** Keeps the event loop busy for `ms`, in slices short enough for timers to run between them. */
async function busyFor(ms: number): Promise<void> {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    const slice = performance.now() + 8;
    while (performance.now() < slice);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

// Readings 20 ms apart: a 1 ms hiccup of a loaded machine would be 5% busy, so in these tests only a loop
// that is busy half the time counts as busy (busyFor keeps it busy about 95% of the time).
const options = { intervalMs: 20, quietIntervals: 3, quietBelow: 0.5 };

describe('releaseMemoryWhenQuiet', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  it('releases once when the process goes quiet, trimming malloc on glibc Linux, and not again while it stays quiet', async () => {
    const releases: Array<{ collected: boolean; trimmed: boolean }> = [];
    stop = releaseMemoryWhenQuiet({ ...options, onRelease: (released) => releases.push(released) });
    await until(() => releases.length > 0);
    await sleep(300);
    expect(releases).toHaveLength(1);
    // Jest runs without --expose-gc; malloc_trim is there wherever glibc is.
    const glibc = Boolean((process.report.getReport() as { header?: { glibcVersionRuntime?: string } }).header?.glibcVersionRuntime);
    expect(releases[0]).toMatchObject({ collected: typeof globalThis.gc === 'function', trimmed: glibc && process.platform === 'linux' });
  }, 15_000);

  it('never releases while the process is busy, and releases again once it is quiet after the work', async () => {
    let releases = 0;
    stop = releaseMemoryWhenQuiet({ ...options, onRelease: () => releases++ });
    await until(() => releases > 0);
    expect(releases).toBe(1);
    await busyFor(400);
    expect(releases).toBe(1);
    await until(() => releases > 1);
    expect(releases).toBe(2);
  }, 15_000);
});
