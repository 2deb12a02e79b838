import { QuotaExceeded } from '@platform/errors';
import { HunterTier, type Tier } from '../entities/hunter-tier.entity.js';
import type { TierChange } from '../billing/tier-event.js';
import { higherTier, monthKey, nextMonthStart, QUOTA_LIMITS, type QuotaFeature } from '../rules/quotas.js';
import type { HunterContext } from './hunter-context.js';

/** Monthly quotas per user: a call is reserved (counted) before its work runs, and given back when the work fails. */
export class QuotaService {
  constructor(private readonly context: HunterContext) {}

  /** The higher of the subscription's tier and an operator's grant; FREE without either. */
  async tier(subject: string): Promise<Tier> {
    const rows: Array<{ tier: Tier | null; granted: Tier | null }> = await this.context.orm.em
      .getConnection()
      .execute(
        `select (select tier from hunter.hunter_tier where identity_id = ?) as tier,
              (select tier from hunter.tier_grant where identity_id = ?) as granted`,
        [subject, subject],
      );
    return higherTier(rows[0]?.tier, rows[0]?.granted);
  }

  /** The tier the user's subscription sets, without grants. */
  async subscribedTier(subject: string): Promise<Tier> {
    return (await this.context.orm.em.fork().findOne(HunterTier, { identityId: subject }))?.tier ?? 'FREE';
  }

  /**
   * A verified subscription event's tier, in one statement: the event id is taken (a redelivery is
   * `duplicate`), the subscription's state is written only over an older one that has not ended
   * (else `stale`: a late retry of an earlier event, or anything after the deletion), and only then
   * the user's tier. Concurrent deliveries meet on the two rows' unique keys.
   */
  async applyTierChange(change: TierChange): Promise<'applied' | 'duplicate' | 'stale'> {
    const now = this.context.now();
    const [row]: Array<{ fresh: number; written: number }> = await this.context.orm.em
      .getConnection()
      .execute(
        `with e as (
         insert into hunter.processed_tier_event (event_id, processed_at) values (?, ?) on conflict (event_id) do nothing returning event_id),
       s as (
         insert into hunter.tier_subscription (subscription_id, identity_id, tier, ended, event_created_at, event_id, updated_at, customer_id)
         select ?, ?, ?, ?, ?, ?, ?, ? from e
         on conflict (subscription_id) do update set identity_id = excluded.identity_id, tier = excluded.tier, ended = excluded.ended,
           event_created_at = excluded.event_created_at, event_id = excluded.event_id, updated_at = excluded.updated_at,
           customer_id = coalesce(excluded.customer_id, hunter.tier_subscription.customer_id)
         where not hunter.tier_subscription.ended and hunter.tier_subscription.event_created_at <= excluded.event_created_at
         returning identity_id),
       t as (
         insert into hunter.hunter_tier (identity_id, tier, updated_at) select identity_id, ?, ? from s
         on conflict (identity_id) do update set tier = excluded.tier, updated_at = excluded.updated_at
         returning identity_id)
       select (select count(*) from e)::int as fresh, (select count(*) from t)::int as written`,
        [
          change.eventId,
          now,
          change.subscriptionId,
          change.identityId,
          change.tier,
          change.ended,
          change.created,
          change.eventId,
          now,
          change.customerId,
          change.tier,
          now,
        ],
      );
    if (!row.fresh) return 'duplicate';
    return row.written ? 'applied' : 'stale';
  }

  /** Sets a tier directly (tests and operators); Stripe's events go through applyTierChange. */
  async setTier(subject: string, tier: Tier): Promise<void> {
    await this.context.orm.em
      .fork()
      .upsert(HunterTier, { identityId: subject, tier, updatedAt: this.context.now() });
  }

  /** The tier and this month's count in one round trip (every metered call starts here). */
  async usage(subject: string, feature: QuotaFeature) {
    const now = this.context.now();
    const rows: Array<{ tier: Tier | null; granted: Tier | null; used: number | string | null }> =
      await this.context.orm.em.getConnection().execute(
        `select (select tier from hunter.hunter_tier where identity_id = ?) as tier,
              (select tier from hunter.tier_grant where identity_id = ?) as granted,
              (select used from hunter.usage_counter where identity_id = ? and feature = ? and month = ?) as used`,
        [subject, subject, subject, feature, monthKey(now)],
      );
    const tier = higherTier(rows[0]?.tier, rows[0]?.granted);
    return {
      feature,
      limit: QUOTA_LIMITS[tier][feature],
      used: Number(rows[0]?.used ?? 0),
      resetDate: nextMonthStart(now).toISOString(),
    };
  }

  /**
   * Takes one call of this month's quota, or throws QuotaExceeded: one conditional statement, so
   * concurrent callers (aliased fields of one query, parallel requests) cannot all pass a check made
   * before any of them counted. The row's lock on conflict makes each increment see the one before.
   */
  async reserve(subject: string, feature: QuotaFeature): Promise<{ month: string }> {
    const month = monthKey(this.context.now());
    const limit = QUOTA_LIMITS[await this.tier(subject)][feature];
    const connection = this.context.orm.em.getConnection();
    if (!Number.isFinite(limit)) {
      await connection.execute(
        'insert into hunter.usage_counter (identity_id, feature, month, used) values (?, ?, ?, 1) on conflict (identity_id, feature, month) do update set used = hunter.usage_counter.used + 1',
        [subject, feature, month],
      );
      return { month };
    }
    const taken: unknown[] = await connection.execute(
      `insert into hunter.usage_counter (identity_id, feature, month, used) select ?, ?, ?, 1 where ?::int > 0
       on conflict (identity_id, feature, month) do update set used = hunter.usage_counter.used + 1 where hunter.usage_counter.used < ?::int
       returning used`,
      [subject, feature, month, limit, limit],
    );
    if (taken.length === 0) throw new QuotaExceeded(await this.usage(subject, feature));
    return { month };
  }

  /** Gives a reserved call back (the work failed): it does not count. */
  async release(subject: string, feature: QuotaFeature, month: string): Promise<void> {
    await this.context.orm.em
      .getConnection()
      .execute(
        'update hunter.usage_counter set used = greatest(used - 1, 0) where identity_id = ? and feature = ? and month = ?',
        [subject, feature, month],
      );
  }

  /** Runs `work` on a call reserved from the quota first; a failed call is given back. */
  async metered<T>(subject: string, feature: QuotaFeature, work: () => Promise<T>): Promise<T> {
    const { month } = await this.reserve(subject, feature);
    try {
      return await work();
    } catch (error) {
      await this.release(subject, feature, month);
      throw error;
    }
  }
}
