import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { developmentToken } from '@platform/auth';
import {
  START_HOOK_TIMEOUT_MS,
  freePort,
  startPlatform,
  type RunningPlatform,
} from './support/platform-process.js';
import { request } from './support/http-client.js';
import { stripeNetworkDouble } from './support/stripe-network-double.js';

const JWT_SECRET = 'resume-upgrade-e2e-secret-long-enough-0123';
const WEBHOOK_SECRET = 'whsec_resume_upgrade_e2e';
// The resume API's /graphql asks profiles:read of every caller; /jobs/* and /billing/* ask hunter:use.
const HUNTER = ['profiles:read', 'profiles:write', 'hunter:use'];
const suffix = randomUUID().slice(0, 8);
const operator = { username: `ops_${suffix}`, email: `ops.${suffix}@example.com`, password: 'upgrade-pw-1' };
const bystander = { username: `by_${suffix}`, email: `by.${suffix}@example.com`, password: 'upgrade-pw-2' };

describe('resume API: upgrading the Hunter tier, managing it, and operator grants', () => {
  let platform: RunningPlatform;
  const stripeApi = stripeNetworkDouble();
  const tokenFor = (sub: string, permissions = HUNTER) =>
    developmentToken('resume', JWT_SECRET, { sub, permissions });
  const resume = (method: string, path: string, token?: string, body?: unknown) =>
    request(platform.resumeApi, method, path, { token, body });
  const graphql = (base: string, token: string, query: string, variables: Record<string, unknown> = {}) =>
    request(base, 'POST', '', { token, body: { query, variables } });
  const resumeGraphql = (token: string, query: string, variables?: Record<string, unknown>) =>
    graphql(`${platform.resumeApi}/graphql`, token, query, variables);

  /** Stripe's subscription event for the subscription a checkout of `identityId` created. */
  const subscriptionEvent = async (
    identityId: string,
    type: string,
    status: string,
    subscriptionId: string,
    customer: string,
    created = Math.floor(Date.now() / 1000),
  ) => {
    const payload = JSON.stringify({
      id: `evt_${randomUUID()}`,
      object: 'event',
      type,
      created,
      data: {
        object: {
          id: subscriptionId,
          object: 'subscription',
          status,
          customer,
          metadata: { identity_id: identityId, tier: 'PRO' },
          items: { data: [{ price: { id: 'price_resume_pro' } }] },
        },
      },
    });
    const res = await request(platform.resumeApi, 'POST', '/webhooks/stripe', {
      rawBody: payload,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
    });
    expect(res.status).toBe(200);
    return res.body;
  };
  const tabsLogin = async (person: typeof operator) => {
    expect((await request(platform.api, 'POST', '/api/auth/register', { body: person })).status).toBe(201);
    const login = await request(platform.api, 'POST', '/api/auth/login', {
      body: { email: person.email, password: person.password },
    });
    return login.body.token as string;
  };

  beforeAll(async () => {
    const stripePort = await freePort();
    await new Promise<void>((resolve) => stripeApi.server.listen(stripePort, '127.0.0.1', resolve));
    platform = await startPlatform({
      JWT_SECRET,
      HUNTER_STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      HUNTER_PRICE_PRO: 'price_resume_pro',
      // No ENTERPRISE price: its checkout is unavailable, and says what to set.
      STRIPE_SECRET_KEY: 'sk_test_resume_upgrade',
      STRIPE_API_URL: `http://127.0.0.1:${stripePort}`,
      ADMIN_EMAILS: operator.email,
    });
  }, START_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await platform?.stop();
    stripeApi.server.close();
  });

  it('sells PRO through Stripe Checkout; the subscription event makes the tier visible in /jobs/quota and GraphQL', async () => {
    const user = randomUUID();
    const token = await tokenFor(user);
    const before = await resume('GET', '/jobs/quota', token);
    expect(before.body).toMatchObject({ tier: 'FREE', subscribedTier: 'FREE', grantedTier: null });

    const checkout = await resume('POST', '/billing/checkout', token, {
      tier: 'PRO',
      successUrl: 'https://app.example/upgraded',
      cancelUrl: 'https://app.example/pricing',
    });
    expect(checkout.status).toBe(200);
    const sessionId = checkout.body.checkoutSessionId;
    expect(checkout.body).toEqual({
      checkoutSessionId: sessionId,
      url: `https://checkout.stripe.test/c/${sessionId}`,
      tier: 'PRO',
    });
    const sent = Object.fromEntries(stripeApi.calls.at(-1)!.form);
    expect(stripeApi.calls.at(-1)!.path).toBe('/v1/checkout/sessions');
    expect(sent).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_resume_pro',
      'line_items[0][quantity]': '1',
      client_reference_id: user,
      'metadata[identity_id]': user,
      'subscription_data[metadata][identity_id]': user,
      success_url: 'https://app.example/upgraded',
    });

    // Still FREE until Stripe says the subscription exists.
    expect((await resume('GET', '/jobs/quota', token)).body.tier).toBe('FREE');
    const applied = await subscriptionEvent(
      user,
      'customer.subscription.created',
      'active',
      `sub_${suffix}_1`,
      'cus_upgrade_1',
    );
    expect(applied).toMatchObject({ ignored: false, tier: 'PRO' });

    const quota = await resume('GET', '/jobs/quota', token);
    expect(quota.body).toMatchObject({ tier: 'PRO', subscribedTier: 'PRO', grantedTier: null });
    expect(quota.body.quotas).toContainEqual(
      expect.objectContaining({ feature: 'resume_tailoring', limit: 5 }),
    );
    const account = await resumeGraphql(token, '{ hunterAccount { tier subscribedTier grantedTier } }');
    expect(account.body).toEqual({
      data: { hunterAccount: { tier: 'PRO', subscribedTier: 'PRO', grantedTier: null } },
    });
  });

  it('opens a checkout over GraphQL too, and refuses bad input (400) and an unpriced tier (503 naming the variable)', async () => {
    const token = await tokenFor(randomUUID());
    const created = await resumeGraphql(
      token,
      'mutation ($input: HunterCheckoutInput!) { createHunterCheckout(input: $input) { checkoutSessionId url tier } }',
      { input: { tier: 'PRO', successUrl: 'https://app.example/ok', cancelUrl: 'https://app.example/no' } },
    );
    expect(created.body.data.createHunterCheckout).toMatchObject({
      checkoutSessionId: expect.stringMatching(/^cs_test_/),
      tier: 'PRO',
    });

    const calls = stripeApi.calls.length;
    const free = await resume('POST', '/billing/checkout', token, {
      tier: 'FREE',
      successUrl: 'https://app.example/ok',
      cancelUrl: 'https://app.example/no',
    });
    expect([free.status, free.body.error.code]).toEqual([400, 'VALIDATION_ERROR']);
    const notUrl = await resume('POST', '/billing/checkout', token, {
      tier: 'PRO',
      successUrl: 'javascript:alert(1)',
      cancelUrl: 'https://app.example/no',
    });
    expect(notUrl.status).toBe(400);
    const enterprise = await resume('POST', '/billing/checkout', token, {
      tier: 'ENTERPRISE',
      successUrl: 'https://app.example/ok',
      cancelUrl: 'https://app.example/no',
    });
    expect(enterprise.status).toBe(503);
    expect(enterprise.body.error).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      details: { reason: 'checkout_unavailable', missing: ['HUNTER_PRICE_ENTERPRISE'] },
    });
    expect(stripeApi.calls.length).toBe(calls);
    const anonymous = await resume('POST', '/billing/checkout', undefined, {
      tier: 'PRO',
      successUrl: 'https://app.example/ok',
      cancelUrl: 'https://app.example/no',
    });
    expect(anonymous.status).toBe(401);
    expect(stripeApi.calls.length).toBe(calls);
  });

  it("opens the portal for the caller's own customer only; a cancellation there brings the tier back to FREE", async () => {
    const user = randomUUID();
    const token = await tokenFor(user);
    await subscriptionEvent(
      user,
      'customer.subscription.created',
      'active',
      `sub_${suffix}_2`,
      'cus_upgrade_2',
    );

    const portal = await resume('POST', '/billing/portal', token, {
      returnUrl: 'https://app.example/account',
    });
    expect(portal.status).toBe(200);
    expect(portal.body).toEqual({
      portalSessionId: expect.stringMatching(/^bps_test_/),
      url: `https://billing.stripe.test/p/${portal.body.portalSessionId}`,
    });
    expect(stripeApi.calls.at(-1)!.path).toBe('/v1/billing_portal/sessions');
    expect(Object.fromEntries(stripeApi.calls.at(-1)!.form)).toEqual({
      customer: 'cus_upgrade_2',
      return_url: 'https://app.example/account',
    });
    const overGraphql = await resumeGraphql(
      token,
      'mutation { createHunterBillingPortal(input: { returnUrl: "https://app.example/a" }) { portalSessionId url } }',
    );
    expect(overGraphql.body.data.createHunterBillingPortal.url).toMatch(
      /^https:\/\/billing\.stripe\.test\/p\//,
    );
    expect(Object.fromEntries(stripeApi.calls.at(-1)!.form).customer).toBe('cus_upgrade_2');

    const calls = stripeApi.calls.length;
    const stranger = await resume('POST', '/billing/portal', await tokenFor(randomUUID()), {
      returnUrl: 'https://app.example/account',
    });
    expect([stranger.status, stranger.body.error.code]).toEqual([404, 'NOT_FOUND']);
    expect(stripeApi.calls.length).toBe(calls);

    await subscriptionEvent(
      user,
      'customer.subscription.deleted',
      'canceled',
      `sub_${suffix}_2`,
      'cus_upgrade_2',
      Math.floor(Date.now() / 1000) + 5,
    );
    expect((await resume('GET', '/jobs/quota', token)).body).toMatchObject({
      tier: 'FREE',
      subscribedTier: 'FREE',
    });
  });

  it("lets an account holding the admin role grant a tier on the gateway's /graphql; nobody else", async () => {
    const user = randomUUID();
    const userToken = await tokenFor(user);
    const grant = (token: string, tier: string) =>
      graphql(
        platform.graphql,
        token,
        'mutation ($id: ID!, $tier: HunterTier!) { grantHunterTier(identityId: $id, tier: $tier) { identityId grantedTier tier } }',
        { id: user, tier },
      );

    const refusedUser = await grant(await tabsLogin(bystander), 'ENTERPRISE');
    expect(refusedUser.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const refusedResume = await grant(await tokenFor(randomUUID()), 'ENTERPRISE');
    expect(refusedResume.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await resume('GET', '/jobs/quota', userToken)).body.tier).toBe('FREE');

    const adminToken = await tabsLogin(operator);
    const granted = await grant(adminToken, 'ENTERPRISE');
    expect(granted.body).toEqual({
      data: { grantHunterTier: { identityId: user, grantedTier: 'ENTERPRISE', tier: 'ENTERPRISE' } },
    });
    const quota = await resume('GET', '/jobs/quota', userToken);
    expect(quota.body).toMatchObject({
      tier: 'ENTERPRISE',
      subscribedTier: 'FREE',
      grantedTier: 'ENTERPRISE',
    });
    expect(quota.body.quotas).toContainEqual(
      expect.objectContaining({ feature: 'cover_letters', limit: null }),
    );

    // A subscription beside the grant: the higher tier counts; taking the grant back leaves the subscription's.
    await subscriptionEvent(
      user,
      'customer.subscription.created',
      'active',
      `sub_${suffix}_3`,
      'cus_upgrade_3',
    );
    expect((await resume('GET', '/jobs/quota', userToken)).body.tier).toBe('ENTERPRISE');
    const revoked = await grant(adminToken, 'FREE');
    expect(revoked.body.data.grantHunterTier).toEqual({ identityId: user, grantedTier: 'FREE', tier: 'PRO' });
    expect((await resume('GET', '/jobs/quota', userToken)).body).toMatchObject({
      tier: 'PRO',
      subscribedTier: 'PRO',
      grantedTier: null,
    });

    const malformed = await graphql(
      platform.graphql,
      adminToken,
      'mutation { grantHunterTier(identityId: "7", tier: PRO) { tier } }',
    );
    expect(malformed.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});
