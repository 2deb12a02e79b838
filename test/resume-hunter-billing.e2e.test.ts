import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';
import {
  HUNTER,
  HUNTER_ENV,
  WEBHOOK_SECRET,
  hunterCaller,
  stopHunterPlatform,
  tokenFor,
} from './support/resume-hunter-suite.js';

describe('resume API: the Hunter Protocol monthly quotas and Stripe tiers', () => {
  let platform: RunningPlatform;
  const call = hunterCaller(() => platform.resumeApi);

  beforeAll(async () => {
    platform = await startPlatform(HUNTER_ENV);
  }, START_HOOK_TIMEOUT_MS);
  afterAll(() => stopHunterPlatform(platform));

  it('counts FREE searches per month: the sixth is 429 QUOTA_EXCEEDED with {feature, limit, used, resetDate}; failed calls do not count', async () => {
    const token = await tokenFor(HUNTER);
    expect((await call('POST', '/jobs/search', token, { keywords: ['x'], limit: 0 })).status).toBe(400);
    for (let i = 0; i < 5; i += 1)
      expect((await call('POST', '/jobs/search', token, { keywords: ['engineer'] })).status).toBe(200);
    const now = new Date();
    const resetDate = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString();
    expect(await call('POST', '/jobs/search', token, { keywords: ['engineer'] })).toMatchObject({
      status: 429,
      json: {
        error: { code: 'QUOTA_EXCEEDED', details: { feature: 'job_searches', limit: 5, used: 5, resetDate } },
      },
    });
    const quota = await call('GET', '/jobs/quota', token);
    expect(quota.json.tier).toBe('FREE');
    expect(quota.json.quotas).toContainEqual({ feature: 'job_searches', limit: 5, used: 5, resetDate });
  });

  it('sets the tier from verified Stripe subscription webhooks: PRO searches are unlimited; a bad signature is 400', async () => {
    const identityId = randomUUID();
    const token = await tokenFor(HUNTER, identityId);
    const subscription = (type: string, status: string, price = 'price_resume_pro') =>
      JSON.stringify({
        id: `evt_${randomUUID()}`,
        object: 'event',
        type,
        created: Math.floor(Date.now() / 1000),
        data: {
          object: {
            object: 'subscription',
            status,
            metadata: { identity_id: identityId },
            items: { data: [{ price: { id: price } }] },
          },
        },
      });
    const deliver = async (payload: string, secret = WEBHOOK_SECRET) => {
      const res = await fetch(`${platform.resumeApi}/webhooks/stripe`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
        },
        body: payload,
      });
      return { status: res.status, json: await res.json() };
    };
    expect(
      await deliver(subscription('customer.subscription.created', 'active'), 'whsec_wrong'),
    ).toMatchObject({ status: 400, json: { error: { code: 'VALIDATION_ERROR' } } });
    expect(await deliver(subscription('customer.subscription.created', 'active', 'price_other'))).toEqual({
      status: 200,
      json: { ignored: true, identityId: null, tier: null, reason: 'not a resume tier event' },
    });
    expect(await deliver(subscription('customer.subscription.created', 'active'))).toEqual({
      status: 200,
      json: { ignored: false, identityId, tier: 'PRO' },
    });
    for (let i = 0; i < 6; i += 1)
      expect((await call('POST', '/jobs/search', token, { keywords: ['engineer'] })).status).toBe(200);
    expect((await call('GET', '/jobs/quota', token)).json).toMatchObject({
      tier: 'PRO',
      quotas: expect.arrayContaining([
        expect.objectContaining({ feature: 'job_searches', limit: null, used: 6 }),
      ]),
    });
    expect(await deliver(subscription('customer.subscription.deleted', 'canceled'))).toMatchObject({
      status: 200,
      json: { tier: 'FREE' },
    });
    expect(await call('POST', '/jobs/search', token, { keywords: ['engineer'] })).toMatchObject({
      status: 429,
      json: { error: { details: { feature: 'job_searches', limit: 5, used: 6 } } },
    });
  });
});
