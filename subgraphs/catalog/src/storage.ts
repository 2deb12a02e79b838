import type { DomainStorage } from '@platform/db';
import { Card } from './entities/card.entity.js';
import { Variant } from './entities/variant.entity.js';
import { PricePoint } from './entities/price-point.entity.js';
import { MarketPrice } from './entities/market-price.entity.js';
import { ImportRun } from './entities/import-run.entity.js';
import { ApiToken } from './entities/api-token.entity.js';
import { migrations } from './migrations/index.js';

/** The catalog's tables, in its own Postgres schema. */
export const catalogStorage: DomainStorage = {
  schema: 'catalog',
  entities: [Card, Variant, PricePoint, MarketPrice, ImportRun, ApiToken],
  migrations,
};
