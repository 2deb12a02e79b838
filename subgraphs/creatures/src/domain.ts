import type { DomainOrm } from '@platform/db';
import type { EventBus } from '@platform/pubsub';
import { CreatureService, type PlayerPositions } from './services/creature.service.js';
import { listenToSpawnRates } from './services/spawn-rates.js';

export { creaturesStorage } from './storage.js';
export { CREATURE_RULES, type PlayerPositions } from './services/creature.service.js';
export {
  fingerprintSchema,
  FINGERPRINT_BOUNDS,
  type Fingerprint as FingerprintInput,
} from './fingerprints/fingerprint.schema.js';
export { encodeFingerprint, decodeFingerprint, MAX_ENCODED_BYTES } from './fingerprints/fingerprint-codec.js';
export { creatureOf, type CreatureTraits } from './creatures/creature-traits.js';
export { rarityKeyOf } from './creatures/rarity-key.js';

export interface CreaturesOptions {
  orm: DomainOrm;
  /** Where players last validated; in embedded mode geo-safety's state store, later a graph call. */
  positions: PlayerPositions;
  bus?: EventBus;
  now?: () => Date;
  /** The server's key for rarity and spawn rolls (rarityKeyOf). */
  rarityKey: string | Uint8Array;
}

/**
 * The creatures domain without its API: no jobs of its own. With a bus it keeps each cell's spawn
 * rate (turf's scanner) from turf's events.
 */
export function createCreaturesDomain(options: CreaturesOptions) {
  const creatures = new CreatureService({ ...options, now: options.now ?? (() => new Date()) });
  const unsubscribe = options.bus ? listenToSpawnRates(options.orm, options.bus) : () => undefined;
  return {
    services: { creatures },
    jobs: [],
    schedules: [] as Array<[string, string]>,
    close: async () => unsubscribe(),
  };
}

export type CreaturesDomain = ReturnType<typeof createCreaturesDomain>;
