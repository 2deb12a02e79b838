import { BadInput, ServiceUnavailable } from '@platform/errors';
import type { HunterDomain } from '../domain.js';
import { StripeSignatureRejected, verifyStripeEvent } from '../billing/stripe-signature.js';
import { MalformedTierEvent, tierFromEvent, type TierPrices } from '../billing/tier-event.js';
import type { Resolvers } from './__generated__/resolvers-types.js';

/** Stripe's payload, so Stripe's SDK checks the signature (as accounts' billing webhooks do). */
async function verified(payload: string, signature: string, secret: string) {
  try {
    return await verifyStripeEvent(payload, signature, secret);
  } catch (error) {
    if (!(error instanceof StripeSignatureRejected)) throw error;
    if (error.problem === 'not a Stripe event')
      throw new BadInput('Malformed webhook payload', { field: 'body', issue: 'not a Stripe event' });
    if (error.problem === 'stale timestamp')
      throw new BadInput('Webhook timestamp outside the tolerance', {
        field: 'Stripe-Signature',
        issue: 'stale timestamp',
      });
    throw new BadInput('Invalid webhook signature', {
      field: 'Stripe-Signature',
      issue: 'invalid signature',
    });
  }
}

/** Stripe subscription webhooks set the quota tier of a resume user: once per event, newest state per subscription. */
export function tierWebhookResolvers(
  { services }: HunterDomain,
  settings: { secret?: string; prices: TierPrices },
): Resolvers {
  return {
    Mutation: {
      async applyTierWebhook(_root, { payload, stripeSignature }) {
        if (!settings.secret)
          throw new ServiceUnavailable('Tier webhooks are not configured: set HUNTER_STRIPE_WEBHOOK_SECRET', {
            required: ['HUNTER_STRIPE_WEBHOOK_SECRET'],
          });
        const event = await verified(payload, stripeSignature, settings.secret);
        let change;
        try {
          change = tierFromEvent(event, settings.prices);
        } catch (error) {
          if (error instanceof MalformedTierEvent)
            throw new BadInput('Malformed webhook payload', { field: 'body', issue: error.message });
          throw error;
        }
        if (!change)
          return { ignored: true, identityId: null, tier: null, reason: 'not a resume tier event' };
        const outcome = await services.quotas.applyTierChange(change);
        // A redelivery, or an event older than the subscription's state applied (or after its deletion): nothing changes.
        if (outcome !== 'applied')
          return { ignored: true, identityId: change.identityId, tier: null, reason: outcome };
        return { ignored: false, identityId: change.identityId, tier: change.tier, reason: null };
      },
    },
  };
}
