import type { EventBus } from '@platform/pubsub';
import type { Logger } from '@platform/observability';
import type { SuggestionType } from '../entities/suggestion.entity.js';
import { announceChange } from './library-changes.js';
import type { PlanRegistry, SqlPool } from './plan-registry.js';
import type { SuggestionGenerator } from './suggestion-generator.js';
import type { SuggestionStore } from './suggestion-store.js';

export interface AutomationSettings {
  staleDays: number;
  /** Pending suggestions older than this are removed (SUGGESTION_TTL_DAYS). */
  suggestionTtlDays: number;
  /** Live tabs untouched this long are archived weekly; 0 turns that off (ARCHIVE_AFTER_DAYS). */
  archiveAfterDays: number;
}

/**
 * The platform-wide work behind the scheduled tasks. Every step is idempotent, so a retried or
 * overlapping run (another replica, a restart mid-run) does no harm.
 */
export class LibraryAutomation {
  constructor(
    private readonly pool: SqlPool,
    private readonly bus: EventBus,
    private readonly plans: PlanRegistry,
    private readonly generator: SuggestionGenerator,
    private readonly store: SuggestionStore,
    private readonly settings: AutomationSettings,
  ) {}

  /**
   * Generates `kinds` for every user last seen on Pro who keeps live items, one user at a time.
   * One user's failure does not stop the others; the run then fails as a whole (naming how many),
   * so it is retried and recorded on the task.
   */
  async generateForProUsers(
    kinds: SuggestionType[],
    logger: Logger,
  ): Promise<{ users: number; created: number }> {
    const users = await this.plans.proUsersWithItems();
    let created = 0;
    const failed: number[] = [];
    for (const userId of users) {
      try {
        created += (await this.generator.generate(userId, kinds, logger)).created;
      } catch (error) {
        failed.push(userId);
        logger.warn({ userId, err: (error as Error).message }, 'suggestion generation failed for a user');
      }
    }
    if (failed.length)
      throw new Error(`Suggestion generation failed for ${failed.length} of ${users.length} users`);
    return { users: users.length, created };
  }

  /** Removes pending suggestions that no longer apply (see SuggestionStore.prune) or outlived SUGGESTION_TTL_DAYS. */
  cleanup(): Promise<number> {
    return this.store.prune(null, this.settings.staleDays, this.settings.suggestionTtlDays);
  }

  /**
   * Sets is_archived on live tabs not opened for ARCHIVE_AFTER_DAYS (by creation when never opened).
   * The flag only: no page capture is queued, so a weekly run never starts a burst of browser work.
   * Owners' cached reads are refreshed, and pending suggestions about those tabs are dropped.
   */
  async archiveOldTabs(): Promise<{ tabs: number; users: number }> {
    if (this.settings.archiveAfterDays === 0) return { tabs: 0, users: 0 };
    const { rows } = await this.pool.query(
      `update "library"."tab" set "is_archived" = true, "updated_at" = now()
       where "is_archived" = false and coalesce("last_accessed", "created_at") < now() - make_interval(days => $1::int)
       returning "user_id"`,
      [this.settings.archiveAfterDays],
    );
    const users = [...new Set(rows.map((row) => Number(row.user_id)))];
    for (const userId of users) await announceChange(this.bus, userId);
    if (users.length) await this.store.prune(null, this.settings.staleDays);
    return { tabs: rows.length, users: users.length };
  }
}
