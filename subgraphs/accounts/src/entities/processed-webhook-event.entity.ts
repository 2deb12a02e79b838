import { defineEntity, p } from '@mikro-orm/core';

/**
 * A billing provider event already applied: the unique (provider, event id) makes a redelivered or
 * replayed event change nothing the second time.
 */
const ProcessedWebhookEventSchema = defineEntity({
  name: 'ProcessedWebhookEvent',
  tableName: 'processed_webhook_events',
  schema: 'accounts',
  uniques: [{ name: 'processed_webhook_events_provider_event_unique', properties: ['provider', 'eventId'] }],
  properties: {
    id: p.integer().primary(),
    /** The verifying scheme: stripe, providerb or shared-secret. */
    provider: p.string().length(50),
    /** The provider's event id, or a hash of what was signed when the event carries none. */
    eventId: p.string().length(255),
    processedAt: p.datetime().onCreate(() => new Date()),
  },
});

export class ProcessedWebhookEvent extends ProcessedWebhookEventSchema.class {}
ProcessedWebhookEventSchema.setClass(ProcessedWebhookEvent);
