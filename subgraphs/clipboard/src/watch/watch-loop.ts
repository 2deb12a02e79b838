import { setTimeout as sleep } from 'node:timers/promises';
import { CapturePipeline } from '../capture/capture-pipeline.js';
import type { CaptureResult } from '../capture/capture.types.js';
import { isBusy } from '../store/busy-retry.js';
import type { Db } from '../store/database.js';
import { frontmost as lookUpFrontmost, type Frontmost } from './frontmost-app.js';
import { notify as desktopNotify } from './notifier.js';
import { readClipboard } from './system-clipboard.js';

export interface WatchOptions {
  intervalMs: number;
  /** Total clip cap passed to the pipeline (0 = none). */
  cap: number;
  /** --notify; the `notify` setting turns notifications on as well. */
  notify: boolean;
  /** One line per stored or skipped clip and per state change. */
  log: (line: string) => void;
  // Seams for unit tests; the CLI uses the real clipboard, window lookup and notifier.
  read?: () => Promise<string>;
  frontmost?: () => Promise<Frontmost>;
  notifier?: (title: string, message: string) => Promise<void>;
  now?: () => Date;
}

export type TickOutcome =
  | { kind: 'paused' | 'unchanged' | 'resumed' | 'read-error' }
  | { kind: 'captured'; result: CaptureResult; frontmost: Frontmost };

function flat(text: string, width = 60): string {
  const one = text.trim().replace(/\s+/g, ' ');
  return one.length > width ? `${one.slice(0, width - 3)}...` : one;
}

/** What the log shows: content only for stored clips, never for what was skipped as secret or blocked. */
export function describeCapture(result: CaptureResult, text: string, where: Frontmost): string {
  const app = `[${where.app}]`;
  if (result.status === 'saved')
    return `saved #${result.id} ${app} ${flat(text)}${result.evicted ? ` (evicted ${result.evicted})` : ''}`;
  if (result.status === 'repeat') return `repeat of #${result.id} ${app} (sighting logged)`;
  return `skipped ${app}: ${result.reason}${result.detail ? ` (${result.detail})` : ''}`;
}

/**
 * The capture loop: each tick reads the clipboard and, when it changed, runs the same pipeline as
 * `mfm capture` with the frontmost application. While paused the clipboard is not read at all, and
 * whatever was copied during the pause is taken as seen when capture resumes (so it is never stored).
 */
export class ClipboardWatcher {
  private readonly pipeline: CapturePipeline;
  private lastText: string | undefined;
  private paused = false;
  private lastError = '';
  private lastErrorAt = 0;

  constructor(
    db: Db,
    private readonly options: WatchOptions,
  ) {
    this.pipeline = new CapturePipeline(db, {
      cap: options.cap,
      log: (m) => options.log(m),
      now: options.now,
    });
  }

  async tick(): Promise<TickOutcome> {
    const { paused, settings } = this.pipeline.current();
    if (paused) {
      if (!this.paused) this.options.log('capture paused (mfm pause --off resumes)');
      this.paused = true;
      return { kind: 'paused' };
    }
    let text: string;
    try {
      text = await (this.options.read ?? readClipboard)();
    } catch (error) {
      this.reportProblem(`clipboard read failed: ${(error as Error).message.split('\n')[0]}`);
      return { kind: 'read-error' };
    }
    if (this.paused) {
      this.paused = false;
      this.lastText = text;
      this.pipeline.markSeen(text);
      this.options.log('capture resumed');
      return { kind: 'resumed' };
    }
    // An unchanged clipboard costs one read per tick: no window lookup, no database work, no log line.
    if (text === this.lastText) return { kind: 'unchanged' };
    this.lastText = text;

    const where = await (this.options.frontmost ?? lookUpFrontmost)();
    const result = await this.pipeline.capture({
      text,
      app: where.app,
      appAliases: where.aliases,
      windowTitle: where.windowTitle,
    });
    if (result.status === 'skipped' && result.reason === 'empty')
      return { kind: 'captured', result, frontmost: where };
    const line = describeCapture(result, text, where);
    this.options.log(line);
    if (
      (this.options.notify || settings.notify) &&
      !(result.status === 'skipped' && result.reason === 'same-as-last')
    ) {
      await (this.options.notifier ?? desktopNotify)('mfm', line).catch(() => undefined);
    }
    return { kind: 'captured', result, frontmost: where };
  }

  /**
   * Ticks until the signal fires; a tick in progress finishes first, so no capture is cut in half.
   * A database kept busy by another mfm process past the busy timeout (a long import, a restore)
   * costs a tick, not the watch: the clip is taken as unseen and tried again on the next tick.
   */
  async run(signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      try {
        const { kind } = await this.tick();
        // A problem reported again after a tick that went through is news, not a repeat.
        if (kind !== 'read-error' && kind !== 'paused') this.lastError = '';
      } catch (error) {
        if (!isBusy(error)) throw error;
        this.lastText = undefined;
        this.reportProblem('the database is busy (another mfm process is writing); retrying');
      }
      try {
        await sleep(this.options.intervalMs, undefined, { signal });
      } catch {
        break; // aborted during the pause between ticks
      }
    }
  }

  /** The same failure every second would flood the log: repeat it at most once a minute. */
  private reportProblem(message: string): void {
    const now = Date.now();
    if (message !== this.lastError || now - this.lastErrorAt > 60_000) {
      this.options.log(message);
      this.lastError = message;
      this.lastErrorAt = now;
    }
  }
}
