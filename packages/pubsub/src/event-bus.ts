/**
 * Topic-based events between domains and to subscription clients.
 *
 * Two ways to send, because a failed delivery means different things before and after a write:
 * `publish` rejects, for a publisher that must stop when the event did not get through (account
 * deletion asks other domains to delete first); `notify` never rejects, for an event announcing a
 * write that has already committed: answering that write as an error would make a client retry and
 * duplicate it, so the failure goes to the bus's `onNotifyFailure` (logged and counted) instead.
 */
export interface EventBus {
  /** Delivers to every subscriber, in every process sharing the bus; resolves once handed over. */
  publish<T>(topic: string, payload: T): Promise<void>;
  /** `publish` for an event about something already done: resolves even when delivery failed. */
  notify<T>(topic: string, payload: T): Promise<void>;
  /** Runs `handler` for each event on `topic`; returns the unsubscribe function. */
  subscribe<T>(topic: string, handler: (payload: T) => void | Promise<void>): () => void;
  close(): Promise<void>;
  /** True while a shared bus cannot reach its store (Redis): events stay in this process, caches must not trust silence. */
  degraded?(): boolean;
}

/** Events as an async iterator (what graphql-ws subscriptions consume), ended by `return()`. */
export function iterateTopic<T>(
  bus: EventBus,
  topic: string,
  filter: (payload: T) => boolean = () => true,
): AsyncIterableIterator<T> {
  const queue: T[] = [];
  let wake: (() => void) | undefined;
  let done = false;
  const unsubscribe = bus.subscribe<T>(topic, (payload) => {
    if (!filter(payload)) return;
    queue.push(payload);
    wake?.();
  });
  const finish = async (): Promise<IteratorResult<T>> => {
    done = true;
    unsubscribe();
    wake?.();
    return { value: undefined, done: true };
  };
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next(): Promise<IteratorResult<T>> {
      while (!done && queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      if (queue.length) return { value: queue.shift()!, done: false };
      return { value: undefined, done: true };
    },
    return: finish,
    throw: async (error?: unknown) => {
      await finish();
      throw error;
    },
  };
}

/** What a process does with an event `notify` could not deliver (log it, count it). */
export type NotifyFailureReporter = (topic: string, error: unknown) => void;

/** `notify` of every bus: `publish`, with its failure reported instead of thrown. */
export function notifyThrough(
  publish: () => Promise<void>,
  topic: string,
  report: NotifyFailureReporter,
): Promise<void> {
  return publish().catch((error: unknown) => {
    report(topic, error);
  });
}
