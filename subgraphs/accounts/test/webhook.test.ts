import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import { bootAccounts, errorOf, type Account, type Harness } from './harness.js';

const SECRETS = { PROVIDERA_WEBHOOK_SECRET: 'whsec_provider_a', PROVIDERB_WEBHOOK_SECRET: 'provider-b-secret', BILLING_WEBHOOK_SECRET: 'shared-secret' };
const WEBHOOK = 'mutation($b:String!,$s:BillingWebhookSignatures!){ applyBillingWebhook(rawBody:$b,signatures:$s){ ignored userId status provider } }';
const ME = '{ me { planTier subscriptionStatus subscriptionProvider subscriptionCurrentPeriodEnd } }';

const stripeEvent = (type: string, object: Record<string, unknown>) => JSON.stringify({ id: 'evt_test', object: 'event', type, data: { object } });
const stripeHeader = (payload: string, secret = SECRETS.PROVIDERA_WEBHOOK_SECRET) => Stripe.webhooks.generateTestHeaderString({ payload, secret });
const hmac = (payload: string, secret = SECRETS.PROVIDERB_WEBHOOK_SECRET) => createHmac('sha256', secret).update(payload).digest('hex');
const generic = (type: string, data: Record<string, unknown>) => JSON.stringify({ type, data });

