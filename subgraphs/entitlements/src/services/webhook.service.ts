import type Stripe from 'stripe';
import { BadInput, ServiceUnavailable } from '@platform/errors';
import { mapStripeEvent } from '../rules/stripe-events.js';
import type { BillingEventService, EventOutcome } from './billing-event.service.js';

/** Stripe's default replay tolerance for a signed timestamp. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * The provider webhook: the raw body's Stripe signature (`Stripe-Signature`, or the cards API's
 * `ProviderA-Signature` carrying the same scheme) is verified with the stripe SDK and
 * PROVIDERA_WEBHOOK_SECRET before anything is read; a missing or bad one is 400 and changes nothing.
 */
export class WebhookService {
  constructor(
    private readonly secret: string | undefined,
    private readonly billing: BillingEventService,
  ) {}

  async receive(
    rawBody: string,
    signature: string | undefined,
  ): Promise<{ eventId: string; type: string; outcome: EventOutcome; reason?: string }> {
    if (!this.secret)
      throw new ServiceUnavailable('The webhook is not configured: set PROVIDERA_WEBHOOK_SECRET', {
        reason: 'webhook_unavailable',
        missing: ['PROVIDERA_WEBHOOK_SECRET'],
      });
    if (!signature)
      throw new BadInput('Missing Stripe-Signature (or ProviderA-Signature) header', {
        reason: 'invalid_signature',
      });
    // The SDK loads with the first webhook: a process that sells nothing never pays its memory.
    const { default: Stripe } = await import('stripe');
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(rawBody, signature, this.secret, WEBHOOK_TOLERANCE_SECONDS);
    } catch (error) {
      throw new BadInput(`Webhook signature not verified: ${(error as Error).message.split('\n')[0]}`, {
        reason: 'invalid_signature',
      });
    }
    const result = await this.billing.apply(
      mapStripeEvent(event as unknown as Parameters<typeof mapStripeEvent>[0]),
    );
    return { eventId: event.id, type: event.type, ...result };
  }
}
