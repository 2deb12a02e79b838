import { Migration20261122022430 } from './Migration20261122022430.js';

/** Committed migrations of the accounts schema, oldest first. */
export const migrations = [{ name: 'Migration20261122022430', class: Migration20261122022430 }];
