import { defineEntity, p } from '@mikro-orm/core';

const FingerprintCooldownSchema = defineEntity({
  name: 'FingerprintCooldown',
  schema: 'creatures',
  tableName: 'fingerprint_cooldown',
  properties: {
    playerId: p.uuid().primary(),
    gameplayCell: p.string().length(16).primary(),
    /** When the player's last accepted fingerprint in the cell was taken; the next waits out the cooldown from here. */
    lastAt: p.datetime(),
  },
});

/**
 * A player's last accepted fingerprint per gameplay cell: one row, claimed by one conditional upsert,
 * so fingerprints sent at the same moment cannot all pass the cooldown.
 */
export class FingerprintCooldown extends FingerprintCooldownSchema.class {}
FingerprintCooldownSchema.setClass(FingerprintCooldown);
