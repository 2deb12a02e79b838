import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { directJobContext } from '@platform/jobs';
import { createLogger } from '@platform/observability';
import { BusinessRuleViolation } from '@platform/errors';
import { startCards, type CardsHarness } from './support/cards-domains.js';
import { TRADING_JOB } from '@platform/subgraph-trading';

const jobContext = directJobContext(createLogger('silent'));
let cards: CardsHarness;
let card: string;
let other: string;
beforeAll(async () => {
  cards = await startCards();
  const create = (name: string, marketPrice: number, condition = 'mint') =>
    cards.catalog.services.cards.create('admin', {
      name,
      game: 'mtg',
      setCode: 'tr',
      setName: 'Trade',
      rarity: 'rare',
      collectorNumber: '1',
      condition: condition as 'mint',
      variants: [
        { label: 'N', marketPrice },
        { label: 'F', finish: 'foil', marketPrice: marketPrice / 2 },
      ],
    });
  card = (await create('Lotus', 100)).cardId;
  other = (await create('Mox', 40, 'near_mint')).cardId;
}, 120_000);
afterAll(() => cards.close());

let n = 0;
const user = () => `user-${(n += 1)}`;
const pro = (id: string) =>
  cards.entitlements.services.entitlements.setSubscription(id, { tier: 'pro', status: 'active' });

describe('holdings and portfolio', () => {
  it('adds (incrementing, averaging the price), values by best variant × condition, removes by quantity', async () => {
    const { holdings, portfolio } = cards.collection.services;
    const u = user();
    await holdings.add(u, { cardId: card, quantity: 2, purchasePrice: 50 });
    const { entry } = await holdings.add(u, { cardId: card, quantity: 2, purchasePrice: 70 });
    expect(entry).toMatchObject({ quantity: 4, purchasePrice: 60 });
    await holdings.add(u, { cardId: other, quantity: 1 });
    expect(await portfolio.stats(u)).toMatchObject({
      totalCards: 5,
      totalValue: 436,
      allocations: [{ game: 'mtg', value: 436, percentage: 100, cards: 5 }],
    });
    expect(await holdings.remove(u, card, { quantity: 1 })).toEqual({
      ownerId: u,
      removedCardId: card,
      remainingQuantity: 3,
    });
    expect(await holdings.remove(u, card, { quantity: 10 })).toMatchObject({ remainingQuantity: 0 });
    await expect(holdings.remove(u, card, { quantity: 1 })).rejects.toThrow('Holding not found');
    expect((await holdings.list(u)).items.map((h) => h.cardId)).toEqual([other]);
    await expect(
      holdings.add(u, { cardId: '00000000-0000-4000-8000-000000000000', quantity: 1 }),
    ).rejects.toMatchObject({ code: 'UNPROCESSABLE', details: { reason: 'unknown_card' } });
    await expect(holdings.add(u, { cardId: card, quantity: 1.5 })).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
    });
    await expect(holdings.add(u, { cardId: card, quantity: 1, purchasePrice: -1 })).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
    });
  });

  it('holds a Free user to 100 cards with the details, lets Pro go on, and gates analytics and bulk import', async () => {
    const { holdings, portfolio } = cards.collection.services;
    const u = user();
    await holdings.add(u, { cardId: card, quantity: 98 });
    await expect(holdings.add(u, { cardId: other, quantity: 3 })).rejects.toMatchObject({
      code: 'UNPROCESSABLE',
      details: { reason: 'portfolio_limit_exceeded', current_cards: 98, requested_cards: 3, max_cards: 100 },
    });
    expect(await portfolio.catalogingCheck(u, { requestedCards: 3 })).toEqual({
      allowed: false,
      currentCards: 98,
      requestedCards: 3,
      maxCards: 100,
      requiresPro: true,
    });
    await expect(portfolio.analytics(u)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      details: { reason: 'entitlement_required', entitlement: 'portfolio.analytics.advanced' },
    });
    await expect(
      cards.collection.services.imports.importCsv(u, `card_id,quantity\n${card},1`),
    ).rejects.toMatchObject({ details: { reason: 'entitlement_required' } });
    await pro(u);
    await holdings.add(u, { cardId: other, quantity: 3, purchasePrice: 10 });
    const analytics = await portfolio.analytics(u);
    expect(analytics).toMatchObject({
      totalCards: 101,
      totalValue: 9908,
      totalCostBasis: 30,
      largestPosition: { cardId: card, marketValue: 9800 },
      concentrationRisk: 'high',
    });
    await expect(
      cards.collection.services.imports.importCsv(
        u,
        `card_id,quantity,purchase_price\n${card},2,5\nnot-a-card,1,1`,
      ),
    ).rejects.toMatchObject({ details: { reason: 'invalid_csv', errors: [{ line: 3 }] } });
    expect(
      await cards.collection.services.imports.importCsv(
        u,
        `Card_ID,quantity,purchase_price\n${card},2,5\n${card},1,8\n`,
      ),
    ).toEqual({ rows: 2, cards: 1, copiesAdded: 3, totalCards: 104 });
  });
});

