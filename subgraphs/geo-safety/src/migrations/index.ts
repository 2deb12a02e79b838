import { Migration20261123153042 } from './Migration20261123153042.js';
import { Migration20261126110000 } from './Migration20261126110000.js';
import { Migration20261126133616 } from './Migration20261126133616.js';

/** Committed migrations in order; generate the next with scripts/game-migration-create.ts geo-safety. */
export const migrations = [
  { name: 'Migration20261123153042', class: Migration20261123153042 },
  { name: 'Migration20261126110000', class: Migration20261126110000 },
  { name: 'Migration20261126133616', class: Migration20261126133616 },
];
