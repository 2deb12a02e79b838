import { defineEntity, p } from '@mikro-orm/core';

const FingerprintSchema = defineEntity({
  name: 'Fingerprint',
  schema: 'creatures',
  tableName: 'fingerprint',
  indexes: [{ name: 'fingerprint_player_created_idx', properties: ['playerId', 'createdAt'] }],
  properties: {
    id: p.uuid().primary(),
    playerId: p.uuid(),
    /** The submission's cell (resolution 7) and the gameplay cell of the player's validated position. */
    h3Cell: p.string().length(16).fieldName('h3_cell'),
    gameplayCell: p.string().length(16),
    /** The compact binary form (fingerprint-codec.ts), under 400 bytes. */
    encoded: p.uint8array(),
    createdAt: p.datetime(),
  },
});

/** A place fingerprint a player submitted; raw camera and audio never reach us, only this descriptor. */
export class Fingerprint extends FingerprintSchema.class {}
FingerprintSchema.setClass(Fingerprint);
