import type { EventBus, NotifyFailureReporter } from './event-bus.js';
import { LocalEventBus } from './local-event-bus.js';
import { RedisEventBus } from './redis-event-bus.js';

export * from './event-bus.js';
export { LocalEventBus, RedisEventBus };

/** In-process by default; Redis when REDIS_URL is set, so replicas share events. */
export async function createEventBus(
  redis: { url?: string; namespace: string; commandTimeoutMs?: number },
  onHandlerError: (topic: string, error: unknown) => void,
  onNotifyFailure: NotifyFailureReporter,
): Promise<EventBus> {
  return redis.url
    ? RedisEventBus.connect(
        redis.url,
        redis.namespace,
        onHandlerError,
        onNotifyFailure,
        redis.commandTimeoutMs,
      )
    : new LocalEventBus(onHandlerError, onNotifyFailure);
}
