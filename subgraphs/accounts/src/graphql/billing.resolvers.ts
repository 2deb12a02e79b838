import { requireIdentity } from '@platform/auth';
import type { Resolvers } from '@platform/subgraph-kit';
import type { AccountServices } from '../services/account-services.js';
import type { WebhookSignatures } from '../services/billing-webhook.service.js';

/** Checkout for Pro, and the providers' webhook (authenticated by its signature, not a token). */
export function billingResolvers({ billing, webhooks }: AccountServices): Resolvers {
  return {
    Mutation: {
      createCheckoutSession: (_, __, context) => billing.createCheckoutSession(requireIdentity(context).userId),
      applyBillingWebhook: (_, args: { rawBody: string; signatures: WebhookSignatures }) =>
        webhooks.apply(args.rawBody, args.signatures),
    },
  };
}
