import { Migration20261123164243 } from './Migration20261123164243.js';
import { Migration20261123185342 } from './Migration20261123185342.js';
import { Migration20261125090000 } from './Migration20261125090000.js';
import { Migration20261126140000 } from './Migration20261126140000.js';

/** Committed migrations in order; generate the next with subgraphs/geo-safety/scripts/game-migration-create.ts. */
export const migrations = [
  { name: 'Migration20261123164243', class: Migration20261123164243 },
  { name: 'Migration20261123185342', class: Migration20261123185342 },
  { name: 'Migration20261125090000', class: Migration20261125090000 },
  { name: 'Migration20261126140000', class: Migration20261126140000 },
];
