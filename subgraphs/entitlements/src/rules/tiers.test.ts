import { describe, expect, it } from '@jest/globals';
import { effectiveTier, TIER_ENTITLEMENTS, CATALOGING_LIMITS } from './tiers.js';
import { mapStripeEvent } from './stripe-events.js';

const now = new Date('2026-11-23T12:00:00Z');

describe('tiers', () => {
  it("names the cards API's entitlements per tier and its cataloging limits", () => {
    expect(TIER_ENTITLEMENTS.free).toEqual(['portfolio.analytics.basic', 'portfolio.catalog.basic']);
    expect(TIER_ENTITLEMENTS.pro).toContain('portfolio.analytics.advanced');
    expect(TIER_ENTITLEMENTS.pro).toContain('portfolio.catalog.bulk_import');
    expect(CATALOGING_LIMITS.free).toEqual({ maxCards: 100, bulkImport: false, scanToCatalog: true });
    expect(CATALOGING_LIMITS.pro.maxCards).toBe(9007199254740991);
  });

  it('is Pro while active or trialing with no period end or one in the future', () => {
    expect(effectiveTier({ tier: 'pro', status: 'active', currentPeriodEnd: null }, now)).toBe('pro');
    expect(
      effectiveTier({ tier: 'pro', status: 'trialing', currentPeriodEnd: new Date(now.getTime() + 1) }, now),
    ).toBe('pro');
    expect(effectiveTier({ tier: 'pro', status: 'active', currentPeriodEnd: now }, now)).toBe('free');
    expect(effectiveTier({ tier: 'pro', status: 'past_due', currentPeriodEnd: null }, now)).toBe('free');
    expect(effectiveTier(null, now)).toBe('free');
  });

  it('maps Stripe events to commands', () => {
    const sub = mapStripeEvent({
      id: 'evt_1',
      type: 'customer.subscription.updated',
      created: 1700000000,
      data: {
        object: {
          id: 'sub_1',
          customer: 'cus_1',
          status: 'active',
          items: { data: [{ current_period_end: 1800000000 }] },
          metadata: { user_id: 'u1' },
        },
      },
    });
    expect(sub.command).toMatchObject({
      kind: 'subscription',
      userId: 'u1',
      tier: 'pro',
      status: 'active',
      currentPeriodEnd: new Date(1800000000 * 1000),
    });
    const paid = mapStripeEvent({
      id: 'evt_2',
      type: 'checkout.session.completed',
      created: 1700000000,
      data: {
        object: {
          id: 'cs_1',
          mode: 'payment',
          payment_status: 'paid',
          amount_total: 398,
          currency: 'usd',
          metadata: { user_id: 'u1', product_id: 'proxy_print_credit', quantity: '2' },
        },
      },
    });
    expect(paid.command).toMatchObject({
      kind: 'purchase',
      productId: 'proxy_print_credit',
      quantity: 2,
      sessionId: 'cs_1',
    });
    expect(
      mapStripeEvent({ id: 'e', type: 'invoice.paid', created: 1, data: { object: {} } }).command.kind,
    ).toBe('ignored');
  });
});
