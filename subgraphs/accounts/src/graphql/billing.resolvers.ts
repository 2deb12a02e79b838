import { requireTabsUser } from '@platform/auth';
import type { AccountServices } from '../services/account-services.js';
import type { Resolvers } from './__generated__/resolvers-types.js';

/** Checkout for Pro, and the providers' webhook (authenticated by its signature, not a token). */
export function billingResolvers({ billing, webhooks }: AccountServices): Resolvers {
  return {
    Mutation: {
      createCheckoutSession: (_, __, context) =>
        billing.createCheckoutSession(requireTabsUser(context).userId),
      applyBillingWebhook: (_, args) => webhooks.apply(args.rawBody, args.signatures),
    },
  };
}
