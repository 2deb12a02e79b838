import { Migration20261123153042 } from './Migration20261123153042.js';

/** Committed migrations in order; generate the next with scripts/game-migration-create.ts geo-safety. */
export const migrations = [{ name: 'Migration20261123153042', class: Migration20261123153042 }];
