/**
 * Identical requests in flight at the same time share one: the first starts it, the others wait for
 * its outcome, and the key is free again once it settles (nothing is cached beyond that). The caller
 * decides what is identical; the shared value must be one nobody mutates.
 */
export class InFlight<T> {
  private readonly pending = new Map<string, Promise<T>>();

  share(key: string, start: () => Promise<T>): Promise<T> {
    const running = this.pending.get(key);
    if (running) return running;
    const started = start().finally(() => this.pending.delete(key));
    this.pending.set(key, started);
    return started;
  }

  /** Requests now in flight (tests, metrics). */
  get size(): number {
    return this.pending.size;
  }
}
