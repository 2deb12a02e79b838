import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import Stripe from 'stripe';

/** Thrown when a webhook cannot be proven to come from the provider. */
export class SignatureMismatch extends Error {}

/**
 * Constant-time string comparison that also hides the length of the secret: both sides are hashed
 * to the same size before comparing.
 */
export function secretsEqual(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given, 'utf8').digest();
  const b = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(a, b);
}

/** X-Signature: hex HMAC-SHA256 of the raw body (an optional `sha256=` prefix is tolerated). */
export function verifyHmacSignature(rawBody: string, signature: string, secret: string): void {
  const given = signature.trim().replace(/^sha256=/i, '').toLowerCase();
  const expected = createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
  const givenBytes = Buffer.from(given, 'utf8');
  const expectedBytes = Buffer.from(expected, 'utf8');
  if (givenBytes.length !== expectedBytes.length || !timingSafeEqual(givenBytes, expectedBytes)) throw new SignatureMismatch();
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
export function verifyStripeEvent(rawBody: string, signature: string, secret: string): Stripe.Event {
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new SignatureMismatch();
    throw new MalformedPayload((error as Error).message);
  }
}
