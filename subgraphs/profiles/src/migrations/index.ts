import { Migration20261123162428 } from './Migration20261123162428.js';
import { Migration20261126150000 } from './Migration20261126150000.js';

/** Committed migrations in order; generate the next with subgraphs/geo-safety/scripts/game-migration-create.ts profiles. */
export const migrations = [
  { name: 'Migration20261123162428', class: Migration20261123162428 },
  { name: 'Migration20261126150000', class: Migration20261126150000 },
];
