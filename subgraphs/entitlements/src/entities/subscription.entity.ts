import { defineEntity, p } from '@mikro-orm/core';
import type { Tier } from '../rules/tiers.js';

const SubscriptionSchema = defineEntity({
  name: 'Subscription',
  schema: 'entitlements',
  tableName: 'subscription',
  properties: {
    userId: p.string().length(255).primary(),
    tier: p.string().length(8).$type<Tier>(),
    /** The provider's status: active, trialing, past_due, canceled, unpaid, incomplete ... */
    status: p.string().length(24),
    currentPeriodEnd: p.datetime().nullable(),
    cancelAtPeriodEnd: p.boolean().default(false),
    provider: p.string().length(20),
    providerSubscriptionId: p.string().length(255).nullable(),
    providerCustomerId: p.string().length(255).nullable(),
    /** The provider's time of the event this snapshot came from: an older event arriving late changes nothing. */
    eventCreatedAt: p.datetime().nullable(),
    updatedAt: p.datetime(),
  },
});

/** A user's subscription state, as the provider's last snapshot set it. */
export class Subscription extends SubscriptionSchema.class {}
SubscriptionSchema.setClass(Subscription);
