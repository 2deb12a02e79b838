import { randomUUID } from 'node:crypto';
import { Conflict, DomainError, Forbidden, NotFound } from '@platform/errors';
import { Outpost } from '../entities/outpost.entity.js';
import {
  activeModules,
  MODULE_MAX_LEVEL,
  MODULE_TYPES,
  moduleEffects,
  noModules,
  OUTPOST_MAX_HEALTH,
  outpostLevel,
  tickInfluence,
  TICK_REPAIR,
  type ModuleBuild,
  type ModuleType,
} from '../rules/outpost-modules.js';
import { moduleBuildMs, moduleUpgradeCost, SPENDING } from '../rules/spending.js';
import { assertGameplayCell, districtOf, type TurfContext } from './turf-context.js';
import type { InfluenceService } from './influence.service.js';
import { announceCellChange, announceSpawnRate } from './cell-events.js';
import type { CrewService } from './crew.service.js';
import { decayedAt, withCellLocked } from './cell-lock.js';

/** Influence a player spends (and so must hold) in a cell to deploy an outpost there. */
export const OUTPOST_DEPLOY_MIN_INFLUENCE = SPENDING.outpostDeployCost;
const HOUR_MS = 3600_000;

/** What an outpost shows at `now`: the module levels that work, and the level still being built. */
export const outpostView = (outpost: Outpost, now: Date) => {
  const modules = activeModules(outpost.modules, outpost.building, now);
  const building =
    outpost.building && Date.parse(outpost.building.readyAt) > now.getTime() ? outpost.building : null;
  return {
    id: outpost.id,
    cell: outpost.cell,
    districtId: outpost.districtId,
    ownerId: outpost.ownerId,
    crewId: outpost.crewId ?? null,
    health: outpost.health,
    level: outpostLevel(modules),
    modules,
    effects: moduleEffects(modules),
    upgrade: building
      ? { module: building.module, level: building.level, readyAt: new Date(building.readyAt) }
      : null,
  };
};
export type OutpostView = ReturnType<typeof outpostView>;

const insufficient = (what: string, cost: number, held: number) =>
  new DomainError('FORBIDDEN', `${what} costs ${cost} influence in the cell; you hold ${held.toFixed(1)}`, {
    reason: 'insufficient_influence',
  });

/**
 * Deploys only while the cell has no outpost and the deployer holds the cost there; spends it and
 * places the outpost in the same statement (see cell-lock.ts). No row: nothing was written.
 */
const DEPLOY_SQL = `
with p as (select ?::timestamptz as now, ?::uuid as player, ?::varchar as cell, ?::double precision as cost, ?::uuid as id, ?::varchar as district, ?::uuid as crew, ?::jsonb as modules),
paid as (
  update "turf"."influence" i set value = greatest(0, ${decayedAt('i', 'p.now')} - p.cost), as_of = p.now
  from p where i.cell = p.cell and i.holder_type = 'player' and i.holder_id = p.player
    and round(${decayedAt('i', 'p.now')}::numeric, 2) >= p.cost
    and not exists (select 1 from "turf"."outpost" o where o.cell = p.cell)
  returning i.holder_id
)
insert into "turf"."outpost" ("id", "cell", "district_id", "owner_id", "crew_id", "health", "modules", "building", "last_tick_at", "created_at")
select p.id, p.cell, p.district, p.player, p.crew, ${OUTPOST_MAX_HEALTH}, p.modules, null, p.now, p.now from p, paid
returning "id"`;

/**
 * Raises `module` from the level the caller saw, only while no build is under way and the installer
 * holds the cost in the outpost's cell: spends it and starts the build in the same statement.
 */
