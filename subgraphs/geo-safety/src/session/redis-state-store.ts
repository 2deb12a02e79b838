import { randomUUID } from 'node:crypto';
import type { Redis, Cluster } from 'ioredis';
import type { TrailPoint } from '../validation/location-report.js';
import type { LocationStateStore, ValidatedPosition } from './location-state-store.js';

export interface RedisStateStoreOptions {
  url: string;
  clusterMode: boolean;
  /** Key prefix, e.g. "platform:game" (REDIS_NAMESPACE in the platform). */
  prefix: string;
  /** ioredis reports connection trouble as 'error' events; unheard, it prints them as unhandled. */
  onError?(error: Error): void;
}

/**
 * The state store shared by replicas. Keys of one player share a hash tag ({playerId}) so a cluster
 * keeps them on one slot. The rate limit is a sliding log: a sorted set of hit times, trimmed to
 * the window and counted in one MULTI.
 */
export class RedisStateStore implements LocationStateStore {
  private constructor(
    private readonly redis: Redis | Cluster,
    private readonly prefix: string,
  ) {}

  static async connect(options: RedisStateStoreOptions): Promise<RedisStateStore> {
    // Loaded only when a Redis is configured: the embedded default keeps its state in the database.
    const { Redis, Cluster } = await import('ioredis');
    const redis = options.clusterMode
      ? new Cluster([options.url], { lazyConnect: true })
      : new Redis(options.url, { lazyConnect: true, maxRetriesPerRequest: 2 });
    redis.on('error', (error: Error) => options.onError?.(error));
    await redis.connect();
    return new RedisStateStore(redis, options.prefix);
  }

  private key(playerId: string, what: 'hits' | 'trail' | 'position') {
    return `${this.prefix}:{${playerId}}:${what}`;
  }

  async countHit(playerId: string, nowMs: number, windowMs: number): Promise<number> {
    const key = this.key(playerId, 'hits');
    const result = await this.redis
      .multi()
      .zremrangebyscore(key, '-inf', nowMs - windowMs)
      .zadd(key, nowMs, `${nowMs}:${randomUUID()}`)
      .zcard(key)
      .pexpire(key, windowMs)
      .exec();
    const [error, count] = result![2];
    if (error) throw error;
    return count as number;
  }

  async trail(playerId: string): Promise<TrailPoint[]> {
    const raw = await this.redis.get(this.key(playerId, 'trail'));
    return raw ? (JSON.parse(raw) as TrailPoint[]) : [];
  }

  async saveTrail(playerId: string, trail: TrailPoint[], ttlMs: number): Promise<void> {
    await this.redis.set(this.key(playerId, 'trail'), JSON.stringify(trail), 'PX', ttlMs);
  }

  async lastValidated(playerId: string): Promise<ValidatedPosition | null> {
    const raw = await this.redis.get(this.key(playerId, 'position'));
    return raw ? (JSON.parse(raw) as ValidatedPosition) : null;
  }

  async saveLastValidated(playerId: string, position: ValidatedPosition, ttlMs: number): Promise<void> {
    await this.redis.set(this.key(playerId, 'position'), JSON.stringify(position), 'PX', ttlMs);
  }

  async forgetLastValidated(playerId: string): Promise<void> {
    await this.redis.del(this.key(playerId, 'position'));
  }

  async ping(): Promise<boolean> {
    return this.redis.ping().then(
      (answer) => answer === 'PONG',
      () => false,
    );
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
