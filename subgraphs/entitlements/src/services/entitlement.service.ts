import { z } from 'zod';
import type { DomainOrm } from '@platform/db';
import { BadInput } from '@platform/errors';
import { EntitlementRequired } from '@platform/cards-errors';
import { Subscription } from '../entities/subscription.entity.js';
import {
  ALERT_LIMITS,
  CATALOGING_LIMITS,
  effectiveTier,
  TIER_ENTITLEMENTS,
  TIERS,
  type AlertLimits,
  type CatalogingLimits,
  type EntitlementName,
  type Tier,
} from '../rules/tiers.js';

/** The cards API's entitlements record. */
export interface EntitlementsView {
  userId: string;
  /** The subscription's tier (free without one). */
  tier: Tier;
  /** What the user gets now (rules/tiers.ts effectiveTier). */
  effectiveTier: Tier;
  /** The provider's status, or `none` without a subscription. */
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  entitlements: EntitlementName[];
  catalogingLimits: CatalogingLimits;
  alertLimits: AlertLimits;
}

export const subjectSchema = z.string().trim().min(1, 'user id required').max(255);

const snapshotSchema = z.object({
  tier: z.enum(TIERS),
  status: z.string().trim().min(1).max(24),
  currentPeriodEnd: z.date().nullable().default(null),
  cancelAtPeriodEnd: z.boolean().default(false),
  provider: z.string().max(20).default('manual'),
});

/** Entitlements per user from their subscription: effective tier, entitlement names, cataloging limits. */
export class EntitlementService {
  constructor(
    private readonly orm: DomainOrm,
    private readonly now: () => Date,
  ) {}

  async of(userId: string): Promise<EntitlementsView> {
    const id = subjectOf(userId);
    const subscription = await this.orm.em.fork().findOne(Subscription, { userId: id });
    const tier = effectiveTier(subscription ?? null, this.now());
    return {
      userId: id,
      tier: subscription?.tier ?? 'free',
      effectiveTier: tier,
      status: subscription?.status ?? 'none',
      currentPeriodEnd: subscription?.currentPeriodEnd ?? null,
      cancelAtPeriodEnd: subscription?.cancelAtPeriodEnd ?? false,
      entitlements: [...TIER_ENTITLEMENTS[tier]],
      catalogingLimits: { ...CATALOGING_LIMITS[tier] },
      alertLimits: { ...ALERT_LIMITS[tier] },
    };
  }

  /** Throws EntitlementRequired (403 `entitlement_required`) unless the user has `name` now. */
  async require(userId: string, name: EntitlementName): Promise<EntitlementsView> {
    const view = await this.of(userId);
    if (!view.entitlements.includes(name)) throw new EntitlementRequired(name);
    return view;
  }

  /** Sets a subscription directly (support, tests); provider events go through BillingEventService. */
  async setSubscription(userId: string, snapshot: z.input<typeof snapshotSchema>): Promise<EntitlementsView> {
    const id = subjectOf(userId);
    const parsed = snapshotSchema.safeParse(snapshot);
    if (!parsed.success) throw new BadInput(parsed.error.issues.map((issue) => issue.message).join('; '));
    const em = this.orm.em.fork();
    await em.upsert(Subscription, { userId: id, ...parsed.data, updatedAt: this.now() });
    return this.of(id);
  }
}

export function subjectOf(userId: string): string {
  const parsed = subjectSchema.safeParse(userId);
  if (!parsed.success) throw new BadInput('A user id of 1 to 255 characters is required');
  return parsed.data;
}
