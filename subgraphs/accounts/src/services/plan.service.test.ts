import { describe, it, expect } from '@jest/globals';
import { describePlan, tierForStatus } from './plan.service.js';

const config = { FREE_BOOKMARK_LIMIT: 100, FREE_DEVICE_LIMIT: 1 };

describe('plan rules', () => {
  it('is Pro only while the subscription is active or trialing', () => {
    expect(['active', 'trialing'].map(tierForStatus)).toEqual(['pro', 'pro']);
    expect(['inactive', 'past_due', 'canceled', 'unpaid', 'incomplete'].map(tierForStatus)).toEqual([
      'free',
      'free',
      'free',
      'free',
      'free',
    ]);
  });

  it('describes a past-due account as Free with the Free limits', () => {
    const descriptor = describePlan(
      config,
      { subscriptionStatus: 'past_due', subscriptionProvider: 'stripe' },
      2,
    );
    expect(descriptor).toMatchObject({
      plan: { tier: 'FREE', priceCents: 0 },
      subscription: { status: 'past_due', provider: 'stripe', currentPeriodEnd: null },
      limits: { bookmarks: 100, devices: 1 },
      features: { ml: false, sync: false },
      devicesUsed: 2,
    });
  });
});
