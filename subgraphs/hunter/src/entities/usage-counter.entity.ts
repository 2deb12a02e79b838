import { defineEntity, p } from '@mikro-orm/core';

const UsageCounterSchema = defineEntity({
  name: 'UsageCounter',
  schema: 'hunter',
  tableName: 'usage_counter',
  properties: {
    identityId: p.uuid().primary(),
    feature: p.string().length(20).primary(),
    /** The calendar month (UTC) as YYYY-MM. */
    month: p.string().length(7).primary(),
    used: p.integer().default(0),
  },
});

/** Successful quota-counted calls of one user, per feature and month. */
export class UsageCounter extends UsageCounterSchema.class {}
UsageCounterSchema.setClass(UsageCounter);
