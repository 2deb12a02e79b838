import { DomainError } from '@platform/errors';

/** The resume API's 429 QUOTA_EXCEEDED: this user already has `limit` of this work in flight. */
export class TooManyInFlight extends DomainError {
  constructor(feature: string, limit: number) {
    super(
      'QUOTA_EXCEEDED',
      `Too many ${feature} requests in progress for this user (at most ${limit} at a time): retry when one has finished`,
      { feature, limit, used: limit },
    );
  }
}

/**
 * How many of one kind of heavy work (a Chromium render, a model narrative) one user may have in
 * flight at once in this process; the next is refused at once rather than queued behind the others.
 * Per process: N replicas of the profiles subgraph allow up to N times the limit.
 */
export class ConcurrencyLimit {
  private readonly running = new Map<string, number>();

  constructor(
    readonly feature: string,
    readonly limit: number,
  ) {}

  async run<T>(subject: string, work: () => Promise<T>): Promise<T> {
    const now = this.running.get(subject) ?? 0;
    if (now >= this.limit) throw new TooManyInFlight(this.feature, this.limit);
    this.running.set(subject, now + 1);
    try {
      return await work();
    } finally {
      const left = (this.running.get(subject) ?? 1) - 1;
      if (left > 0) this.running.set(subject, left);
      else this.running.delete(subject);
    }
  }

  /** How many this user has in flight (tests, metrics). */
  inFlight(subject: string): number {
    return this.running.get(subject) ?? 0;
  }
}

/** Per user, at once: PDF exports (each holds a Chromium page) and narratives (each holds an orchestrator task and the model). */
export const PDF_EXPORTS_IN_FLIGHT = 2;
export const NARRATIVES_IN_FLIGHT = 2;
