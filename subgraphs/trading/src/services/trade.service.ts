import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { DomainOrm } from '@platform/db';
import { BusinessRuleViolation, Conflict, Forbidden, NotFound } from '@platform/errors';
import { decodeCursor, keysetCondition, keysetOrderBy, pageLimit, toPage, type KeyColumn, type Page, type PageRequest } from '@platform/pagination';
import { Trade } from '../entities/trade.entity.js';
import { decide, effectiveStatus, TRADE_STATUSES, type TradeAction, type TradeItem, type TradeStatus } from '../rules/trade-state.js';
import { checkTradeRules, counterTradeSchema, createTradeSchema, type CounterTradeInput, type CreateTradeInput } from '../rules/trade-input.js';
import { netValue, type NetValue } from '../rules/net-value.js';
import { isUuid, parseInput } from '../rules/parse-input.js';
import type { TradingPorts, TransferMove } from '../ports.js';

export interface TradeView {
  tradeId: string;
  proposerId: string;
  receiverId: string;
  offeredItems: TradeItem[];
  requestedItems: TradeItem[];
  cashAdjustment: number;
  status: TradeStatus;
  message: string;
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date;
  parentTradeId: string | null;
  /** An accept is moving the holdings (the trade still reads pending). */
  settling: boolean;
}

export interface TradeContext {
  orm: DomainOrm;
  now: () => Date;
  logger: Logger;
  ports: TradingPorts;
  /** Runs a job's work on behalf of a party (ports over the graph act for a caller); default: as is. */
  asParty?: <T>(subject: string, work: () => Promise<T>) => Promise<T>;
}

/** A settling accept older than this is taken to have died and is finished by the job. */
export const STALLED_SETTLEMENT_MS = 60_000;

const LIST_ORDER: KeyColumn[] = [
  { sql: '"created_at"', direction: 'desc', cast: 'timestamptz' },
  { sql: '"id"', direction: 'desc', cast: 'uuid' },
];

const listSchema = z.object({
  role: z.enum(['proposer', 'receiver', 'any']).default('any'),
  status: z.enum(TRADE_STATUSES).optional(),
});

const PARTY_COLUMN = { proposer: '"proposer_id"', receiver: '"receiver_id"' } as const;

/**
 * Trades and spec 3A's state machine (rules/trade-state.ts). Every transition is one conditional
 * update on a pending, unexpired, not-settling trade, so two parties acting at once cannot both win;
 * whoever loses gets the answer the trade's state now calls for. Accepting moves the holdings as
 * one idempotent transfer keyed by the trade id (see accept).
 */
export class TradeService {
  constructor(private readonly context: TradeContext) {}

  async create(proposerId: string, input: CreateTradeInput): Promise<TradeView> {
    const parsed = parseInput(createTradeSchema, input);
    const { offered, requested } = checkTradeRules(proposerId, parsed.receiverId, parsed.offeredItems, parsed.requestedItems);
    await this.checkItems(proposerId, offered, requested);
    const now = this.context.now();
    const em = this.context.orm.em.fork();
    const trade = em.create(Trade, {
      id: randomUUID(),
      proposerId,
      receiverId: parsed.receiverId,
      offeredItems: offered,
      requestedItems: requested,
      cashAdjustment: parsed.cashAdjustment,
      status: 'pending',
      message: parsed.message,
      parentTradeId: null,
      createdAt: now,
      updatedAt: now,
      expiresAt: new Date(now.getTime() + parsed.expiryHours * 3600_000),
      settlingSince: null,
    });
    await em.flush();
    return viewOf(trade, now);
  }

  /** One trade, for its two parties only (404 for anyone else); an overdue pending trade is expired first. */
  async get(callerId: string, tradeId: string): Promise<TradeView> {
    const trade = await this.visible(callerId, tradeId);
    return viewOf(trade, this.context.now());
  }

