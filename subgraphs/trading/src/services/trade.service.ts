import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { BusinessRuleViolation, ServiceUnavailable } from '@platform/errors';
import {
  decodeCursor,
  keysetCondition,
  keysetOrderBy,
  pageLimit,
  toPage,
  type KeyColumn,
  type Page,
  type PageRequest,
} from '@platform/pagination';
import { Trade } from '../entities/trade.entity.js';
import { TRADE_STATUSES, type TradeItem } from '../rules/trade-state.js';
import {
  checkTradeRules,
  counterTradeSchema,
  createTradeSchema,
  type CounterTradeInput,
  type CreateTradeInput,
} from '../rules/trade-input.js';
import { netValue, type NetValue } from '../rules/net-value.js';
import { parseInput } from '../rules/parse-input.js';
import { TradeAccess } from './trade-access.js';
import { TradeSettlement } from './trade-settlement.service.js';
import { toDate, viewOf, type TradeContext, type TradeView } from './trade-view.js';

export type { TradeContext, TradeView } from './trade-view.js';
export { STALLED_SETTLEMENT_MS } from '../rules/trade-state.js';
const LIST_ORDER: KeyColumn[] = [
  { sql: '"created_at"', direction: 'desc', cast: 'timestamptz' },
  { sql: '"id"', direction: 'desc', cast: 'uuid' },
];

const listSchema = z.object({
  role: z.enum(['proposer', 'receiver', 'any']).default('any'),
  status: z.enum(TRADE_STATUSES).optional(),
});

const expiresAfter = (now: Date, hours: number) => new Date(now.getTime() + hours * 3600_000);

const PARTY_COLUMN = { proposer: '"proposer_id"', receiver: '"receiver_id"' } as const;

/**
 * Trades and their state machine (rules/trade-state.ts). Every transition is one conditional
 * update on a pending, unexpired, not-settling trade, so two parties acting at once cannot both win;
 * whoever loses gets the answer the trade's state now calls for. Accepting moves the holdings as
 * one idempotent transfer keyed by the trade id (see accept).
 */
export class TradeService {
  private readonly access: TradeAccess;
  private readonly settlement: TradeSettlement;

  constructor(private readonly context: TradeContext) {
    this.access = new TradeAccess(context);
    this.settlement = new TradeSettlement(context, this.access);
  }

  /** The receiver accepts: the holdings move (trade-settlement.service.ts). */
  accept(callerId: string, tradeId: string): Promise<TradeView> {
    return this.settlement.accept(callerId, tradeId);
  }

  /** The job: finishes accepts whose process died while moving the holdings. */
  settleStalled(): Promise<{ settled: number }> {
    return this.settlement.settleStalled();
  }

  async create(proposerId: string, input: CreateTradeInput): Promise<TradeView> {
    const parsed = parseInput(createTradeSchema, input);
    const receiverId = await this.receiverOf(parsed);
    const { offered, requested } = await this.checkedSides(proposerId, receiverId, parsed);
    const now = this.context.now();
    const em = this.context.orm.em.fork();
    const trade = em.create(Trade, {
      id: randomUUID(),
      proposerId,
      receiverId,
      offeredItems: offered,
      requestedItems: requested,
      cashAdjustment: parsed.cashAdjustment,
      status: 'pending',
      message: parsed.message,
      parentTradeId: null,
      createdAt: now,
      updatedAt: now,
      expiresAt: expiresAfter(now, parsed.expiryHours),
      settlingSince: null,
    });
    await em.flush();
    return viewOf(trade, now);
  }

  /** One trade, for its two parties only (404 for anyone else); an overdue pending trade is expired first. */
  async get(callerId: string, tradeId: string): Promise<TradeView> {
    const trade = await this.access.visible(callerId, tradeId);
    return viewOf(trade, this.context.now());
  }

  /** Trades where the caller is proposer or receiver (or one of the two), newest first. */
  async list(
    callerId: string,
    filters: z.input<typeof listSchema> = {},
    page: PageRequest = {},
  ): Promise<Page<TradeView>> {
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
    const party =
      f.role === 'any' ? `("proposer_id" = ? or "receiver_id" = ?)` : `${PARTY_COLUMN[f.role]} = ?`;
    const keyset = keysetCondition(LIST_ORDER, after);
    const rows: Array<{ id: string; created_at: Date | string }> = await connection.execute(
      `select "id", "created_at" from "trading"."trade" where ${party}${f.status ? ` and "status" = ?` : ''} and ${keyset.sql} order by ${keysetOrderBy(LIST_ORDER)} limit ?`,
      [
        ...(f.role === 'any' ? [callerId, callerId] : [callerId]),
        ...(f.status ? [f.status] : []),
        ...keyset.params,
        limit + 1,
      ],
    );
    const trades = new Map(
      (await this.context.orm.em.fork().find(Trade, { id: { $in: rows.map((row) => row.id) } })).map(
        (trade) => [trade.id, trade],
      ),
    );
    return toPage(
      rows,
      limit,
      scope,
      (row) => [toDate(row.created_at).toISOString(), row.id],
      (row) => viewOf(trades.get(row.id)!, now),
    );
  }

  reject(callerId: string, tradeId: string): Promise<TradeView> {
    return this.transition(callerId, tradeId, 'reject');
  }

