import { requireCardsScopeOrDomainCall, requireCardsUserScope } from '@platform/auth';
import { withoutNulls } from '@platform/subgraph-kit';
import type { EntitlementsDomain } from '../domain.js';
import type { CheckoutService } from '../services/checkout.service.js';
import type { PortalService } from '../services/portal.service.js';
import type { WebhookService } from '../services/webhook.service.js';
import type { Resolvers } from './__generated__/resolvers-types.js';

/**
 * Thin: entitlements for the caller with billing:read (the collection reads them for its caller
 * with the portfolio scope it checked), the caller's own receipts and credits with billing:read,
 * checkouts and the customer portal with billing:write, and the webhook, whose proof is the
 * provider's signature rather than a caller.
 */
export function entitlementsResolvers(
  domain: EntitlementsDomain,
  checkout: CheckoutService,
  portal: PortalService,
  webhook: WebhookService,
): Resolvers {
  return {
    Query: {
      cardsEntitlements: (_, __, context) =>
        domain.services.entitlements.of(requireCardsScopeOrDomainCall(context, 'billing:read').subject),
      cardsReceipts: (_, page, context) =>
        domain.services.billing.receipts(requireCardsUserScope(context, 'billing:read').subject, page),
      cardsCredits: (_, page, context) =>
        domain.services.credits.list(requireCardsUserScope(context, 'billing:read').subject, page),
    },
    Mutation: {
      createCardsProCheckout: (_, { input }, context) =>
        checkout.pro(requireCardsUserScope(context, 'billing:write').subject, input),
      createCardsIapCheckout: (_, { input }, context) =>
        checkout.iap(requireCardsUserScope(context, 'billing:write').subject, withoutNulls(input)),
      createCardsBillingPortal: (_, { input }, context) =>
        portal.open(requireCardsUserScope(context, 'billing:write').subject, input),
      applyCardsBillingWebhook: (_, { rawBody, signature }) =>
        webhook.receive(rawBody, signature ?? undefined),
    },
  };
}
