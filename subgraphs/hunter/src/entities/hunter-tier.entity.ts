import { defineEntity, p } from '@mikro-orm/core';

export const TIERS = ['FREE', 'PRO', 'ENTERPRISE'] as const;
export type Tier = (typeof TIERS)[number];

const HunterTierSchema = defineEntity({
  name: 'HunterTier',
  schema: 'hunter',
  tableName: 'hunter_tier',
  properties: {
    identityId: p.uuid().primary(),
    tier: p.string().length(12).$type<Tier>(),
    updatedAt: p.datetime(),
  },
});

/** A user's plan tier for quotas; no row means FREE. */
export class HunterTier extends HunterTierSchema.class {}
HunterTierSchema.setClass(HunterTier);
