import type { Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import { Redis } from 'ioredis';

/** In-process counters by default; with REDIS_URL, counters shared by every replica. */
export async function rateLimitStore(redisUrl: string | undefined, prefix: string): Promise<Store | undefined> {
  if (!redisUrl) return undefined;
  const client = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
  return new RedisStore({
    prefix: `platform:ratelimit:${prefix}:`,
    sendCommand: (command: string, ...args: string[]) => client.call(command, ...args) as never,
  });
}