const upgradeSql = (module: ModuleType) => `
with p as (select ?::timestamptz as now, ?::uuid as player, ?::uuid as outpost_id, ?::int as from_level, ?::double precision as cost, ?::jsonb as build),
o as (
  select o.id, o.cell from "turf"."outpost" o, p
  where o.id = p.outpost_id and o.health > 0 and coalesce((o.modules->>'${module}')::int, 0) = p.from_level
    and (o.building is null or (o.building->>'readyAt')::timestamptz <= p.now)
),
paid as (
  update "turf"."influence" i set value = greatest(0, ${decayedAt('i', 'p.now')} - p.cost), as_of = p.now
  from o, p where i.cell = o.cell and i.holder_type = 'player' and i.holder_id = p.player
    and round(${decayedAt('i', 'p.now')}::numeric, 2) >= p.cost
  returning i.holder_id
)
update "turf"."outpost" t set modules = jsonb_set(t.modules, '{${module}}', to_jsonb(p.from_level + 1)), building = p.build
from p, paid where t.id = p.outpost_id
returning t.id`;

/**
 * Outposts: one per cell, deployed where the player stands by spending influence there; modules
 * bought with influence and built over time (rules/spending.ts); hourly ticks.
 */
export class OutpostService {
  constructor(
    private readonly context: TurfContext,
    private readonly influence: InfluenceService,
    private readonly crews: CrewService,
  ) {}

  async deploy(playerId: string, cell: string): Promise<OutpostView> {
    assertGameplayCell(this.context, cell);
    const position = await this.context.positions.lastValidated(playerId);
    if (position?.gameplayCell !== cell)
      throw new DomainError('FORBIDDEN', 'Stand in the cell (a valid location there) to deploy an outpost', {
        reason: 'not_in_cell',
      });
    const em = this.context.orm.em.fork();
    if (await em.findOne(Outpost, { cell })) throw new Conflict('This cell already has an outpost');
    const now = this.context.now();
    const id = randomUUID();
    const crewId = await this.crews.crewOf(playerId);
    const params = [
      now,
      playerId,
      cell,
      SPENDING.outpostDeployCost,
      id,
      districtOf(this.context, cell),
      crewId,
      JSON.stringify(noModules()),
    ];
    const placed = await withCellLocked(this.context, cell, (sql) => sql(DEPLOY_SQL, params));
    if (!placed.length) {
      if (await em.fork().findOne(Outpost, { cell })) throw new Conflict('This cell already has an outpost');
      // Compared as players see it (two decimals): 20 earned a minute ago has decayed to 19.9996, still "20.00".
      throw insufficient(
        'Deploying an outpost',
        SPENDING.outpostDeployCost,
        Math.round((await this.influence.of('player', playerId, cell)) * 100) / 100,
      );
    }
    await announceCellChange(this.context, cell, 'outpost');
    await announceCellChange(this.context, cell, 'influence');
    return outpostView(await em.fork().findOneOrFail(Outpost, { id }), now);
  }

  /**
   * Buys the next level of a module (to 3): the owner and the owner's crew may, paying from their own
   * influence in the outpost's cell. The level works once built; one build at a time per outpost.
   */
  async installModule(playerId: string, outpostId: string, module: ModuleType): Promise<OutpostView> {
    if (!MODULE_TYPES.includes(module)) throw new NotFound('Module');
    const em = this.context.orm.em.fork();
    const outpost = await em.findOne(Outpost, { id: outpostId, health: { $gt: 0 } });
    if (!outpost) throw new NotFound('Outpost');
    const crewId = await this.crews.crewOf(playerId);
    if (outpost.ownerId !== playerId && !(crewId && outpost.crewId === crewId))
      throw new Forbidden('Only the owner and their crew may install modules');
    const now = this.context.now();
    // A finished scanner is announced before the next build takes its place in `building`.
    await this.settleBuilds(now, outpostId);
    this.assertNoBuild(outpost, now);
    const from = outpost.modules[module] ?? 0;
    if (from >= MODULE_MAX_LEVEL)
      throw new Conflict(`The ${module} is at its highest level (${MODULE_MAX_LEVEL})`);
    const level = from + 1;
    const cost = moduleUpgradeCost(level);
    const build: ModuleBuild = {
      module,
      level,
      readyAt: new Date(now.getTime() + moduleBuildMs(level)).toISOString(),
    };
    const built = await withCellLocked(this.context, outpost.cell, (sql) =>
      sql(upgradeSql(module), [now, playerId, outpostId, from, cost, JSON.stringify(build)]),
    );
    if (!built.length) {
      const current = await em.fork().findOne(Outpost, { id: outpostId, health: { $gt: 0 } });
      if (!current) throw new NotFound('Outpost');
      this.assertNoBuild(current, now);
      if ((current.modules[module] ?? 0) !== from)
        throw new Conflict(`The ${module} changed meanwhile; look again`, { reason: 'module_changed' });
      throw insufficient(
        `Level ${level} of the ${module}`,
        cost,
        await this.influence.of('player', playerId, outpost.cell),
      );
    }
    await announceCellChange(this.context, outpost.cell, 'outpost');
    await announceCellChange(this.context, outpost.cell, 'influence');
    return outpostView(await em.fork().findOneOrFail(Outpost, { id: outpostId }), now);
  }

