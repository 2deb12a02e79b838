import type { Logger } from 'pino';
import type { DomainOrm } from '@platform/db';
import type { EventBus } from '@platform/pubsub';
import { UrlGuard } from '@platform/url-guard';
import { AlertService } from './services/alert.service.js';
import { AlertTriggerService } from './services/alert-trigger.service.js';
import { WatchlistService } from './services/watchlist.service.js';
import { alertWebhookJob, ALERT_WEBHOOK_JOB, type AlertWebhookJob } from './jobs/alert-webhook.job.js';
import { HoldingService } from './services/holding.service.js';
import { HoldingImportService } from './services/holding-import.service.js';
import { PortfolioService } from './services/portfolio.service.js';
import { TransferService } from './services/transfer.service.js';
import { ValuationService } from './services/valuation.service.js';
import type { CollectionContext } from './services/collection-context.js';
import type { AlertCardsOf, EntitlementsOf, QuoteCards } from './ports.js';

export { collectionStorage } from './storage.js';
export * from './ports.js';
export * from './rules/valuation.js';
export * from './rules/analytics.js';
export * from './rules/cataloging.js';
export type { HoldingEntry, ValuedHolding, AddHoldingInput } from './services/holding.service.js';
export type { PortfolioStats } from './services/portfolio.service.js';
export type { TransferMove, TransferOutcome, Shortage } from './services/transfer.service.js';
export type { ItemsValue, ValuedItem } from './services/valuation.service.js';
export type { AlertView } from './services/alert.service.js';
export type { WatchedCardView } from './services/watchlist.service.js';
export * from './rules/alert-rules.js';
export { signatureOf, SIGNATURE_HEADER } from './services/alert-webhook.js';

export interface CollectionOptions {
  orm: DomainOrm;
  now?: () => Date;
  /** The catalog's quotes (CardService.quotes in process; over the graph next). */
  quotes: QuoteCards;
  /** The entitlements domain's view of an owner. */
  entitlementsOf: EntitlementsOf;
  /** Tickers and market prices for alerts; absent, alerts cannot be made (tests of other parts). */
  alertCards?: AlertCardsOf;
  /** Price alerts: the bus they listen on and publish to, and how their webhooks go out. */
  alerts?: {
    bus: EventBus;
    logger: Logger;
    /** Lets alert webhooks point at private addresses (tests, an internal receiver). */
    allowPrivateWebhooks: boolean;
    enqueue: (name: string, data: AlertWebhookJob) => Promise<unknown>;
  };
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
  const guard = new UrlGuard({
    allowPrivate: options.alerts?.allowPrivateWebhooks ?? false,
    log: options.alerts?.logger,
  });
  const alerts = new AlertService(context, options.alertCards ?? (async () => new Map()), guard);
  const watchlist = new WatchlistService(context, options.quotes);
  const setup = options.alerts;
  const triggers = setup
    ? new AlertTriggerService(context, setup.bus, setup.logger, (alertId, event) =>
        setup.enqueue(ALERT_WEBHOOK_JOB, { userId: null, alertId, event }),
      )
    : null;
  return {
    services: { holdings, imports, portfolio, transfers, valuation, alerts, watchlist, triggers },
    jobs: setup ? [alertWebhookJob(context, guard)] : [],
    schedules: [] as Array<[string, string]>,
  };
}

export type CollectionDomain = ReturnType<typeof createCollectionDomain>;
