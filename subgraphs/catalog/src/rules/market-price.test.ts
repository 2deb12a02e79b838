import { describe, expect, it } from '@jest/globals';
import { computeMarketPrice, confidenceOf, quantile, type PricePointSample } from './market-price.js';
import { spreadOf } from './arbitrage.js';
import { tickerOf } from './ticker.js';

const NOW = new Date('2026-11-23T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86400_000);
const point = (source: string, price: number, isSold: boolean, days = 1): PricePointSample => ({
  source,
  price,
  isSold,
  observedAt: daysAgo(days),
});

describe('market price', () => {
  it('drops points older than 30 days and outliers beyond the 1.5 IQR fences, weights sold twice', () => {
    const planted = [
      point('tcgplayer', 10, true),
      point('tcgplayer', 11, false),
      point('ebay', 12, true),
      point('ebay', 13, false),
      point('cardkingdom', 12, false),
      point('cardkingdom', 11, true),
      point('ebay', 14, false),
      point('tcgplayer', 10, false),
      point('ebay', 100, true), // outlier
      point('private_auction', 1, true), // outlier
      point('tcgplayer', 500, true, 31), // too old
      point('ebay', 12, true, 30), // exactly 30 days: inside
    ];
    const result = computeMarketPrice(planted, NOW);
    expect(result.windowPoints).toBe(11);
    const sorted = [1, 10, 10, 11, 11, 12, 12, 12, 13, 14, 100];
    const q1 = quantile(sorted, 0.25);
    const q3 = quantile(sorted, 0.75);
    expect([q1, q3]).toEqual([10.5, 12.5]);
    expect(result.fences).toEqual({ low: 7.5, high: 15.5 });
    expect(result.keptPoints).toBe(9);
    // kept: sold 10, 12, 11, 12 (w 2) and active 11, 13, 12, 14, 10 (w 1)
    expect(result.price).toBeCloseTo((2 * (10 + 12 + 11 + 12) + (11 + 13 + 12 + 14 + 10)) / 13, 2);
    expect(result.sourcesUsed).toBe(3);
    expect(result.validUntil).toEqual(new Date(daysAgo(30).getTime() + 30 * 86400_000));
    expect(result.confidence).toBe(confidenceOf([3, 4, 2])); // tcgplayer 3, ebay 4, cardkingdom 2
  });

  it('interpolates quartiles linearly between closest ranks (type 7)', () => {
    expect(quantile([1, 2, 3, 4], 0.25)).toBe(1.75);
    expect(quantile([1, 2, 3, 4], 0.75)).toBe(3.25);
    expect(quantile([7], 0.25)).toBe(7);
  });

  it('answers an empty result without points in the window', () => {
    expect(computeMarketPrice([point('ebay', 5, true, 40)], NOW)).toMatchObject({
      price: null,
      confidence: 0,
      sourcesUsed: 0,
      validUntil: null,
    });
  });

  it('rates confidence higher with more kept points and more even sources, within [0, 1]', () => {
    expect(confidenceOf([])).toBe(0);
    expect(confidenceOf([6])).toBeLessThan(confidenceOf([12]));
    expect(confidenceOf([2, 2, 2])).toBeGreaterThan(confidenceOf([6]));
    expect(confidenceOf([5, 1])).toBeLessThan(confidenceOf([3, 3]));
    expect(confidenceOf([1000, 1000, 1000, 1000])).toBeLessThanOrEqual(1);
    expect(confidenceOf([1000, 1000, 1000, 1000])).toBeGreaterThan(0.99);
  });
});

describe('arbitrage spread', () => {
  it('takes low and high sources, spread and percentage of the low price', () => {
    expect(
      spreadOf([
        { source: 'ebay', price: 120, points: 3 },
        { source: 'tcgplayer', price: 100, points: 2 },
      ]),
    ).toEqual({
      lowSource: 'tcgplayer',
      lowPrice: 100,
      highSource: 'ebay',
      highPrice: 120,
      spread: 20,
      spreadPercentage: 20,
    });
    expect(spreadOf([{ source: 'ebay', price: 120, points: 3 }])).toBeNull();
  });
});

describe('ticker', () => {
  it('is GAME-SET-NAME with the name upper-cased, alphanumerics only, cut to 10', () => {
    expect(tickerOf('mtg', 'lea', 'Black Lotus')).toBe('MTG-LEA-BLACKLOTUS');
    expect(tickerOf('pokemon', 'sv3pt5', 'Charizard ex (Special Illustration)')).toBe(
      'POKEMON-SV3PT5-CHARIZARDE',
    );
    expect(tickerOf('mtg', 'csp', 'Jötun Grunt')).toBe('MTG-CSP-JOTUNGRUNT');
    expect(tickerOf('mtg', 'ice', 'Æther Storm')).toBe('MTG-ICE-AETHERSTOR');
    expect(tickerOf('yugioh', 'lob', '青眼の白龍')).toBe('YUGIOH-LOB-CARD');
  });
});
