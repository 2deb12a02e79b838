import { describe, expect, it } from '@jest/globals';
import type Stripe from 'stripe';
import type { DomainOrm } from '@platform/db';
import { PortalService } from './portal.service.js';

/** The subscriptions the portal reads, by user id, in place of the database. */
function ormWith(subscriptions: Record<string, { providerCustomerId: string | null }>) {
  const reads: string[] = [];
  const orm = {
    em: {
      fork: () => ({
        findOne: async (_entity: unknown, where: { userId: string }) => (
          reads.push(where.userId),
          subscriptions[where.userId] ?? null
        ),
      }),
    },
  } as unknown as DomainOrm;
  return { orm, reads };
}

/** A test double for Stripe's network only: records each portal session create and answers it. */
function stripeNetworkDouble(refuse = false) {
  const created: Stripe.BillingPortal.SessionCreateParams[] = [];
  const client = {
    billingPortal: {
      sessions: {
        create: async (params: Stripe.BillingPortal.SessionCreateParams) => {
          if (refuse) throw new Error('No configuration provided');
          created.push(params);
          return { id: `bps_${created.length}`, url: `https://billing.stripe.test/p/${created.length}` };
        },
      },
    },
  };
  return { created, factory: () => client as unknown as Stripe };
}

const returnUrl = 'https://app.example/account';

describe('customer portal', () => {
  it("opens a session for the customer of the caller's own subscription", async () => {
    const { orm } = ormWith({
      alice: { providerCustomerId: 'cus_alice' },
      bob: { providerCustomerId: 'cus_bob' },
    });
    const stripe = stripeNetworkDouble();
    const portal = new PortalService(orm, { secretKey: 'sk_test_1' }, stripe.factory);
    expect(await portal.open('alice', { returnUrl })).toEqual({
      portalSessionId: 'bps_1',
      url: 'https://billing.stripe.test/p/1',
    });
    expect(stripe.created).toEqual([{ customer: 'cus_alice', return_url: returnUrl }]);
  });

  it('answers 503 checkout_unavailable without STRIPE_SECRET_KEY, before reading or calling anything', async () => {
    const { orm, reads } = ormWith({ alice: { providerCustomerId: 'cus_alice' } });
    const stripe = stripeNetworkDouble();
    await expect(
      new PortalService(orm, {}, stripe.factory).open('alice', { returnUrl }),
    ).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Checkout is not configured: set STRIPE_SECRET_KEY',
      details: { reason: 'checkout_unavailable', missing: ['STRIPE_SECRET_KEY'] },
    });
    expect(reads).toEqual([]);
    expect(stripe.created).toEqual([]);
  });

  it('answers 404 to a caller without a billing customer, and 503 checkout_provider_error when Stripe refuses', async () => {
    const { orm } = ormWith({
      alice: { providerCustomerId: 'cus_alice' },
      carol: { providerCustomerId: null },
    });
    const configured = { secretKey: 'sk_test_1' };
    for (const user of ['carol', 'dave'])
      await expect(
        new PortalService(orm, configured, stripeNetworkDouble().factory).open(user, { returnUrl }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      new PortalService(orm, configured, stripeNetworkDouble(true).factory).open('alice', { returnUrl }),
    ).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', details: { reason: 'checkout_provider_error' } });
  });
});
