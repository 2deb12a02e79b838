import type { DomainStorage } from '@platform/db';
import { Holding } from './entities/holding.entity.js';
import { Portfolio } from './entities/portfolio.entity.js';
import { Transfer } from './entities/transfer.entity.js';
import { PriceAlert } from './entities/price-alert.entity.js';
import { WatchedCard } from './entities/watched-card.entity.js';
import { migrations } from './migrations/index.js';

/** The collection's tables, in its own Postgres schema. */
export const collectionStorage: DomainStorage = {
  schema: 'collection',
  entities: [Holding, Portfolio, Transfer, PriceAlert, WatchedCard],
  migrations,
};
