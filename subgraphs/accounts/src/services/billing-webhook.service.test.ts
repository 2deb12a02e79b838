import { describe, it, expect } from '@jest/globals';
import { createHmac } from 'node:crypto';
import { createLogger } from '@platform/observability';
import { BillingWebhookService } from './billing-webhook.service.js';
import type { SubscriptionChange, UserService } from './user.service.js';
import type { BillingEventLog } from './billing-event-log.js';

/** The event log's contract in memory (the stored one is exercised in test/webhook.test.ts). */
function memoryLog(): BillingEventLog & { keys: Set<string> } {
  const keys = new Set<string>();
  return {
    keys,
    claim: async (provider, eventId) =>
      !keys.has(`${provider}/${eventId}`) && Boolean(keys.add(`${provider}/${eventId}`)),
    release: async (provider, eventId) => void keys.delete(`${provider}/${eventId}`),
  };
}

const body = JSON.stringify({ type: 'subscription.created', data: { userId: 5, status: 'active' } });

function service(
  config: Record<string, string | undefined>,
  applySubscription?: (change: SubscriptionChange) => Promise<boolean>,
) {
  const applied: SubscriptionChange[] = [];
  const users = {
    applySubscription:
      applySubscription ?? (async (change: SubscriptionChange) => (applied.push(change), true)),
  } as unknown as UserService;
  const log = memoryLog();
  const webhooks = new BillingWebhookService(
    users,
    {
      PROVIDERA_WEBHOOK_SECRET: undefined,
      PROVIDERB_WEBHOOK_SECRET: undefined,
      BILLING_WEBHOOK_SECRET: undefined,
      ...config,
    },
    createLogger('silent'),
    log,
  );
  return { webhooks, applied, log };
}

describe('BillingWebhookService', () => {
  it('refuses a scheme whose secret is not configured, even with a well-formed signature', async () => {
    const { webhooks, applied } = service({ BILLING_WEBHOOK_SECRET: 'shared' });
    const signature = createHmac('sha256', '').update(body).digest('hex');
    await expect(webhooks.apply(body, { hmacSignature: signature })).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Invalid webhook signature',
    });
    await expect(webhooks.apply(body, { stripeSignature: 't=1,v1=00' })).rejects.toMatchObject({
      message: 'Invalid webhook signature',
    });
    expect(applied).toEqual([]);
  });

  it('refuses an empty shared secret even when none is configured', async () => {
    const { webhooks, applied } = service({});
    await expect(webhooks.apply(body, { sharedSecret: '' })).rejects.toMatchObject({
      message: 'Invalid webhook signature',
    });
    expect(applied).toEqual([]);
  });

  it('applies a verified event through the user service', async () => {
    const { webhooks, applied } = service({ BILLING_WEBHOOK_SECRET: 'shared' });
    await expect(webhooks.apply(body, { sharedSecret: 'shared' })).resolves.toEqual({
      ignored: false,
      duplicate: false,
      userId: 5,
      status: 'active',
      provider: 'manual',
    });
    expect(applied).toEqual([
      { userId: 5, status: 'active', provider: 'manual', currentPeriodEnd: undefined },
    ]);
  });

  it('answers the same event again as a duplicate and applies it once', async () => {
    const { webhooks, applied } = service({ BILLING_WEBHOOK_SECRET: 'shared' });
    await webhooks.apply(body, { sharedSecret: 'shared' });
    await expect(webhooks.apply(body, { sharedSecret: 'shared' })).resolves.toMatchObject({
      ignored: true,
      duplicate: true,
    });
    expect(applied).toHaveLength(1);
  });

  it("gives the event back when applying it fails, so the provider's retry applies it", async () => {
    let fail = true;
    const { webhooks, log } = service({ BILLING_WEBHOOK_SECRET: 'shared' }, async () => {
      if (fail) throw new Error('database down');
      return true;
    });
    await expect(webhooks.apply(body, { sharedSecret: 'shared' })).rejects.toThrow('database down');
    expect(log.keys.size).toBe(0);
    fail = false;
    await expect(webhooks.apply(body, { sharedSecret: 'shared' })).resolves.toMatchObject({
      ignored: false,
      duplicate: false,
    });
  });
});
