import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type Stripe from 'stripe';
import { loadStripe } from './stripe-client.js';

/** Thrown when a webhook cannot be proven to come from the provider. */
export class SignatureMismatch extends Error {}

/** Thrown when a signed timestamp lies outside the tolerance: a replay, or a clock far off. */
export class StaleTimestamp extends Error {}

/** How far a signed timestamp may be from now, either way: Stripe's default tolerance. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Constant-time string comparison that also hides the length of the secret: both sides are hashed
 * to the same size before comparing.
 */
export function secretsEqual(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given, 'utf8').digest();
  const b = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(a, b);
}

/**
 * What provider B signed: the raw body, or `<timestamp>.<raw body>` when it sends
 * X-Signature-Timestamp (unix seconds; Stripe's layout), which must then lie within the tolerance.
 */
export function hmacSignedPayload(
  rawBody: string,
  timestamp: string | null | undefined,
  nowMs = Date.now(),
): string {
  if (timestamp === null || timestamp === undefined) return rawBody;
  const trimmed = timestamp.trim();
  if (!/^\d{1,12}$/.test(trimmed)) throw new SignatureMismatch();
  if (Math.abs(nowMs / 1000 - Number(trimmed)) > WEBHOOK_TOLERANCE_SECONDS) throw new StaleTimestamp();
  return `${trimmed}.${rawBody}`;
}

/** X-Signature: hex HMAC-SHA256 of the signed payload (an optional `sha256=` prefix is tolerated). */
export function verifyHmacSignature(signedPayload: string, signature: string, secret: string): void {
  const given = signature
    .trim()
    .replace(/^sha256=/i, '')
    .toLowerCase();
  const expected = createHmac('sha256', secret).update(signedPayload, 'utf8').digest('hex');
  const givenBytes = Buffer.from(given, 'utf8');
  const expectedBytes = Buffer.from(expected, 'utf8');
  if (givenBytes.length !== expectedBytes.length || !timingSafeEqual(givenBytes, expectedBytes))
    throw new SignatureMismatch();
}

/** X-Billing-Webhook-Secret: the shared secret itself. */
export function verifySharedSecret(given: string, secret: string): void {
  if (!secretsEqual(given, secret)) throw new SignatureMismatch();
}

/** Malformed JSON behind a valid signature: verified, but unreadable. */
export class MalformedPayload extends Error {}

/**
 * Stripe-Signature (t=…,v1=…, with Stripe's replay tolerance), checked by the SDK offline. Returns
 * the event Stripe signed.
 */
export async function verifyStripeEvent(
  rawBody: string,
  signature: string,
  secret: string,
): Promise<Stripe.Event> {
  const Stripe = await loadStripe();
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw /tolerance/i.test(error.message) ? new StaleTimestamp() : new SignatureMismatch();
    }
    throw new MalformedPayload((error as Error).message);
  }
}
