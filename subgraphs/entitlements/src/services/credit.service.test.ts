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
  it('spends credits in one ledger row each, refuses more than the balance with 402, and gives a refund back', async () => {
    await purchase('dave', 'proxy_print_credit', 4, 1000);
    const credits = domain.services.credits;
    await expect(credits.spend('dave', 'proxy_print_credit', 3, 'proxy_print')).resolves.toMatchObject({
      productId: 'proxy_print_credit',
      quantity: 3,
      credits: 4,
      spent: 3,
      balance: 1,
    });
    await expect(credits.spend('dave', 'proxy_print_credit', 2, 'direct')).rejects.toMatchObject({
      code: 'UPGRADE_REQUIRED',
      details: { reason: 'insufficient_credits', required: 2, balance: 1, product_id: 'proxy_print_credit' },
    });
    const last = await credits.spend('dave', 'proxy_print_credit', 1, 'direct');
    expect(last.balance).toBe(0);
    await credits.refund('dave', last.spendId);
    expect((await credits.list('dave')).items).toEqual([
      expect.objectContaining({ credits: 4, spent: 3, balance: 1 }),
    ]);
    // Nobody else's credits and no durables are spendable.
    await expect(credits.spend('erin', 'proxy_print_credit', 1, 'direct')).rejects.toMatchObject({
      details: { reason: 'insufficient_credits', balance: 0 },
    });
    await expect(credits.spend('dave', 'avatar_skin', 1, 'direct')).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
    });
  });

  it('lets exactly the affordable spends through when they race', async () => {
    await purchase('frank', 'proxy_print_credit', 5, 1000);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        domain.services.credits.spend('frank', 'proxy_print_credit', 1, 'direct'),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
    expect((await domain.services.credits.list('frank')).items).toEqual([
      expect.objectContaining({ spent: 5, balance: 0 }),
    ]);
  });

  it("adds up each consumable's receipts per product, leaves durables out, and shows only the owner's", async () => {
    await purchase('alice', 'proxy_print_credit', 2, 1000);
    await purchase('alice', 'proxy_print_credit', 3, 3000);
    await purchase('alice', 'avatar_skin', 1, 2000);
    await purchase('bob', 'proxy_print_credit', 7, 4000);
    const credits = await domain.services.credits.list('alice');
    expect(credits).toEqual({
      items: [
        {
          productId: 'proxy_print_credit',
          credits: 5,
          receipts: 2,
          lastPurchasedAt: new Date(3000),
          spent: 0,
          balance: 5,
        },
      ],
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
