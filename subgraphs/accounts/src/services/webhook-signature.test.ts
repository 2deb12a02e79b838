import { describe, it, expect } from '@jest/globals';
import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import {
  MalformedPayload,
  SignatureMismatch,
  StaleTimestamp,
  WEBHOOK_TOLERANCE_SECONDS,
  hmacSignedPayload,
  secretsEqual,
  verifyHmacSignature,
  verifySharedSecret,
  verifyStripeEvent,
} from './webhook-signature.js';

const body = '{"type":"subscription.created","data":{"userId":1,"status":"active"}}';
const hex = (secret: string, payload = body) => createHmac('sha256', secret).update(payload).digest('hex');

describe('X-Signature (HMAC-SHA256 over the raw body)', () => {
  it('accepts the hex digest, in either case and with a sha256= prefix', () => {
    expect(() => verifyHmacSignature(body, hex('k'), 'k')).not.toThrow();
    expect(() => verifyHmacSignature(body, hex('k').toUpperCase(), 'k')).not.toThrow();
    expect(() => verifyHmacSignature(body, `sha256=${hex('k')}`, 'k')).not.toThrow();
  });

  it('refuses another secret, another body, a truncated digest and an empty one', () => {
    expect(() => verifyHmacSignature(body, hex('other'), 'k')).toThrow(SignatureMismatch);
    expect(() => verifyHmacSignature(`${body} `, hex('k'), 'k')).toThrow(SignatureMismatch);
    expect(() => verifyHmacSignature(body, hex('k').slice(0, 63), 'k')).toThrow(SignatureMismatch);
    expect(() => verifyHmacSignature(body, '', 'k')).toThrow(SignatureMismatch);
  });
});

describe('shared secret', () => {
  it('matches only the exact secret', () => {
    expect(secretsEqual('s3cret', 's3cret')).toBe(true);
    expect(secretsEqual('s3cret', 's3cret ')).toBe(false);
    expect(secretsEqual('', 's3cret')).toBe(false);
    expect(() => verifySharedSecret('S3cret', 's3cret')).toThrow(SignatureMismatch);
  });
});

describe('Stripe-Signature', () => {
  const payload = JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type: 'invoice.paid',
    data: { object: {} },
  });

  it('returns the event Stripe signed', async () => {
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_a' });
    await expect(verifyStripeEvent(payload, header, 'whsec_a')).resolves.toMatchObject({
      id: 'evt_1',
      type: 'invoice.paid',
    });
  });

  it('refuses another secret and a stale timestamp (replay)', async () => {
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_a' });
    await expect(verifyStripeEvent(payload, header, 'whsec_b')).rejects.toThrow(SignatureMismatch);
    const old = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_a',
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    await expect(verifyStripeEvent(payload, old, 'whsec_a')).rejects.toThrow(StaleTimestamp);
  });

  it('provider B: signs <timestamp>.<body> when a timestamp is sent, and refuses one outside 300 s', () => {
    const now = 1_800_000_000_000;
    expect(hmacSignedPayload(payload, undefined, now)).toBe(payload);
    expect(hmacSignedPayload(payload, '1800000000', now)).toBe(`1800000000.${payload}`);
    expect(hmacSignedPayload(payload, String(1_800_000_000 - WEBHOOK_TOLERANCE_SECONDS), now)).toBe(
      `${1_800_000_000 - WEBHOOK_TOLERANCE_SECONDS}.${payload}`,
    );
    expect(() =>
      hmacSignedPayload(payload, String(1_800_000_000 - WEBHOOK_TOLERANCE_SECONDS - 1), now),
    ).toThrow(StaleTimestamp);
    expect(() =>
      hmacSignedPayload(payload, String(1_800_000_000 + WEBHOOK_TOLERANCE_SECONDS + 1), now),
    ).toThrow(StaleTimestamp);
    for (const bad of ['', 'soon', '1.5', '-1'])
      expect(() => hmacSignedPayload(payload, bad, now)).toThrow(SignatureMismatch);
  });

  it('tells a correctly signed but unreadable body apart from a forgery', async () => {
    const header = Stripe.webhooks.generateTestHeaderString({ payload: '{oops', secret: 'whsec_a' });
    await expect(verifyStripeEvent('{oops', header, 'whsec_a')).rejects.toThrow(MalformedPayload);
  });
});
