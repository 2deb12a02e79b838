import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import { bootAccounts, errorOf, type Account, type Harness } from './harness.js';

const SECRETS = {
  PROVIDERA_WEBHOOK_SECRET: 'whsec_provider_a',
  PROVIDERB_WEBHOOK_SECRET: 'provider-b-secret',
  BILLING_WEBHOOK_SECRET: 'shared-secret',
};
const WEBHOOK =
  'mutation($b:String!,$s:BillingWebhookSignatures!){ applyBillingWebhook(rawBody:$b,signatures:$s){ ignored userId status provider } }';
const WEBHOOK_DUPLICATE =
  'mutation($b:String!,$s:BillingWebhookSignatures!){ applyBillingWebhook(rawBody:$b,signatures:$s){ ignored duplicate userId } }';
const ME = '{ me { planTier subscriptionStatus subscriptionProvider subscriptionCurrentPeriodEnd } }';

let stripeEvents = 0;
const stripeEvent = (type: string, object: Record<string, unknown>) =>
  JSON.stringify({ id: `evt_test_${++stripeEvents}`, object: 'event', type, data: { object } });
const stripeHeader = (payload: string, secret = SECRETS.PROVIDERA_WEBHOOK_SECRET, timestamp?: number) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
const hmac = (payload: string, secret = SECRETS.PROVIDERB_WEBHOOK_SECRET) =>
  createHmac('sha256', secret).update(payload).digest('hex');
const generic = (type: string, data: Record<string, unknown>) => JSON.stringify({ type, data });

