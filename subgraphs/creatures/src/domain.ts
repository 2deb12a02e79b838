import type { DomainOrm } from '@platform/db';
import type { EventBus } from '@platform/pubsub';
import { CreatureService, type PlayerPositions } from './services/creature.service.js';

export { creaturesStorage } from './storage.js';
export * from './events.js';
export { CREATURE_RULES, type PlayerPositions } from './services/creature.service.js';
export { fingerprintSchema, FINGERPRINT_BOUNDS, type Fingerprint as FingerprintInput } from './fingerprints/fingerprint.schema.js';
export { encodeFingerprint, decodeFingerprint, MAX_ENCODED_BYTES } from './fingerprints/fingerprint-codec.js';
export { creatureOf, type CreatureTraits } from './creatures/creature-traits.js';

export interface CreaturesOptions {
  orm: DomainOrm;
  /** Where players last validated; in embedded mode geo-safety's state store, later a graph call. */
  positions: PlayerPositions;
  bus?: EventBus;
  now?: () => Date;
}

/** The creatures domain without its API (the next stop adds SDL and resolvers): no jobs of its own yet. */
export function createCreaturesDomain(options: CreaturesOptions) {
  const creatures = new CreatureService({ ...options, now: options.now ?? (() => new Date()) });
  return { services: { creatures }, jobs: [], schedules: [] as Array<[string, string]> };
}

export type CreaturesDomain = ReturnType<typeof createCreaturesDomain>;