  /** Trades where the caller is proposer or receiver (or one of the two), newest first. */
  async list(callerId: string, filters: z.input<typeof listSchema> = {}, page: PageRequest = {}): Promise<Page<TradeView>> {
    const f = parseInput(listSchema, filters);
    const limit = pageLimit(page.limit);
    const scope = `trading.trades:${callerId}:${JSON.stringify(f)}`;
    const after = page.cursor ? decodeCursor(page.cursor, scope, LIST_ORDER.length) : null;
    const connection = this.context.orm.em.getConnection();
    const now = this.context.now();
    await connection.execute(
      `update "trading"."trade" set "status" = 'expired', "updated_at" = ? where ("proposer_id" = ? or "receiver_id" = ?) and "status" = 'pending' and "expires_at" <= ? and "settling_since" is null`,
      [now, callerId, callerId, now],
      'run',
    );
    const party = f.role === 'any' ? `("proposer_id" = ? or "receiver_id" = ?)` : `${PARTY_COLUMN[f.role]} = ?`;
    const keyset = keysetCondition(LIST_ORDER, after);
    const rows: Array<{ id: string; created_at: Date | string }> = await connection.execute(
      `select "id", "created_at" from "trading"."trade" where ${party}${f.status ? ` and "status" = ?` : ''} and ${keyset.sql} order by ${keysetOrderBy(LIST_ORDER)} limit ?`,
      [...(f.role === 'any' ? [callerId, callerId] : [callerId]), ...(f.status ? [f.status] : []), ...keyset.params, limit + 1],
    );
    const trades = new Map((await this.context.orm.em.fork().find(Trade, { id: { $in: rows.map((row) => row.id) } })).map((trade) => [trade.id, trade]));
    return toPage(rows, limit, scope, (row) => [toDate(row.created_at).toISOString(), row.id], (row) => viewOf(trades.get(row.id)!, now));
  }

  reject(callerId: string, tradeId: string): Promise<TradeView> {
    return this.transition(callerId, tradeId, 'reject');
  }

  cancel(callerId: string, tradeId: string): Promise<TradeView> {
    return this.transition(callerId, tradeId, 'cancel');
  }

  /**
   * The receiver accepts: the trade is claimed (settling_since set, still pending) by one
   * conditional update; the holdings move as one transfer whose id is the trade id; then the trade
   * becomes accepted. When a side no longer holds what it trades, nothing moves, the claim is
   * released and the trade stays pending (422 insufficient_holdings, with the shortages), so the
   * parties can fix their holdings, reject or cancel. If the process dies between the transfer and
   * the status, the trading.settle-stalled job finishes it: applying the same transfer again moves
   * nothing and reports it applied. While settling, every other action answers 409.
   */
  async accept(callerId: string, tradeId: string): Promise<TradeView> {
    const trade = await this.visible(callerId, tradeId);
    this.check(trade, 'accept', callerId);
    const now = this.context.now();
    const claimed: Array<{ id: string }> = await this.context.orm.em.getConnection().execute(
      `update "trading"."trade" set "settling_since" = ? where "id" = ? and "status" = 'pending' and "expires_at" > ? and "settling_since" is null and "receiver_id" = ? returning "id"`,
      [now, trade.id, now, callerId],
    );
    if (!claimed.length) return this.refuseAfterRace(callerId, tradeId, 'accept');
    return this.settle(trade);
  }

  /** The receiver answers with a new proposal: the original becomes countered, the new one is pending with parent_trade_id set. */
  async counter(callerId: string, tradeId: string, input: CounterTradeInput): Promise<TradeView> {
    const trade = await this.visible(callerId, tradeId);
    this.check(trade, 'counter', callerId);
    const parsed = parseInput(counterTradeSchema, input);
    const { offered, requested } = checkTradeRules(callerId, trade.proposerId, parsed.offeredItems, parsed.requestedItems);
    await this.checkItems(callerId, offered, requested);
    const now = this.context.now();
    const id = randomUUID();
    const [row]: Array<{ id: string | null }> = await this.context.orm.em.getConnection().execute(
      `with o as (
         update "trading"."trade" set "status" = 'countered', "updated_at" = ?
         where "id" = ? and "status" = 'pending' and "expires_at" > ? and "settling_since" is null and "receiver_id" = ? returning "id", "proposer_id"),
       n as (
         insert into "trading"."trade" ("id", "proposer_id", "receiver_id", "offered_items", "requested_items", "cash_adjustment", "status", "message", "parent_trade_id", "created_at", "updated_at", "expires_at", "settling_since")
         select ?, ?, o."proposer_id", ?::jsonb, ?::jsonb, ?, 'pending', ?, o."id", ?, ?, ?, null from o returning "id")
       select (select "id" from n) as "id"`,
      [now, trade.id, now, callerId, id, callerId, JSON.stringify(offered), JSON.stringify(requested), parsed.cashAdjustment, parsed.message, now, now, new Date(now.getTime() + parsed.expiryHours * 3600_000)],
    );
    if (!row?.id) return this.refuseAfterRace(callerId, tradeId, 'counter');
    return this.get(callerId, id);
  }

