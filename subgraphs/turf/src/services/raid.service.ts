import { randomUUID } from 'node:crypto';
import { gridDistance } from 'h3-js';
import { BadInput, Conflict, DomainError, NotFound } from '@platform/errors';
import { Outpost } from '../entities/outpost.entity.js';
import { Raid } from '../entities/raid.entity.js';
import { ATTACK_POWER, type RaidOutcome } from '../rules/raid-resolution.js';
import { activeModuleSql } from '../rules/outpost-modules.js';
import { SPENDING } from '../rules/spending.js';
import { assertGameplayCell, type TurfContext } from './turf-context.js';
import type { InfluenceService } from './influence.service.js';
import type { CrewService } from './crew.service.js';
import type { ContractService } from './contract.service.js';
import { announceCellChange, announceSpawnRate } from './cell-events.js';
import { decayedAt, withCellLocked } from './cell-lock.js';

export const RAID_RESOLVED_TOPIC = 'turf.raid-resolved';
/** How far from the target cell a raider may stand (our choice). */
export const RAID_RANGE_CELLS = 1;

interface RaidRow {
  outpost_id: string;
  owner_id: string;
  defence: number;
  damage: number;
  outcome: RaidOutcome;
  health_after: number;
  moved: number;
}

/**
 * The whole raid as one statement (rules/raid-resolution.ts in SQL): it passes only while the attacker
 * holds the raid's cost in the cell and made no raid there within the cooldown; the outpost takes the
 * damage from its health as it is at that moment; the defender loses exactly what the attacker gains
 * (damage% of the defender's influence, half of it when the outpost falls), the attacker pays the cost,
 * and the raid is recorded. No row: one of the conditions failed and nothing was written.
 */
const RAID_SQL = `
with p as (select ?::timestamptz as now, ?::uuid as attacker, ?::varchar as cell, ?::int as power, ?::double precision as cost, ?::uuid as raid_id, ?::timestamptz as cooldown_from),
o as (
  select o.id, o.owner_id, o.health, ${activeModuleSql('o', 'shield', 'p.now')} * 5 as defence
  from "turf"."outpost" o, p where o.cell = p.cell and o.health > 0 and o.owner_id <> p.attacker
),
allowed as (
  select o.* from o, p
  where exists (select 1 from "turf"."influence" i where i.cell = p.cell and i.holder_type = 'player' and i.holder_id = p.attacker and round(${decayedAt('i', 'p.now')}::numeric, 2) >= p.cost)
    and not exists (select 1 from "turf"."raid" r where r.attacker_id = p.attacker and r.target_cell = p.cell and r.created_at > p.cooldown_from)
),
hit as (
  update "turf"."outpost" t set health = t.health - least(t.health, greatest(0, p.power - a.defence))
  from allowed a, p where t.id = a.id
  returning t.id, a.owner_id, a.defence, a.health as health_before, t.health as health_after
),
res as (
  select h.*, h.health_before - h.health_after as damage,
    case when h.health_after = h.health_before then 'repelled' when h.health_after = 0 then 'destroyed' else 'damaged' end as outcome
  from hit h
),
mv as (
  select r.*, coalesce((
    select round((${decayedAt('d', 'p.now')} * case when r.outcome = 'destroyed' then 0.5 else r.damage / 100.0 end)::numeric, 2)
    from "turf"."influence" d, p where d.cell = p.cell and d.holder_type = 'player' and d.holder_id = r.owner_id
  ), 0)::double precision as moved
  from res r
),
taken as (
  update "turf"."influence" d set value = greatest(0, ${decayedAt('d', 'p.now')} - m.moved), as_of = p.now
  from mv m, p where d.cell = p.cell and d.holder_type = 'player' and d.holder_id = m.owner_id and m.moved > 0
  returning d.holder_id
),
paid as (
  update "turf"."influence" a set value = ${decayedAt('a', 'p.now')} - p.cost + m.moved, as_of = p.now
  from mv m, p where a.cell = p.cell and a.holder_type = 'player' and a.holder_id = p.attacker
  returning a.holder_id
),
rec as (
  insert into "turf"."raid" ("id", "attacker_id", "target_cell", "outpost_id", "defender_id", "attack_power", "defence", "outcome", "damage", "influence_moved", "created_at")
  select p.raid_id, p.attacker, p.cell, m.id, m.owner_id, p.power, m.defence, m.outcome, m.damage, m.moved, p.now from mv m, p
  returning "id"
)
select m.id as outpost_id, m.owner_id, m.defence::int as defence, m.damage::int as damage, m.outcome, m.health_after::int as health_after, m.moved from mv m`;

