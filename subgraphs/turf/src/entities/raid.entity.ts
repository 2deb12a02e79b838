import { defineEntity, p } from '@mikro-orm/core';
import type { RaidOutcome } from '../rules/raid-resolution.js';

const RaidSchema = defineEntity({
  name: 'Raid',
  schema: 'turf',
  tableName: 'raid',
  indexes: [
    { name: 'raid_target_created_idx', properties: ['targetCell', 'createdAt'] },
    { name: 'raid_attacker_target_created_idx', properties: ['attackerId', 'targetCell', 'createdAt'] },
  ],
  properties: {
    id: p.uuid().primary(),
    attackerId: p.uuid(),
    targetCell: p.string().length(16),
    outpostId: p.uuid(),
    defenderId: p.uuid(),
    attackPower: p.integer(),
    defence: p.integer(),
    outcome: p.string().length(16).$type<RaidOutcome>(),
    damage: p.integer(),
    influenceMoved: p.double().$type<number>(),
    createdAt: p.datetime(),
  },
});

/** A raid on a cell's outpost, resolved when it was made (there is no pending state). */
export class Raid extends RaidSchema.class {}
RaidSchema.setClass(Raid);
