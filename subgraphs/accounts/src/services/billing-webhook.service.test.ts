import { describe, it, expect } from '@jest/globals';
import { createHmac } from 'node:crypto';
import { createLogger } from '@platform/observability';
import { BillingWebhookService } from './billing-webhook.service.js';
import type { SubscriptionChange, UserService } from './user.service.js';

const body = JSON.stringify({ type: 'subscription.created', data: { userId: 5, status: 'active' } });

function service(config: Record<string, string | undefined>) {
  const applied: SubscriptionChange[] = [];
  const users = { applySubscription: async (change: SubscriptionChange) => (applied.push(change), true) } as unknown as UserService;
  const webhooks = new BillingWebhookService(
    users,
    { PROVIDERA_WEBHOOK_SECRET: undefined, PROVIDERB_WEBHOOK_SECRET: undefined, BILLING_WEBHOOK_SECRET: undefined, ...config },
    createLogger('silent'),
  );
  return { webhooks, applied };
}

describe('BillingWebhookService', () => {
  it('refuses a scheme whose secret is not configured, even with a well-formed signature', async () => {
    const { webhooks, applied } = service({ BILLING_WEBHOOK_SECRET: 'shared' });
    const signature = createHmac('sha256', '').update(body).digest('hex');
    await expect(webhooks.apply(body, { hmacSignature: signature })).rejects.toMatchObject({ code: 'BAD_USER_INPUT', message: 'Invalid webhook signature' });
    await expect(webhooks.apply(body, { stripeSignature: 't=1,v1=00' })).rejects.toMatchObject({ message: 'Invalid webhook signature' });
    expect(applied).toEqual([]);
  });

  it('refuses an empty shared secret even when none is configured', async () => {
    const { webhooks, applied } = service({});
    await expect(webhooks.apply(body, { sharedSecret: '' })).rejects.toMatchObject({ message: 'Invalid webhook signature' });
    expect(applied).toEqual([]);
  });

  it('applies a verified event through the user service', async () => {
    const { webhooks, applied } = service({ BILLING_WEBHOOK_SECRET: 'shared' });
    await expect(webhooks.apply(body, { sharedSecret: 'shared' })).resolves.toEqual({ ignored: false, userId: 5, status: 'active', provider: 'manual' });
    expect(applied).toEqual([{ userId: 5, status: 'active', provider: 'manual', currentPeriodEnd: undefined }]);
  });
});