describe('trades', () => {
  const item = (cardId: string, quantity: number) => ({ cardId, quantity });

  it("validates with the cards API's rules and shows a trade to its two parties only", async () => {
    const { trades } = cards.trading.services;
    const [a, b] = [user(), user()];
    await cards.collection.services.holdings.add(a, { cardId: card, quantity: 2 });
    await expect(trades.create(a, { receiverId: a, offeredItems: [item(card, 1)] })).rejects.toThrow(
      'cannot trade with yourself',
    );
    await expect(trades.create(a, { receiverId: b })).rejects.toThrow('must include at least one item');
    await expect(trades.create(a, { receiverId: b, offeredItems: [item(card, 0)] })).rejects.toThrow(
      'item quantity must be positive',
    );
    await expect(trades.create(a, { receiverId: b, offeredItems: [item(card, 1.5)] })).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
    });
    await expect(trades.create(a, { receiverId: b, offeredItems: [item(card, 3)] })).rejects.toMatchObject({
      details: { reason: 'insufficient_holdings' },
    });
    const trade = await trades.create(a, {
      receiverId: b,
      offeredItems: [item(card, 1)],
      requestedItems: [item(other, 1)],
      cashAdjustment: 5,
    });
    expect(trade).toMatchObject({
      status: 'pending',
      expiresAt: new Date(cards.clock.now().getTime() + 72 * 3600_000),
    });
    expect((await trades.get(b, trade.tradeId)).tradeId).toBe(trade.tradeId);
    await expect(trades.get(user(), trade.tradeId)).rejects.toThrow('Trade not found');
    expect((await trades.list(b)).items.map((t) => t.tradeId)).toContain(trade.tradeId);
    expect(await trades.value(a, trade.tradeId)).toMatchObject({
      netValue: 36 - 100 + 5,
      perspective: 'proposer',
    });
  });

  it('follows the state machine: 403 for the wrong party, 409 after, counter makes a new pending child', async () => {
    const { trades } = cards.trading.services;
    const [a, b] = [user(), user()];
    const first = await trades.create(a, { receiverId: b, requestedItems: [item(card, 1)] });
    await expect(trades.accept(a, first.tradeId)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(trades.cancel(b, first.tradeId)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const counter = await trades.counter(b, first.tradeId, { requestedItems: [item(other, 1)] });
    expect(counter).toMatchObject({
      status: 'pending',
      parentTradeId: first.tradeId,
      proposerId: b,
      receiverId: a,
    });
    expect((await trades.get(a, first.tradeId)).status).toBe('countered');
    for (const act of [
      () => trades.accept(b, first.tradeId),
      () => trades.reject(b, first.tradeId),
      () => trades.cancel(a, first.tradeId),
    ]) {
      await expect(act()).rejects.toMatchObject({ code: 'CONFLICT' });
    }
    expect((await trades.cancel(b, counter.tradeId)).status).toBe('cancelled');
  });

  it('expires overdue trades on read and by the job', async () => {
    const { trades } = cards.trading.services;
    const [a, b] = [user(), user()];
    const one = await trades.create(a, { receiverId: b, requestedItems: [item(card, 1)], expiryHours: 1 });
    const two = await trades.create(a, { receiverId: b, requestedItems: [item(card, 1)], expiryHours: 1 });
    cards.clock.advance(3600_000);
    expect((await trades.get(b, one.tradeId)).status).toBe('expired');
    await cards.trading.jobs
      .find((job) => job.name === TRADING_JOB.expire)!
      .handler({ userId: null }, jobContext);
    expect((await cards.sql(`select status from trading.trade where id = $1`, [two.tradeId]))[0].status).toBe(
      'expired',
    );
    await expect(trades.accept(b, two.tradeId)).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('accepts by moving both sides at once, refuses when a side no longer holds its cards, and never moves twice', async () => {
    const { trades } = cards.trading.services;
    const { holdings, transfers } = cards.collection.services;
    const [a, b] = [user(), user()];
    await holdings.add(a, { cardId: card, quantity: 2 });
    await holdings.add(b, { cardId: other, quantity: 1 });
    const trade = await trades.create(a, {
      receiverId: b,
      offeredItems: [item(card, 2)],
      requestedItems: [item(other, 1)],
    });
    await holdings.remove(b, other);
    await expect(trades.accept(b, trade.tradeId)).rejects.toMatchObject({
      details: {
        reason: 'insufficient_holdings',
        shortages: [{ party: 'receiver', card_id: other, needed: 1, held: 0 }],
      },
    });
    expect((await trades.get(a, trade.tradeId)).status).toBe('pending');
    await holdings.add(b, { cardId: other, quantity: 1 });
    expect((await trades.accept(b, trade.tradeId)).status).toBe('accepted');
    expect((await transfers.held(a, [card, other])).get(other)).toBe(1);
    expect((await transfers.held(b, [card])).get(card)).toBe(2);
    expect(await cards.collection.services.holdings.totalCards(a)).toBe(1);
    expect(
      await transfers.apply(trade.tradeId, [{ fromOwner: a, toOwner: b, cardId: other, quantity: 1 }]),
    ).toEqual({ status: 'already_applied' });
    await expect(trades.accept(b, trade.tradeId)).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('lets the receiver finish an accept whose process died after the transfer, once it is stalled, moving the cards once', async () => {
    const { trades } = cards.trading.services;
    const { holdings, transfers } = cards.collection.services;
    const [a, b] = [user(), user()];
    await holdings.add(a, { cardId: card, quantity: 1 });
    const trade = await trades.create(a, { receiverId: b, offeredItems: [item(card, 1)] });
    // The accept that died: its claim and its transfer happened, the status never did.
    await cards.sql(`update trading.trade set settling_since = $2 where id = $1`, [
      trade.tradeId,
      new Date(cards.clock.now()),
    ]);
    expect(
      await transfers.apply(trade.tradeId, [{ fromOwner: a, toOwner: b, cardId: card, quantity: 1 }]),
    ).toEqual({ status: 'applied' });
    await expect(trades.accept(b, trade.tradeId)).rejects.toMatchObject({
      code: 'CONFLICT',
      details: { reason: 'trade_settling' },
    });
    cards.clock.advance(61_000);
    await expect(trades.cancel(a, trade.tradeId)).rejects.toMatchObject({
      code: 'CONFLICT',
      details: { reason: 'trade_settling' },
    });
    expect((await trades.accept(b, trade.tradeId)).status).toBe('accepted');
    expect((await transfers.held(b, [card])).get(card)).toBe(1);
    expect(await holdings.totalCards(a)).toBe(0);
  });
});

describe('billing events and idempotency', () => {
  it('applies the same provider event once and ignores an older snapshot', async () => {
    const { billing, entitlements } = cards.entitlements.services;
    const u = user();
    const event = (id: string, created: number, status: string) => ({
      id,
      type: 'customer.subscription.updated',
      created: new Date(created),
      command: {
        kind: 'subscription' as const,
        userId: u,
        tier: 'pro' as const,
        status,
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
        providerSubscriptionId: 'sub',
        providerCustomerId: 'cus',
      },
    });
    expect(await billing.apply(event('evt_a', 2000, 'active'))).toEqual({ outcome: 'applied' });
    expect(await billing.apply(event('evt_a', 2000, 'active'))).toEqual({ outcome: 'duplicate' });
    expect(await billing.apply(event('evt_b', 1000, 'canceled'))).toEqual({ outcome: 'stale' });
    expect(await entitlements.of(u)).toMatchObject({
      effectiveTier: 'pro',
      status: 'active',
      catalogingLimits: { maxCards: 9007199254740991 },
    });
    const purchase = {
      id: 'evt_p',
      type: 'checkout.session.completed',
      created: new Date(3000),
      command: {
        kind: 'purchase' as const,
        userId: u,
        productId: 'proxy_print_credit' as const,
        quantity: 2,
        amountTotal: 398,
        currency: 'usd',
        sessionId: 'cs_1',
      },
    };
    await billing.apply(purchase);
    expect(await billing.apply(purchase)).toEqual({ outcome: 'duplicate' });
    expect(await billing.inventory(u)).toEqual({ credits: { proxy_print_credit: 2 }, owned: [] });
  });

  it('answers a repeated Idempotency-Key with the first answer and refuses it with another body', async () => {
    let runs = 0;
    const request = { scope: 'u1 POST /api/v1/trades', key: 'key-1', request: { a: 1, b: [1, 2] } };
    const first = await cards.idempotency.run(request, async () => ({ id: ++runs }));
    const again = await cards.idempotency.run({ ...request, request: { b: [1, 2], a: 1 } }, async () => ({
      id: ++runs,
    }));
    expect([first, again]).toEqual([
      { value: { id: 1 }, replayed: false },
      { value: { id: 1 }, replayed: true },
    ]);
    await expect(
      cards.idempotency.run({ ...request, request: { a: 2 } }, async () => ++runs),
    ).rejects.toMatchObject({ code: 'UNPROCESSABLE', details: { reason: 'idempotency_key_reused' } });
    const failing = { ...request, key: 'key-2' };
    await expect(
      cards.idempotency.run(failing, async () => {
        throw new BusinessRuleViolation('self_trade', 'cannot trade with yourself');
      }),
    ).rejects.toThrow('cannot trade with yourself');
    await expect(cards.idempotency.run(failing, async () => ++runs)).rejects.toThrow(
      'cannot trade with yourself',
    );
    cards.clock.advance(24 * 3600_000 + 1);
    expect(await cards.idempotency.run(request, async () => ({ id: ++runs }))).toEqual({
      value: { id: 2 },
      replayed: false,
    });
    expect(runs).toBe(2);
  });
});
