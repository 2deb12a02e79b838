import { describe, it, expect } from '@jest/globals';
import { alertInputSchema, stepAlert, type AlertState } from './alert-rules.js';

const above: AlertState = { kind: 'above', threshold: 10, percent: null, referencePrice: null, armed: true };
const move: AlertState = { kind: 'move', threshold: null, percent: 20, referencePrice: 10, armed: true };

describe('price alert rules', () => {
  it('fires a threshold once, and again only after the price went back', () => {
    expect(stepAlert(above, 9.99)).toEqual({ fire: false });
    expect(stepAlert(above, 10)).toMatchObject({ fire: true });
    expect(stepAlert({ ...above, armed: false }, 12)).toEqual({ fire: false });
    expect(stepAlert({ ...above, armed: false }, 9)).toEqual({ fire: false, armed: true });
    expect(stepAlert({ ...above, kind: 'below' }, 9)).toMatchObject({ fire: true });
  });

  it('fires a move either way from its reference and measures from the new price', () => {
    expect(stepAlert(move, 11.99)).toEqual({ fire: false });
    expect(stepAlert(move, 12)).toEqual({ fire: true, referencePrice: 12, changePercentage: 20 });
    expect(stepAlert(move, 7.5)).toEqual({ fire: true, referencePrice: 7.5, changePercentage: -25 });
    expect(stepAlert({ ...move, referencePrice: null }, 5)).toEqual({ fire: false, referencePrice: 5 });
  });

  it('takes a price for thresholds and a percent for moves', () => {
    const card = '7d1d3b9e-0a57-4a43-8f0e-1f1c3c1a2b3c';
    expect(alertInputSchema.safeParse({ cardId: card, kind: 'above', price: 5 }).success).toBe(true);
    expect(alertInputSchema.safeParse({ cardId: card, kind: 'above', percent: 5 }).success).toBe(false);
    expect(alertInputSchema.safeParse({ cardId: card, kind: 'move', percent: 0 }).success).toBe(false);
    expect(alertInputSchema.safeParse({ cardId: card, kind: 'move', percent: 5, price: 1 }).success).toBe(
      false,
    );
  });
});
