import { Conflict, Forbidden, NotFound } from '@platform/errors';
import { Trade } from '../entities/trade.entity.js';
import {
  decide,
  effectiveStatus,
  settlementStalled,
  type TradeAction,
  type TradeStatus,
} from '../rules/trade-state.js';
import { isUuid } from '../rules/parse-input.js';
import type { TradeContext } from './trade-view.js';

/** Who sees a trade and who may act on it now: what every trade action asks first. */
export class TradeAccess {
  constructor(private readonly context: TradeContext) {}

  /** The trade's next state if `callerId` may do `action` now; else the refusal the cards API documents. */
  check(trade: Trade, action: TradeAction, callerId: string): TradeStatus {
    const decision = decide(trade, action, callerId, this.context.now());
    if (decision.allowed) {
      const finishesStalledAccept = action === 'accept' && settlementStalled(trade, this.context.now());
      if (trade.settlingSince && !finishesStalledAccept)
        throw new Conflict('This trade is being accepted', { reason: 'trade_settling', status: 'pending' });
      return decision.next;
    }
    if (decision.refusal === 'not_visible') throw new NotFound('Trade');
    if (decision.refusal === 'not_pending')
      throw new Conflict(`This trade is ${decision.status}; only a pending trade can change`, {
        reason: 'trade_not_pending',
        status: decision.status,
      });
    throw new Forbidden(
      action === 'cancel'
        ? 'Only the proposer can cancel a trade'
        : `Only the receiver can ${action} a trade`,
      { reason: 'wrong_party' },
    );
  }

  /** A conditional update lost a race: read the trade again and answer as its state now says (never a silent success). */
  async refuseAfterRace(callerId: string, tradeId: string, action: TradeAction): Promise<never> {
    const trade = await this.visible(callerId, tradeId);
    this.check(trade, action, callerId);
    throw new Conflict('This trade changed meanwhile; try again', { reason: 'trade_changed' });
  }

  /** The trade if the caller is a party (404 otherwise), with an overdue pending one expired first. */
  async visible(callerId: string, tradeId: string): Promise<Trade> {
    if (!isUuid(tradeId)) throw new NotFound('Trade');
    const em = this.context.orm.em.fork();
    const trade = await em.findOne(Trade, { id: tradeId.toLowerCase() });
    if (!trade || (trade.proposerId !== callerId && trade.receiverId !== callerId))
      throw new NotFound('Trade');
    const now = this.context.now();
    if (trade.status === 'pending' && !trade.settlingSince && effectiveStatus(trade, now) === 'expired') {
      await em
        .getConnection()
        .execute(
          `update "trading"."trade" set "status" = 'expired', "updated_at" = ? where "id" = ? and "status" = 'pending' and "expires_at" <= ? and "settling_since" is null`,
          [now, trade.id, now],
          'run',
        );
      return em.fork().findOneOrFail(Trade, { id: trade.id });
    }
    return trade;
  }
}
