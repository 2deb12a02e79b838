import { describe, it, expect } from '@jest/globals';
import { InvalidEventBody, parseGenericEvent, parseStripeEvent } from './billing-event.js';

const stripe = (type: string, object: Record<string, unknown>) => ({ type, data: { object } }) as never;
const stripeAt = (type: string, object: Record<string, unknown>, created: number) =>
  ({ type, created, data: { object } }) as never;

describe('generic billing events (X-Signature, shared secret)', () => {
  it('reads a subscription change with its period end', () => {
    const event = parseGenericEvent(
      {
        type: 'subscription.updated',
        data: { userId: 3, status: 'Past_Due', provider: 'Manual', currentPeriodEnd: '2026-12-31T00:00:00Z' },
      },
      'providerb',
    );
    expect(event).toEqual({
      kind: 'change',
      type: 'subscription.updated',
      userId: 3,
      status: 'past_due',
      provider: 'manual',
      currentPeriodEnd: new Date('2026-12-31T00:00:00Z'),
    });
  });

  it('cancels to "canceled" unless a status is given, and fills in the default provider', () => {
    expect(
      parseGenericEvent({ type: 'subscription.cancelled', data: { userId: '4' } }, 'providerb'),
    ).toMatchObject({ userId: 4, status: 'canceled', provider: 'providerb', currentPeriodEnd: undefined });
    expect(
      parseGenericEvent({ type: 'subscription.cancelled', data: { userId: 4, status: 'unpaid' } }, 'x'),
    ).toMatchObject({ status: 'unpaid' });
  });

  it('ignores unknown types but refuses broken known ones', () => {
    expect(parseGenericEvent({ type: 'invoice.paid', data: {} }, 'x')).toMatchObject({ kind: 'ignored' });
    expect(() => parseGenericEvent({ data: {} }, 'x')).toThrow(InvalidEventBody);
    expect(() => parseGenericEvent({ type: 'subscription.created', data: { userId: 1 } }, 'x')).toThrow(
      /status is required/,
    );
    expect(() =>
      parseGenericEvent({ type: 'subscription.created', data: { userId: -1, status: 'active' } }, 'x'),
    ).toThrow(InvalidEventBody);
    expect(() =>
      parseGenericEvent(
        { type: 'subscription.created', data: { userId: 1, status: 'active', currentPeriodEnd: 'soon' } },
        'x',
      ),
    ).toThrow(InvalidEventBody);
  });
});

describe('Stripe events', () => {
  it('reads the user from subscription metadata and the period end from the item (current API versions)', () => {
    const event = parseStripeEvent(
      stripe('customer.subscription.created', {
        status: 'active',
        metadata: { userId: '9' },
        items: { data: [{ current_period_end: 1_800_000_000 }] },
      }),
    );
    expect(event).toEqual({
      kind: 'change',
      type: 'customer.subscription.created',
      userId: 9,
      status: 'active',
      provider: 'stripe',
      currentPeriodEnd: new Date(1_800_000_000_000),
    });
  });

  it("carries the event's time (created) so an older event can be told apart; none without created", () => {
    const subscription = { status: 'active', metadata: { userId: '9' } };
    expect(
      parseStripeEvent(stripeAt('customer.subscription.updated', subscription, 1_800_000_000)),
    ).toMatchObject({ kind: 'change', occurredAt: new Date(1_800_000_000_000) });
    expect(
      parseStripeEvent(
        stripeAt(
          'checkout.session.completed',
          { client_reference_id: '9', payment_status: 'paid' },
          1_800_000_001,
        ),
      ),
    ).toMatchObject({ occurredAt: new Date(1_800_000_001_000) });
    expect(parseStripeEvent(stripe('customer.subscription.updated', subscription))).toMatchObject({
      occurredAt: undefined,
    });
  });

  it('prefers the subscription-level period end of older API versions, and turns deletion into canceled', () => {
    const event = parseStripeEvent(
      stripe('customer.subscription.deleted', {
        status: 'active',
        metadata: { userId: '9' },
        current_period_end: 1_700_000_000,
      }),
    );
    expect(event).toMatchObject({ status: 'canceled', currentPeriodEnd: new Date(1_700_000_000_000) });
  });

  it('ignores subscriptions that name no user, unpaid checkouts and other event types', () => {
    expect(
      parseStripeEvent(stripe('customer.subscription.updated', { status: 'active', metadata: {} })),
    ).toMatchObject({ kind: 'ignored' });
    expect(
      parseStripeEvent(
        stripe('checkout.session.completed', { client_reference_id: '9', payment_status: 'unpaid' }),
      ),
    ).toMatchObject({ kind: 'ignored' });
    expect(parseStripeEvent(stripe('invoice.paid', {}))).toMatchObject({
      kind: 'ignored',
      reason: 'unsupported event type',
    });
  });

  it('activates the user of a completed checkout', () => {
    expect(
      parseStripeEvent(
        stripe('checkout.session.completed', { client_reference_id: '12', payment_status: 'paid' }),
      ),
    ).toEqual({
      kind: 'change',
      type: 'checkout.session.completed',
      userId: 12,
      status: 'active',
      provider: 'stripe',
    });
  });
});
