import { defineEntity, p } from '@mikro-orm/core';

const MemberPlanSchema = defineEntity({
  name: 'MemberPlan',
  schema: 'library',
  tableName: 'member_plan',
  indexes: [{ name: 'member_plan_plan_idx', properties: ['plan'] }],
  properties: {
    userId: p.integer().primary().autoincrement(false),
    plan: p.string().length(10),
    seenAt: p.datetime(),
  },
});

/**
 * The plan a user's latest library request carried. Accounts owns plans; the library keeps this
 * copy only so scheduled work (suggestion generation, duplicate scans) can pick Pro users without
 * reaching into another domain's tables.
 */
export class MemberPlan extends MemberPlanSchema.class {}
MemberPlanSchema.setClass(MemberPlan);
