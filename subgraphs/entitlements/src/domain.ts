import type { Logger } from 'pino';
import type { DomainOrm } from '@platform/db';
import { EntitlementService } from './services/entitlement.service.js';
import { BillingEventService } from './services/billing-event.service.js';
import { CreditService } from './services/credit.service.js';

export { entitlementsStorage } from './storage.js';
export * from './rules/tiers.js';
export * from './rules/products.js';
export * from './rules/stripe-events.js';
export type { EntitlementsView } from './services/entitlement.service.js';
export type { EventOutcome, ReceiptView } from './services/billing-event.service.js';
export type { CreditView, SpendResult } from './services/credit.service.js';

export interface EntitlementsOptions {
  orm: DomainOrm;
  logger: Logger;
  now?: () => Date;
}

/**
 * Entitlements beside billing, without the API (subgraph.ts adds checkout, the webhook route and
 * GraphQL): tiers and entitlement names, the effective tier from the subscription, cataloging
 * limits, provider events applied once, in-app purchase receipts, the credits they add up to and their spends.
 */
export function createEntitlementsDomain(options: EntitlementsOptions) {
  const now = options.now ?? (() => new Date());
  const entitlements = new EntitlementService(options.orm, now);
  const billing = new BillingEventService(options.orm, now, options.logger);
  const credits = new CreditService(options.orm, now);
  return { services: { entitlements, billing, credits }, jobs: [], schedules: [] as Array<[string, string]> };
}

export type EntitlementsDomain = ReturnType<typeof createEntitlementsDomain>;