describe('accounts: billing webhook', () => {
  let h: Harness;
  const send = (rawBody: string, signatures: Record<string, string>) => h.run(WEBHOOK, { b: rawBody, s: signatures });
  const me = async (account: Account) => (await h.run(ME, {}, account.context)).data!.me;
  const FREE = { planTier: 'FREE', subscriptionStatus: 'inactive', subscriptionProvider: null, subscriptionCurrentPeriodEnd: null };

  beforeAll(async () => {
    h = await bootAccounts(SECRETS);
  });
  afterAll(async () => h?.close());

  it('applies a Stripe subscription event signed with the ProviderA secret, and tells gateways', async () => {
    const account = await h.signUp('wh_stripe');
    const changes = h.record<{ userId: number }>('accounts.sessionChanged');
    const payload = stripeEvent('customer.subscription.updated', { object: 'subscription', status: 'trialing', metadata: { userId: String(account.userId) }, current_period_end: 1_900_000_000 });
    const result = await send(payload, { stripeSignature: stripeHeader(payload) });
    expect(result.data!.applyBillingWebhook).toEqual({ ignored: false, userId: account.userId, status: 'trialing', provider: 'stripe' });
    expect(await me(account)).toEqual({ planTier: 'PRO', subscriptionStatus: 'trialing', subscriptionProvider: 'stripe', subscriptionCurrentPeriodEnd: '2030-03-17T17:46:40.000Z' });
    expect(changes).toEqual([{ userId: account.userId }]);

    const deleted = stripeEvent('customer.subscription.deleted', { object: 'subscription', status: 'canceled', metadata: { userId: String(account.userId) } });
    expect((await send(deleted, { stripeSignature: stripeHeader(deleted) })).data!.applyBillingWebhook).toMatchObject({ ignored: false, status: 'canceled' });
    expect(await me(account)).toMatchObject({ planTier: 'FREE', subscriptionStatus: 'canceled' });
  });

  it('activates Pro on a completed Stripe checkout (client_reference_id)', async () => {
    const account = await h.signUp('wh_checkout');
    const payload = stripeEvent('checkout.session.completed', { object: 'checkout.session', client_reference_id: String(account.userId), payment_status: 'paid' });
    expect((await send(payload, { stripeSignature: stripeHeader(payload) })).data!.applyBillingWebhook).toEqual({ ignored: false, userId: account.userId, status: 'active', provider: 'stripe' });
    expect(await me(account)).toMatchObject({ planTier: 'PRO', subscriptionStatus: 'active' });
  });

  let rejected = 0;
  it.each([
    ['a signature made with another secret', 'stripe', (p: string) => ({ stripeSignature: stripeHeader(p, 'whsec_attacker') })],
    ['a garbage Stripe signature', 'stripe', () => ({ stripeSignature: 't=1,v1=deadbeef' })],
    ['a wrong X-Signature', 'generic', (p: string) => ({ hmacSignature: hmac(p, 'wrong') })],
    ['a wrong shared secret', 'generic', () => ({ sharedSecret: 'not-the-secret' })],
    ['no signature at all', 'generic', () => ({})],
    ['a valid X-Signature beside a wrong shared secret', 'generic', (p: string) => ({ hmacSignature: hmac(p), sharedSecret: 'nope' })],
  ] as const)('rejects %s and changes nothing', async (_case, format, sign) => {
    const account = await h.signUp(`wh_rejected_${++rejected}`);
    const payload = format === 'stripe'
      ? stripeEvent('customer.subscription.created', { status: 'active', metadata: { userId: String(account.userId) } })
      : generic('subscription.created', { userId: account.userId, status: 'active' });
    const result = await send(payload, sign(payload));
    expect(errorOf(result)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Invalid webhook signature' });
    expect(await me(account)).toEqual(FREE);
  });

  it('rejects a Stripe event whose body was altered after signing', async () => {
    const account = await h.signUp('wh_tamper');
    const signed = stripeEvent('customer.subscription.created', { status: 'canceled', metadata: { userId: String(account.userId) } });
    const tampered = signed.replace('canceled', 'active');
    expect(errorOf(await send(tampered, { stripeSignature: stripeHeader(signed) }))?.message).toBe('Invalid webhook signature');
    expect(await me(account)).toEqual(FREE);
  });

  it('applies an X-Signature (HMAC-SHA256) event, provider defaulting to providerb', async () => {
    const account = await h.signUp('wh_hmac');
    const payload = generic('subscription.updated', { userId: account.userId, status: 'active', currentPeriodEnd: '2026-12-31T00:00:00Z' });
    expect((await send(payload, { hmacSignature: hmac(payload) })).data!.applyBillingWebhook).toEqual({ ignored: false, userId: account.userId, status: 'active', provider: 'providerb' });
    expect(await me(account)).toEqual({ planTier: 'PRO', subscriptionStatus: 'active', subscriptionProvider: 'providerb', subscriptionCurrentPeriodEnd: '2026-12-31T00:00:00.000Z' });
  });

  it('applies shared-secret events, a cancellation turning the account back to Free', async () => {
    const account = await h.signUp('wh_shared');
    const created = generic('subscription.created', { userId: account.userId, status: 'active', provider: 'manual' });
    expect((await send(created, { sharedSecret: SECRETS.BILLING_WEBHOOK_SECRET })).data!.applyBillingWebhook).toEqual({ ignored: false, userId: account.userId, status: 'active', provider: 'manual' });
    expect(await me(account)).toMatchObject({ planTier: 'PRO' });
    const cancelled = generic('subscription.cancelled', { userId: account.userId });
    expect((await send(cancelled, { sharedSecret: SECRETS.BILLING_WEBHOOK_SECRET })).data!.applyBillingWebhook).toMatchObject({ ignored: false, status: 'canceled', provider: 'manual' });
    expect(await me(account)).toMatchObject({ planTier: 'FREE', subscriptionStatus: 'canceled' });
  });

  it('acknowledges unsupported events and unknown users with ignored true, changing nothing', async () => {
    const account = await h.signUp('wh_ignored');
    const invoice = stripeEvent('invoice.paid', { object: 'invoice', metadata: { userId: String(account.userId) } });
    expect((await send(invoice, { stripeSignature: stripeHeader(invoice) })).data!.applyBillingWebhook).toEqual({ ignored: true, userId: null, status: null, provider: null });
    const refund = generic('payment.refunded', { userId: account.userId });
    expect((await send(refund, { sharedSecret: SECRETS.BILLING_WEBHOOK_SECRET })).data!.applyBillingWebhook).toMatchObject({ ignored: true });
    const ghost = generic('subscription.created', { userId: 987_654, status: 'active' });
    expect((await send(ghost, { sharedSecret: SECRETS.BILLING_WEBHOOK_SECRET })).data!.applyBillingWebhook).toMatchObject({ ignored: true });
    expect(await me(account)).toEqual(FREE);
  });

  it('rejects a verified but malformed body', async () => {
    for (const body of ['{not json', generic('subscription.created', { userId: 'abc', status: 'active' }), generic('subscription.updated', { userId: 1 })]) {
      const result = await send(body, { sharedSecret: SECRETS.BILLING_WEBHOOK_SECRET });
      expect(errorOf(result)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Malformed webhook payload' });
    }
  });
});
