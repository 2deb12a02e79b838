import { defineEntity, p } from '@mikro-orm/core';

const ProcessedEventSchema = defineEntity({
  name: 'ProcessedEvent',
  schema: 'entitlements',
  tableName: 'processed_event',
  properties: {
    eventId: p.string().length(255).primary(),
    type: p.string().length(100),
    /** applied, ignored (not for us) or stale (older than the state it would replace). */
    outcome: p.string().length(10),
    processedAt: p.datetime(),
  },
});

/** A provider event already handled: the same event id again changes nothing. */
export class ProcessedEvent extends ProcessedEventSchema.class {}
ProcessedEventSchema.setClass(ProcessedEvent);
