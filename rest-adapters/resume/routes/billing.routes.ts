import { z } from 'zod';
import { CreateHunterBillingPortalDocument, CreateHunterCheckoutDocument } from '@platform/operations';
import {
  MutationCreateHunterBillingPortalArgsSchema,
  MutationCreateHunterCheckoutArgsSchema,
} from '@platform/subgraph-hunter/validation';
import { route } from '../../core/index.js';

const UNAVAILABLE =
  "503 SERVICE_UNAVAILABLE with details {reason: checkout_unavailable, missing} until STRIPE_SECRET_KEY (and the tier's HUNTER_PRICE_*) are set; " +
  'details.reason checkout_provider_error when Stripe refuses.';

/** Upgrading a Hunter tier and managing the subscription, through Stripe (hunter:use). */
export const billingRoutes = [
  route({
    method: 'post',
    path: '/billing/checkout',
    summary: 'Stripe Checkout for the PRO or ENTERPRISE tier',
    description:
      'body {tier: PRO | ENTERPRISE, successUrl, cancelUrl} (absolute http(s) URLs). The buyer pays at url; the subscription carries ' +
      `metadata.identity_id, so its event on POST /webhooks/stripe sets the tier that GET /jobs/quota answers. ${UNAVAILABLE} ` +
      'Send Idempotency-Key to make a retry safe.',
    tag: 'Hunter',
    auth: 'user',
    idempotent: true,
    headers: ['Idempotency-Key'],
    body: MutationCreateHunterCheckoutArgsSchema().shape.input,
    operation: CreateHunterCheckoutDocument,
    variables: ({ body }) => ({ input: body }),
    respond: ({ createHunterCheckout }) => createHunterCheckout,
    response: z
      .object({ checkoutSessionId: z.string(), url: z.string(), tier: z.enum(['PRO', 'ENTERPRISE']) })
      .meta({ id: 'HunterCheckout' }),
    errors: [503],
  }),
  route({
    method: 'post',
    path: '/billing/portal',
    summary: "Stripe's customer portal: manage or cancel the caller's subscription",
    description:
      "body {returnUrl}. Opens for the customer of the caller's own latest subscription (as Stripe's events named it); 404 NOT_FOUND " +
      `for a caller who never subscribed. A cancellation reaches the tier through POST /webhooks/stripe. ${UNAVAILABLE}`,
    tag: 'Hunter',
    auth: 'user',
    body: MutationCreateHunterBillingPortalArgsSchema().shape.input,
    operation: CreateHunterBillingPortalDocument,
    variables: ({ body }) => ({ input: body }),
    respond: ({ createHunterBillingPortal }) => createHunterBillingPortal,
    response: z.object({ portalSessionId: z.string(), url: z.string() }).meta({ id: 'HunterBillingPortal' }),
    errors: [404, 503],
  }),
];
