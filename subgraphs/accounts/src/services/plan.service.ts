import type { Config } from '@platform/config';
import type { StoredPlanTier } from '../entities/user.entity.js';

export type GraphQLPlanTier = 'FREE' | 'PRO';

export interface Plan {
  tier: GraphQLPlanTier;
  name: string;
  priceCents: number;
  priceDisplay: string;
}

export interface SubscriptionState {
  subscriptionStatus: string;
  subscriptionProvider?: string | null;
  subscriptionCurrentPeriodEnd?: Date | null;
}

export interface PlanDescriptor {
  plan: Plan;
  subscription: { status: string; provider: string | null; currentPeriodEnd: Date | null };
  limits: { bookmarks: number | null; devices: number | null };
  features: { ml: boolean; sync: boolean };
  upgrade: { tier: GraphQLPlanTier; priceDisplay: string };
  devicesUsed: number;
}

export const FREE_PLAN: Plan = { tier: 'FREE', name: 'Free', priceCents: 0, priceDisplay: '$0/mo' };
export const PRO_PLAN: Plan = { tier: 'PRO', name: 'Pro', priceCents: 499, priceDisplay: '$4.99/mo' };

const PAID_STATUSES = new Set(['active', 'trialing']);

/** The single rule for being Pro: a subscription that is paid for or in its trial. */
export function tierForStatus(status: string): StoredPlanTier {
  return PAID_STATUSES.has(status) ? 'pro' : 'free';
}

export const toGraphQLTier = (tier: StoredPlanTier): GraphQLPlanTier => (tier === 'pro' ? 'PRO' : 'FREE');

export function planFor(tier: StoredPlanTier): Plan {
  return tier === 'pro' ? PRO_PLAN : FREE_PLAN;
}

/** What GET /api/billing/plan shows: plan, subscription, limits (null = unlimited), features, upgrade. */
export function describePlan(
  config: Pick<Config, 'FREE_BOOKMARK_LIMIT' | 'FREE_DEVICE_LIMIT'>,
  user: SubscriptionState,
  devicesUsed: number,
): PlanDescriptor {
  const tier = tierForStatus(user.subscriptionStatus);
  const pro = tier === 'pro';
  return {
    plan: planFor(tier),
    subscription: {
      status: user.subscriptionStatus,
      provider: user.subscriptionProvider ?? null,
      currentPeriodEnd: user.subscriptionCurrentPeriodEnd ?? null,
    },
    limits: pro
      ? { bookmarks: null, devices: null }
      : { bookmarks: config.FREE_BOOKMARK_LIMIT, devices: config.FREE_DEVICE_LIMIT },
    features: { ml: pro, sync: pro },
    upgrade: { tier: PRO_PLAN.tier, priceDisplay: PRO_PLAN.priceDisplay },
    devicesUsed,
  };
}
