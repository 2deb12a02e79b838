import { Migration20261123164333 } from './Migration20261123164333.js';
import { Migration20261126183500 } from './Migration20261126183500.js';

/** Committed migrations in order; generate the next with subgraphs/geo-safety/scripts/game-migration-create.ts. */
export const migrations = [
  { name: 'Migration20261123164333', class: Migration20261123164333 },
  { name: 'Migration20261126183500', class: Migration20261126183500 },
];