  private assertNoBuild(outpost: Outpost, now: Date): void {
    const build = outpost.building;
    if (build && Date.parse(build.readyAt) > now.getTime()) {
      throw new Conflict(
        `Level ${build.level} of the ${build.module} is being built until ${build.readyAt}`,
        { reason: 'upgrade_in_progress' },
      );
    }
  }

  async inCell(cell: string): Promise<OutpostView | null> {
    const outpost = await this.context.orm.em.fork().findOne(Outpost, { cell, health: { $gt: 0 } });
    return outpost ? outpostView(outpost, this.context.now()) : null;
  }

  /**
   * The hourly tick: finished module builds are settled (a scanner's new rate announced), then each
   * outpost yields its owner influence for every whole hour since its last tick (so a missed run is
   * made up) and repairs a little. Returns the outposts ticked.
   */
  async tick(): Promise<number> {
    const em = this.context.orm.em.fork();
    const now = this.context.now();
    await this.settleBuilds(now);
    const due = await em.find(Outpost, { lastTickAt: { $lte: new Date(now.getTime() - HOUR_MS) } });
    for (const outpost of due) {
      const hours = Math.floor((now.getTime() - outpost.lastTickAt.getTime()) / HOUR_MS);
      const gain =
        tickInfluence(activeModules(outpost.modules, outpost.building, now), outpost.health) * hours;
      if (gain > 0) await this.influence.award(outpost.ownerId, outpost.cell, gain);
      outpost.health =
        outpost.health > 0 ? Math.min(OUTPOST_MAX_HEALTH, outpost.health + TICK_REPAIR * hours) : 0;
      outpost.lastTickAt = new Date(outpost.lastTickAt.getTime() + hours * HOUR_MS);
    }
    await em.flush();
    return due.length;
  }

  /** Clears builds that are done; a finished scanner raises the cell's spawn rate from now on. */
  private async settleBuilds(now: Date, outpostId?: string): Promise<void> {
    const finished = await this.context.orm.em
      .getConnection()
      .execute<Array<{ cell: string; modules: unknown; module: string }>>(
        `with done as (
         select "id", "building"->>'module' as "module" from "turf"."outpost"
         where "building" is not null and ("building"->>'readyAt')::timestamptz <= ?${outpostId ? ` and "id" = ?` : ''} for update
       )
       update "turf"."outpost" t set "building" = null from done where t."id" = done."id"
       returning t."cell", t."modules", done."module"`,
        outpostId ? [now, outpostId] : [now],
      );
    for (const row of finished) {
      const modules = typeof row.modules === 'string' ? JSON.parse(row.modules) : row.modules;
      if (row.module === 'scanner')
        await announceSpawnRate(this.context, row.cell, moduleEffects(modules).spawnRateMultiplier);
    }
  }
}
