import type Stripe from 'stripe';

/** Stripe's default replay tolerance for a signed timestamp, either way. */
export const STRIPE_TOLERANCE_SECONDS = 300;

export type StripeSignatureProblem = 'invalid signature' | 'stale timestamp' | 'not a Stripe event';

/** A webhook Stripe did not sign, signed too long ago, or that is not an event behind a valid signature. */
export class StripeSignatureRejected extends Error {
  constructor(
    readonly problem: StripeSignatureProblem,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The event behind a Stripe-Signature header (t=…,v1=…), checked offline by Stripe's SDK. The SDK
 * loads on the first webhook: the hunter starts without it.
 */
export async function verifyStripeEvent(
  rawBody: string,
  signature: string,
  secret: string,
  tolerance = STRIPE_TOLERANCE_SECONDS,
): Promise<Stripe.Event> {
  const { default: StripeSdk } = await import('stripe');
  try {
    return StripeSdk.webhooks.constructEvent(rawBody, signature, secret, tolerance);
  } catch (error) {
    if (error instanceof StripeSdk.errors.StripeSignatureVerificationError) {
      throw new StripeSignatureRejected(
        /tolerance/i.test(error.message) ? 'stale timestamp' : 'invalid signature',
        error.message,
      );
    }
    throw new StripeSignatureRejected('not a Stripe event', (error as Error).message);
  }
}
