import type { Db } from '../store/database.js';
import { usedBytes } from '../store/store.js';

export type EvictMode = 'fifo' | 'tiered';

/**
 * fifo evicts the oldest clips whatever their pin; tiered evicts only non-pinned clips, so pinned
 * clips survive even if that leaves the store above a cap (the spec's "oldest non-pinned in tiered mode").
 */
function candidates(mode: EvictMode, scope: string): string {
  const pinned = mode === 'tiered' ? 'c.pinned = 0' : '1';
  return `SELECT c.id FROM clips c WHERE ${pinned} AND ${scope} ORDER BY c.created_at ASC, c.id ASC LIMIT ?`;
}

function evict(db: Db, mode: EvictMode, scope: string, params: unknown[], count: number): number {
  if (count <= 0) return 0;
  return db.prepare(`DELETE FROM clips WHERE id IN (${candidates(mode, scope)})`).run(...params, count)
    .changes;
}

export class Evictor {
  constructor(
    private readonly db: Db,
    private readonly mode: EvictMode,
  ) {}

  /** Keeps at most `cap` clips in total; `total` is the caller's current count (0 cap = unlimited). */
  enforceTotal(cap: number, total: number): number {
    return cap > 0 && total > cap ? evict(this.db, this.mode, '1', [], total - cap) : 0;
  }

  enforceApp(app: string, cap: number): number {
    if (cap <= 0) return 0;
    const scope = 'c.source_app = ? COLLATE NOCASE';
    const count = this.db.prepare(`SELECT count(*) FROM clips c WHERE ${scope}`).pluck().get(app) as number;
    return evict(this.db, this.mode, scope, [app], count - cap);
  }

  enforceTag(tag: string, cap: number): number {
    if (cap <= 0) return 0;
    const scope =
      'c.id IN (SELECT ct.clip_id FROM clip_tags ct JOIN tags t ON t.id = ct.tag_id WHERE t.name = ? COLLATE NOCASE)';
    const count = this.db.prepare(`SELECT count(*) FROM clips c WHERE ${scope}`).pluck().get(tag) as number;
    return evict(this.db, this.mode, scope, [tag], count - cap);
  }

  /**
   * Evicts the oldest 5% per round until the pages in use fit under maxDbMb. Deleted pages go to the
   * free list (the file does not shrink without VACUUM), which is why "in use" rather than file size counts.
   */
  enforceDbSize(maxDbMb: number): number {
    if (maxDbMb <= 0) return 0;
    const limit = maxDbMb * 1024 * 1024;
    let evicted = 0;
    for (let round = 0; round < 40 && usedBytes(this.db) > limit; round++) {
      const total = this.db.prepare('SELECT count(*) FROM clips').pluck().get() as number;
      const removed = evict(this.db, this.mode, '1', [], Math.max(1, Math.ceil(total * 0.05)));
      if (removed === 0) break;
      evicted += removed;
    }
    return evicted;
  }
}
