import { describe, it, expect } from '@jest/globals';
import { tierFromEvent } from './tier-event.js';

const ID = '0b6c3a52-6f1e-4c1a-9a43-3c9b1e0d7a11';
const prices = { PRO: 'price_pro', ENTERPRISE: 'price_ent' };
const event = (type: string, status: string, price: string, metadata: Record<string, string> = { identity_id: ID }) => ({
  type,
  data: { object: { status, metadata, items: { data: [{ price: { id: price } }] } } },
});

describe('tierFromEvent', () => {
  it('sets the tier of the price for a live subscription', () => {
    expect(tierFromEvent(event('customer.subscription.created', 'active', 'price_pro'), prices)).toEqual({ identityId: ID, tier: 'PRO' });
    expect(tierFromEvent(event('customer.subscription.updated', 'trialing', 'price_ent'), prices)).toEqual({ identityId: ID, tier: 'ENTERPRISE' });
  });

  it('drops to FREE when the subscription ends or is no longer live', () => {
    expect(tierFromEvent(event('customer.subscription.deleted', 'canceled', 'price_pro'), prices)).toEqual({ identityId: ID, tier: 'FREE' });
    expect(tierFromEvent(event('customer.subscription.updated', 'unpaid', 'price_ent'), prices)).toEqual({ identityId: ID, tier: 'FREE' });
  });

  it('ignores other events, other prices and subscriptions without a resume user', () => {
    expect(tierFromEvent(event('invoice.paid', 'active', 'price_pro'), prices)).toBeNull();
    expect(tierFromEvent(event('customer.subscription.updated', 'active', 'price_tabs_pro'), prices)).toBeNull();
    expect(tierFromEvent(event('customer.subscription.updated', 'active', 'price_pro', {}), prices)).toBeNull();
    expect(tierFromEvent(event('customer.subscription.updated', 'active', 'price_pro', { identity_id: '42' }), prices)).toBeNull();
  });
});
