import { QuotaExceeded } from '@platform/errors';
import { HunterTier, type Tier } from '../entities/hunter-tier.entity.js';
import { monthKey, nextMonthStart, QUOTA_LIMITS, type QuotaFeature } from '../rules/quotas.js';
import type { HunterContext } from './hunter-context.js';

/** Monthly quotas per user: checked before a call, counted only after it succeeded. */
export class QuotaService {
  constructor(private readonly context: HunterContext) {}

  async tier(subject: string): Promise<Tier> {
    return (await this.context.orm.em.fork().findOne(HunterTier, { identityId: subject }))?.tier ?? 'FREE';
  }

  /** Set by the billing webhooks (next stop) from the subscription's price id. */
  async setTier(subject: string, tier: Tier): Promise<void> {
    await this.context.orm.em.fork().upsert(HunterTier, { identityId: subject, tier, updatedAt: this.context.now() });
  }

  /** The tier and this month's count in one round trip (every metered call starts here). */
  async usage(subject: string, feature: QuotaFeature) {
    const now = this.context.now();
    const rows: Array<{ tier: Tier | null; used: number | string | null }> = await this.context.orm.em.getConnection().execute(
      `select (select tier from hunter.hunter_tier where identity_id = ?) as tier,
              (select used from hunter.usage_counter where identity_id = ? and feature = ? and month = ?) as used`,
      [subject, subject, feature, monthKey(now)],
    );
    const tier: Tier = rows[0]?.tier ?? 'FREE';
    return { feature, limit: QUOTA_LIMITS[tier][feature], used: Number(rows[0]?.used ?? 0), resetDate: nextMonthStart(now).toISOString() };
  }

  /** Runs `work` when the quota allows one more call, and counts it only when it succeeds. */
  async metered<T>(subject: string, feature: QuotaFeature, work: () => Promise<T>): Promise<T> {
    const usage = await this.usage(subject, feature);
    if (usage.used >= usage.limit) throw new QuotaExceeded(usage);
    const result = await work();
    await this.context.orm.em
      .getConnection()
      .execute(
        'insert into hunter.usage_counter (identity_id, feature, month, used) values (?, ?, ?, 1) on conflict (identity_id, feature, month) do update set used = hunter.usage_counter.used + 1',
        [subject, feature, monthKey(this.context.now())],
      );
    return result;
  }
}
