import { z } from 'zod';
import { route } from '../../core/index.js';
import {
  ApplyBillingWebhookDocument,
  BillingPlanDocument,
  CreateCheckoutSessionDocument,
} from '@platform/operations';

const tier = z.enum(['free', 'pro']);
const lower = <T extends string>(value: T) => value.toLowerCase() as Lowercase<T>;

export const billingRoutes = [
  route({
    method: 'get',
    path: '/api/billing/plan',
    summary: 'The plan descriptor: plan, subscription, limits (null = unlimited), features, usage, upgrade',
    description: 'Send X-Device-Id (and X-Device-Label) to register the device; the devices usage counts it.',
    tag: 'Billing',
    auth: 'user',
    headers: ['X-Device-Id', 'X-Device-Label'],
    operation: BillingPlanDocument,
    respond: ({ me }) => ({
      plan: { ...me.plan.plan, tier: lower(me.plan.plan.tier) },
      subscription: me.plan.subscription,
      limits: me.plan.limits,
      features: me.plan.features,
      usage: {
        bookmarks: me.libraryUsage.bookmarks,
        tabs: me.libraryUsage.tabs,
        devices: me.plan.devicesUsed,
      },
      upgrade: { tier: lower(me.plan.upgrade.tier), priceDisplay: me.plan.upgrade.priceDisplay },
    }),
    response: z
      .object({
        plan: z.object({ tier, name: z.string(), priceCents: z.number().int(), priceDisplay: z.string() }),
        subscription: z.object({
          status: z.string(),
          provider: z.string().nullable(),
          currentPeriodEnd: z.string().nullable(),
        }),
        limits: z.object({ bookmarks: z.number().int().nullable(), devices: z.number().int().nullable() }),
        features: z.object({ ml: z.boolean(), sync: z.boolean() }),
        usage: z.object({ bookmarks: z.number().int(), tabs: z.number().int(), devices: z.number().int() }),
        upgrade: z.object({ tier, priceDisplay: z.string() }),
      })
      .meta({ id: 'PlanDescriptor' }),
  }),
  route({
    method: 'post',
    path: '/api/billing/checkout',
    summary: 'Start a Stripe Checkout for Pro',
    description:
      '503 {code: "checkout_unavailable", required: [...]} when STRIPE_SECRET_KEY and STRIPE_PRICE_PRO are not set.',
    tag: 'Billing',
    auth: 'user',
    operation: CreateCheckoutSessionDocument,
    respond: ({ createCheckoutSession: session }) =>
      session.alreadyPro
        ? { alreadyPro: true, plan: { ...session.plan, tier: lower(session.plan.tier) } }
        : {
            provider: session.provider,
            url: session.url,
            plan: { tier: lower(session.plan.tier), priceDisplay: session.plan.priceDisplay },
          },
    response: z.union([
      z.object({ provider: z.string(), url: z.string(), plan: z.object({ tier, priceDisplay: z.string() }) }),
      z.object({
        alreadyPro: z.literal(true),
        plan: z.object({ tier, name: z.string(), priceCents: z.number().int(), priceDisplay: z.string() }),
      }),
    ]),
    errors: [503],
  }),
  route({
    method: 'post',
    path: '/api/billing/webhook',
    summary: 'Billing provider subscription events (signature verified)',
    description:
      'Verified by one of: Stripe-Signature or ProviderA-Signature (Stripe scheme, PROVIDERA_WEBHOOK_SECRET); ' +
      'X-Signature = hex HMAC-SHA256 of the raw body (PROVIDERB_WEBHOOK_SECRET), or of "<X-Signature-Timestamp>.<raw body>" when the optional ' +
      'X-Signature-Timestamp (unix seconds) is sent; X-Billing-Webhook-Secret (BILLING_WEBHOOK_SECRET) ' +
      'with body {"id"?,"type":"subscription.created|subscription.updated|subscription.cancelled","data":{"userId","status","provider","currentPeriodEnd"}}. ' +
      "A missing or bad signature answers 400 and changes nothing; so does a signed timestamp more than 300 s from now (Stripe's and X-Signature-Timestamp). " +
      'Each applied event is recorded (Stripe: its id; others: body id, else a hash of what was signed): the same event again answers 200 {ignored: true, duplicate: true} and changes nothing.',
    tag: 'Billing',
    auth: 'none',
    rawBody: true,
    headers: [
      'Stripe-Signature',
      'ProviderA-Signature',
      'X-Signature',
      'X-Signature-Timestamp',
      'X-Billing-Webhook-Secret',
    ],
    operation: ApplyBillingWebhookDocument,
    variables: ({ rawBody, headers }) => ({
      rawBody,
      signatures: {
        stripeSignature: headers['Stripe-Signature'] ?? headers['ProviderA-Signature'],
        hmacSignature: headers['X-Signature'],
        hmacTimestamp: headers['X-Signature-Timestamp'],
        sharedSecret: headers['X-Billing-Webhook-Secret'],
      },
    }),
    respond: ({ applyBillingWebhook: result }) =>
      result.duplicate
        ? { ignored: true, duplicate: true }
        : result.ignored
          ? { ignored: true }
          : { ignored: false, userId: result.userId, status: result.status, provider: result.provider },
    response: z.object({
      ignored: z.boolean(),
      duplicate: z
        .literal(true)
        .optional()
        .meta({ description: 'Present when this event was applied before; nothing changed.' }),
      userId: z.number().int().optional(),
      status: z.string().optional(),
      provider: z.string().optional(),
    }),
  }),
];