  cancel(callerId: string, tradeId: string): Promise<TradeView> {
    return this.transition(callerId, tradeId, 'cancel');
  }

  /** The receiver answers with a new proposal: the original becomes countered, the new one is pending with parent_trade_id set. */
  async counter(callerId: string, tradeId: string, input: CounterTradeInput): Promise<TradeView> {
    const trade = await this.access.visible(callerId, tradeId);
    this.access.check(trade, 'counter', callerId);
    const parsed = parseInput(counterTradeSchema, input);
    const { offered, requested } = await this.checkedSides(callerId, trade.proposerId, parsed);
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
      [
        now,
        trade.id,
        now,
        callerId,
        id,
        callerId,
        JSON.stringify(offered),
        JSON.stringify(requested),
        parsed.cashAdjustment,
        parsed.message,
        now,
        now,
        expiresAfter(now, parsed.expiryHours),
      ],
    );
    if (!row?.id) return this.access.refuseAfterRace(callerId, tradeId, 'counter');
    return this.get(callerId, id);
  }

  /** The net value from the proposer's view, at current market prices. */
  async value(callerId: string, tradeId: string): Promise<NetValue & { tradeId: string }> {
    const trade = await this.access.visible(callerId, tradeId);
    const [requested, offered] = await Promise.all([
      this.context.ports.valueItems(trade.requestedItems),
      this.context.ports.valueItems(trade.offeredItems),
    ]);
    const unpriced = new Set([
      ...requested.unpricedCardIds,
      ...offered.unpricedCardIds,
      ...requested.unknownCardIds,
      ...offered.unknownCardIds,
    ]).size;
    return { tradeId: trade.id, ...netValue(requested.total, offered.total, trade.cashAdjustment, unpriced) };
  }

  /** The job: pending trades past their expiry (and not being accepted) become expired. */
  async expireOverdue(): Promise<{ expired: number }> {
    const now = this.context.now();
    const result = await this.context.orm.em
      .getConnection()
      .execute(
        `update "trading"."trade" set "status" = 'expired', "updated_at" = ? where "status" = 'pending' and "expires_at" <= ? and "settling_since" is null`,
        [now, now],
        'run',
      );
    return { expired: (result as { affectedRows: number }).affectedRows };
  }

  private async transition(
    callerId: string,
    tradeId: string,
    action: 'reject' | 'cancel',
  ): Promise<TradeView> {
    const trade = await this.access.visible(callerId, tradeId);
    const decision = this.access.check(trade, action, callerId);
    const now = this.context.now();
    const party = action === 'cancel' ? PARTY_COLUMN.proposer : PARTY_COLUMN.receiver;
    const updated: Array<{ id: string }> = await this.context.orm.em
      .getConnection()
      .execute(
        `update "trading"."trade" set "status" = ?, "updated_at" = ? where "id" = ? and "status" = 'pending' and "expires_at" > ? and "settling_since" is null and ${party} = ? returning "id"`,
        [decision, now, trade.id, now, callerId],
      );
    if (!updated.length) return this.access.refuseAfterRace(callerId, tradeId, action);
    return this.get(callerId, tradeId);
  }

  /** The receiver's id: as given, or the account a handle names (422 unknown_receiver when none holds it). */
  private async receiverOf(parsed: { receiverId?: string; receiverHandle?: string }): Promise<string> {
    if (parsed.receiverId !== undefined) return parsed.receiverId;
    const handle = parsed.receiverHandle!;
    if (!this.context.receivers)
      throw new ServiceUnavailable('Receivers are named by handle only where the accounts are reachable');
    const accountId = await this.context.receivers.accountIdByHandle(handle);
    if (!accountId)
      throw new BusinessRuleViolation('unknown_receiver', `No account has the handle ${handle}`, {
        receiver_handle: handle,
      });
    return accountId;
  }

  /**
   * The proposal's sides after the trade rules (rules/trade-input.ts): every card must exist (422
   * unknown_card), and the proposing side must hold what it offers (422 insufficient_holdings).
   */
  private async checkedSides(
    proposerId: string,
    receiverId: string,
    sides: { offeredItems: TradeItem[]; requestedItems: TradeItem[] },
  ): Promise<{ offered: TradeItem[]; requested: TradeItem[] }> {
    const { offered, requested } = checkTradeRules(
      proposerId,
      receiverId,
      sides.offeredItems,
      sides.requestedItems,
    );
    const all = [...offered, ...requested];
    const valued = await this.context.ports.valueItems(all);
    if (valued.unknownCardIds.length) {
      const ids = [...new Set(valued.unknownCardIds)];
      throw new BusinessRuleViolation('unknown_card', `No card with the id ${ids.join(', ')}`, {
        card_ids: ids,
      });
    }
    const held = await this.context.ports.held(
      proposerId,
      offered.map((item) => item.cardId),
    );
    const short = offered.filter((item) => (held.get(item.cardId) ?? 0) < item.quantity);
    if (short.length) {
      throw new BusinessRuleViolation('insufficient_holdings', 'You can only offer cards you hold', {
        shortages: short.map((item) => ({
          party: 'proposer',
          card_id: item.cardId,
          needed: item.quantity,
          held: held.get(item.cardId) ?? 0,
        })),
      });
    }
    return { offered, requested };
  }
}
