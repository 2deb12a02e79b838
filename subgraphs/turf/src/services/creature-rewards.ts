import type { EventBus } from '@platform/pubsub';
import {
  CREATURE_CAPTURED_TOPIC,
  FINGERPRINT_ACCEPTED_TOPIC,
  type CreatureCaptured,
  type FingerprintAccepted,
} from '@platform/game-events';
import { INFLUENCE_AWARD } from '../rules/decay.js';
import type { InfluenceService } from './influence.service.js';
import type { ContractService } from './contract.service.js';
import type { TurfContext } from './turf-context.js';

/**
 * True the first time a source (fingerprint, creature) is rewarded. With Redis every replica's turf
 * hears each event; the receipt's primary key lets exactly one of them pay it.
 */
async function firstReward(context: TurfContext, sourceId: string): Promise<boolean> {
  const inserted = await context.orm.em
    .getConnection()
    .execute(
      `insert into "turf"."reward_receipt" ("source_id", "created_at") values (?, ?) on conflict do nothing`,
      [sourceId, context.now()],
      'run',
    );
  return (inserted as { affectedRows: number }).affectedRows === 1;
}

/**
 * Turf's side of the creatures domain's events (over the bus, not its tables): +10 influence and a
 * survey step for a fingerprint, +5 and a capture step for a capture, in the player's gameplay cell.
 */
export function listenToCreatures(
  context: TurfContext,
  bus: EventBus,
  influence: InfluenceService,
  contracts: ContractService,
): () => void {
  const offFingerprint = bus.subscribe<FingerprintAccepted>(
    FINGERPRINT_ACCEPTED_TOPIC,
    async ({ playerId, gameplayCell, fingerprintId }) => {
      if (!(await firstReward(context, fingerprintId))) return;
      await influence.award(playerId, gameplayCell, INFLUENCE_AWARD.fingerprint);
      await contracts.progress(playerId, gameplayCell, 'survey');
    },
  );
  const offCapture = bus.subscribe<CreatureCaptured>(
    CREATURE_CAPTURED_TOPIC,
    async ({ playerId, gameplayCell, creatureId }) => {
      if (!(await firstReward(context, creatureId))) return;
      await influence.award(playerId, gameplayCell, INFLUENCE_AWARD.capture);
      await contracts.progress(playerId, gameplayCell, 'capture');
    },
  );
  return () => {
    offFingerprint();
    offCapture();
  };
}
