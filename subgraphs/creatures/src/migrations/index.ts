import { Migration20261123154102 } from './Migration20261123154102.js';

/** Committed migrations in order; generate the next with subgraphs/geo-safety/scripts/game-migration-create.ts creatures. */
export const migrations = [{ name: 'Migration20261123154102', class: Migration20261123154102 }];
