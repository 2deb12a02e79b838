import { Migration20261122022206 } from './Migration20261122022206.js';
import { Migration20261122033707 } from './Migration20261122033707.js';
import { Migration20261122141144 } from './Migration20261122141144.js';
import { Migration20261126181800 } from './Migration20261126181800.js';

/** Committed migrations in order; generate the next with `npm run migration:create -- library`. */
export const migrations = [
  { name: 'Migration20261122022206', class: Migration20261122022206 },
  { name: 'Migration20261122033707', class: Migration20261122033707 },
  { name: 'Migration20261122141144', class: Migration20261122141144 },
  { name: 'Migration20261126181800', class: Migration20261126181800 },
];
