import { defineEntity, p } from '@mikro-orm/core';
import type { Tier } from './hunter-tier.entity.js';

const TierGrantSchema = defineEntity({
  name: 'TierGrant',
  schema: 'hunter',
  tableName: 'tier_grant',
  properties: {
    identityId: p.uuid().primary(),
    tier: p.string().length(12).$type<Tier>(),
    /** The operator's account uuid. */
    grantedBy: p.string().length(255),
    grantedAt: p.datetime(),
  },
});

/** A tier an operator (accounts' admin role) granted; the user's tier is the higher of it and the subscription's. */
export class TierGrant extends TierGrantSchema.class {}
TierGrantSchema.setClass(TierGrant);
