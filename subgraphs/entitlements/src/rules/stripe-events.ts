import { z } from 'zod';
import { isProductId, type ProductId } from './products.js';
import { TIERS, type Tier } from './tiers.js';

/** What a verified provider event asks of the entitlements domain. */
export type BillingCommand =
  | {
      kind: 'subscription';
      userId: string;
      tier: Tier;
      status: string;
      currentPeriodEnd: Date | null;
      cancelAtPeriodEnd: boolean;
      providerSubscriptionId: string | null;
      providerCustomerId: string | null;
    }
  | {
      kind: 'purchase';
      userId: string;
      productId: ProductId;
      quantity: number;
      amountTotal: number | null;
      currency: string | null;
      sessionId: string;
    }
  | { kind: 'ignored'; reason: string };

export interface ProviderEvent {
  id: string;
  type: string;
  /** The provider's time of the event. */
  created: Date;
  command: BillingCommand;
}

const userId = z.string().trim().min(1).max(255);
const seconds = z
  .number()
  .int()
  .positive()
  .transform((s) => new Date(s * 1000));
const idOf = z.union([z.string(), z.object({ id: z.string() }).transform((object) => object.id)]);

const subscriptionObject = z.object({
  id: z.string().nullish(),
  customer: idOf.nullish(),
  status: z.string().min(1).max(24),
  cancel_at_period_end: z.boolean().nullish(),
  current_period_end: seconds.nullish().catch(undefined),
  items: z
    .object({ data: z.array(z.object({ current_period_end: seconds.nullish().catch(undefined) })) })
    .nullish()
    .catch(undefined),
  metadata: z.record(z.string(), z.string()).nullish(),
});

const checkoutSession = z.object({
  id: z.string(),
  mode: z.string().nullish(),
  payment_status: z.string().nullish(),
  client_reference_id: z.string().nullish(),
  amount_total: z.number().int().nullish(),
  currency: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
});

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
  'customer.subscription.trial_will_end',
]);

/**
 * A Stripe event (already verified by its signature) as a command:
 *  - customer.subscription.*: the subscription snapshot for metadata.user_id with metadata.tier
 *    (default pro); `deleted` ends it (status canceled); current_period_end from the subscription or
 *    its first item (newer API versions keep it there);
 *  - checkout.session.completed in payment mode and paid: an in-app purchase receipt for
 *    metadata.user_id (or client_reference_id), metadata.product_id and metadata.quantity (default 1);
 *  - anything else, or without a user: ignored, with the reason.
 */
export function mapStripeEvent(event: {
  id: string;
  type: string;
  created: number;
  data: { object: unknown };
}): ProviderEvent {
  const base = { id: event.id, type: event.type, created: new Date(event.created * 1000) };
  const ignored = (reason: string): ProviderEvent => ({ ...base, command: { kind: 'ignored', reason } });
  if (SUBSCRIPTION_EVENTS.has(event.type)) {
    const parsed = subscriptionObject.safeParse(event.data.object);
    if (!parsed.success) return ignored('not a subscription object');
    const sub = parsed.data;
    const user = userId.safeParse(sub.metadata?.user_id);
    if (!user.success) return ignored('subscription has no metadata.user_id');
    const tier = (TIERS as readonly string[]).includes(sub.metadata?.tier ?? '')
      ? (sub.metadata!.tier as Tier)
      : 'pro';
    return {
      ...base,
      command: {
        kind: 'subscription',
        userId: user.data,
        tier,
        status: event.type === 'customer.subscription.deleted' ? 'canceled' : sub.status,
        currentPeriodEnd: sub.current_period_end ?? sub.items?.data[0]?.current_period_end ?? null,
        cancelAtPeriodEnd: sub.cancel_at_period_end ?? false,
        providerSubscriptionId: sub.id ?? null,
        providerCustomerId: sub.customer ?? null,
      },
    };
  }
  if (event.type === 'checkout.session.completed') {
    const parsed = checkoutSession.safeParse(event.data.object);
    if (!parsed.success) return ignored('not a checkout session object');
    const session = parsed.data;
    if (session.mode !== 'payment')
      return ignored(
        `checkout in ${session.mode ?? 'unknown'} mode (subscriptions follow customer.subscription.* events)`,
      );
    if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required')
      return ignored(`payment ${session.payment_status ?? 'unknown'}`);
    const user = userId.safeParse(session.metadata?.user_id ?? session.client_reference_id);
    if (!user.success) return ignored('checkout session names no user');
    const productId = session.metadata?.product_id;
    if (!isProductId(productId)) return ignored(`unknown product ${productId ?? '(none)'}`);
    const quantity = Number(session.metadata?.quantity ?? '1');
    if (!Number.isInteger(quantity) || quantity < 1) return ignored('bad quantity');
    return {
      ...base,
      command: {
        kind: 'purchase',
        userId: user.data,
        productId,
        quantity,
        amountTotal: session.amount_total ?? null,
        currency: session.currency ?? null,
        sessionId: session.id,
      },
    };
  }
  return ignored('unsupported event type');
}
