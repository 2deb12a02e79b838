import { z } from 'zod';
import { ApplyTierWebhookDocument } from '@platform/operations';
import { route } from '../../core/index.js';

/** Stripe calls this with the subscription events of the resume tiers (no token: the signature is checked). */
export const tierWebhookRoutes = [
  route({
    method: 'post',
    path: '/webhooks/stripe',
    summary: 'Stripe subscription events: set the quota tier (FREE, PRO, ENTERPRISE) of a resume user',
    description:
      'Verified with Stripe-Signature and HUNTER_STRIPE_WEBHOOK_SECRET (400 when the signature or timestamp is wrong, 503 when unset). ' +
      'customer.subscription.created/updated/deleted whose price is HUNTER_PRICE_FREE, _PRO or _ENTERPRISE set the tier of ' +
      'metadata.identity_id (the user uuid, set at checkout); a deleted or no longer live subscription sets FREE. Other events answer {ignored: true}. ' +
      "Each event id applies once (a redelivery answers {ignored: true, reason: 'duplicate'}); per subscription only an event newer (by created) than the one " +
      "applied changes the tier, and nothing after customer.subscription.deleted (else {ignored: true, reason: 'stale'}).",
    tag: 'Hunter',
    auth: 'none',
    rawBody: true,
    headers: ['Stripe-Signature'],
    operation: ApplyTierWebhookDocument,
    variables: ({ rawBody, headers }) => ({
      payload: rawBody,
      stripeSignature: headers['Stripe-Signature'] ?? '',
    }),
    respond: ({ applyTierWebhook: { reason, ...result } }) => ({ ...result, ...(reason ? { reason } : {}) }),
    response: z.object({
      ignored: z.boolean(),
      identityId: z.string().nullable(),
      tier: z.enum(['FREE', 'PRO', 'ENTERPRISE']).nullable(),
      reason: z
        .enum(['not a resume tier event', 'duplicate', 'stale'])
        .optional()
        .describe('Why an ignored event changed nothing'),
    }),
    errors: [503],
  }),
];
