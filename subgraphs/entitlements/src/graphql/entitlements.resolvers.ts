import { requireCardsScopeOrDomainCall, requireCardsUserScope } from '@platform/auth';
import { asCaller, withoutNulls } from '@platform/subgraph-kit';
import type { EntitlementsDomain } from '../domain.js';
import type { CheckoutService } from '../services/checkout.service.js';
import type { PortalService } from '../services/portal.service.js';
import type { ProxyPrintService } from '../proxies/proxy-print.service.js';
import type { WebhookService } from '../services/webhook.service.js';
import type { Resolvers } from './__generated__/resolvers-types.js';

/**
 * Thin: entitlements for the caller with billing:read (the collection reads them for its caller
 * with the portfolio scope it checked), the caller's own receipts and credits with billing:read,
 * checkouts, the customer portal, credit spends and proxy prints with billing:write, and the webhook, whose proof is the
 * provider's signature rather than a caller.
 */
export function entitlementsResolvers(
  domain: EntitlementsDomain,
  checkout: CheckoutService,
  portal: PortalService,
  webhook: WebhookService,
  proxies: ProxyPrintService,
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
      spendCardsCredits: (_, { input }, context) =>
        domain.services.credits.spend(
          requireCardsUserScope(context, 'billing:write').subject,
          input.productId,
          input.quantity,
          'direct',
        ),
      printCardsProxies: (_, { input }, context) =>
        // The catalog is asked for the cards as this very caller (its cards:read, its rules).
        asCaller(context, () =>
          proxies.print(requireCardsUserScope(context, 'billing:write').subject, input.cards),
        ),
      applyCardsBillingWebhook: (_, { rawBody, signature }) =>
        webhook.receive(rawBody, signature ?? undefined),
    },
  };
}
