import type { Logger } from 'pino';
import type { DomainOrm } from '@platform/db';
import type { EventBus } from '@platform/pubsub';
import { CardService } from './services/card.service.js';
import { PricingService } from './services/pricing.service.js';
import { PriceReportService } from './services/price-report.service.js';
import { refreshCatalogStatistics } from './services/catalog-statistics.js';
import { ImportService } from './services/import.service.js';
import { catalogJobs, catalogSchedules, CATALOG_JOB, type CatalogImportJob } from './jobs/catalog-jobs.js';
import type { PriceRefreshOptions } from './jobs/price-refresh.js';
import type { CatalogContext } from './services/catalog-context.js';

export { catalogStorage } from './storage.js';
export * from './events.js';
export * from './rules/vocabulary.js';
export { tickerOf } from './rules/ticker.js';
export * from './rules/market-price.js';
export { DEFAULT_MIN_SPREAD_PERCENTAGE, spreadOf } from './rules/arbitrage.js';
export * from './rules/price-changes.js';
export type { CardInput, PricePointInput } from './rules/card-input.js';
export type { CardView, CardSummary, CardQuote, CardSearch, VariantView } from './services/card.service.js';
export type { MarketPriceView, RecordedPoint, PricePointView } from './services/pricing.service.js';
export type { ArbitrageItem, PriceChange, PriceHistoryDay } from './services/price-report.service.js';
export type { ImportRunView } from './services/import.service.js';
export { CATALOG_JOB, type CatalogImportJob } from './jobs/catalog-jobs.js';
export { CATALOG_CSV_COLUMNS } from '@platform/catalog-contracts';

export interface CatalogOptions {
  orm: DomainOrm;
  logger: Logger;
  bus?: EventBus;
  now?: () => Date;
  /** Queues a job by name (the platform's JobQueue.enqueue); without it imports run only when called. */
  enqueue?: (name: string, data: CatalogImportJob) => Promise<unknown>;
  /** The scheduled Scryfall price refresh; absent, prices come from imports and posts only. */
  priceRefresh?: PriceRefreshOptions;
}

/**
 * The catalog domain's services, without its API (subgraph.ts puts the SDL and resolvers on top):
 * cards and variants, search, price points, market prices, arbitrage, price changes,
 * daily history, importers and their jobs.
 */
export function createCatalogDomain(options: CatalogOptions) {
  const context: CatalogContext = {
    orm: options.orm,
    logger: options.logger,
    bus: options.bus,
    now: options.now ?? (() => new Date()),
  };
  const cards = new CardService(context);
  const pricing = new PricingService(context);
  const reports = new PriceReportService(context, pricing);
  const enqueue = options.enqueue;
  const imports = new ImportService(
    context,
    pricing,
    enqueue
      ? (runId, requestedBy) => enqueue(CATALOG_JOB.import, { userId: null, runId, requestedBy })
      : undefined,
  );
  return {
    services: { cards, pricing, reports, imports },
    jobs: catalogJobs({
      imports,
      pricing,
      refreshStatistics: () => refreshCatalogStatistics(context),
      refresh: options.priceRefresh,
    }),
    schedules: catalogSchedules(options.priceRefresh),
  };
}

export type CatalogDomain = ReturnType<typeof createCatalogDomain>;
