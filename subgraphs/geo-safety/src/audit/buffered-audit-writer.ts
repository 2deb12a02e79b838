import type { Logger } from 'pino';
import { auditRow, type AuditRecorder, type AuditRowData } from './audit-log.js';
import type { LocationReport, ValidationResult } from '../validation/location-report.js';

export interface BufferedAuditOptions {
  /** Rows per insert statement; a full batch is written at once. */
  maxRows: number;
  /** The longest a row waits for its batch. */
  flushMs: number;
  /** Rows kept while the database refuses them; the oldest beyond this are dropped (logged). */
  maxPending?: number;
  logger: Logger;
}

/**
 * Audit rows written in batches: one multi-row insert per `maxRows` rows or per `flushMs`, instead
 * of one insert per validation (on embedded PGlite, which runs on the request thread, the single
 * inserts were most of a validation's p95). The answer does not wait for its row. A failed batch
 * stays queued and is retried with the next one; `close` writes whatever is left (shutdown).
 */
export class BufferedAuditWriter implements AuditRecorder {
  private pending: AuditRowData[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private readonly maxPending: number;

  constructor(
    private readonly insertRows: (rows: AuditRowData[]) => Promise<void>,
    private readonly options: BufferedAuditOptions,
  ) {
    this.maxPending = options.maxPending ?? 100_000;
  }

  async record(playerId: string, report: LocationReport, result: ValidationResult, at: Date): Promise<void> {
    this.pending.push(auditRow(playerId, report, result, at));
    if (this.pending.length > this.maxPending) {
      const dropped = this.pending.splice(0, this.pending.length - this.maxPending);
      this.options.logger.error({ dropped: dropped.length }, 'audit buffer full: oldest rows dropped');
    }
    if (this.pending.length >= this.options.maxRows) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.options.flushMs).unref();
  }

  /** Writes every queued row (in order, one batch after another); resolves when they are stored or requeued. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.writing = this.writing.then(() => this.writeQueued());
    return this.writing;
  }

  /** Shutdown: writes what is queued, once more after a failure, and reports rows it could not store. */
  async close(): Promise<void> {
    await this.flush();
    if (this.pending.length) await this.flush();
    if (this.pending.length)
      this.options.logger.error({ lost: this.pending.length }, 'audit rows not written at shutdown');
  }

  get queued(): number {
    return this.pending.length;
  }

  private async writeQueued(): Promise<void> {
    while (this.pending.length) {
      const batch = this.pending.splice(0, this.options.maxRows);
      try {
        await this.insertRows(batch);
      } catch (error) {
        this.pending.unshift(...batch);
        this.options.logger.error(
          { err: (error as Error).message, queued: this.pending.length },
          'audit batch not written; retried with the next one',
        );
        // Unref'd: shutdown writes the queue through close(), a timer must not hold the process open.
        this.timer ??= setTimeout(() => void this.flush(), Math.max(this.options.flushMs, 1000)).unref();
        return;
      }
    }
  }
}
