import { randomUUID } from 'node:crypto';
import { gridDistance } from 'h3-js';
import { BadInput, DomainError, NotFound } from '@platform/errors';
import { Outpost } from '../entities/outpost.entity.js';
import { Raid } from '../entities/raid.entity.js';
import { ATTACK_POWER, resolveRaid } from '../rules/raid-resolution.js';
import { assertGameplayCell, type TurfContext } from './turf-context.js';
import type { InfluenceService } from './influence.service.js';
import type { CrewService } from './crew.service.js';
import type { ContractService } from './contract.service.js';
import { announceCellChange, announceSpawnRate } from './cell-events.js';

export const RAID_RESOLVED_TOPIC = 'turf.raid-resolved';
/** How far from the target cell a raider may stand (our choice). */
export const RAID_RANGE_CELLS = 1;

/** Raids on a cell's outpost, resolved at once: damage, influence moved, contracts advanced. */
export class RaidService {
  constructor(
    private readonly context: TurfContext,
    private readonly influence: InfluenceService,
    private readonly crews: CrewService,
    private readonly contracts: ContractService,
  ) {}

  async raid(playerId: string, targetCell: string, attackPower: number) {
    assertGameplayCell(this.context, targetCell);
    if (!Number.isInteger(attackPower) || attackPower < ATTACK_POWER.min || attackPower > ATTACK_POWER.max) {
      throw new BadInput(`attackPower must be an integer from ${ATTACK_POWER.min} to ${ATTACK_POWER.max}`);
    }
    const position = await this.context.positions.lastValidated(playerId);
    const distance = position ? gridDistance(position.gameplayCell, targetCell) : -1;
    if (distance < 0 || distance > RAID_RANGE_CELLS) throw new DomainError('FORBIDDEN', 'Raid from a valid location in or next to the target cell', { reason: 'out_of_range' });

    const em = this.context.orm.em.fork();
    const outpost = await em.findOne(Outpost, { cell: targetCell });
    if (!outpost) throw new NotFound('Outpost in the target cell');
    const crewId = await this.crews.crewOf(playerId);
    if (outpost.ownerId === playerId || (crewId && outpost.crewId === crewId)) throw new DomainError('FORBIDDEN', 'You cannot raid your own or your crew\'s outpost', { reason: 'own_outpost' });

    const resolution = resolveRaid(attackPower, outpost);
    const defenderInfluence = await this.influence.of('player', outpost.ownerId, targetCell);
    const influenceMoved = Math.round(defenderInfluence * resolution.influenceShare * 100) / 100;
    if (influenceMoved > 0) {
      await this.influence.add('player', outpost.ownerId, targetCell, -influenceMoved);
      await this.influence.award(playerId, targetCell, influenceMoved);
    }
    const raid = em.create(Raid, {
      id: randomUUID(),
      attackerId: playerId,
      targetCell,
      outpostId: outpost.id,
      defenderId: outpost.ownerId,
      attackPower,
      defence: resolution.defence,
      outcome: resolution.outcome,
      damage: resolution.damage,
      influenceMoved,
      createdAt: this.context.now(),
    });
    if (resolution.outcome === 'destroyed') em.remove(outpost);
    else outpost.health = resolution.healthAfter;
    await em.flush();

    if (resolution.outcome === 'repelled') await this.contracts.progress(outpost.ownerId, targetCell, 'defend');
    else await this.contracts.progress(playerId, targetCell, 'raid');
    const result = { id: raid.id, targetCell, outcome: raid.outcome, attackPower, defence: raid.defence, damage: raid.damage, outpostHealth: resolution.healthAfter, influenceMoved, defenderId: raid.defenderId, attackerId: playerId, at: raid.createdAt.toISOString() };
    await this.context.bus?.notify(RAID_RESOLVED_TOPIC, result);
    await announceCellChange(this.context, targetCell, 'raid');
    // A destroyed outpost's scanner stops raising the cell's spawn rate.
    if (resolution.outcome === 'destroyed' && outpost.modules.scanner > 0) await announceSpawnRate(this.context, targetCell, 1);
    return result;
  }
}
