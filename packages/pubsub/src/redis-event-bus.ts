import { Redis } from 'ioredis';
import { notifyThrough, type EventBus, type NotifyFailureReporter } from './event-bus.js';
import { LocalEventBus } from './local-event-bus.js';

/**
 * Redis bus: every process (gateway replicas, subgraphs) sees every event. Messages come back to
 * the publishing process through its own subscription, so publish does not deliver locally.
 * Channels are `<namespace>:events:<topic>`, so deployments sharing a Redis never hear each other.
 */
export class RedisEventBus implements EventBus {
  private readonly local: LocalEventBus;

  private constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly prefix: string,
    onHandlerError: (topic: string, error: unknown) => void,
    private readonly onNotifyFailure: NotifyFailureReporter,
  ) {
    this.local = new LocalEventBus(onHandlerError);
    subscriber.on('pmessage', (_pattern, channel, message) => {
      // Handler failures were already reported through onHandlerError.
      this.local.publish(channel.slice(this.prefix.length), JSON.parse(message)).catch(() => undefined);
    });
  }

  static async connect(
    url: string,
    namespace: string,
    onHandlerError: (topic: string, error: unknown) => void,
    onNotifyFailure: NotifyFailureReporter = () => undefined,
  ): Promise<RedisEventBus> {
    const options = { lazyConnect: true, maxRetriesPerRequest: 3 };
    const publisher = new Redis(url, options);
    const subscriber = new Redis(url, options);
    const prefix = `${namespace}:events:`;
    // ioredis reports connection trouble as 'error' events; unheard, it prints them as unhandled.
    for (const client of [publisher, subscriber]) client.on('error', (error: Error) => onHandlerError('redis', error));
    try {
      await Promise.all([publisher.connect(), subscriber.connect()]);
      await subscriber.psubscribe(`${prefix}*`);
    } catch (error) {
      publisher.disconnect();
      subscriber.disconnect();
      throw new Error(`Cannot reach Redis at REDIS_URL: ${(error as Error).message}`);
    }
    return new RedisEventBus(publisher, subscriber, prefix, onHandlerError, onNotifyFailure);
  }

  async publish<T>(topic: string, payload: T): Promise<void> {
    await this.publisher.publish(this.prefix + topic, JSON.stringify(payload));
  }

  notify<T>(topic: string, payload: T): Promise<void> {
    return notifyThrough(() => this.publish(topic, payload), topic, this.onNotifyFailure);
  }

  subscribe<T>(topic: string, handler: (payload: T) => void | Promise<void>): () => void {
    return this.local.subscribe(topic, handler);
  }

  async close(): Promise<void> {
    await this.local.close();
    this.subscriber.disconnect();
    this.publisher.disconnect();
  }
}
