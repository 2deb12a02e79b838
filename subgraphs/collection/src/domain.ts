import type { DomainOrm } from '@platform/db';
import { HoldingService } from './services/holding.service.js';
import { HoldingImportService } from './services/holding-import.service.js';
import { PortfolioService } from './services/portfolio.service.js';
import { TransferService } from './services/transfer.service.js';
import { ValuationService } from './services/valuation.service.js';
import type { CollectionContext } from './services/collection-context.js';
import type { EntitlementsOf, QuoteCards } from './ports.js';

export { collectionStorage } from './storage.js';
export * from './ports.js';
export * from './rules/valuation.js';
export * from './rules/analytics.js';
export * from './rules/cataloging.js';
export type { HoldingEntry, ValuedHolding, AddHoldingInput } from './services/holding.service.js';
export type { PortfolioStats } from './services/portfolio.service.js';
export type { TransferMove, TransferOutcome, Shortage } from './services/transfer.service.js';
export type { ItemsValue, ValuedItem } from './services/valuation.service.js';

export interface CollectionOptions {
  orm: DomainOrm;
  now?: () => Date;
  /** The catalog's quotes (CardService.quotes in process; over the graph next). */
  quotes: QuoteCards;
  /** The entitlements domain's view of an owner. */
  entitlementsOf: EntitlementsOf;
}

/**
 * The collection domain's services, without its API (subgraph.ts adds SDL and resolvers): holdings,
 * stats, analytics, the cataloging check and limit, CSV bulk import, and the transfers an accepted
 * trade makes.
 */
export function createCollectionDomain(options: CollectionOptions) {
  const context: CollectionContext = {
    orm: options.orm,
    now: options.now ?? (() => new Date()),
    quotes: options.quotes,
    entitlementsOf: options.entitlementsOf,
  };
  const holdings = new HoldingService(context);
  const imports = new HoldingImportService(context, holdings);
  const portfolio = new PortfolioService(context, holdings);
  const transfers = new TransferService(context);
  const valuation = new ValuationService(context);
  return {
    services: { holdings, imports, portfolio, transfers, valuation },
    jobs: [],
    schedules: [] as Array<[string, string]>,
  };
}

export type CollectionDomain = ReturnType<typeof createCollectionDomain>;
