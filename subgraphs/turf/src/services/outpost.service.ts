import { randomUUID } from 'node:crypto';
import { Conflict, DomainError, Forbidden, NotFound } from '@platform/errors';
import { Outpost } from '../entities/outpost.entity.js';
import { MODULE_MAX_LEVEL, moduleEffects, noModules, OUTPOST_MAX_HEALTH, outpostLevel, tickInfluence, TICK_REPAIR, type ModuleType } from '../rules/outpost-modules.js';
import { assertGameplayCell, districtOf, type TurfContext } from './turf-context.js';
import type { InfluenceService } from './influence.service.js';
import { announceCellChange, announceSpawnRate } from './cell-events.js';
import type { CrewService } from './crew.service.js';

/** Influence a player needs in a cell to deploy an outpost there (our choice). */
export const OUTPOST_DEPLOY_MIN_INFLUENCE = 20;
const HOUR_MS = 3600_000;

export const outpostView = (outpost: Outpost) => ({
  id: outpost.id,
  cell: outpost.cell,
  districtId: outpost.districtId,
  ownerId: outpost.ownerId,
  crewId: outpost.crewId ?? null,
  health: outpost.health,
  level: outpostLevel(outpost.modules),
  modules: outpost.modules,
  effects: moduleEffects(outpost.modules),
});
export type OutpostView = ReturnType<typeof outpostView>;

/** Outposts: one per cell, deployed where the player stands and holds influence, modules, hourly ticks. */
export class OutpostService {
  constructor(
    private readonly context: TurfContext,
    private readonly influence: InfluenceService,
    private readonly crews: CrewService,
  ) {}

  async deploy(playerId: string, cell: string): Promise<OutpostView> {
    assertGameplayCell(this.context, cell);
    const position = await this.context.positions.lastValidated(playerId);
    if (position?.gameplayCell !== cell) throw new DomainError('FORBIDDEN', 'Stand in the cell (a valid location there) to deploy an outpost', { reason: 'not_in_cell' });
    // Compared as players see it (two decimals): 20 earned a minute ago has decayed to 19.9996, still "20.00".
    const held = Math.round((await this.influence.of('player', playerId, cell)) * 100) / 100;
    if (held < OUTPOST_DEPLOY_MIN_INFLUENCE) throw new Forbidden(`Deploying needs ${OUTPOST_DEPLOY_MIN_INFLUENCE} influence in the cell; you hold ${held.toFixed(1)}`);
    const em = this.context.orm.em.fork();
    if (await em.findOne(Outpost, { cell })) throw new Conflict('This cell already has an outpost');
    const now = this.context.now();
    const outpost = em.create(Outpost, {
      id: randomUUID(),
      cell,
      districtId: districtOf(this.context, cell),
      ownerId: playerId,
      crewId: await this.crews.crewOf(playerId),
      health: OUTPOST_MAX_HEALTH,
      modules: noModules(),
      lastTickAt: now,
      createdAt: now,
    });
    await em.flush();
    await announceCellChange(this.context, cell, 'outpost');
    return outpostView(outpost);
  }

  /** Installs a module or raises it one level (to 3); the owner and the owner's crew may. */
  async installModule(playerId: string, outpostId: string, module: ModuleType): Promise<OutpostView> {
    const em = this.context.orm.em.fork();
    const outpost = await em.findOne(Outpost, { id: outpostId });
    if (!outpost) throw new NotFound('Outpost');
    const crewId = await this.crews.crewOf(playerId);
    if (outpost.ownerId !== playerId && !(crewId && outpost.crewId === crewId)) throw new Forbidden('Only the owner and their crew may install modules');
    if (outpost.modules[module] >= MODULE_MAX_LEVEL) throw new Conflict(`The ${module} is at its highest level (${MODULE_MAX_LEVEL})`);
    outpost.modules = { ...outpost.modules, [module]: outpost.modules[module] + 1 };
    await em.flush();
    await announceCellChange(this.context, outpost.cell, 'outpost');
    if (module === 'scanner') await announceSpawnRate(this.context, outpost.cell, moduleEffects(outpost.modules).spawnRateMultiplier);
    return outpostView(outpost);
  }

  async inCell(cell: string): Promise<OutpostView | null> {
    const outpost = await this.context.orm.em.fork().findOne(Outpost, { cell });
    return outpost ? outpostView(outpost) : null;
  }

  /**
   * The hourly tick: each outpost yields its owner influence for every whole hour since its last tick
   * (so a missed run is made up) and repairs a little. Returns the outposts ticked.
   */
  async tick(): Promise<number> {
    const em = this.context.orm.em.fork();
    const now = this.context.now();
    const due = await em.find(Outpost, { lastTickAt: { $lte: new Date(now.getTime() - HOUR_MS) } });
    for (const outpost of due) {
      const hours = Math.floor((now.getTime() - outpost.lastTickAt.getTime()) / HOUR_MS);
      const gain = tickInfluence(outpost.modules, outpost.health) * hours;
      if (gain > 0) await this.influence.award(outpost.ownerId, outpost.cell, gain);
      outpost.health = outpost.health > 0 ? Math.min(OUTPOST_MAX_HEALTH, outpost.health + TICK_REPAIR * hours) : 0;
      outpost.lastTickAt = new Date(outpost.lastTickAt.getTime() + hours * HOUR_MS);
    }
    await em.flush();
    return due.length;
  }
}
