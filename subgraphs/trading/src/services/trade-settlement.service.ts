import { BusinessRuleViolation } from '@platform/errors';
import { Trade } from '../entities/trade.entity.js';
import type { TransferMove } from '../ports.js';
import type { TradeAccess } from './trade-access.js';
import { viewOf, type TradeContext, type TradeView } from './trade-view.js';
import { STALLED_SETTLEMENT_MS } from '../rules/trade-state.js';

/** Accepting a trade: the claim, the holdings' transfer through the collection, and finishing stalled accepts. */
export class TradeSettlement {
  constructor(
    private readonly context: TradeContext,
    private readonly access: TradeAccess,
  ) {}

  /**
   * The receiver accepts: the trade is claimed (settling_since set, still pending) by one
   * conditional update; the holdings move as one transfer whose id is the trade id; then the trade
   * becomes accepted. When a side no longer holds what it trades, nothing moves, the claim is
   * released and the trade stays pending (422 insufficient_holdings, with the shortages), so the
   * parties can fix their holdings, reject or cancel. If the process dies between the transfer and
   * the status, the trading.settle-stalled job finishes it: applying the same transfer again moves
   * nothing and reports it applied. The receiver accepting again after STALLED_SETTLEMENT_MS finishes
   * it too: the job acts for nobody, so a standalone trading process (whose calls to the collection
   * go through the gateway as a caller) can finish a stalled accept only this way. While settling,
   * every other action answers 409.
   */
  async accept(callerId: string, tradeId: string): Promise<TradeView> {
    const trade = await this.access.visible(callerId, tradeId);
    this.access.check(trade, 'accept', callerId);
    const now = this.context.now();
    const claimed: Array<{ id: string }> = await this.context.orm.em.getConnection().execute(
      `update "trading"."trade" set "settling_since" = ? where "id" = ? and "status" = 'pending' and "expires_at" > ? and "receiver_id" = ?
         and ("settling_since" is null or "settling_since" <= ?) returning "id"`,
      [now, trade.id, now, callerId, new Date(now.getTime() - STALLED_SETTLEMENT_MS)],
    );
    if (!claimed.length) return this.access.refuseAfterRace(callerId, tradeId, 'accept');
    return this.settle(trade);
  }

  /** The job: finishes accepts whose process died while moving the holdings. */
  async settleStalled(): Promise<{ settled: number }> {
    const stalled = await this.context.orm.em.fork().find(Trade, {
      status: 'pending',
      settlingSince: { $ne: null, $lte: new Date(this.context.now().getTime() - STALLED_SETTLEMENT_MS) },
    });
    let settled = 0;
    for (const trade of stalled) {
      try {
        const asParty = this.context.asParty ?? ((_subject, work) => work());
        await asParty(trade.receiverId, () => this.settle(trade));
        settled += 1;
      } catch (error) {
        this.context.logger.warn(
          { tradeId: trade.id, err: (error as Error).message },
          'stalled trade settlement not finished',
        );
      }
    }
    return { settled };
  }

  private async settle(trade: Trade): Promise<TradeView> {
    const moves: TransferMove[] = [
      ...trade.offeredItems.map((item) => ({
        fromOwner: trade.proposerId,
        toOwner: trade.receiverId,
        cardId: item.cardId,
        quantity: item.quantity,
      })),
      ...trade.requestedItems.map((item) => ({
        fromOwner: trade.receiverId,
        toOwner: trade.proposerId,
        cardId: item.cardId,
        quantity: item.quantity,
      })),
    ];
    // The collection costs the received copies itself (market value per copy at acceptance).
    const outcome = await this.context.ports.transfer(trade.id, moves);
    const connection = this.context.orm.em.getConnection();
    const now = this.context.now();
    if (outcome.status === 'insufficient') {
      await connection.execute(
        `update "trading"."trade" set "settling_since" = null where "id" = ?`,
        [trade.id],
        'run',
      );
      throw new BusinessRuleViolation(
        'insufficient_holdings',
        'A side no longer holds what it trades; nothing was moved and the trade is still pending',
        {
          shortages: outcome.shortages.map((shortage) => ({
            party: shortage.ownerId === trade.proposerId ? 'proposer' : 'receiver',
            card_id: shortage.cardId,
            needed: shortage.needed,
            held: shortage.held,
          })),
        },
      );
    }
    await connection.execute(
      `update "trading"."trade" set "status" = 'accepted', "settling_since" = null, "updated_at" = ? where "id" = ? and "status" = 'pending' and "settling_since" is not null`,
      [now, trade.id],
      'run',
    );
    const settled = await this.context.orm.em.fork().findOneOrFail(Trade, { id: trade.id });
    return viewOf(settled, now);
  }
}
