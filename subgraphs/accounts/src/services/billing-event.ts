import { z } from 'zod';
import type Stripe from 'stripe';

/** A verified provider event, reduced to what the account needs. */
export type BillingEvent =
  | { kind: 'ignored'; type: string; reason: string }
  | {
      kind: 'change';
      type: string;
      userId: number;
      status: string;
      provider: string;
      currentPeriodEnd?: Date | null;
      /** The provider's time of the event (Stripe's `created`): an event older than the one applied changes nothing. */
      occurredAt?: Date;
    };

/** Thrown when a verified body does not have the shape of the event it names. */
export class InvalidEventBody extends Error {}

const status = z
  .string()
  .trim()
  .toLowerCase()
  .transform((s) => (s === 'cancelled' ? 'canceled' : s))
  .pipe(z.string().regex(/^[a-z_]{1,40}$/));
const provider = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.string().regex(/^[a-z0-9_.-]{1,50}$/));
const userId = z.union([
  z.number().int().positive(),
  z
    .string()
    .regex(/^\d{1,12}$/)
    .transform(Number),
]);

// ---- the generic format (X-Signature and shared secret) ----
const GENERIC_TYPES = ['subscription.created', 'subscription.updated', 'subscription.cancelled'] as const;
const genericEvent = z.object({
  type: z.enum(GENERIC_TYPES),
  data: z.object({
    userId,
    status: status.optional(),
    provider: provider.optional(),
    currentPeriodEnd: z.iso
      .datetime({ offset: true })
      .transform((s) => new Date(s))
      .nullable()
      .optional(),
  }),
});

/** `{"type":"subscription.created|updated|cancelled","data":{userId,status,provider,currentPeriodEnd}}` */
export function parseGenericEvent(body: unknown, defaultProvider: string): BillingEvent {
  const type = z.object({ type: z.string().max(100) }).safeParse(body);
  if (!type.success) throw new InvalidEventBody('missing event type');
  if (!(GENERIC_TYPES as readonly string[]).includes(type.data.type))
    return { kind: 'ignored', type: type.data.type, reason: 'unsupported event type' };
  const parsed = genericEvent.safeParse(body);
  if (!parsed.success)
    throw new InvalidEventBody(
      parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
    );
  const { data } = parsed.data;
  const cancelled = parsed.data.type === 'subscription.cancelled';
  if (!cancelled && !data.status) throw new InvalidEventBody('data.status is required');
  return {
    kind: 'change',
    type: parsed.data.type,
    userId: data.userId,
    status: data.status ?? 'canceled',
    provider: data.provider ?? defaultProvider,
    currentPeriodEnd: data.currentPeriodEnd,
  };
}

// ---- Stripe ----
const seconds = z
  .number()
  .int()
  .positive()
  .transform((s) => new Date(s * 1000));
const metadataUserId = z
  .object({ userId: userId.optional().catch(undefined) })
  .nullish()
  .catch(undefined);
const stripeSubscription = z.object({
  status,
  metadata: metadataUserId,
  current_period_end: seconds.nullish().catch(undefined),
  items: z
    .object({ data: z.array(z.object({ current_period_end: seconds.nullish().catch(undefined) })) })
    .nullish()
    .catch(undefined),
});
const stripeCheckoutSession = z.object({
  client_reference_id: userId.nullish().catch(undefined),
  metadata: metadataUserId,
  payment_status: z.string().nullish(),
});

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);

/** Stripe's `created` (seconds) as a time; absent or broken: unknown, and the event is not ordered. */
const occurredAt = (created: unknown) =>
  typeof created === 'number' && Number.isInteger(created) && created > 0
    ? new Date(created * 1000)
    : undefined;

/**
 * customer.subscription.created/updated/deleted and checkout.session.completed; others are ignored.
 * Stripe retries and does not promise order, so a change carries the event's time (occurredAt).
 */
export function parseStripeEvent(
  event: Pick<Stripe.Event, 'type' | 'data'> & { created?: number },
): BillingEvent {
  const { type } = event;
  const at = occurredAt(event.created);
  if (SUBSCRIPTION_EVENTS.has(type)) {
    const parsed = stripeSubscription.safeParse(event.data.object);
    if (!parsed.success) throw new InvalidEventBody('not a subscription object');
    const sub = parsed.data;
    const id = sub.metadata?.userId;
    if (!id) return { kind: 'ignored', type, reason: 'subscription has no metadata.userId' };
    const periodEnd = sub.current_period_end ?? sub.items?.data[0]?.current_period_end ?? undefined;
    const newStatus = type === 'customer.subscription.deleted' ? 'canceled' : sub.status;
    return {
      kind: 'change',
      type,
      userId: id,
      status: newStatus,
      provider: 'stripe',
      currentPeriodEnd: periodEnd,
      occurredAt: at,
    };
  }
  if (type === 'checkout.session.completed') {
    const parsed = stripeCheckoutSession.safeParse(event.data.object);
    if (!parsed.success) throw new InvalidEventBody('not a checkout session');
    const session = parsed.data;
    // Delayed payment methods complete the session before the money arrives; the subscription
    // events that follow carry the real status.
    if (session.payment_status === 'unpaid')
      return { kind: 'ignored', type, reason: 'checkout not paid yet' };
    const id = session.client_reference_id ?? session.metadata?.userId;
    if (!id) return { kind: 'ignored', type, reason: 'checkout session has no client_reference_id' };
    return { kind: 'change', type, userId: id, status: 'active', provider: 'stripe', occurredAt: at };
  }
  return { kind: 'ignored', type, reason: 'unsupported event type' };
}
