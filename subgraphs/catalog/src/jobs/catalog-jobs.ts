import { defineJob, type JobData } from '@platform/jobs';
import type { ImportService } from '../services/import.service.js';
import type { PricingService } from '../services/pricing.service.js';
import { refreshPrices, type PriceRefreshOptions } from './price-refresh.js';

export const CATALOG_JOB = {
  import: 'catalog.import',
  refreshMarketPrices: 'catalog.refresh-market-prices',
  refreshStatistics: 'catalog.refresh-statistics',
  refreshPrices: 'catalog.refresh-prices',
} as const;

/**
 * A run of an importer (the run row holds the kind and the file). `requestedBy` is the cards token's
 * subject that started it. `userId` stays null: it is the jobs domain's spec-1 user id (an Int that
 * `jobs`/`retryJob` match on), and a cards subject is another realm's string, not one of those users.
 */
export interface CatalogImportJob extends JobData {
  userId: null;
  runId: string;
  requestedBy: string | null;
}

/** The catalog's scheduled tasks; the price refresh only where a source is configured. */
export const catalogSchedules = (refresh?: PriceRefreshOptions): Array<[string, string]> => [
  ['1 hour', CATALOG_JOB.refreshMarketPrices],
  ['6 hours', CATALOG_JOB.refreshStatistics],
  ...(refresh ? [[refresh.interval, CATALOG_JOB.refreshPrices] as [string, string]] : []),
];

export function catalogJobs(services: {
  imports: ImportService;
  pricing: PricingService;
  refreshStatistics: () => Promise<void>;
  refresh?: PriceRefreshOptions;
}) {
  const { refresh } = services;
  return [
    defineJob<CatalogImportJob>({
      name: CATALOG_JOB.import,
      description: 'Imports a Scryfall bulk-data file or a catalog CSV into the card catalog',
      concurrency: 1,
      async handler({ runId, requestedBy }, { logger }) {
        const run = await services.imports.run(runId);
        logger.info(
          {
            runId,
            requestedBy,
            processed: run.processed,
            created: run.created,
            updated: run.updated,
            failed: run.failed,
          },
          'catalog import finished',
        );
      },
    }),
    defineJob<JobData>({
      name: CATALOG_JOB.refreshMarketPrices,
      description: 'Recomputes market prices whose 30-day window has moved on since they were computed',
      concurrency: 1,
      async handler(_data, { logger }) {
        logger.info(await services.pricing.refreshStale(), 'market prices refreshed');
      },
    }),
    defineJob<JobData>({
      name: CATALOG_JOB.refreshStatistics,
      description:
        'Vacuums and analyzes the catalog tables for the query planner (embedded PGlite has no autovacuum)',
      concurrency: 1,
      async handler() {
        await services.refreshStatistics();
      },
    }),
    ...(refresh
      ? [
          defineJob<JobData>({
            name: CATALOG_JOB.refreshPrices,
            description:
              'Fetches Scryfall bulk data (cards and their prices) and imports it as a Scryfall run',
            concurrency: 1,
            async handler(_data, { logger }) {
              const run = await refreshPrices(refresh, services.imports);
              logger.info({ runId: run.runId, url: refresh.url }, 'price refresh downloaded; import queued');
            },
          }),
        ]
      : []),
  ];
}
