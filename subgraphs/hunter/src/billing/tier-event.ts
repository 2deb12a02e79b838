import { isUuid } from '@platform/errors';
import type { Tier } from '../entities/hunter-tier.entity.js';

/** The resume product's Stripe price id of each tier (HUNTER_PRICE_*); unset tiers match nothing. */
export type TierPrices = Partial<Record<Tier, string>>;

/** Subscription states that keep the paid tier; any other (canceled, unpaid, incomplete_expired...) is FREE. */
const LIVE = new Set(['active', 'trialing', 'past_due']);
const SUBSCRIPTION_EVENTS = new Set(['customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted']);

interface SubscriptionLike {
  status?: string;
  metadata?: Record<string, string>;
  items?: { data?: Array<{ price?: { id?: string } }> };
}

/**
 * The tier a verified Stripe event sets, or null when it concerns no resume tier: not a subscription
 * event, no `metadata.identity_id` (the resume user's uuid, set at checkout), or no price among the
 * tier prices. A deleted or no longer live subscription drops the user to FREE.
 */
export function tierFromEvent(event: { type: string; data: { object: unknown } }, prices: TierPrices): { identityId: string; tier: Tier } | null {
  if (!SUBSCRIPTION_EVENTS.has(event.type)) return null;
  const subscription = event.data.object as SubscriptionLike;
  const identityId = subscription.metadata?.identity_id;
  if (!isUuid(identityId)) return null;
  const priceIds = new Set((subscription.items?.data ?? []).map((item) => item.price?.id).filter(Boolean));
  const tier = (Object.entries(prices) as Array<[Tier, string | undefined]>).find(([, price]) => price && priceIds.has(price))?.[0];
  if (!tier) return null;
  const live = event.type !== 'customer.subscription.deleted' && LIVE.has(subscription.status ?? '');
  return { identityId, tier: live ? tier : 'FREE' };
}
