import type { Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import { Redis } from 'ioredis';

/** In-process counters by default; with REDIS_URL, counters shared by every replica. */
export async function rateLimitStore(
  redis: { url?: string; namespace: string },
  api: string,
  onError: (error: Error) => void,
): Promise<Store | undefined> {
  if (!redis.url) return undefined;
  const client = new Redis(redis.url, { maxRetriesPerRequest: 3 });
  client.on('error', onError);
  return new RedisStore({
    prefix: `${redis.namespace}:ratelimit:${api}:`,
    sendCommand: (command: string, ...args: string[]) => client.call(command, ...args) as never,
  });
}
