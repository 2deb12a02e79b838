import { describe, expect, it } from '@jest/globals';
import { decide, effectiveStatus, TRADE_STATUSES, type TradeAction } from './trade-state.js';
import { checkTradeRules } from './trade-input.js';
import { netValue } from './net-value.js';

const now = new Date('2026-11-23T12:00:00Z');
const trade = (status: (typeof TRADE_STATUSES)[number], expiresAt = new Date(now.getTime() + 3600_000)) => ({
  status,
  proposerId: 'p',
  receiverId: 'r',
  expiresAt,
});
const ACTIONS: TradeAction[] = ['accept', 'reject', 'cancel', 'counter'];

describe('trade state machine', () => {
  it('lets the receiver accept, reject and counter and the proposer cancel a pending trade', () => {
    expect(decide(trade('pending'), 'accept', 'r', now)).toEqual({ allowed: true, next: 'accepted' });
    expect(decide(trade('pending'), 'reject', 'r', now)).toEqual({ allowed: true, next: 'rejected' });
    expect(decide(trade('pending'), 'counter', 'r', now)).toEqual({ allowed: true, next: 'countered' });
    expect(decide(trade('pending'), 'cancel', 'p', now)).toEqual({ allowed: true, next: 'cancelled' });
  });

  it('refuses the wrong party (403), every action on a non-pending trade (409) and strangers (404)', () => {
    for (const action of ['accept', 'reject', 'counter'] as const)
      expect(decide(trade('pending'), action, 'p', now)).toMatchObject({
        allowed: false,
        refusal: 'wrong_party',
      });
    expect(decide(trade('pending'), 'cancel', 'r', now)).toMatchObject({
      allowed: false,
      refusal: 'wrong_party',
    });
    for (const status of TRADE_STATUSES.filter((s) => s !== 'pending')) {
      for (const action of ACTIONS)
        for (const caller of ['p', 'r'])
          expect(decide(trade(status), action, caller, now)).toMatchObject({
            allowed: false,
            refusal: 'not_pending',
            status,
          });
    }
    expect(decide(trade('pending'), 'accept', 'x', now)).toMatchObject({
      allowed: false,
      refusal: 'not_visible',
    });
  });

  it('treats an overdue pending trade as expired', () => {
    const overdue = trade('pending', new Date(now.getTime() - 1));
    expect(effectiveStatus(overdue, now)).toBe('expired');
    expect(decide(overdue, 'accept', 'r', now)).toMatchObject({ refusal: 'not_pending', status: 'expired' });
  });
});

describe('trade rules', () => {
  const item = (quantity: number) => ({ cardId: '00000000-0000-4000-8000-000000000001', quantity });
  it("refuses with the cards API's messages, in their order", () => {
    expect(() => checkTradeRules('a', 'a', [], [])).toThrow('cannot trade with yourself');
    expect(() => checkTradeRules('a', 'b', [], [])).toThrow('must include at least one item');
    expect(() => checkTradeRules('a', 'b', [item(0)], [])).toThrow('item quantity must be positive');
    expect(() => checkTradeRules('a', 'b', [], [item(-1)])).toThrow('item quantity must be positive');
    expect(checkTradeRules('a', 'b', [item(1), item(2)], [])).toEqual({ offered: [item(3)], requested: [] });
  });

  it('computes net value from the proposer view', () => {
    const value = netValue(100, 80, 20, 1);
    expect(value).toMatchObject({ netValue: 40, perspective: 'proposer' });
    expect(value.meaning).toContain('pays 20.00 in cash on top');
    expect(netValue(50, 80, -10).netValue).toBe(-40);
  });
});
