import type { Redis } from 'ioredis';
import { notifyThrough, type EventBus, type NotifyFailureReporter } from './event-bus.js';
import { LocalEventBus } from './local-event-bus.js';

/** How often the bus checks that Redis answers (a PING), so a stall is noticed without traffic. */
const PROBE_INTERVAL_MS = 1000;
/** How long a Redis command may take while the process starts (connect, ready check, subscribe). */
const STARTUP_COMMAND_TIMEOUT_MS = 5000;

/**
 * Redis bus: every process (gateway replicas, subgraphs) sees every event. Messages come back to
 * the publishing process through its own subscription, so publish does not deliver locally.
 * Channels are `<namespace>:events:<topic>`, so deployments sharing a Redis never hear each other.
 *
 * A stalled or unreachable Redis must not hold requests: every command fails after
 * `commandTimeoutMs`, and an event that cannot be published is delivered in this process only and
 * dropped for the others, with a log line. While Redis does not answer, `degraded()` is true, so
 * caches that rely on hearing every change stop trusting silence and /health says so.
 */
export class RedisEventBus implements EventBus {
  private readonly local: LocalEventBus;
  private failing = false;
  private readonly probe: NodeJS.Timeout;

  private constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly prefix: string,
    private readonly onHandlerError: (topic: string, error: unknown) => void,
    private readonly onNotifyFailure: NotifyFailureReporter,
  ) {
    this.local = new LocalEventBus(onHandlerError);
    subscriber.on('pmessage', (_pattern, channel, message) => {
      // Handler failures were already reported through onHandlerError.
      this.local.publish(channel.slice(this.prefix.length), JSON.parse(message)).catch(() => undefined);
    });
    this.probe = setInterval(() => {
      this.publisher.ping().then(
        () => this.setFailing(false),
        (error: Error) => this.setFailing(true, error),
      );
    }, PROBE_INTERVAL_MS);
    this.probe.unref();
  }

  static async connect(
    url: string,
    namespace: string,
    onHandlerError: (topic: string, error: unknown) => void,
    onNotifyFailure: NotifyFailureReporter = () => undefined,
    commandTimeoutMs = 500,
  ): Promise<RedisEventBus> {
    // One retry at most and a command timeout: a request never waits on Redis for long. While the
    // process starts, its connect and ready check get longer: on a loaded machine a process still
    // loading its code missed 500 ms for the ready check's INFO and refused to start at all.
    const options = { lazyConnect: true, maxRetriesPerRequest: 1 };
    // Loaded here, not at the top: a process without REDIS_URL never pays for the client (about 11 MB).
    const { Redis } = await import('ioredis');
    const publisher = new Redis(url, {
      ...options,
      commandTimeout: Math.max(commandTimeoutMs, STARTUP_COMMAND_TIMEOUT_MS),
    });
    const subscriber = new Redis(url, options);
    const prefix = `${namespace}:events:`;
    // ioredis reports connection trouble as 'error' events; unheard, it prints them as unhandled.
    for (const client of [publisher, subscriber])
      client.on('error', (error: Error) => onHandlerError('redis', error));
    try {
      await Promise.all([publisher.connect(), subscriber.connect()]);
      await subscriber.psubscribe(`${prefix}*`);
    } catch (error) {
      publisher.disconnect();
      subscriber.disconnect();
      throw new Error(`Cannot reach Redis at REDIS_URL: ${(error as Error).message}`);
    }
    // ioredis reads the option at each command: from here on, requests get the short timeout.
    publisher.options.commandTimeout = commandTimeoutMs;
    return new RedisEventBus(publisher, subscriber, prefix, onHandlerError, onNotifyFailure);
  }

  private setFailing(failing: boolean, error?: Error) {
    if (failing === this.failing) return;
    this.failing = failing;
    this.onHandlerError(
      'redis',
      failing
        ? new Error(`Redis does not answer (${error?.message}): events stay in this process`)
        : new Error('Redis answers again: events are shared again'),
    );
  }

  degraded(): boolean {
    return this.failing;
  }

  async publish<T>(topic: string, payload: T): Promise<void> {
    try {
      await this.publisher.publish(this.prefix + topic, JSON.stringify(payload));
    } catch (error) {
      // This process still hears its own event (its caches and subscriptions stay right); the other
      // processes miss it. publish stays strict (account deletion must know); notify reports instead.
      this.setFailing(true, error as Error);
      await this.local.publish(topic, payload);
      throw error;
    }
  }

  notify<T>(topic: string, payload: T): Promise<void> {
    return notifyThrough(() => this.publish(topic, payload), topic, this.onNotifyFailure);
  }

  subscribe<T>(topic: string, handler: (payload: T) => void | Promise<void>): () => void {
    return this.local.subscribe(topic, handler);
  }

  async close(): Promise<void> {
    clearInterval(this.probe);
    await this.local.close();
    this.subscriber.disconnect();
    this.publisher.disconnect();
  }
}
