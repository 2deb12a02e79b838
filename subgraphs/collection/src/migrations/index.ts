import { Migration20261123164302 } from './Migration20261123164302.js';
import { Migration20261126143000 } from './Migration20261126143000.js';

/** Committed migrations in order; generate the next with subgraphs/geo-safety/scripts/game-migration-create.ts. */
export const migrations = [
  { name: 'Migration20261123164302', class: Migration20261123164302 },
  { name: 'Migration20261126143000', class: Migration20261126143000 },
];
