import { defineEntity, p } from '@mikro-orm/core';
import type { Tier } from './hunter-tier.entity.js';

const TierSubscriptionSchema = defineEntity({
  name: 'TierSubscription',
  schema: 'hunter',
  tableName: 'tier_subscription',
  properties: {
    subscriptionId: p.string().length(255).primary(),
    identityId: p.uuid(),
    tier: p.string().length(12).$type<Tier>(),
    /** customer.subscription.deleted was applied: no later event brings the subscription back. */
    ended: p.boolean(),
    /** Stripe's time of the event last applied: an older one changes nothing. */
    eventCreatedAt: p.datetime(),
    eventId: p.string().length(255),
    /** Stripe's customer of the subscription: the customer portal opens for it. */
    customerId: p.string().length(255).nullable(),
    updatedAt: p.datetime(),
  },
});

/** The last subscription event applied to a tier, per Stripe subscription (events arrive in any order). */
export class TierSubscription extends TierSubscriptionSchema.class {}
TierSubscriptionSchema.setClass(TierSubscription);
