import { defineEntity, p } from '@mikro-orm/core';
import type { CreatureTraits } from '../creatures/creature-traits.js';
import { Fingerprint } from './fingerprint.entity.js';

const CreatureSchema = defineEntity({
  name: 'Creature',
  schema: 'creatures',
  tableName: 'creature',
  indexes: [
    { name: 'creature_cell_expires_idx', properties: ['gameplayCell', 'expiresAt'] },
    { name: 'creature_captured_by_idx', properties: ['capturedBy', 'capturedAt'] },
  ],
  properties: {
    id: p.uuid().primary(),
    /** Null once the player who sent it erased their fingerprints: the creature stays, anonymous. */
    fingerprint: () => p.manyToOne(Fingerprint).deleteRule('set null').nullable(),
    gameplayCell: p.string().length(16),
    species: p.string().length(16),
    geometry: p.string().length(16).$type<CreatureTraits['geometry']>(),
    motion: p.string().length(16).$type<CreatureTraits['motion']>(),
    sound: p.string().length(16).$type<CreatureTraits['sound']>(),
    rarity: p.string().length(16).$type<CreatureTraits['rarity']>(),
    palette: p.json<CreatureTraits['palette']>(),
    spawnedAt: p.datetime(),
    /** A wild creature can be captured until then. */
    expiresAt: p.datetime(),
    /** Who caught it: set once, by the one conditional update in capture(); its collection is these rows. */
    capturedBy: p.uuid().nullable(),
    capturedAt: p.datetime().nullable(),
  },
});

/** A Synthling: spawned in a cell from a fingerprint, wild until one player captures it into their collection. */
export class Creature extends CreatureSchema.class {}
CreatureSchema.setClass(Creature);
