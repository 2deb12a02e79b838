import { Redis } from 'ioredis';
import type { EventBus } from './event-bus.js';
import { LocalEventBus } from './local-event-bus.js';

const CHANNEL_PREFIX = 'platform:events:';

/**
 * Redis bus: every process (gateway replicas, subgraphs) sees every event. Messages come back to
 * the publishing process through its own subscription, so publish does not deliver locally.
 */
export class RedisEventBus implements EventBus {
  private readonly local: LocalEventBus;

  private constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    onHandlerError: (topic: string, error: unknown) => void,
  ) {
    this.local = new LocalEventBus(onHandlerError);
    subscriber.on('pmessage', (_pattern, channel, message) => {
      void this.local.publish(channel.slice(CHANNEL_PREFIX.length), JSON.parse(message));
    });
  }

  static async connect(url: string, onHandlerError: (topic: string, error: unknown) => void): Promise<RedisEventBus> {
    const options = { lazyConnect: true, maxRetriesPerRequest: 3 };
    const publisher = new Redis(url, options);
    const subscriber = new Redis(url, options);
    try {
      await Promise.all([publisher.connect(), subscriber.connect()]);
      await subscriber.psubscribe(`${CHANNEL_PREFIX}*`);
    } catch (error) {
      publisher.disconnect();
      subscriber.disconnect();
      throw new Error(`Cannot reach Redis at REDIS_URL: ${(error as Error).message}`);
    }
    return new RedisEventBus(publisher, subscriber, onHandlerError);
  }

  async publish<T>(topic: string, payload: T): Promise<void> {
    await this.publisher.publish(CHANNEL_PREFIX + topic, JSON.stringify(payload));
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
