import type { Logger } from 'pino';
import type { DomainOrm } from '@platform/db';
import { TradeService } from './services/trade.service.js';
import { tradingJobs, TRADING_SCHEDULES } from './jobs/trading-jobs.js';
import type { ReceiverDirectory, TradingPorts } from './ports.js';

export { tradingStorage } from './storage.js';
export * from './ports.js';
export * from './rules/trade-state.js';
export * from './rules/trade-input.js';
export * from './rules/net-value.js';
export { TRADING_JOB } from './jobs/trading-jobs.js';
export type { TradeView } from './services/trade.service.js';

export interface TradingOptions {
  orm: DomainOrm;
  logger: Logger;
  now?: () => Date;
  /** The collection's services (in process now; over the graph next). */
  ports: TradingPorts;
  /** The accounts' handles (over the graph in the subgraph): a proposal may name its receiver by handle. */
  receivers?: ReceiverDirectory;
  /** How a job acts for a party (ports over the graph need a caller). */
  asParty?: <T>(subject: string, work: () => Promise<T>) => Promise<T>;
}

/** The trading domain's services, without its API (subgraph.ts adds SDL and resolvers): trades, their state machine, expiry, accept. */
export function createTradingDomain(options: TradingOptions) {
  const trades = new TradeService({
    orm: options.orm,
    logger: options.logger,
    now: options.now ?? (() => new Date()),
    ports: options.ports,
    receivers: options.receivers,
    asParty: options.asParty,
  });
  return { services: { trades }, jobs: tradingJobs(trades), schedules: TRADING_SCHEDULES };
}

export type TradingDomain = ReturnType<typeof createTradingDomain>;
