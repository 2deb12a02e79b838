import { describe, expect, it } from '@jest/globals';
import { analyze, concentrationRisk } from './analytics.js';
import { allocationsByGame, CONDITION_MULTIPLIERS, holdingValue } from './valuation.js';
import { catalogingCheck } from './cataloging.js';

describe('valuation', () => {
  it("applies the cards API's condition multipliers", () => {
    expect(CONDITION_MULTIPLIERS).toEqual({
      mint: 1,
      near_mint: 0.9,
      lightly_played: 0.75,
      moderately_played: 0.6,
      heavily_played: 0.4,
      damaged: 0.25,
    });
    expect(holdingValue(10, 'near_mint', 3)).toBe(27);
    expect(holdingValue(10, 'damaged', 1)).toBe(2.5);
    expect(holdingValue(null, 'mint', 3)).toBeNull();
  });

  it('allocates by game with percentages of the value', () => {
    expect(
      allocationsByGame([
        { game: 'mtg', value: 75, quantity: 2 },
        { game: 'pokemon', value: 25, quantity: 1 },
        { game: 'mtg', value: 0, quantity: 4 },
      ]),
    ).toEqual([
      { game: 'mtg', value: 75, percentage: 75, cards: 6 },
      { game: 'pokemon', value: 25, percentage: 25, cards: 1 },
    ]);
  });
});

describe('analytics', () => {
  it('computes cost basis, unrealized P&L, weights, largest position and Herfindahl concentration', () => {
    const result = analyze([
      { cardId: 'a', cardName: 'A', quantity: 2, purchasePrice: 10, marketValue: 60 },
      { cardId: 'b', cardName: 'B', quantity: 1, purchasePrice: 50, marketValue: 40 },
    ]);
    expect(result).toMatchObject({
      totalCards: 3,
      totalValue: 100,
      totalCostBasis: 70,
      unrealizedPnl: 30,
      unrealizedPnlPercentage: 42.86,
    });
    expect(result.concentrationScore).toBeCloseTo(0.6 ** 2 + 0.4 ** 2, 4);
    expect(result.concentrationRisk).toBe('high');
    expect(result.largestPosition).toMatchObject({
      cardId: 'a',
      costBasis: 20,
      unrealizedPnl: 40,
      weightPercentage: 60,
    });
  });

  it('bands concentration: low below 0.15, moderate below 0.25, high above; none without value', () => {
    expect(concentrationRisk(0.1, true)).toBe('low');
    expect(concentrationRisk(0.15, true)).toBe('moderate');
    expect(concentrationRisk(0.25, true)).toBe('high');
    expect(analyze([]).concentrationRisk).toBe('none');
    const ten = analyze(
      Array.from({ length: 10 }, (_, i) => ({
        cardId: `c${i}`,
        cardName: '',
        quantity: 1,
        purchasePrice: 0,
        marketValue: 5,
      })),
    );
    expect(ten).toMatchObject({
      concentrationScore: 0.1,
      concentrationRisk: 'low',
      unrealizedPnlPercentage: null,
    });
  });
});

describe('cataloging check', () => {
  it('allows up to the limit and says when Pro would allow more', () => {
    expect(catalogingCheck(95, 5, 100, 'free')).toEqual({
      allowed: true,
      currentCards: 95,
      requestedCards: 5,
      maxCards: 100,
      requiresPro: false,
    });
    expect(catalogingCheck(95, 6, 100, 'free')).toMatchObject({ allowed: false, requiresPro: true });
    expect(catalogingCheck(95, 6, 9007199254740991, 'pro')).toMatchObject({
      allowed: true,
      requiresPro: false,
    });
  });
});
