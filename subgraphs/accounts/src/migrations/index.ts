import { Migration20261122022430 } from './Migration20261122022430.js';
import { Migration20261123151936 } from './Migration20261123151936.js';
import { Migration20261123153755 } from './Migration20261123153755.js';
import { Migration20261126074500 } from './Migration20261126074500.js';
import { Migration20261126090000 } from './Migration20261126090000.js';
import { Migration20261126101500 } from './Migration20261126101500.js';
import { Migration20261126103000 } from './Migration20261126103000.js';

/** Committed migrations of the accounts schema, oldest first. */
export const migrations = [
  { name: 'Migration20261122022430', class: Migration20261122022430 },
  { name: 'Migration20261123151936', class: Migration20261123151936 },
  { name: 'Migration20261123153755', class: Migration20261123153755 },
  { name: 'Migration20261126074500', class: Migration20261126074500 },
  { name: 'Migration20261126090000', class: Migration20261126090000 },
  { name: 'Migration20261126101500', class: Migration20261126101500 },
  { name: 'Migration20261126103000', class: Migration20261126103000 },
];
