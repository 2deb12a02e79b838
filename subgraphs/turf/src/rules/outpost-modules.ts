/** The four module types (docs/products/game.md); each goes up to level 3. */
export const MODULE_TYPES = ['scanner', 'amplifier', 'shield', 'beacon'] as const;
export type ModuleType = (typeof MODULE_TYPES)[number];
export type ModuleLevels = Record<ModuleType, number>;
export const MODULE_MAX_LEVEL = 3;

export const OUTPOST_MAX_HEALTH = 100;
export const OUTPOST_MAX_LEVEL = 5;
/** Influence an outpost of level 1 yields its owner per hourly tick (our choice). */
export const BASE_TICK_INFLUENCE = 2;
/** Health an outpost repairs per hourly tick (our choice). */
export const TICK_REPAIR = 5;

export const noModules = (): ModuleLevels => ({ scanner: 0, amplifier: 0, shield: 0, beacon: 0 });

/** A module level being built: `modules` already counts it; it works from `readyAt` (ISO 8601) on. */
export interface ModuleBuild {
  module: ModuleType;
  level: number;
  readyAt: string;
}

/** The module levels that work at `now`: a level still being built does not. */
export function activeModules(
  modules: ModuleLevels,
  build: ModuleBuild | null | undefined,
  now: Date,
): ModuleLevels {
  if (!build || Date.parse(build.readyAt) <= now.getTime()) return modules;
  return { ...modules, [build.module]: Math.max(0, build.level - 1) };
}

/** The same in SQL for one module of outpost alias `alias` at the SQL timestamp `now`. */
export const activeModuleSql = (alias: string, module: ModuleType, now: string) =>
  `greatest(0, coalesce((${alias}."modules"->>'${module}')::int, 0) - case when ${alias}."building"->>'module' = '${module}' and (${alias}."building"->>'readyAt')::timestamptz > ${now} then 1 else 0 end)`;

/** Level 1 bare, one more for every three module levels installed: 12 module levels make level 5. */
export function outpostLevel(modules: ModuleLevels): number {
  const installed = MODULE_TYPES.reduce((sum, type) => sum + modules[type], 0);
  return Math.min(OUTPOST_MAX_LEVEL, 1 + Math.floor(installed / 3));
}

/** What the modules do, as numbers the rest of the game reads. */
export function moduleEffects(modules: ModuleLevels) {
  return {
    /** Scanner: creatures spawn this many times as often in the cell. */
    spawnRateMultiplier: 1 + 0.5 * modules.scanner,
    /** Amplifier: passive influence multiplied by 1 + 0.25 per level. */
    passiveMultiplier: 1 + 0.25 * modules.amplifier,
    /** Shield: 5 defence per level against raids. */
    defence: 5 * modules.shield,
    /** Beacon: the outpost's crew is shown as recruiting to players this many cells away. */
    recruitRadiusCells: modules.beacon,
  };
}

/** Influence of one hourly tick: base per level, amplified. A destroyed (0 health) outpost yields nothing. */
export function tickInfluence(modules: ModuleLevels, health: number): number {
  if (health <= 0) return 0;
  return BASE_TICK_INFLUENCE * outpostLevel(modules) * moduleEffects(modules).passiveMultiplier;
}
