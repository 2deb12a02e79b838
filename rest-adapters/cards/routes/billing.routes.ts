import { z } from 'zod';
import {
  CardsBillingWebhookDocument,
  CardsEntitlementsDocument,
  CardsIapCheckoutDocument,
  CardsProCheckoutDocument,
} from '@platform/operations';
import {
  MutationCreateCardsIapCheckoutArgsSchema,
  MutationCreateCardsProCheckoutArgsSchema,
} from '@platform/subgraph-entitlements/validation';
import { route } from '../../core/index.js';
import { camelCased, snakeCased } from '../snake-case.js';
import { needs } from '../scopes.js';

const checkoutRecord = z
  .object({ checkout_session_id: z.string(), url: z.string(), mode: z.enum(['subscription', 'payment']) })
  .meta({ id: 'CheckoutSession' });
const toCheckoutRecord = (session: { checkoutSessionId: string; url: string; mode: string }) => ({
  checkout_session_id: session.checkoutSessionId,
  url: session.url,
  mode: session.mode,
});

const UNAVAILABLE =
  '503 checkout_unavailable (details.missing names the variables) until STRIPE_SECRET_KEY and the price id are set; every validation answers 400 first.';

export const billingRoutes = [
  route({
    method: 'get',
    path: '/api/v1/billing/entitlements',
    summary: "The caller's tier, entitlements and cataloging limits",
    description:
      'effective_tier is pro while the subscription is active or trialing and current_period_end is missing or in the future; else free.',
    tag: 'Billing',
    auth: 'user',
    scopes: needs('billing:read'),
    operation: CardsEntitlementsDocument,
    respond: ({ cardsEntitlements: e }) => ({
      user_id: e.userId,
      tier: e.tier,
      effective_tier: e.effectiveTier,
      status: e.status,
      current_period_end: e.currentPeriodEnd === null ? null : String(e.currentPeriodEnd),
      cancel_at_period_end: e.cancelAtPeriodEnd,
      entitlements: e.entitlements,
      cataloging_limits: {
        max_cards: e.catalogingLimits.maxCards,
        bulk_import: e.catalogingLimits.bulkImport,
        scan_to_catalog: e.catalogingLimits.scanToCatalog,
      },
    }),
    response: z
      .object({
        user_id: z.string(),
        tier: z.enum(['free', 'pro']),
        effective_tier: z.enum(['free', 'pro']),
        status: z.string(),
        current_period_end: z.string().nullable(),
        cancel_at_period_end: z.boolean(),
        entitlements: z.array(z.string()),
        cataloging_limits: z.object({
          max_cards: z.number().int(),
          bulk_import: z.boolean(),
          scan_to_catalog: z.boolean(),
        }),
      })
      .meta({ id: 'Entitlements' }),
    errors: [403],
  }),
  route({
    method: 'post',
    path: '/api/v1/billing/checkout/pro',
    summary: 'Stripe Checkout for Pro ($9.99/month or $99/year)',
    description: `billing_interval month or year, success_url and cancel_url (absolute http(s) URLs). ${UNAVAILABLE} Send Idempotency-Key to make a retry safe.`,
    tag: 'Billing',
    auth: 'user',
    scopes: needs('billing:write'),
    idempotent: true,
    headers: ['Idempotency-Key'],
    body: snakeCased(MutationCreateCardsProCheckoutArgsSchema().shape.input),
    operation: CardsProCheckoutDocument,
    variables: ({ body }) => ({ input: camelCased(body) }),
    respond: ({ createCardsProCheckout }) => toCheckoutRecord(createCardsProCheckout),
    response: checkoutRecord,
    errors: [403, 503],
  }),
  route({
    method: 'post',
    path: '/api/v1/billing/checkout/iap',
    summary: 'Stripe Checkout for an in-app product',
    description: `product_id: proxy_print_credit ($1.99, consumable), avatar_skin ($4.99) or guild_banner ($6.99); quantity a positive integer (default 1); success_url and cancel_url. ${UNAVAILABLE} Send Idempotency-Key to make a retry safe.`,
    tag: 'Billing',
    auth: 'user',
    scopes: needs('billing:write'),
    idempotent: true,
    headers: ['Idempotency-Key'],
    body: snakeCased(MutationCreateCardsIapCheckoutArgsSchema().shape.input),
    operation: CardsIapCheckoutDocument,
    variables: ({ body }) => ({ input: camelCased(body) }),
    respond: ({ createCardsIapCheckout }) => toCheckoutRecord(createCardsIapCheckout),
    response: checkoutRecord,
    errors: [403, 503],
  }),
  route({
    method: 'post',
    path: '/api/v1/billing/webhook',
    summary: 'Payment provider events (Stripe signature)',
    description:
      'No bearer token: Stripe-Signature or ProviderA-Signature (the Stripe scheme: t=…,v1=…, 300 s tolerance) over the raw body with ' +
      'PROVIDERA_WEBHOOK_SECRET, verified by the stripe SDK; missing or bad → 400 invalid_signature and nothing changes. customer.subscription.* ' +
      'with metadata.user_id (and tier, default pro) sets the subscription; checkout.session.completed in payment mode (paid) records an in-app ' +
      'purchase receipt (metadata.user_id, product_id, quantity). The same event id twice is applied once (outcome duplicate).',
    tag: 'Billing',
    auth: 'none',
    rawBody: true,
    headers: ['Stripe-Signature', 'ProviderA-Signature'],
    operation: CardsBillingWebhookDocument,
    variables: ({ rawBody, headers }) => ({
      rawBody,
      signature: headers['Stripe-Signature'] ?? headers['ProviderA-Signature'],
    }),
    respond: ({ applyCardsBillingWebhook: result }) => ({
      received: true,
      event_id: result.eventId,
      type: result.type,
      outcome: result.outcome,
      reason: result.reason,
    }),
    response: z.object({
      received: z.literal(true),
      event_id: z.string(),
      type: z.string(),
      outcome: z.enum(['applied', 'ignored', 'stale', 'duplicate']),
      reason: z.string().nullable(),
    }),
    errors: [503],
  }),
];
