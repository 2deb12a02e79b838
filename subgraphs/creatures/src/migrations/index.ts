import { Migration20261123154102 } from './Migration20261123154102.js';
import { Migration20261125091500 } from './Migration20261125091500.js';
import { Migration20261126071500 } from './Migration20261126071500.js';
import { Migration20261126140000 } from './Migration20261126140000.js';

/** Committed migrations in order; generate the next with subgraphs/geo-safety/scripts/game-migration-create.ts creatures. */
export const migrations = [
  { name: 'Migration20261123154102', class: Migration20261123154102 },
  { name: 'Migration20261125091500', class: Migration20261125091500 },
  { name: 'Migration20261126071500', class: Migration20261126071500 },
  { name: 'Migration20261126140000', class: Migration20261126140000 },
];
