import { describe, it, expect } from '@jest/globals';
import { MalformedTierEvent, tierFromEvent } from './tier-event.js';

const ID = '0b6c3a52-6f1e-4c1a-9a43-3c9b1e0d7a11';
const prices = { PRO: 'price_pro', ENTERPRISE: 'price_ent' };
const CREATED = 1_795_000_000;
const event = (
  type: string,
  status: string,
  price: string,
  metadata: Record<string, string> = { identity_id: ID },
) => ({
  id: 'evt_1',
  type,
  created: CREATED,
  data: { object: { id: 'sub_1', status, metadata, items: { data: [{ price: { id: price } }] } } },
});
const at = {
  eventId: 'evt_1',
  created: new Date(CREATED * 1000),
  subscriptionId: 'sub_1',
  customerId: null,
};

describe('tierFromEvent', () => {
  it('sets the tier of the price for a live subscription', () => {
    expect(tierFromEvent(event('customer.subscription.created', 'active', 'price_pro'), prices)).toEqual({
      identityId: ID,
      tier: 'PRO',
      ended: false,
      ...at,
    });
    expect(tierFromEvent(event('customer.subscription.updated', 'trialing', 'price_ent'), prices)).toEqual({
      identityId: ID,
      tier: 'ENTERPRISE',
      ended: false,
      ...at,
    });
  });

  it('drops to FREE when the subscription ends or is no longer live', () => {
    expect(tierFromEvent(event('customer.subscription.deleted', 'canceled', 'price_pro'), prices)).toEqual({
      identityId: ID,
      tier: 'FREE',
      ended: true,
      ...at,
    });
    expect(tierFromEvent(event('customer.subscription.updated', 'unpaid', 'price_ent'), prices)).toEqual({
      identityId: ID,
      tier: 'FREE',
      ended: false,
      ...at,
    });
  });

  it("keeps the subscription's customer, an id or an expanded object", () => {
    const withCustomer = (customer: unknown) => {
      const base = event('customer.subscription.created', 'active', 'price_pro');
      return { ...base, data: { object: { ...base.data.object, customer } } };
    };
    expect(tierFromEvent(withCustomer('cus_1'), prices)?.customerId).toBe('cus_1');
    expect(tierFromEvent(withCustomer({ id: 'cus_2', object: 'customer' }), prices)?.customerId).toBe(
      'cus_2',
    );
    expect(tierFromEvent(withCustomer(42), prices)?.customerId).toBeNull();
  });

  it('ignores other events, other prices and subscriptions without a resume user', () => {
    expect(tierFromEvent(event('invoice.paid', 'active', 'price_pro'), prices)).toBeNull();
    expect(
      tierFromEvent(event('customer.subscription.updated', 'active', 'price_tabs_pro'), prices),
    ).toBeNull();
    expect(
      tierFromEvent(event('customer.subscription.updated', 'active', 'price_pro', {}), prices),
    ).toBeNull();
    expect(
      tierFromEvent(
        event('customer.subscription.updated', 'active', 'price_pro', { identity_id: '42' }),
        prices,
      ),
    ).toBeNull();
  });

  it('orders by subscription (the user when the object names none) and refuses an event without id or created', () => {
    const { data } = event('customer.subscription.updated', 'active', 'price_pro');
    const withoutId = {
      id: 'evt_2',
      type: 'customer.subscription.updated',
      created: CREATED,
      data: { object: { ...data.object, id: undefined } },
    };
    expect(tierFromEvent(withoutId, prices)?.subscriptionId).toBe(`identity:${ID}`);
    expect(() =>
      tierFromEvent(
        { ...event('customer.subscription.updated', 'active', 'price_pro'), created: undefined },
        prices,
      ),
    ).toThrow(MalformedTierEvent);
    expect(() =>
      tierFromEvent(
        { ...event('customer.subscription.updated', 'active', 'price_pro'), id: undefined },
        prices,
      ),
    ).toThrow(MalformedTierEvent);
  });
});
