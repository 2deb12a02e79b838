import type { Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import { Redis } from 'ioredis';

export interface RateLimitStores {
  /** Counters of one API: in-process without REDIS_URL, else shared by every replica. */
  storeFor(api: string): Store | undefined;
  close(): Promise<void>;
}

/** One Redis connection serves every API's counters (each under its own key prefix). */
export function rateLimitStores(redis: { url?: string; namespace: string }, onError: (error: Error) => void): RateLimitStores {
  if (!redis.url) return { storeFor: () => undefined, close: async () => undefined };
  const client = new Redis(redis.url, { maxRetriesPerRequest: 3 });
  client.on('error', onError);
  return {
    storeFor: (api) =>
      new RedisStore({
        prefix: `${redis.namespace}:ratelimit:${api}:`,
        sendCommand: (command: string, ...args: string[]) => client.call(command, ...args) as never,
      }),
    close: async () => {
      client.disconnect();
    },
  };
}
