import type { TabsUser as Identity } from '@platform/auth';
import type { Database } from '@platform/db';
import type { Logger } from '@platform/observability';

export type SqlPool = Pick<Database, 'pool'>['pool'];

/**
 * Remembers the plan each user last used the library with (library.member_plan), so scheduled
 * work can find Pro users: plans belong to accounts, whose tables the library must not read.
 * A write happens only when a user's plan differs from what this process last recorded, so the
 * request path pays one map lookup; a downgrade is seen on the user's next library request.
 */
export class PlanRegistry {
  private readonly recorded = new Map<number, string>();

  constructor(
    private readonly pool: SqlPool,
    private readonly logger: Logger,
  ) {}

  /** Never fails the request it is called from: a failed write is logged and tried again next time. */
  async note(identity: Identity): Promise<void> {
    if (this.recorded.get(identity.userId) === identity.plan) return;
    try {
      await this.pool.query(
        `insert into "library"."member_plan" ("user_id", "plan", "seen_at") values ($1, $2, now())
         on conflict ("user_id") do update set "plan" = excluded."plan", "seen_at" = excluded."seen_at"`,
        [identity.userId, identity.plan],
      );
      this.recorded.set(identity.userId, identity.plan);
    } catch (error) {
      this.logger.warn(
        { userId: identity.userId, err: (error as Error).message },
        'could not record the plan of a library user',
      );
    }
  }

  /** Users last seen on Pro who keep at least one live tab or bookmark, in id order. */
  async proUsersWithItems(): Promise<number[]> {
    const { rows } = await this.pool.query(
      `select m."user_id" as "userId" from "library"."member_plan" m
       where m."plan" = $1 and (
         exists (select 1 from "library"."tab" t where t."user_id" = m."user_id" and t."is_archived" = false)
         or exists (select 1 from "library"."bookmark" b where b."user_id" = m."user_id" and b."is_archived" = false))
       order by m."user_id"`,
      ['pro'],
    );
    return rows.map((row) => Number(row.userId));
  }

  async forget(userId: number): Promise<void> {
    this.recorded.delete(userId);
    await this.pool.query(`delete from "library"."member_plan" where "user_id" = $1`, [userId]);
  }
}
