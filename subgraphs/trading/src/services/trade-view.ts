import type { Logger } from 'pino';
import type { DomainOrm } from '@platform/db';
import type { Trade } from '../entities/trade.entity.js';
import { effectiveStatus, type TradeItem, type TradeStatus } from '../rules/trade-state.js';
import type { ReceiverDirectory, TradingPorts } from '../ports.js';

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
  /** Resolves a receiver named by handle; without it only receiver ids are accepted. */
  receivers?: ReceiverDirectory;
  /** Runs a job's work on behalf of a party (ports over the graph act for a caller); default: as is. */
  asParty?: <T>(subject: string, work: () => Promise<T>) => Promise<T>;
}

export const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

export function viewOf(trade: Trade, now: Date): TradeView {
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
