import { isUuid } from '@platform/errors';
import type { Tier } from '../entities/hunter-tier.entity.js';

/** The resume product's Stripe price id of each tier (HUNTER_PRICE_*); unset tiers match nothing. */
export type TierPrices = Partial<Record<Tier, string>>;

/** Subscription states that keep the paid tier; any other (canceled, unpaid, incomplete_expired...) is FREE. */
const LIVE = new Set(['active', 'trialing', 'past_due']);
const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);

interface SubscriptionLike {
  id?: string;
  status?: string;
  customer?: string | { id?: string } | null;
  metadata?: Record<string, string>;
  items?: { data?: Array<{ price?: { id?: string } }> };
}

/** What a subscription event asks: the tier of one user, as of the event's time, for one subscription. */
export interface TierChange {
  identityId: string;
  tier: Tier;
  /** The event's id: a redelivery of it changes nothing. */
  eventId: string;
  /** Stripe's time of the event: an older snapshot of the subscription than the one applied changes nothing. */
  created: Date;
  /** The subscription's id (metadata.identity_id's when the object names none): ordering is per subscription. */
  subscriptionId: string;
  /** customer.subscription.deleted: the subscription is over, and no later event brings it back. */
  ended: boolean;
  /** Stripe's customer of the subscription (the customer portal opens for it); null when the event names none. */
  customerId: string | null;
}

interface StripeEventLike {
  id?: unknown;
  type: string;
  created?: unknown;
  data: { object: unknown };
}

/** Thrown for a verified event without the id or time every Stripe event has. */
export class MalformedTierEvent extends Error {}

/**
 * The tier a verified Stripe event sets, or null when it concerns no resume tier: not a subscription
 * event, no `metadata.identity_id` (the resume user's uuid, set at checkout), or no price among the
 * tier prices. A deleted or no longer live subscription drops the user to FREE.
 */
export function tierFromEvent(event: StripeEventLike, prices: TierPrices): TierChange | null {
  if (!SUBSCRIPTION_EVENTS.has(event.type)) return null;
  const subscription = event.data.object as SubscriptionLike;
  const identityId = subscription.metadata?.identity_id;
  if (!isUuid(identityId)) return null;
  const priceIds = new Set((subscription.items?.data ?? []).map((item) => item.price?.id).filter(Boolean));
  const tier = (Object.entries(prices) as Array<[Tier, string | undefined]>).find(
    ([, price]) => price && priceIds.has(price),
  )?.[0];
  if (!tier) return null;
  if (typeof event.id !== 'string' || !event.id || event.id.length > 255)
    throw new MalformedTierEvent('the event has no id');
  if (typeof event.created !== 'number' || !Number.isInteger(event.created) || event.created < 0)
    throw new MalformedTierEvent('the event has no created time');
  const ended = event.type === 'customer.subscription.deleted';
  const live = !ended && LIVE.has(subscription.status ?? '');
  const subscriptionId =
    typeof subscription.id === 'string' && subscription.id && subscription.id.length <= 255
      ? subscription.id
      : `identity:${identityId}`;
  return {
    identityId,
    tier: live ? tier : 'FREE',
    eventId: event.id,
    created: new Date(event.created * 1000),
    subscriptionId,
    ended,
    customerId: customerOf(subscription),
  };
}

/** The customer a subscription names: an id, or an expanded customer object. */
function customerOf(subscription: SubscriptionLike): string | null {
  const customer =
    typeof subscription.customer === 'string' ? subscription.customer : subscription.customer?.id;
  return typeof customer === 'string' && customer.length > 0 && customer.length <= 255 ? customer : null;
}
