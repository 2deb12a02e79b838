import type { DomainStorage } from '@platform/db';
import { Trade } from './entities/trade.entity.js';
import { migrations } from './migrations/index.js';

/** The trading domain's table, in its own Postgres schema. */
export const tradingStorage: DomainStorage = {
  schema: 'trading',
  entities: [Trade],
  migrations,
};
