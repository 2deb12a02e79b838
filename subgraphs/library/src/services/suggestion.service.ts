import type { JobQueue } from '@platform/jobs';
import { Conflict, NotFound } from '@platform/errors';
import {
  SUGGESTION_TYPES,
  type SuggestionStatus,
  type SuggestionType,
} from '../entities/suggestion.entity.js';
import type { SqlPool } from './plan-registry.js';
import type { SuggestedItem, SuggestionRecord, SuggestionStore } from './suggestion-store.js';

export const GENERATE_SUGGESTIONS_JOB = 'library.generate-suggestions';

export interface GenerateSuggestionsJob {
  userId: number;
  kinds: SuggestionType[];
}

/**
 * The caller's suggestions and their accept/reject workflow. Only pending suggestions move; the
 * move is one compare-and-set statement, so two concurrent answers cannot both win.
 * Accepting acts on the items (see accept); rejecting only records the answer, and the unique key
 * keeps a rejected set of items from ever being suggested again.
 */
export class SuggestionService {
  constructor(
    private readonly store: SuggestionStore,
    private readonly pool: SqlPool,
    private readonly jobs: JobQueue,
    private readonly staleDays: number,
  ) {}

  /** Newest first; `status` and `type` narrow the list when given. */
  list(
    userId: number,
    args: { status?: SuggestionStatus | null; type?: SuggestionType | null; limit: number; offset: number },
  ): Promise<SuggestionRecord[]> {
    return this.store.list(userId, {
      status: args.status ?? undefined,
      type: args.type ?? undefined,
      limit: args.limit,
      offset: args.offset,
      order: 'newest',
    });
  }

  /** Pending suggestions of one kind, strongest first (stale: longest unused first). */
  pending(userId: number, type: SuggestionType, limit: number, offset: number): Promise<SuggestionRecord[]> {
    return this.store.list(userId, { status: 'pending', type, limit, offset, order: 'confidence' });
  }

  /**
   * Pending related-content suggestions naming one of the caller's items, strongest first. `type`
   * says which kind the id is; without it, a tab or a bookmark with that id. NotFound when the
   * caller owns no such item (like every other per-item route).
   */
  async related(
    userId: number,
    id: number,
    type: SuggestedItem['type'] | null,
    limit: number,
    offset: number,
  ): Promise<SuggestionRecord[]> {
    const paging = { limit, offset };
    const kinds: Array<SuggestedItem['type']> = type ? [type] : ['tab', 'bookmark'];
    const { rows } = await this.pool.query(
      `select 'tab' as "kind" where 'tab' = any($3::text[]) and exists (select 1 from "library"."tab" where "id" = $1 and "user_id" = $2)
       union all
       select 'bookmark' where 'bookmark' = any($3::text[]) and exists (select 1 from "library"."bookmark" where "id" = $1 and "user_id" = $2)`,
      [id, userId, kinds],
    );
    if (!rows.length) throw new NotFound(type === 'bookmark' ? 'Bookmark' : type === 'tab' ? 'Tab' : 'Item');
    const owned = rows.map((row) => row.kind as SuggestedItem['type']);
    return this.store.list(userId, {
      status: 'pending',
      type: 'related',
      item: { id, types: owned },
      ...paging,
      order: 'confidence',
    });
  }

  /** Queues generation of every kind for the caller; the job's id lets them follow it (jobUpdated). */
  async queueGeneration(userId: number): Promise<{ message: string; jobId: string }> {
    const job = await this.jobs.enqueue<GenerateSuggestionsJob>(GENERATE_SUGGESTIONS_JOB, {
      userId,
      kinds: [...SUGGESTION_TYPES],
    });
    return { message: 'Suggestion generation queued', jobId: job.id };
  }

  /**
   * pending → accepted, then acts: duplicate archives every item but the oldest (the first one);
   * stale archives the tab; related changes nothing else (the confirmation is recorded and the pair
   * is never suggested again). Archiving here sets is_archived only, without a page capture.
   * Pending suggestions that the archiving made moot are dropped.
   */
  async accept(userId: number, id: number): Promise<SuggestionRecord> {
    const accepted = await this.resolve(userId, id, 'accepted');
    const toArchive =
      accepted.type === 'duplicate'
        ? accepted.items.slice(1)
        : accepted.type === 'stale'
          ? accepted.items
          : [];
    if (toArchive.length) {
      for (const kind of ['tab', 'bookmark'] as const) {
        const ids = toArchive.filter((item) => item.type === kind).map((item) => item.id);
        if (!ids.length) continue;
        await this.pool.query(
          `update "library"."${kind}" set "is_archived" = true, "updated_at" = now() where "user_id" = $1 and "id" = any($2::int[]) and "is_archived" = false`,
          [userId, ids],
        );
      }
      await this.store.prune(userId, this.staleDays);
    }
    return accepted;
  }

  reject(userId: number, id: number): Promise<SuggestionRecord> {
    return this.resolve(userId, id, 'rejected');
  }

  private async resolve(
    userId: number,
    id: number,
    status: 'accepted' | 'rejected',
  ): Promise<SuggestionRecord> {
    const resolved = await this.store.resolve(userId, id, status);
    if (resolved) return resolved;
    const current = await this.store.get(userId, id);
    if (!current) throw new NotFound('Suggestion');
    throw new Conflict(`Only pending suggestions can be ${status}; this one is ${current.status}`);
  }
}
