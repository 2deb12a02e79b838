import type { SqlPool } from './plan-registry.js';

export interface LibraryStatsRecord {
  tabs: number;
  bookmarks: number;
  archived: number;
  enriched: number;
  stale: number;
  pendingSuggestions: number;
  byCategory: Array<{ category: string; count: number }>;
  refreshedAt: Date;
}

/** Label of live items that have no category (never enriched, or Free items). */
export const UNCATEGORIZED = 'Uncategorized';

/**
 * Per-user library statistics, recomputed for every user in one statement by the hourly refresh
 * (library.statistics-refresh) and read from library.library_stats. Counts: all tabs and all
 * bookmarks (archived included, like the plan's usage), archived items, enriched items (with a
 * summary), live tabs stale for STALE_DAYS, pending suggestions, and live items per category.
 */
export class LibraryStatsService {
  constructor(
    private readonly pool: SqlPool,
    private readonly staleDays: number,
  ) {}

  /**
   * Recomputes everyone's figures; users who no longer keep anything (not upserted) lose their row,
   * in the same statement. Returns users refreshed.
   */
  async refresh(): Promise<number> {
    const { rows } = await this.pool.query(
      `with items as (
         select "user_id", 'tab' as "kind", "is_archived", "summary" is not null as "enriched", "category",
                ("is_archived" = false and coalesce("last_accessed", "created_at") < now() - make_interval(days => $1::int)) as "stale"
         from "library"."tab"
         union all
         select "user_id", 'bookmark', "is_archived", "summary" is not null, "category", false from "library"."bookmark"
       ), per_user as (
         select "user_id",
                count(*) filter (where "kind" = 'tab')::int as "tabs",
                count(*) filter (where "kind" = 'bookmark')::int as "bookmarks",
                count(*) filter (where "is_archived")::int as "archived",
                count(*) filter (where "enriched")::int as "enriched",
                count(*) filter (where "stale")::int as "stale"
         from items group by "user_id"
       ), categories as (
         select "user_id", jsonb_object_agg("category", "n") as "by_category"
         from (select "user_id", coalesce("category", $2) as "category", count(*)::int as "n" from items where "is_archived" = false group by 1, 2) c
         group by "user_id"
       ), pending as (
         select "user_id", count(*)::int as "n" from "library"."suggestion" where "status" = 'pending' group by "user_id"
       ), upserted as (
         insert into "library"."library_stats" ("user_id", "tabs", "bookmarks", "archived", "enriched", "stale", "by_category", "pending_suggestions", "refreshed_at")
         select p."user_id", p."tabs", p."bookmarks", p."archived", p."enriched", p."stale", coalesce(c."by_category", '{}'::jsonb), coalesce(s."n", 0), now()
         from per_user p left join categories c using ("user_id") left join pending s using ("user_id")
         on conflict ("user_id") do update set
           "tabs" = excluded."tabs", "bookmarks" = excluded."bookmarks", "archived" = excluded."archived", "enriched" = excluded."enriched",
           "stale" = excluded."stale", "by_category" = excluded."by_category", "pending_suggestions" = excluded."pending_suggestions",
           "refreshed_at" = excluded."refreshed_at"
         returning "user_id"
       ), dropped as (
         delete from "library"."library_stats" s where not exists (select 1 from upserted u where u."user_id" = s."user_id")
       )
       select count(*)::int as "n" from upserted`,
      [this.staleDays, UNCATEGORIZED],
    );
    return Number(rows[0].n);
  }

  /** Null until the first refresh that saw any of the user's items. */
  async of(userId: number): Promise<LibraryStatsRecord | null> {
    const { rows } = await this.pool.query(`select * from "library"."library_stats" where "user_id" = $1`, [
      userId,
    ]);
    const row = rows[0];
    if (!row) return null;
    const byCategory = Object.entries(
      (typeof row.by_category === 'string' ? JSON.parse(row.by_category) : row.by_category) as Record<
        string,
        number
      >,
    )
      .map(([category, count]) => ({ category, count: Number(count) }))
      .sort((a, b) => b.count - a.count || a.category.localeCompare(b.category));
    return {
      tabs: Number(row.tabs),
      bookmarks: Number(row.bookmarks),
      archived: Number(row.archived),
      enriched: Number(row.enriched),
      stale: Number(row.stale),
      pendingSuggestions: Number(row.pending_suggestions),
      byCategory,
      refreshedAt: new Date(row.refreshed_at),
    };
  }

  async deleteForUser(userId: number): Promise<void> {
    await this.pool.query(`delete from "library"."library_stats" where "user_id" = $1`, [userId]);
  }
}
