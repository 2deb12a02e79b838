import type { EventBus } from '@platform/pubsub';
import { CREATURE_CAPTURED_TOPIC, FINGERPRINT_ACCEPTED_TOPIC, type CreatureCaptured, type FingerprintAccepted } from '@platform/subgraph-creatures/events';
import { INFLUENCE_AWARD } from '../rules/decay.js';
import type { InfluenceService } from './influence.service.js';
import type { ContractService } from './contract.service.js';

/**
 * Turf's side of the creatures domain's events (over the bus, not its tables): +10 influence and a
 * survey step for a fingerprint, +5 and a capture step for a capture, in the player's gameplay cell.
 */
export function listenToCreatures(bus: EventBus, influence: InfluenceService, contracts: ContractService): () => void {
  const offFingerprint = bus.subscribe<FingerprintAccepted>(FINGERPRINT_ACCEPTED_TOPIC, async ({ playerId, gameplayCell }) => {
    await influence.award(playerId, gameplayCell, INFLUENCE_AWARD.fingerprint);
    await contracts.progress(playerId, gameplayCell, 'survey');
  });
  const offCapture = bus.subscribe<CreatureCaptured>(CREATURE_CAPTURED_TOPIC, async ({ playerId, gameplayCell }) => {
    await influence.award(playerId, gameplayCell, INFLUENCE_AWARD.capture);
    await contracts.progress(playerId, gameplayCell, 'capture');
  });
  return () => {
    offFingerprint();
    offCapture();
  };
}
