import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { createLogger } from '@platform/observability';
import { openStorage, type OpenedStorage } from '@platform/test-kit';
import { createTradingDomain, tradingStorage, type TradingPorts } from '../src/domain.js';

// A proposal may name its receiver by the handle of their platform account. The directory stands in
// for the accounts subgraph (accountByHandle); the collection's side holds every card in plenty.
const accounts = new Map<string, string>();
const asked: string[] = [];
const directory = {
  accountIdByHandle: async (handle: string) => (
    asked.push(handle),
    accounts.get(handle.toLowerCase()) ?? null
  ),
};
const ports: TradingPorts = {
  valueItems: async (items) => ({
    total: 0,
    items: items.map((item) => ({ ...item, unitValue: null, value: null })),
    unpricedCardIds: items.map((item) => item.cardId),
    unknownCardIds: [],
  }),
  held: async (_owner, cardIds) => new Map(cardIds.map((id) => [id, 100])),
  transfer: async () => ({ status: 'applied' }),
};

let storage: OpenedStorage;
let trading: ReturnType<typeof createTradingDomain>;
let withoutDirectory: ReturnType<typeof createTradingDomain>;
beforeAll(async () => {
  storage = await openStorage(tradingStorage);
  const logger = createLogger('silent');
  trading = createTradingDomain({ orm: storage.orm, logger, ports, receivers: directory });
  withoutDirectory = createTradingDomain({ orm: storage.orm, logger, ports });
}, 120_000);
afterAll(() => storage.close());

const offer = { offeredItems: [{ cardId: 'card-1', quantity: 1 }] };

describe('a receiver named by handle', () => {
  it("stores the account id the handle names, and lists the trade as the receiver's", async () => {
    const [proposer, receiver] = [randomUUID(), randomUUID()];
    accounts.set('rook_42', receiver);
    const trade = await trading.services.trades.create(proposer, { receiverHandle: 'Rook_42', ...offer });
    expect(trade).toMatchObject({ proposerId: proposer, receiverId: receiver, status: 'pending' });
    expect(asked.at(-1)).toBe('Rook_42');
    const listed = await trading.services.trades.list(receiver, { role: 'receiver' });
    expect(listed.items.map((item) => item.tradeId)).toEqual([trade.tradeId]);
  });

  it('still takes a receiver id, without asking the accounts', async () => {
    const before = asked.length;
    const receiver = `outside-${randomUUID()}`;
    const trade = await trading.services.trades.create(randomUUID(), { receiverId: receiver, ...offer });
    expect(trade.receiverId).toBe(receiver);
    expect(asked.length).toBe(before);
  });

  it('refuses a handle no account holds as 422 unknown_receiver, and stores nothing', async () => {
    const proposer = randomUUID();
    await expect(
      trading.services.trades.create(proposer, { receiverHandle: 'nobody_here', ...offer }),
    ).rejects.toMatchObject({
      code: 'UNPROCESSABLE',
      message: 'No account has the handle nobody_here',
      details: { reason: 'unknown_receiver', receiver_handle: 'nobody_here' },
    });
    expect((await trading.services.trades.list(proposer)).items).toEqual([]);
  });

  it("refuses the proposer's own handle as a trade with yourself", async () => {
    const proposer = randomUUID();
    accounts.set('mirror', proposer);
    await expect(
      trading.services.trades.create(proposer, { receiverHandle: 'mirror', ...offer }),
    ).rejects.toMatchObject({ code: 'UNPROCESSABLE', message: 'cannot trade with yourself' });
  });

  it('needs exactly one of receiverId and receiverHandle (400)', async () => {
    const proposer = randomUUID();
    accounts.set('both_ways', randomUUID());
    for (const input of [
      { ...offer },
      { receiverId: randomUUID(), receiverHandle: 'both_ways', ...offer },
      { receiverHandle: '   ', ...offer },
    ]) {
      await expect(trading.services.trades.create(proposer, input)).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
      });
    }
    expect((await trading.services.trades.list(proposer)).items).toEqual([]);
  });

  it('answers 503 for a handle where the accounts cannot be reached', async () => {
    accounts.set('far_away', randomUUID());
    await expect(
      withoutDirectory.services.trades.create(randomUUID(), { receiverHandle: 'far_away', ...offer }),
    ).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });
});
