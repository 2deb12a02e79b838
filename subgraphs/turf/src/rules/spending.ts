/**
 * What turf actions cost, so influence is only ever moved or spent, never made by an action (our
 * choices; docs/security/game.md lists them for clients).
 */
export const SPENDING = {
  /** A raid costs the attacker this much of their influence in the target cell, whatever its outcome. */
  raidCost: 5,
  /** One raid per attacker and target cell in this time. */
  raidCooldownMs: 5 * 60_000,
  /** Deploying an outpost spends this much of the deployer's influence in the cell (also what they must hold). */
  outpostDeployCost: 20,
  /** Raising a module to level n costs n times this, from the installer's influence in the outpost's cell. */
  moduleCostPerLevel: 10,
  /** Raising a module to level n takes n times this before the new level works; one build at a time per outpost. */
  moduleBuildMsPerLevel: 10 * 60_000,
} as const;

export const moduleUpgradeCost = (level: number) => SPENDING.moduleCostPerLevel * level;
export const moduleBuildMs = (level: number) => SPENDING.moduleBuildMsPerLevel * level;
