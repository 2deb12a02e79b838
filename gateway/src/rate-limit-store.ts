import { MemoryStore, type IncrementResponse, type Options, type Store } from 'express-rate-limit';

export interface RateLimitStores {
  /** Counters of one API: in-process without REDIS_URL, else shared by every replica. */
  storeFor(api: string): Store | undefined;
  close(): Promise<void>;
}

/**
 * Shared counters that fall back to counting in this process while Redis fails or stalls (each
 * command times out after REDIS_COMMAND_TIMEOUT_MS): the limit keeps holding per replica instead
 * of every request waiting on Redis, or the limit being dropped. Back to Redis on its next answer.
 */
export class FallbackStore implements Store {
  private readonly local = new MemoryStore();
  private usingLocal = false;

  constructor(
    private readonly shared: Store,
    private readonly onFallback: (error: Error | undefined) => void,
  ) {}

  get prefix() {
    return this.shared.prefix;
  }

  async init(options: Options): Promise<void> {
    this.local.init(options);
    await this.shared.init?.(options);
  }

  private switchTo(local: boolean, error?: Error) {
    if (local === this.usingLocal) return;
    this.usingLocal = local;
    this.onFallback(local ? error : undefined);
  }

  async increment(key: string): Promise<IncrementResponse> {
    try {
      const counted = await this.shared.increment(key);
      this.switchTo(false);
      return counted;
    } catch (error) {
      this.switchTo(true, error as Error);
      return this.local.increment(key);
    }
  }

  async decrement(key: string): Promise<void> {
    await Promise.resolve(this.shared.decrement(key)).catch(() => this.local.decrement(key));
  }

  async resetKey(key: string): Promise<void> {
    this.local.resetKey(key);
    await Promise.resolve(this.shared.resetKey(key)).catch(() => undefined);
  }

  shutdown(): void {
    this.local.shutdown();
  }
}

/**
 * One Redis connection serves every API's counters (each under its own key prefix). The Redis
 * client and store load only when REDIS_URL is set: without it, counters stay in this process.
 */
export async function rateLimitStores(
  redis: { url?: string; namespace: string; commandTimeoutMs: number },
  onError: (error: Error) => void,
): Promise<RateLimitStores> {
  if (!redis.url) return { storeFor: () => undefined, close: async () => undefined };
  const [{ Redis }, { RedisStore }] = await Promise.all([import('ioredis'), import('rate-limit-redis')]);
  const client = new Redis(redis.url, { maxRetriesPerRequest: 1, commandTimeout: redis.commandTimeoutMs });
  client.on('error', onError);
  const onFallback = (error: Error | undefined) =>
    onError(
      new Error(
        error
          ? `rate-limit counters fall back to this process: ${error.message}`
          : 'rate-limit counters are shared through Redis again',
      ),
    );
  return {
    storeFor: (api) => {
      const shared = new RedisStore({
        prefix: `${redis.namespace}:ratelimit:${api}:`,
        sendCommand: (command: string, ...args: string[]) => client.call(command, ...args) as never,
      });
      // Its constructor loads two scripts at once and keeps the promises: a Redis stall at start would
      // make them unhandled rejections that end the process. The first increment loads them again.
      for (const loading of [shared.incrementScriptSha, shared.getScriptSha]) loading.catch(() => undefined);
      return new FallbackStore(shared, onFallback);
    },
    close: async () => {
      client.disconnect();
    },
  };
}
