import { describe, it, expect } from '@jest/globals';
import Stripe from 'stripe';
import { StripeSignatureRejected, verifyStripeEvent } from './stripe-signature.js';

const secret = 'whsec_hunter_test';
const payload = JSON.stringify({
  id: 'evt_1',
  object: 'event',
  type: 'customer.subscription.created',
  data: { object: {} },
});
const header = (body: string, timestamp?: number, key = secret) =>
  Stripe.webhooks.generateTestHeaderString({ payload: body, secret: key, timestamp });
const problemOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) =>
      error instanceof StripeSignatureRejected ? error.problem : `other: ${String(error)}`,
  );

describe('verifyStripeEvent', () => {
  it('returns the event Stripe signed', async () => {
    await expect(verifyStripeEvent(payload, header(payload), secret)).resolves.toMatchObject({
      id: 'evt_1',
      type: 'customer.subscription.created',
    });
  });

  it('rejects another secret, a changed body and a stale timestamp, each for its reason', async () => {
    expect(
      await problemOf(verifyStripeEvent(payload, header(payload, undefined, 'whsec_other'), secret)),
    ).toBe('invalid signature');
    expect(await problemOf(verifyStripeEvent(`${payload} `, header(payload), secret))).toBe(
      'invalid signature',
    );
    expect(
      await problemOf(
        verifyStripeEvent(payload, header(payload, Math.floor(Date.now() / 1000) - 3600), secret),
      ),
    ).toBe('stale timestamp');
  });

  it('rejects a signed body that is not JSON as not a Stripe event', async () => {
    expect(await problemOf(verifyStripeEvent('not json', header('not json'), secret))).toBe(
      'not a Stripe event',
    );
  });
});
