import type { TrailPoint } from '../validation/location-report.js';
import type { LocationStateStore, ValidatedPosition } from './location-state-store.js';

interface Expiring<T> {
  value: T;
  expiresAt: number;
}

/**
 * The state store of one process (embedded mode without Redis). Entries expire like their Redis
 * counterparts, by the wall clock, and are dropped lazily when read.
 */
export class MemoryStateStore implements LocationStateStore {
  private readonly hits = new Map<string, number[]>();
  private readonly trails = new Map<string, Expiring<TrailPoint[]>>();
  private readonly positions = new Map<string, Expiring<ValidatedPosition>>();

  constructor(private readonly clock: () => number = Date.now) {}

  async countHit(playerId: string, nowMs: number, windowMs: number): Promise<number> {
    const recent = (this.hits.get(playerId) ?? []).filter((at) => at > nowMs - windowMs);
    recent.push(nowMs);
    this.hits.set(playerId, recent);
    return recent.length;
  }

  async trail(playerId: string): Promise<TrailPoint[]> {
    return this.live(this.trails, playerId) ?? [];
  }

  async saveTrail(playerId: string, trail: TrailPoint[], ttlMs: number): Promise<void> {
    this.trails.set(playerId, { value: trail, expiresAt: this.clock() + ttlMs });
  }

  async lastValidated(playerId: string): Promise<ValidatedPosition | null> {
    return this.live(this.positions, playerId) ?? null;
  }

  async saveLastValidated(playerId: string, position: ValidatedPosition, ttlMs: number): Promise<void> {
    this.positions.set(playerId, { value: position, expiresAt: this.clock() + ttlMs });
  }

  async forgetLastValidated(playerId: string): Promise<void> {
    this.positions.delete(playerId);
  }

  async ping(): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {
    this.hits.clear();
    this.trails.clear();
    this.positions.clear();
  }

  private live<T>(map: Map<string, Expiring<T>>, key: string): T | undefined {
    const entry = map.get(key);
    if (entry && entry.expiresAt <= this.clock()) map.delete(key);
    return entry && entry.expiresAt > this.clock() ? entry.value : undefined;
  }
}
