import type { DomainStorage } from '@platform/db';
import { Subscription } from './entities/subscription.entity.js';
import { ProcessedEvent } from './entities/processed-event.entity.js';
import { IapReceipt } from './entities/iap-receipt.entity.js';
import { CreditSpend } from './entities/credit-spend.entity.js';
import { migrations } from './migrations/index.js';

/** Subscriptions, in-app purchase receipts, the credits spent and processed provider events, in their own Postgres schema. */
export const entitlementsStorage: DomainStorage = {
  schema: 'entitlements',
  entities: [Subscription, ProcessedEvent, IapReceipt, CreditSpend],
  migrations,
};
