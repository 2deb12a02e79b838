import { Migration20261122141126 } from './Migration20261122141126.js';

/** Committed migrations in order; generate the next with `npm run migration:create -- archive`. */
export const migrations = [{ name: 'Migration20261122141126', class: Migration20261122141126 }];
