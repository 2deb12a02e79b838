import { Migration20261123154740 } from './Migration20261123154740.js';
import { Migration20261123190928 } from './Migration20261123190928.js';
import { Migration20261125082700 } from './Migration20261125082700.js';
import { Migration20261126070000 } from './Migration20261126070000.js';

/** Committed migrations in order; generate the next with subgraphs/geo-safety/scripts/game-migration-create.ts turf. */
export const migrations = [
  { name: 'Migration20261123154740', class: Migration20261123154740 },
  { name: 'Migration20261123190928', class: Migration20261123190928 },
  { name: 'Migration20261125082700', class: Migration20261125082700 },
  { name: 'Migration20261126070000', class: Migration20261126070000 },
];