/**
 * Raids on a cell's outpost, resolved at once and atomically: many raids at the same moment (aliases
 * in one request, parallel clients) are applied one after the other, each seeing the outpost and the
 * influence the previous one left, and each within the cost and cooldown rules (rules/spending.ts).
 */
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
    if (distance < 0 || distance > RAID_RANGE_CELLS)
      throw new DomainError('FORBIDDEN', 'Raid from a valid location in or next to the target cell', {
        reason: 'out_of_range',
      });

    const em = this.context.orm.em.fork();
    const outpost = await em.findOne(Outpost, { cell: targetCell, health: { $gt: 0 } });
    if (!outpost) throw new NotFound('Outpost in the target cell');
    const crewId = await this.crews.crewOf(playerId);
    if (outpost.ownerId === playerId || (crewId && outpost.crewId === crewId))
      throw new DomainError('FORBIDDEN', "You cannot raid your own or your crew's outpost", {
        reason: 'own_outpost',
      });

    const now = this.context.now();
    const raidId = randomUUID();
    const cooldownFrom = new Date(now.getTime() - SPENDING.raidCooldownMs);
    const [row] = await withCellLocked(this.context, targetCell, async (sql) => {
      const rows = await sql<RaidRow>(RAID_SQL, [
        now,
        playerId,
        targetCell,
        attackPower,
        SPENDING.raidCost,
        raidId,
        cooldownFrom,
      ]);
      // A fallen outpost goes once the raid that felled it is written.
      if (rows[0]?.outcome === 'destroyed')
        await sql(`delete from "turf"."outpost" where "id" = ? and "health" = 0`, [rows[0].outpost_id]);
      return rows;
    });
    if (!row) throw await this.refusal(playerId, targetCell, cooldownFrom);

    const influenceMoved = Number(row.moved);
    // A player's gains count for their crew too (InfluenceService.award); the player's own share moved above.
    if (crewId && influenceMoved > 0) await this.influence.add('crew', crewId, targetCell, influenceMoved);
    if (row.outcome === 'repelled') await this.contracts.progress(row.owner_id, targetCell, 'defend');
    else await this.contracts.progress(playerId, targetCell, 'raid');
    const result = {
      id: raidId,
      targetCell,
      outcome: row.outcome,
      attackPower,
      defence: row.defence,
      damage: row.damage,
      outpostHealth: row.health_after,
      influenceMoved,
      defenderId: row.owner_id,
      attackerId: playerId,
      at: now.toISOString(),
    };
    await this.context.bus?.notify(RAID_RESOLVED_TOPIC, result);
    await announceCellChange(this.context, targetCell, 'raid');
    await announceCellChange(this.context, targetCell, 'influence');
    // A destroyed outpost's scanner stops raising the cell's spawn rate.
    if (row.outcome === 'destroyed' && outpost.modules.scanner > 0)
      await announceSpawnRate(this.context, targetCell, 1);
    return result;
  }

  /** Why the raid statement wrote nothing: the cooldown, the outpost gone meanwhile, or too little influence. */
  private async refusal(playerId: string, targetCell: string, cooldownFrom: Date): Promise<DomainError> {
    const em = this.context.orm.em.fork();
    const last = await em.findOne(
      Raid,
      { attackerId: playerId, targetCell, createdAt: { $gt: cooldownFrom } },
      { orderBy: { createdAt: 'desc' } },
    );
    if (last) {
      const retryAfterSeconds = Math.max(
        1,
        Math.ceil((last.createdAt.getTime() + SPENDING.raidCooldownMs - this.context.now().getTime()) / 1000),
      );
      return new Conflict(
        `You raided this cell less than ${SPENDING.raidCooldownMs / 60_000} minutes ago; try again in ${retryAfterSeconds} s`,
        { reason: 'raid_cooldown', retryAfterSeconds },
      );
    }
    if (!(await em.findOne(Outpost, { cell: targetCell, health: { $gt: 0 } })))
      return new NotFound('Outpost in the target cell');
    const held = await this.influence.of('player', playerId, targetCell);
    return new DomainError(
      'FORBIDDEN',
      `A raid costs ${SPENDING.raidCost} influence in the target cell; you hold ${held.toFixed(1)}`,
      { reason: 'insufficient_influence' },
    );
  }
}
