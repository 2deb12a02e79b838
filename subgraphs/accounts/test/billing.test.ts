import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import Stripe from 'stripe';
import { bootAccounts, errorOf, internal, type Account, type Harness } from './harness.js';

const STRIPE_SECRET = 'whsec_test_provider_a';
const PLAN = `{ me { planTier plan {
  plan { tier name priceCents priceDisplay }
  subscription { status provider currentPeriodEnd }
  limits { bookmarks devices } features { ml sync } upgrade { tier priceDisplay } devicesUsed } } }`;
const CHECKOUT =
  'mutation { createCheckoutSession { alreadyPro provider url plan { tier name priceCents priceDisplay } } }';
const WEBHOOK =
  'mutation($b:String!,$s:BillingWebhookSignatures!){ applyBillingWebhook(rawBody:$b,signatures:$s){ ignored userId status provider } }';

describe('accounts: plan descriptor and checkout', () => {
  let h: Harness;
  const becomePro = async (account: Account, periodEnd = 1_900_000_000) => {
    const payload = JSON.stringify({
      id: `evt_${account.userId}_${periodEnd}`,
      object: 'event',
      type: 'customer.subscription.created',
      data: {
        object: {
          object: 'subscription',
          status: 'active',
          metadata: { userId: String(account.userId) },
          items: { data: [{ current_period_end: periodEnd }] },
        },
      },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_SECRET });
    const result = await h.run(WEBHOOK, { b: payload, s: { stripeSignature: header } });
    expect(result.data!.applyBillingWebhook).toEqual({
      ignored: false,
      userId: account.userId,
      status: 'active',
      provider: 'stripe',
    });
  };

  beforeAll(async () => {
    // Checkout is deliberately not configured here: no STRIPE_SECRET_KEY / STRIPE_PRICE_PRO.
    h = await bootAccounts({ PROVIDERA_WEBHOOK_SECRET: STRIPE_SECRET, FREE_BOOKMARK_LIMIT: '25' });
  });
  afterAll(async () => h?.close());

  it('describes the Free plan with its limits (from configuration) and the upgrade', async () => {
    const account = await h.signUp('tina');
    await h.run(
      'query($u:Int!,$t:ID!){ _session(userId:$u,tokenId:$t,deviceId:"tina-phone"){ devices } }',
      { u: account.userId, t: account.tokenId },
      internal(),
    );
    const result = await h.run(PLAN, {}, account.context);
    expect(result.data!.me).toEqual({
      planTier: 'FREE',
      plan: {
        plan: { tier: 'FREE', name: 'Free', priceCents: 0, priceDisplay: '$0/mo' },
        subscription: { status: 'inactive', provider: null, currentPeriodEnd: null },
        limits: { bookmarks: 25, devices: 1 },
        features: { ml: false, sync: false },
        upgrade: { tier: 'PRO', priceDisplay: '$4.99/mo' },
        devicesUsed: 1,
      },
    });
  });

  it('describes the Pro plan as unlimited with every feature once the subscription is active', async () => {
    const account = await h.signUp('uma');
    await becomePro(account);
    const result = await h.run(PLAN, {}, account.context);
    expect(result.data!.me).toEqual({
      planTier: 'PRO',
      plan: {
        plan: { tier: 'PRO', name: 'Pro', priceCents: 499, priceDisplay: '$4.99/mo' },
        subscription: {
          status: 'active',
          provider: 'stripe',
          currentPeriodEnd: new Date(1_900_000_000 * 1000).toISOString(),
        },
        limits: { bookmarks: null, devices: null },
        features: { ml: true, sync: true },
        upgrade: { tier: 'PRO', priceDisplay: '$4.99/mo' },
        devicesUsed: 0,
      },
    });
  });

  it('answers 503 checkout_unavailable naming the settings when checkout is not configured', async () => {
    const account = await h.signUp('vera');
    const result = await h.run(CHECKOUT, {}, account.context);
    expect(result.data).toBeNull();
    expect(errorOf(result)).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Checkout is not configured: set STRIPE_SECRET_KEY and STRIPE_PRICE_PRO',
      extensions: {
        code: 'SERVICE_UNAVAILABLE',
        reason: 'checkout_unavailable',
        required: ['STRIPE_SECRET_KEY', 'STRIPE_PRICE_PRO'],
      },
    });
  });

  it('tells a Pro caller they are already Pro instead of starting a checkout', async () => {
    const account = await h.signUp('walt');
    await becomePro(account);
    const result = await h.run(CHECKOUT, {}, account.context);
    expect(result.data!.createCheckoutSession).toEqual({
      alreadyPro: true,
      provider: null,
      url: null,
      plan: { tier: 'PRO', name: 'Pro', priceCents: 499, priceDisplay: '$4.99/mo' },
    });
  });

  it('requires a caller', async () => {
    expect(errorOf(await h.run(CHECKOUT))?.code).toBe('UNAUTHENTICATED');
  });
});
