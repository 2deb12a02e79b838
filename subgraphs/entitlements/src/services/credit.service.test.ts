import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLogger } from '@platform/observability';
import { openStorage, type OpenedStorage } from '@platform/test-kit';
import { createEntitlementsDomain, entitlementsStorage } from '../domain.js';
import type { ProductId } from '../rules/products.js';

let storage: OpenedStorage;
let domain: ReturnType<typeof createEntitlementsDomain>;
let sessions = 0;

/** A completed payment-mode checkout for the user, as the webhook applies it. */
const purchase = (userId: string, productId: ProductId, quantity: number, at: number) => {
  sessions += 1;
  return domain.services.billing.apply({
    id: `evt_${sessions}`,
    type: 'checkout.session.completed',
    created: new Date(at),
    command: {
      kind: 'purchase',
      userId,
      productId,
      quantity,
      amountTotal: 199 * quantity,
      currency: 'usd',
      sessionId: `cs_${sessions}`,
    },
  });
};

beforeAll(async () => {
  storage = await openStorage(entitlementsStorage);
  domain = createEntitlementsDomain({ orm: storage.orm, logger: createLogger('silent') });
});
afterAll(() => storage?.close());

describe('receipts and credits', () => {
  it("adds up each consumable's receipts per product, leaves durables out, and shows only the owner's", async () => {
    await purchase('alice', 'proxy_print_credit', 2, 1000);
    await purchase('alice', 'proxy_print_credit', 3, 3000);
    await purchase('alice', 'avatar_skin', 1, 2000);
    await purchase('bob', 'proxy_print_credit', 7, 4000);
    const credits = await domain.services.credits.list('alice');
    expect(credits).toEqual({
      items: [{ productId: 'proxy_print_credit', credits: 5, receipts: 2, lastPurchasedAt: new Date(3000) }],
      nextCursor: null,
      hasMore: false,
    });
    expect((await domain.services.credits.list('bob')).items).toEqual([
      expect.objectContaining({ credits: 7, receipts: 1 }),
    ]);
    expect((await domain.services.credits.list('carol')).items).toEqual([]);
  });

  it('walks the receipts newest first in keyset pages, and refuses a cursor of another caller', async () => {
    const first = await domain.services.billing.receipts('alice', { limit: 2 });
    expect(first.items.map((receipt) => receipt.purchasedAt.getTime())).toEqual([3000, 2000]);
    expect(first.hasMore).toBe(true);
    const rest = await domain.services.billing.receipts('alice', { limit: 2, cursor: first.nextCursor });
    expect(rest).toMatchObject({ items: [{ purchasedAt: new Date(1000), quantity: 2 }], hasMore: false });
    await expect(
      domain.services.billing.receipts('bob', { limit: 2, cursor: first.nextCursor }),
    ).rejects.toMatchObject({ details: { reason: 'invalid_cursor' } });
  });

  it('pages credits by product id with a cursor scoped to the caller', async () => {
    const page = await domain.services.credits.list('alice', { limit: 1 });
    expect(page).toMatchObject({ items: [{ productId: 'proxy_print_credit' }], hasMore: false });
    await expect(domain.services.credits.list('alice', { limit: 0 })).rejects.toMatchObject({
      details: { reason: 'invalid_limit' },
    });
  });
});
