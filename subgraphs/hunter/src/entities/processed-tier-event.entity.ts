import { defineEntity, p } from '@mikro-orm/core';

const ProcessedTierEventSchema = defineEntity({
  name: 'ProcessedTierEvent',
  schema: 'hunter',
  tableName: 'processed_tier_event',
  properties: {
    eventId: p.string().length(255).primary(),
    processedAt: p.datetime(),
  },
});

/** A Stripe event id already taken: its redelivery changes nothing. */
export class ProcessedTierEvent extends ProcessedTierEventSchema.class {}
ProcessedTierEventSchema.setClass(ProcessedTierEvent);
