import type { DomainStorage } from '@platform/db';
import { IdempotencyKey } from './idempotency-key.entity.js';
import { migrations } from './migrations/index.js';

/** The idempotency keys' table in its own Postgres schema (open it with openDomainOrm). */
export const idempotencyStorage: DomainStorage = {
  schema: 'idempotency',
  entities: [IdempotencyKey],
  migrations,
};
