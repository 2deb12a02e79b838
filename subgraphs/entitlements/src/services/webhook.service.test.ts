import { describe, expect, it } from '@jest/globals';
import Stripe from 'stripe';
import type { ProviderEvent } from '../rules/stripe-events.js';
import type { BillingEventService } from './billing-event.service.js';
import { WebhookService } from './webhook.service.js';

const SECRET = 'whsec_unit';
const stripe = new Stripe('sk_test_unused');
const payload = JSON.stringify({
  id: 'evt_1',
  object: 'event',
  type: 'customer.subscription.created',
  created: 1_800_000_000,
  data: { object: { id: 'sub_1', status: 'trialing', metadata: { user_id: 'user-9' } } },
});

function recorder() {
  const applied: ProviderEvent[] = [];
  return {
    applied,
    billing: {
      apply: async (event: ProviderEvent) => (applied.push(event), { outcome: 'applied' as const }),
    } as unknown as BillingEventService,
  };
}

describe('billing webhook', () => {
  it('applies an event signed with the secret (the stripe SDK verifies it)', async () => {
    const { applied, billing } = recorder();
    const result = await new WebhookService(SECRET, billing).receive(
      payload,
      stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
    );
    expect(result).toEqual({ eventId: 'evt_1', type: 'customer.subscription.created', outcome: 'applied' });
    expect(applied[0].command).toMatchObject({
      kind: 'subscription',
      userId: 'user-9',
      status: 'trialing',
      tier: 'pro',
    });
  });

  it('refuses a missing, forged or tampered signature with 400 invalid_signature and applies nothing', async () => {
    const { applied, billing } = recorder();
    const webhook = new WebhookService(SECRET, billing);
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    const genuine = stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    for (const [body, signature] of [
      [payload, undefined],
      [payload, forged],
      [payload.replace('user-9', 'user-0'), genuine],
      [payload, 'garbage'],
    ] as const) {
      await expect(webhook.receive(body, signature)).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
        details: { reason: 'invalid_signature' },
      });
    }
    expect(applied).toHaveLength(0);
  });

  it('answers 503 until PROVIDERA_WEBHOOK_SECRET is set', async () => {
    await expect(
      new WebhookService(undefined, recorder().billing).receive(payload, 't=1,v1=x'),
    ).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });
});
