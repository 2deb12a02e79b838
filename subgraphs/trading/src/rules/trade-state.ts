/** The trade statuses and their state machine (docs/products/cards.md). */
export const TRADE_STATUSES = [
  'pending',
  'accepted',
  'rejected',
  'countered',
  'cancelled',
  'expired',
] as const;
export type TradeStatus = (typeof TRADE_STATUSES)[number];

export type TradeAction = 'accept' | 'reject' | 'cancel' | 'counter';
export type TradeParty = 'proposer' | 'receiver';

export interface TradeItem {
  cardId: string;
  quantity: number;
}

/** pending → the next state, when the right party acts; every other state answers 409 to every action. */
export const TRANSITIONS: Record<TradeAction, { by: TradeParty; next: TradeStatus }> = {
  accept: { by: 'receiver', next: 'accepted' },
  reject: { by: 'receiver', next: 'rejected' },
  cancel: { by: 'proposer', next: 'cancelled' },
  counter: { by: 'receiver', next: 'countered' },
};

export interface TradeFacts {
  status: TradeStatus;
  proposerId: string;
  receiverId: string;
  expiresAt: Date;
}

/** A pending trade whose expiry has passed is expired, whether or not the job has written it yet. */
export function effectiveStatus(trade: Pick<TradeFacts, 'status' | 'expiresAt'>, now: Date): TradeStatus {
  return trade.status === 'pending' && trade.expiresAt.getTime() <= now.getTime() ? 'expired' : trade.status;
}

/** A settling accept older than this is taken to have died (its process stopped between the transfer and the status). */
export const STALLED_SETTLEMENT_MS = 60_000;

/** True when the trade's accept started so long ago that it must have died: it may be finished again. */
export function settlementStalled(trade: { settlingSince?: Date | null }, now: Date): boolean {
  return (
    Boolean(trade.settlingSince) && trade.settlingSince!.getTime() <= now.getTime() - STALLED_SETTLEMENT_MS
  );
}

export type Decision =
  | { allowed: true; next: TradeStatus }
  /** not_visible: the caller is neither party (404); not_pending: 409; wrong_party: 403. */
  | { allowed: false; refusal: 'not_visible' | 'not_pending' | 'wrong_party'; status: TradeStatus };

/**
 * Who may do what, in this order: a caller who is neither party does not see the trade (404); any
 * action on a trade that is not pending (also one that just expired) is a conflict (409) whoever
 * the party; on a pending trade, the wrong party is refused (403).
 */
export function decide(trade: TradeFacts, action: TradeAction, callerId: string, now: Date): Decision {
  const status = effectiveStatus(trade, now);
  const party: TradeParty | null =
    callerId === trade.receiverId ? 'receiver' : callerId === trade.proposerId ? 'proposer' : null;
  if (!party) return { allowed: false, refusal: 'not_visible', status };
  if (status !== 'pending') return { allowed: false, refusal: 'not_pending', status };
  const transition = TRANSITIONS[action];
  if (transition.by !== party) return { allowed: false, refusal: 'wrong_party', status };
  return { allowed: true, next: transition.next };
}
