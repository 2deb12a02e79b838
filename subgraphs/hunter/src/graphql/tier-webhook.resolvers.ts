import { BadInput, ServiceUnavailable } from '@platform/errors';
import { MalformedPayload, StaleTimestamp, verifyStripeEvent } from '@platform/subgraph-accounts/webhook-signature';
import type { HunterDomain } from '../domain.js';
import { tierFromEvent, type TierPrices } from '../billing/tier-event.js';
import type { Resolvers } from './__generated__/resolvers-types.js';

/** The Stripe signature check is the platform's (accounts' billing webhooks use the same function). */
async function verified(payload: string, signature: string, secret: string) {
  try {
    return await verifyStripeEvent(payload, signature, secret);
  } catch (error) {
    if (error instanceof MalformedPayload) throw new BadInput('Malformed webhook payload', { field: 'body', issue: 'not a Stripe event' });
    if (error instanceof StaleTimestamp) throw new BadInput('Webhook timestamp outside the tolerance', { field: 'Stripe-Signature', issue: 'stale timestamp' });
    throw new BadInput('Invalid webhook signature', { field: 'Stripe-Signature', issue: 'invalid signature' });
  }
}

/** Stripe subscription webhooks set the quota tier of a resume user. */
export function tierWebhookResolvers({ services }: HunterDomain, settings: { secret?: string; prices: TierPrices }): Resolvers {
  return {
    Mutation: {
      async applyTierWebhook(_root, { payload, stripeSignature }) {
        if (!settings.secret) throw new ServiceUnavailable('Tier webhooks are not configured: set HUNTER_STRIPE_WEBHOOK_SECRET', { required: ['HUNTER_STRIPE_WEBHOOK_SECRET'] });
        const change = tierFromEvent(await verified(payload, stripeSignature, settings.secret), settings.prices);
        if (!change) return { ignored: true, identityId: null, tier: null };
        await services.quotas.setTier(change.identityId, change.tier);
        return { ignored: false, ...change };
      },
    },
  };
}
