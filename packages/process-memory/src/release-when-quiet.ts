import { subscribe } from 'node:diagnostics_channel';
import { performance } from 'node:perf_hooks';
import { loadMallocTrim } from './malloc-trim.js';

export interface QuietReleaseOptions {
  /** How often the process's busy share is read. */
  intervalMs?: number;
  /** Below this share of busy time a reading is quiet. */
  quietBelow?: number;
  /** Readings of a quiet spell before each of its releases. */
  quietIntervals?: number;
  /** A release that gives back less than this (MB of resident memory) is the spell's last. */
  worthMb?: number;
  /** The busy share since the last call: the event loop's utilisation unless a test gives its own. */
  busyShare?: () => number;
  /** Requests received so far: this process's HTTP servers' unless a test gives its own. */
  requestsReceived?: () => number;
  /** Resident memory in bytes: the process's unless a test gives its own. */
  residentBytes?: () => number;
  /** Called after each release with what it did and the resident memory after it; for logs and tests. */
  onRelease?: (released: {
    collected: boolean;
    trimmed: boolean;
    ms: number;
    rssMb: number;
    gainedMb: number;
  }) => void;
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

let serverRequests = 0;
let countingRequests = false;

/**
 * How many requests this process's HTTP servers have received since it was first asked: Node
 * publishes every one on the `http.server.request.start` diagnostics channel, so no server is
 * wired to it. One subscription per process, however many watches ask.
 */
export function httpRequestsReceived(): number {
  if (!countingRequests) {
    subscribe('http.server.request.start', () => serverRequests++);
    countingRequests = true;
  }
  return serverRequests;
}

const MB = 1048576;

/**
 * A plain major collection, then the one V8 runs on a low-memory notification (`flavor:
 * 'last-resort'`), when `gc` is exposed. The second compacts the old generation, shrinks the young
 * generation to its minimum and drops compiled code not run lately; the first lets it find freed
 * what only a previous collection's weak callbacks let go. Quiet after the bench's list warm-up
 * (embedded PGlite, side by side): with plain collections the platform held 366-383 MB until V8's
 * own memory reducer ran 16-18 s later (324-329 MB); with both, 307-316 MB from 4-6 s on (the
 * low-memory one alone: 315-334 MB). Code it drops is compiled again on its next call.
 */
function fullCollection(): (() => void) | undefined {
  const gc = globalThis.gc;
  if (typeof gc !== 'function') return undefined;
  return () => {
    gc();
    gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  };
}

/**
 * Once the process has gone quiet after work (start-up, a burst of requests), hands the memory that
 * work left behind back to the operating system: a full, compacting garbage collection when `gc` is
 * exposed (`npm start` passes --expose-gc; see fullCollection), then malloc_trim.
 *
 * A reading is quiet below `quietBelow` busy and with no request received since the one before. A
 * request makes it busy whatever the share: a platform answering a steady 200 lists a second spends
 * about 5 % of its time on them, and releasing there (its collection drops compiled code) took the
 * p99 of that load from 17 to 125-165 ms. Two busy readings in a row end a quiet spell; a lone
 * one (the job poll on embedded PGlite: tens of milliseconds every 5 s) does not, but no release
 * runs on it. Ending the spell at every lone one made an idle platform collect every 5 s for ever.
 *
 * One release does not give everything back: V8 sweeps and frees pages, and off-heap buffers, on
 * background threads after the collection, and the trim can only return what is free when it runs
 * (measured after a burst of list reads: 350, 314, 280 MB after three releases 4 s apart). So a spell releases every `quietIntervals` readings while the previous release paid
 * (resident memory fell by `worthMb` or more since the one before), and then not again until the
 * process has been busy.
 *
 * Returns a function that stops the watch.
 */
export function releaseMemoryWhenQuiet(options: QuietReleaseOptions = {}): () => void {
  const {
    intervalMs = 1000,
    quietBelow = 0.05,
    quietIntervals = 3,
    worthMb = 4,
    busyShare = eventLoopBusyShare(),
    requestsReceived = httpRequestsReceived,
    residentBytes = () => process.memoryUsage.rss(),
    onRelease,
  } = options;
  const trim = loadMallocTrim();
  const collect = fullCollection();
  if (!trim && !collect) return () => undefined;
  let previousBusy = false;
  let spellReadings = 0;
  let paying = true;
  let lastRss: number | undefined;
  let requests = requestsReceived();
  const timer = setInterval(() => {
    const requestsNow = requestsReceived();
    const busy = busyShare() >= quietBelow || requestsNow !== requests;
    requests = requestsNow;
    const endsSpell = busy && previousBusy;
    previousBusy = busy;
    if (endsSpell) {
      spellReadings = 0;
      paying = true;
      lastRss = undefined;
      return;
    }
    // A lone busy reading still counts toward the spell, but no release runs on it: it may be
    // the first of a burst of work.
    if (++spellReadings < quietIntervals || busy || !paying) return;
    spellReadings = 0;
    const before = lastRss ?? residentBytes();
    const started = performance.now();
    collect?.();
    trim?.(0);
    const ms = performance.now() - started;
    lastRss = residentBytes();
    const gainedMb = (before - lastRss) / MB;
    paying = gainedMb >= worthMb;
    onRelease?.({
      collected: Boolean(collect),
      trimmed: Boolean(trim),
      ms,
      rssMb: Math.round(lastRss / MB),
      gainedMb: Math.round(gainedMb),
    });
    // The release's own busy time must not read as work, or it would end the spell.
    busyShare();
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