describe('accounts: billing webhook', () => {
  let h: Harness;
  const send = (rawBody: string, signatures: Record<string, string>) =>
    h.run(WEBHOOK, { b: rawBody, s: signatures });
  const me = async (account: Account) => (await h.run(ME, {}, account.context)).data!.me;
  const FREE = {
    planTier: 'FREE',
    subscriptionStatus: 'inactive',
    subscriptionProvider: null,
    subscriptionCurrentPeriodEnd: null,
  };

  beforeAll(async () => {
    h = await bootAccounts(SECRETS);
  });
  afterAll(async () => h?.close());

  it('applies a Stripe subscription event signed with the ProviderA secret, and tells gateways', async () => {
    const account = await h.signUp('wh_stripe');
    const changes = h.record<{ userId: number }>('accounts.sessionChanged');
    const payload = stripeEvent('customer.subscription.updated', {
      object: 'subscription',
      status: 'trialing',
      metadata: { userId: String(account.userId) },
      current_period_end: 1_900_000_000,
    });
    const result = await send(payload, { stripeSignature: stripeHeader(payload) });
    expect(result.data!.applyBillingWebhook).toEqual({
      ignored: false,
      userId: account.userId,
      status: 'trialing',
      provider: 'stripe',
    });
    expect(await me(account)).toEqual({
      planTier: 'PRO',
      subscriptionStatus: 'trialing',
      subscriptionProvider: 'stripe',
      subscriptionCurrentPeriodEnd: '2030-03-17T17:46:40.000Z',
    });
    expect(changes).toEqual([{ userId: account.userId }]);

    const deleted = stripeEvent('customer.subscription.deleted', {
      object: 'subscription',
      status: 'canceled',
      metadata: { userId: String(account.userId) },
    });
    expect(
      (await send(deleted, { stripeSignature: stripeHeader(deleted) })).data!.applyBillingWebhook,
    ).toMatchObject({ ignored: false, status: 'canceled' });
    expect(await me(account)).toMatchObject({ planTier: 'FREE', subscriptionStatus: 'canceled' });
  });

  it('keeps the newest Stripe state: a late retry of an update sent before the deletion changes nothing', async () => {
    const account = await h.signUp('wh_ordering');
    const subscription = (status: string) => ({
      object: 'subscription',
      status,
      metadata: { userId: String(account.userId) },
    });
    const at = (type: string, status: string, created: number) =>
      JSON.stringify({
        id: `evt_test_${++stripeEvents}`,
        object: 'event',
        type,
        created,
        data: { object: subscription(status) },
      });
    const t = 1_800_000_000;
    const deleted = at('customer.subscription.deleted', 'canceled', t);
    expect(
      (await send(deleted, { stripeSignature: stripeHeader(deleted) })).data!.applyBillingWebhook,
    ).toMatchObject({ ignored: false, status: 'canceled' });
    const lateRetry = at('customer.subscription.updated', 'active', t - 600);
    expect(
      (await send(lateRetry, { stripeSignature: stripeHeader(lateRetry) })).data!.applyBillingWebhook,
    ).toEqual({ ignored: true, userId: null, status: null, provider: null });
    expect(await me(account)).toMatchObject({ planTier: 'FREE', subscriptionStatus: 'canceled' });
    const resubscribed = at('customer.subscription.created', 'active', t + 60);
    expect(
      (await send(resubscribed, { stripeSignature: stripeHeader(resubscribed) })).data!.applyBillingWebhook,
    ).toMatchObject({ ignored: false, status: 'active' });
    expect(await me(account)).toMatchObject({ planTier: 'PRO' });
  });

  it('activates Pro on a completed Stripe checkout (client_reference_id)', async () => {
    const account = await h.signUp('wh_checkout');
    const payload = stripeEvent('checkout.session.completed', {
      object: 'checkout.session',
      client_reference_id: String(account.userId),
      payment_status: 'paid',
    });
    expect(
      (await send(payload, { stripeSignature: stripeHeader(payload) })).data!.applyBillingWebhook,
    ).toEqual({ ignored: false, userId: account.userId, status: 'active', provider: 'stripe' });
    expect(await me(account)).toMatchObject({ planTier: 'PRO', subscriptionStatus: 'active' });
  });

  let rejected = 0;
  it.each([
    [
      'a signature made with another secret',
      'stripe',
      (p: string) => ({ stripeSignature: stripeHeader(p, 'whsec_attacker') }),
    ],
    ['a garbage Stripe signature', 'stripe', () => ({ stripeSignature: 't=1,v1=deadbeef' })],
    ['a wrong X-Signature', 'generic', (p: string) => ({ hmacSignature: hmac(p, 'wrong') })],
    ['a wrong shared secret', 'generic', () => ({ sharedSecret: 'not-the-secret' })],
    ['no signature at all', 'generic', () => ({})],
    [
      'a valid X-Signature beside a wrong shared secret',
      'generic',
      (p: string) => ({ hmacSignature: hmac(p), sharedSecret: 'nope' }),
    ],
  ] as const)('rejects %s and changes nothing', async (_case, format, sign) => {
    const account = await h.signUp(`wh_rejected_${++rejected}`);
    const payload =
      format === 'stripe'
        ? stripeEvent('customer.subscription.created', {
            status: 'active',
            metadata: { userId: String(account.userId) },
          })
        : generic('subscription.created', { userId: account.userId, status: 'active' });
    const result = await send(payload, sign(payload));
    expect(errorOf(result)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Invalid webhook signature' });
    expect(await me(account)).toEqual(FREE);
  });

  it('rejects a Stripe event whose body was altered after signing', async () => {
    const account = await h.signUp('wh_tamper');
    const signed = stripeEvent('customer.subscription.created', {
      status: 'canceled',
      metadata: { userId: String(account.userId) },
    });
    const tampered = signed.replace('canceled', 'active');
    expect(errorOf(await send(tampered, { stripeSignature: stripeHeader(signed) }))?.message).toBe(
      'Invalid webhook signature',
    );
    expect(await me(account)).toEqual(FREE);
  });

  it('applies an X-Signature (HMAC-SHA256) event, provider defaulting to providerb', async () => {
    const account = await h.signUp('wh_hmac');
    const payload = generic('subscription.updated', {
      userId: account.userId,
      status: 'active',
      currentPeriodEnd: '2026-12-31T00:00:00Z',
    });
    expect((await send(payload, { hmacSignature: hmac(payload) })).data!.applyBillingWebhook).toEqual({
      ignored: false,
      userId: account.userId,
      status: 'active',
      provider: 'providerb',
    });
    expect(await me(account)).toEqual({
      planTier: 'PRO',
      subscriptionStatus: 'active',
      subscriptionProvider: 'providerb',
      subscriptionCurrentPeriodEnd: '2026-12-31T00:00:00.000Z',
    });
  });

  it('applies shared-secret events, a cancellation turning the account back to Free', async () => {
    const account = await h.signUp('wh_shared');
    const created = generic('subscription.created', {
      userId: account.userId,
      status: 'active',
      provider: 'manual',
    });
    expect(
      (await send(created, { sharedSecret: SECRETS.BILLING_WEBHOOK_SECRET })).data!.applyBillingWebhook,
    ).toEqual({ ignored: false, userId: account.userId, status: 'active', provider: 'manual' });
    expect(await me(account)).toMatchObject({ planTier: 'PRO' });
    const cancelled = generic('subscription.cancelled', { userId: account.userId });
    expect(
      (await send(cancelled, { sharedSecret: SECRETS.BILLING_WEBHOOK_SECRET })).data!.applyBillingWebhook,
    ).toMatchObject({ ignored: false, status: 'canceled', provider: 'manual' });
    expect(await me(account)).toMatchObject({ planTier: 'FREE', subscriptionStatus: 'canceled' });
  });

  it('acknowledges unsupported events and unknown users with ignored true, changing nothing', async () => {
    const account = await h.signUp('wh_ignored');
    const invoice = stripeEvent('invoice.paid', {
      object: 'invoice',
      metadata: { userId: String(account.userId) },
    });
    expect(
      (await send(invoice, { stripeSignature: stripeHeader(invoice) })).data!.applyBillingWebhook,
    ).toEqual({ ignored: true, userId: null, status: null, provider: null });
    const refund = generic('payment.refunded', { userId: account.userId });
    expect(
      (await send(refund, { sharedSecret: SECRETS.BILLING_WEBHOOK_SECRET })).data!.applyBillingWebhook,
    ).toMatchObject({ ignored: true });
    const ghost = generic('subscription.created', { userId: 987_654, status: 'active' });
    expect(
      (await send(ghost, { sharedSecret: SECRETS.BILLING_WEBHOOK_SECRET })).data!.applyBillingWebhook,
    ).toMatchObject({ ignored: true });
    expect(await me(account)).toEqual(FREE);
  });

  describe('replays and duplicates', () => {
    const nowSeconds = () => Math.floor(Date.now() / 1000);
    const dedup = (rawBody: string, signatures: Record<string, string>) =>
      h.run(WEBHOOK_DUPLICATE, { b: rawBody, s: signatures });

    it('Stripe: the same event id twice changes nothing the second time', async () => {
      const account = await h.signUp('wh_dup_stripe');
      const active = stripeEvent('customer.subscription.updated', {
        status: 'active',
        metadata: { userId: String(account.userId) },
      });
      expect(
        (await dedup(active, { stripeSignature: stripeHeader(active) })).data!.applyBillingWebhook,
      ).toEqual({ ignored: false, duplicate: false, userId: account.userId });
      const canceled = stripeEvent('customer.subscription.deleted', {
        status: 'canceled',
        metadata: { userId: String(account.userId) },
      });
      await dedup(canceled, { stripeSignature: stripeHeader(canceled) });
      // The old "active" event delivered again (freshly signed, as Stripe's retries are) is recognised by its id.
      expect(
        (await dedup(active, { stripeSignature: stripeHeader(active) })).data!.applyBillingWebhook,
      ).toEqual({ ignored: true, duplicate: true, userId: null });
      expect(await me(account)).toMatchObject({ planTier: 'FREE', subscriptionStatus: 'canceled' });
    });

    it('Stripe: refuses a signature whose timestamp is outside the 300 s tolerance', async () => {
      const account = await h.signUp('wh_stale_stripe');
      const payload = stripeEvent('customer.subscription.updated', {
        status: 'active',
        metadata: { userId: String(account.userId) },
      });
      const result = await send(payload, {
        stripeSignature: stripeHeader(payload, SECRETS.PROVIDERA_WEBHOOK_SECRET, nowSeconds() - 301),
      });
      expect(errorOf(result)).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: 'Webhook timestamp outside the tolerance',
        extensions: { reason: 'stale_timestamp' },
      });
      expect(await me(account)).toEqual(FREE);
    });

    it('provider B: X-Signature-Timestamp is signed with the body, refused when stale, and a replay is a duplicate', async () => {
      const account = await h.signUp('wh_dup_hmac');
      const payload = generic('subscription.updated', { userId: account.userId, status: 'active' });
      const t = String(nowSeconds());
      const signature = hmac(`${t}.${payload}`);
      expect(
        (await dedup(payload, { hmacSignature: signature, hmacTimestamp: t })).data!.applyBillingWebhook,
      ).toEqual({ ignored: false, duplicate: false, userId: account.userId });
      expect(
        (await dedup(payload, { hmacSignature: signature, hmacTimestamp: t })).data!.applyBillingWebhook,
      ).toEqual({ ignored: true, duplicate: true, userId: null });
      // The timestamp cannot be swapped for a fresh one: it is part of what was signed.
      expect(
        errorOf(await send(payload, { hmacSignature: signature, hmacTimestamp: String(Number(t) + 1) }))
          ?.message,
      ).toBe('Invalid webhook signature');
      const stale = String(nowSeconds() - 301);
      const staleResult = await send(payload, {
        hmacSignature: hmac(`${stale}.${payload}`),
        hmacTimestamp: stale,
      });
      expect(errorOf(staleResult)).toMatchObject({
        message: 'Webhook timestamp outside the tolerance',
        extensions: { reason: 'stale_timestamp' },
      });
      // Without the timestamp header, the body alone is signed (and a replay of it is a duplicate too).
      const plain = generic('subscription.updated', { userId: account.userId, status: 'past_due' });
      expect((await dedup(plain, { hmacSignature: hmac(plain) })).data!.applyBillingWebhook).toMatchObject({
        ignored: false,
        duplicate: false,
      });
      expect((await dedup(plain, { hmacSignature: hmac(plain) })).data!.applyBillingWebhook).toMatchObject({
        ignored: true,
        duplicate: true,
      });
      expect(await me(account)).toMatchObject({ subscriptionStatus: 'past_due' });
    });

    it('shared secret: an event id seen before changes nothing; a new id with the same body applies', async () => {
      const account = await h.signUp('wh_dup_shared');
      const event = (id: string, status: string) =>
        JSON.stringify({ id, type: 'subscription.updated', data: { userId: account.userId, status } });
      const secret = { sharedSecret: SECRETS.BILLING_WEBHOOK_SECRET };
      expect((await dedup(event('ev-1', 'active'), secret)).data!.applyBillingWebhook).toMatchObject({
        duplicate: false,
        ignored: false,
      });
      expect((await dedup(event('ev-2', 'canceled'), secret)).data!.applyBillingWebhook).toMatchObject({
        duplicate: false,
      });
      expect((await dedup(event('ev-1', 'active'), secret)).data!.applyBillingWebhook).toMatchObject({
        duplicate: true,
        ignored: true,
      });
      expect(await me(account)).toMatchObject({ subscriptionStatus: 'canceled' });
      expect((await dedup(event('ev-3', 'active'), secret)).data!.applyBillingWebhook).toMatchObject({
        duplicate: false,
        ignored: false,
      });
      expect(await me(account)).toMatchObject({ subscriptionStatus: 'active' });
    });
  });

  it('rejects a verified but malformed body', async () => {
    for (const body of [
      '{not json',
      generic('subscription.created', { userId: 'abc', status: 'active' }),
      generic('subscription.updated', { userId: 1 }),
    ]) {
      const result = await send(body, { sharedSecret: SECRETS.BILLING_WEBHOOK_SECRET });
      expect(errorOf(result)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Malformed webhook payload' });
    }
  });
});
