import { Migration20261123162428 } from './Migration20261123162428.js';

/** Committed migrations in order; generate the next with subgraphs/geo-safety/scripts/game-migration-create.ts profiles. */
export const migrations = [{ name: 'Migration20261123162428', class: Migration20261123162428 }];
