import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startCards, type CardsHarness } from './support/cards-domains.js';

// Concurrency where it is real: a PostgreSQL server runs statements of many connections at once
// (embedded PGlite runs one at a time, and every holding change is one statement there).
describe('holdings under concurrent writers on the PostgreSQL server', () => {
  let cards: CardsHarness;
  let card: string;
  beforeAll(async () => {
    cards = await startCards('postgres');
    card = (
      await cards.catalog.services.cards.create('admin', {
        name: 'Race',
        game: 'mtg',
        setCode: 'rc',
        setName: 'Race',
        rarity: 'rare',
        collectorNumber: '1',
      })
    ).cardId;
  }, 120_000);
  afterAll(() => cards?.close());

  it('never lets concurrent adds pass the Free limit', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 15 }, () =>
        cards.collection.services.holdings.add('racer', { cardId: card, quantity: 10 }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
    expect(await cards.collection.services.holdings.totalCards('racer')).toBe(100);
  });

  it('moves each copy once when concurrent trades compete for the same holding', async () => {
    const { holdings } = cards.collection.services;
    await holdings.add('giver', { cardId: card, quantity: 5 });
    const trades = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        cards.trading.services.trades.create('giver', {
          receiverId: `taker-${i}`,
          offeredItems: [{ cardId: card, quantity: 1 }],
        }),
      ),
    );
    const accepted = await Promise.allSettled(
      trades.map((trade, i) => cards.trading.services.trades.accept(`taker-${i}`, trade.tradeId)),
    );
    expect(accepted.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    const held = await cards.sql(
      `select coalesce(sum(quantity), 0)::int as n from collection.holding where card_id = $1 and owner_id like 'taker-%'`,
      [card],
    );
    expect(held[0].n).toBe(5);
    expect((await cards.collection.services.transfers.held('giver', [card])).get(card)).toBe(0);
    const totals = await cards.sql(
      `select coalesce(sum(total_cards), 0)::int as n from collection.portfolio where owner_id = 'giver' or owner_id like 'taker-%'`,
    );
    expect(totals[0].n).toBe(5);
  });
});
