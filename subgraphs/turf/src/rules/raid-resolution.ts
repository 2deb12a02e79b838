import { moduleEffects, type ModuleLevels } from './outpost-modules.js';

export type RaidOutcome = 'repelled' | 'damaged' | 'destroyed';

/** Attack power a raid may bring (our choice). */
export const ATTACK_POWER = { min: 1, max: 100 } as const;

export interface RaidResolution {
  outcome: RaidOutcome;
  defence: number;
  damage: number;
  healthAfter: number;
  /** Share of the defender's influence in the cell that moves to the attacker. */
  influenceShare: number;
}

/**
 * A raid resolves at once: damage is the attack power beyond the shield's defence (5 per level), taken
 * from the outpost's health; the defender loses that many per cent of their influence in the cell to the
 * attacker (a destroyed outpost costs them half of it).
 */
export function resolveRaid(
  attackPower: number,
  outpost: { health: number; modules: ModuleLevels },
): RaidResolution {
  const defence = moduleEffects(outpost.modules).defence;
  const damage = Math.min(outpost.health, Math.max(0, attackPower - defence));
  const healthAfter = outpost.health - damage;
  const outcome: RaidOutcome = damage === 0 ? 'repelled' : healthAfter === 0 ? 'destroyed' : 'damaged';
  return {
    outcome,
    defence,
    damage,
    healthAfter,
    influenceShare: outcome === 'destroyed' ? 0.5 : damage / 100,
  };
}
