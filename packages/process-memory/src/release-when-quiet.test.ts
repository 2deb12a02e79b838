import { describe, it, expect, afterEach } from '@jest/globals';
import { onGlibcLinux } from './malloc-trim.js';
import { eventLoopBusyShare, releaseMemoryWhenQuiet } from './release-when-quiet.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (up to 10 s: a loaded CI machine can hold timers back) until `done` holds. */
async function until(done: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!done() && Date.now() < deadline) await sleep(5);
}

/**
 * A scripted busy share: `busy` says what each reading returns, and `readings` counts them. The
 * release itself discards one reading (its own time), which the script sees like any other.
 */
function scripted() {
  const state = { busy: false, readings: 0 };
  return { state, busyShare: () => (state.readings++, state.busy ? 1 : 0) };
}

describe('releaseMemoryWhenQuiet', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  it('releases once after three quiet readings, trimming malloc on glibc Linux, and not again while quiet', async () => {
    const { state, busyShare } = scripted();
    const releases: Array<{ collected: boolean; trimmed: boolean }> = [];
    stop = releaseMemoryWhenQuiet({ intervalMs: 5, busyShare, onRelease: (released) => releases.push(released) });
    await until(() => releases.length > 0);
    // Three readings, then the one the release discards.
    expect(state.readings).toBe(4);
    await until(() => state.readings >= 20);
    expect(releases).toHaveLength(1);
    // Jest runs without --expose-gc; malloc_trim is there wherever glibc is.
    expect(releases[0]).toMatchObject({ collected: typeof globalThis.gc === 'function', trimmed: onGlibcLinux() });
  }, 15_000);

  it('never releases while busy, and releases again once quiet after the work', async () => {
    const { state, busyShare } = scripted();
    let releases = 0;
    stop = releaseMemoryWhenQuiet({ intervalMs: 5, busyShare, onRelease: () => releases++ });
    await until(() => releases > 0);
    state.busy = true;
    const busyFrom = state.readings;
    await until(() => state.readings >= busyFrom + 20);
    expect(releases).toBe(1);
    state.busy = false;
    await until(() => releases > 1);
    expect(releases).toBe(2);
  }, 15_000);

  it('reads the event loop busy while it runs callbacks and quiet while it waits', async () => {
    const busyShare = eventLoopBusyShare();
    const spinUntil = performance.now() + 50;
    while (performance.now() < spinUntil);
    expect(busyShare()).toBeGreaterThan(0.5);
    await sleep(300);
    expect(busyShare()).toBeLessThan(0.5);
  });
});