  /** Spec 3A's net value from the proposer's view, at current market prices. */
  async value(callerId: string, tradeId: string): Promise<NetValue & { tradeId: string }> {
    const trade = await this.visible(callerId, tradeId);
    const [requested, offered] = await Promise.all([this.context.ports.valueItems(trade.requestedItems), this.context.ports.valueItems(trade.offeredItems)]);
    const unpriced = new Set([...requested.unpricedCardIds, ...offered.unpricedCardIds, ...requested.unknownCardIds, ...offered.unknownCardIds]).size;
    return { tradeId: trade.id, ...netValue(requested.total, offered.total, trade.cashAdjustment, unpriced) };
  }

  /** The job: pending trades past their expiry (and not being accepted) become expired. */
  async expireOverdue(): Promise<{ expired: number }> {
    const now = this.context.now();
    const result = await this.context.orm.em.getConnection().execute(
      `update "trading"."trade" set "status" = 'expired', "updated_at" = ? where "status" = 'pending' and "expires_at" <= ? and "settling_since" is null`,
      [now, now],
      'run',
    );
    return { expired: (result as { affectedRows: number }).affectedRows };
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
        this.context.logger.warn({ tradeId: trade.id, err: (error as Error).message }, 'stalled trade settlement not finished');
      }
    }
    return { settled };
  }

  private async settle(trade: Trade): Promise<TradeView> {
    const moves: TransferMove[] = [
      ...trade.offeredItems.map((item) => ({ fromOwner: trade.proposerId, toOwner: trade.receiverId, cardId: item.cardId, quantity: item.quantity })),
      ...trade.requestedItems.map((item) => ({ fromOwner: trade.receiverId, toOwner: trade.proposerId, cardId: item.cardId, quantity: item.quantity })),
    ];
    const unitCosts = await this.context.ports
      .valueItems([...trade.offeredItems, ...trade.requestedItems])
      .then((valued) => Object.fromEntries(valued.items.map((item) => [item.cardId, item.unitValue])))
      .catch(() => ({}));
    const outcome = await this.context.ports.transfer(trade.id, moves, unitCosts);
    const connection = this.context.orm.em.getConnection();
    const now = this.context.now();
    if (outcome.status === 'insufficient') {
      await connection.execute(`update "trading"."trade" set "settling_since" = null where "id" = ?`, [trade.id], 'run');
      throw new BusinessRuleViolation('insufficient_holdings', 'A side no longer holds what it trades; nothing was moved and the trade is still pending', {
        shortages: outcome.shortages.map((shortage) => ({
          party: shortage.ownerId === trade.proposerId ? 'proposer' : 'receiver',
          card_id: shortage.cardId,
          needed: shortage.needed,
          held: shortage.held,
        })),
      });
    }
    await connection.execute(
      `update "trading"."trade" set "status" = 'accepted', "settling_since" = null, "updated_at" = ? where "id" = ? and "status" = 'pending' and "settling_since" is not null`,
      [now, trade.id],
      'run',
    );
    const settled = await this.context.orm.em.fork().findOneOrFail(Trade, { id: trade.id });
    return viewOf(settled, now);
  }

  private async transition(callerId: string, tradeId: string, action: 'reject' | 'cancel'): Promise<TradeView> {
    const trade = await this.visible(callerId, tradeId);
    const decision = this.check(trade, action, callerId);
    const now = this.context.now();
    const party = action === 'cancel' ? PARTY_COLUMN.proposer : PARTY_COLUMN.receiver;
    const updated: Array<{ id: string }> = await this.context.orm.em.getConnection().execute(
      `update "trading"."trade" set "status" = ?, "updated_at" = ? where "id" = ? and "status" = 'pending' and "expires_at" > ? and "settling_since" is null and ${party} = ? returning "id"`,
      [decision, now, trade.id, now, callerId],
    );
    if (!updated.length) return this.refuseAfterRace(callerId, tradeId, action);
    return this.get(callerId, tradeId);
  }

  /** The trade's next state if `callerId` may do `action` now; else the refusal spec 3A calls for. */
  private check(trade: Trade, action: TradeAction, callerId: string): TradeStatus {
    const decision = decide(trade, action, callerId, this.context.now());
    if (decision.allowed) {
      if (trade.settlingSince) throw new Conflict('This trade is being accepted', { reason: 'trade_settling', status: 'pending' });
      return decision.next;
    }
    if (decision.refusal === 'not_visible') throw new NotFound('Trade');
    if (decision.refusal === 'not_pending') throw new Conflict(`This trade is ${decision.status}; only a pending trade can change`, { reason: 'trade_not_pending', status: decision.status });
    throw new Forbidden(action === 'cancel' ? 'Only the proposer can cancel a trade' : `Only the receiver can ${action} a trade`, { reason: 'wrong_party' });
  }

  /** A conditional update lost a race: read the trade again and answer as its state now says (never a silent success). */
  private async refuseAfterRace(callerId: string, tradeId: string, action: TradeAction): Promise<never> {
    const trade = await this.visible(callerId, tradeId);
    this.check(trade, action, callerId);
    throw new Conflict('This trade changed meanwhile; try again', { reason: 'trade_changed' });
  }

  /** The trade if the caller is a party (404 otherwise), with an overdue pending one expired first. */
  private async visible(callerId: string, tradeId: string): Promise<Trade> {
    if (!isUuid(tradeId)) throw new NotFound('Trade');
    const em = this.context.orm.em.fork();
    const trade = await em.findOne(Trade, { id: tradeId.toLowerCase() });
    if (!trade || (trade.proposerId !== callerId && trade.receiverId !== callerId)) throw new NotFound('Trade');
    const now = this.context.now();
    if (trade.status === 'pending' && !trade.settlingSince && effectiveStatus(trade, now) === 'expired') {
      await em.getConnection().execute(
        `update "trading"."trade" set "status" = 'expired', "updated_at" = ? where "id" = ? and "status" = 'pending' and "expires_at" <= ? and "settling_since" is null`,
        [now, trade.id, now],
        'run',
      );
      return em.fork().findOneOrFail(Trade, { id: trade.id });
    }
    return trade;
  }

  /** Every card must exist (422 unknown_card), and the proposing side must hold what it offers (422 insufficient_holdings). */
  private async checkItems(proposerId: string, offered: TradeItem[], requested: TradeItem[]): Promise<void> {
    const all = [...offered, ...requested];
    const valued = await this.context.ports.valueItems(all);
    if (valued.unknownCardIds.length) {
      const ids = [...new Set(valued.unknownCardIds)];
      throw new BusinessRuleViolation('unknown_card', `No card with the id ${ids.join(', ')}`, { card_ids: ids });
    }
    const held = await this.context.ports.held(proposerId, offered.map((item) => item.cardId));
    const short = offered.filter((item) => (held.get(item.cardId) ?? 0) < item.quantity);
    if (short.length) {
      throw new BusinessRuleViolation('insufficient_holdings', 'You can only offer cards you hold', {
        shortages: short.map((item) => ({ party: 'proposer', card_id: item.cardId, needed: item.quantity, held: held.get(item.cardId) ?? 0 })),
      });
    }
  }
}

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

function viewOf(trade: Trade, now: Date): TradeView {
  return {
    tradeId: trade.id,
    proposerId: trade.proposerId,
    receiverId: trade.receiverId,
    offeredItems: trade.offeredItems,
    requestedItems: trade.requestedItems,
    cashAdjustment: trade.cashAdjustment,
    status: trade.settlingSince ? 'pending' : effectiveStatus(trade, now),
    message: trade.message,
    createdAt: trade.createdAt,
    updatedAt: trade.updatedAt,
    expiresAt: trade.expiresAt,
    parentTradeId: trade.parentTradeId ?? null,
    settling: Boolean(trade.settlingSince),
  };
}
