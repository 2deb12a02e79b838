import type { DomainStorage } from '@platform/db';
import { Fingerprint } from './entities/fingerprint.entity.js';
import { Creature } from './entities/creature.entity.js';
import { CellSpawnRate } from './entities/cell-spawn-rate.entity.js';
import { FingerprintCooldown } from './entities/fingerprint-cooldown.entity.js';
import { migrations } from './migrations/index.js';

/** The creatures domain's tables, in its own Postgres schema. */
export const creaturesStorage: DomainStorage = {
  schema: 'creatures',
  entities: [Fingerprint, Creature, CellSpawnRate, FingerprintCooldown],
  migrations,
};
