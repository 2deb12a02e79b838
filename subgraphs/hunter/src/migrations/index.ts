import { Migration20261123162455 } from './Migration20261123162455.js';
import { Migration20261125090000 } from './Migration20261125090000.js';
import { Migration20261126070000 } from './Migration20261126070000.js';
import { Migration20261126073000 } from './Migration20261126073000.js';
import { Migration20261126140000 } from './Migration20261126140000.js';
import { Migration20261126160000 } from './Migration20261126160000.js';

/** Committed migrations in order; generate the next with subgraphs/geo-safety/scripts/game-migration-create.ts hunter. */
export const migrations = [
  { name: 'Migration20261123162455', class: Migration20261123162455 },
  { name: 'Migration20261125090000', class: Migration20261125090000 },
  { name: 'Migration20261126070000', class: Migration20261126070000 },
  { name: 'Migration20261126073000', class: Migration20261126073000 },
  { name: 'Migration20261126140000', class: Migration20261126140000 },
  { name: 'Migration20261126160000', class: Migration20261126160000 },
];
