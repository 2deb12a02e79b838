import { describe, it, expect, afterEach } from '@jest/globals';
import { onGlibcLinux } from './malloc-trim.js';
import { createServer } from 'node:http';
import {
  eventLoopBusyShare,
  httpRequestsReceived,
  releaseMemoryWhenQuiet,
  type QuietReleaseOptions,
} from './release-when-quiet.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (up to 10 s: a loaded CI machine can hold timers back) until `done` holds. */
async function until(done: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!done() && Date.now() < deadline) await sleep(5);
}

const MB = 1048576;

/**
 * A busy share read from a script (1 busy, 0 quiet; quiet once it runs out) unless `busy` is set,
 * counting the readings.
 */
function scriptedBusy(script: number[] = []) {
  const state = { readings: 0, busy: false };
  const busyShare = () => {
    const scripted = script[state.readings++] ?? 0;
    return state.busy ? 1 : scripted;
  };
  return { state, busyShare };
}

describe('releaseMemoryWhenQuiet', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  /**
   * Watches with a resident size that never changes (so a spell has one release, which gives back
   * nothing) and no HTTP requests unless `options` says otherwise, counting the releases.
   */
  function countedReleases(options: QuietReleaseOptions) {
    const counted = { releases: 0 };
    stop = releaseMemoryWhenQuiet({
      intervalMs: 5,
      requestsReceived: () => 0,
      residentBytes: () => 100 * MB,
      onRelease: () => counted.releases++,
      ...options,
    });
    return counted;
  }

  it('releases after three quiet readings, again every three while a release gives back 4 MB or more, then not while quiet', async () => {
    const resident = [300, 250, 240, 237, 236];
    let calls = 0;
    const releases: Array<{ collected: boolean; trimmed: boolean; rssMb: number; gainedMb: number }> = [];
    const { state, busyShare } = scriptedBusy();
    stop = releaseMemoryWhenQuiet({
      intervalMs: 5,
      busyShare,
      // Read once before the spell's first release, then once after each release.
      residentBytes: () => resident[Math.min(calls++, resident.length - 1)]! * MB,
      onRelease: (released) => releases.push(released),
    });
    await until(() => releases.length > 0);
    // Three readings, then the one the release discards.
    expect(state.readings).toBe(4);
    await until(() => state.readings >= 40);
    // 300 → 250 (50 MB), → 240 (10), → 237 (3: the last).
    expect(releases.map((r) => [r.rssMb, r.gainedMb])).toEqual([
      [250, 50],
      [240, 10],
      [237, 3],
    ]);
    // Jest runs without --expose-gc; malloc_trim is there wherever glibc is.
    expect(releases[0]).toMatchObject({
      collected: typeof globalThis.gc === 'function',
      trimmed: onGlibcLinux(),
    });
  }, 15_000);

  it("collects plainly, then with V8's low-memory collection (compacting, young generation shrunk), when gc is exposed", async () => {
    const exposed = globalThis.gc;
    const calls: unknown[][] = [];
    globalThis.gc = ((...args: unknown[]) => void calls.push(args)) as typeof globalThis.gc;
    try {
      let released = false;
      stop = releaseMemoryWhenQuiet({
        intervalMs: 5,
        busyShare: scriptedBusy().busyShare,
        residentBytes: () => 100 * MB,
        onRelease: () => (released = true),
      });
      await until(() => released);
      expect(calls).toEqual([[], [{ type: 'major', execution: 'sync', flavor: 'last-resort' }]]);
    } finally {
      globalThis.gc = exposed;
    }
  }, 15_000);

  it('never releases while busy, and releases again once quiet after the work', async () => {
    const { state, busyShare } = scriptedBusy();
    const counted = countedReleases({ busyShare });
    await until(() => counted.releases > 0);
    state.busy = true;
    const busyFrom = state.readings;
    await until(() => state.readings >= busyFrom + 20);
    expect(counted.releases).toBe(1);
    state.busy = false;
    await until(() => counted.releases > 1);
    expect(counted.releases).toBe(2);
  }, 15_000);

  it('lets a lone busy reading (a periodic task) count toward the spell without ending it, and never releases on one', async () => {
    // busy, quiet, busy, quiet: the third reading completes three but is busy, so the fourth releases.
    const { state, busyShare } = scriptedBusy([1, 0, 1, 0]);
    const counted = countedReleases({ busyShare });
    await until(() => counted.releases > 0);
    // Four readings, then the one the release discards.
    expect(state.readings).toBe(5);
    // Then quiet for ever: a release that gave back nothing was the spell's last.
    await until(() => state.readings >= 40);
    expect(counted.releases).toBe(1);
  }, 15_000);

  it('never releases while requests keep arriving, however little time they take', async () => {
    let received = 0;
    let readings = 0;
    const state = { arriving: true };
    const counted = countedReleases({
      busyShare: () => (readings++, 0),
      requestsReceived: () => (state.arriving ? ++received : received),
    });
    await until(() => readings >= 40);
    expect(counted.releases).toBe(0);
    state.arriving = false;
    await until(() => counted.releases > 0);
    expect(counted.releases).toBe(1);
  }, 15_000);

  it("counts the requests this process's HTTP servers receive", async () => {
    const server = createServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as { port: number };
      const before = httpRequestsReceived();
      await fetch(`http://127.0.0.1:${port}/`).then((res) => res.text());
      await fetch(`http://127.0.0.1:${port}/`).then((res) => res.text());
      expect(httpRequestsReceived() - before).toBe(2);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('reads the event loop busy while it runs callbacks and quiet while it waits', async () => {
    const busyShare = eventLoopBusyShare();
    const spinUntil = performance.now() + 50;
    while (performance.now() < spinUntil);
    expect(busyShare()).toBeGreaterThan(0.5);
    await sleep(300);
    expect(busyShare()).toBeLessThan(0.5);
  });
});
