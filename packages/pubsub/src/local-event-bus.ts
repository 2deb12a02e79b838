import { notifyThrough, type EventBus, type NotifyFailureReporter } from './event-bus.js';

type Handler = (payload: unknown) => void | Promise<void>;

/**
 * In-process bus: publish awaits every handler, so embedded mode is deterministic, and rejects when
 * one failed (after all have run): a publisher such as account deletion can then stop before it
 * loses data another domain still holds.
 */
export class LocalEventBus implements EventBus {
  private readonly handlers = new Map<string, Set<Handler>>();

  constructor(
    private readonly onHandlerError: (topic: string, error: unknown) => void = () => undefined,
    private readonly onNotifyFailure: NotifyFailureReporter = () => undefined,
  ) {}

  async publish<T>(topic: string, payload: T): Promise<void> {
    const handlers = [...(this.handlers.get(topic) ?? [])];
    const results = await Promise.allSettled(handlers.map(async (handler) => handler(payload)));
    const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    for (const failure of failures) this.onHandlerError(topic, failure);
    if (failures.length)
      throw new AggregateError(failures, `${failures.length} handler(s) of ${topic} failed`);
  }

  notify<T>(topic: string, payload: T): Promise<void> {
    return notifyThrough(() => this.publish(topic, payload), topic, this.onNotifyFailure);
  }

  subscribe<T>(topic: string, handler: (payload: T) => void | Promise<void>): () => void {
    const set = this.handlers.get(topic) ?? new Set<Handler>();
    set.add(handler as Handler);
    this.handlers.set(topic, set);
    return () => {
      set.delete(handler as Handler);
      if (set.size === 0) this.handlers.delete(topic);
    };
  }

  async close(): Promise<void> {
    this.handlers.clear();
  }
}
