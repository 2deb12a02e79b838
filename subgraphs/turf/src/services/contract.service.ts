import { randomUUID } from 'node:crypto';
import { Contract } from '../entities/contract.entity.js';
import { ContractProgress } from '../entities/contract-progress.entity.js';
import {
  CONTRACT_CATALOG,
  CONTRACT_LIFETIME_MS,
  CONTRACT_TYPES,
  dayOf,
  type ContractType,
} from '../rules/contract-catalog.js';
import { districtOf, type TurfContext } from './turf-context.js';
import type { InfluenceService } from './influence.service.js';

export const CONTRACT_COMPLETED_TOPIC = 'turf.contract-completed';

/** Daily contracts per district, each player's progress on them, and the reward on completion. */
export class ContractService {
  constructor(
    private readonly context: TurfContext,
    private readonly influence: InfluenceService,
  ) {}

  /**
   * The daily job: today's five contracts for every district with influence in it (where people
   * play), unless they exist already. Returns the contracts created.
   */
  async generateDaily(): Promise<number> {
    const now = this.context.now();
    const issuedOn = dayOf(now);
    const rows: Array<{ district_id: string }> = await this.context.orm.em
      .getConnection()
      .execute('select distinct district_id from "turf"."influence"');
    const em = this.context.orm.em.fork();
    const existing = await em.find(Contract, { issuedOn }, { fields: ['districtId', 'type'] });
    const have = new Set(existing.map((contract) => `${contract.districtId}:${contract.type}`));
    let created = 0;
    for (const { district_id: districtId } of rows) {
      for (const type of CONTRACT_TYPES) {
        if (have.has(`${districtId}:${type}`)) continue;
        em.create(Contract, {
          id: randomUUID(),
          districtId,
          type,
          issuedOn,
          ...CONTRACT_CATALOG[type],
          issuedAt: now,
          expiresAt: new Date(now.getTime() + CONTRACT_LIFETIME_MS),
        });
        created += 1;
      }
    }
    await em.flush();
    return created;
  }

  /** Open contracts of a district with the player's progress on each. */
  async open(districtId: string, playerId: string) {
    const em = this.context.orm.em.fork();
    const contracts = await em.find(
      Contract,
      { districtId, expiresAt: { $gt: this.context.now() } },
      { orderBy: { type: 'asc' } },
    );
    const progress = await em.find(ContractProgress, {
      playerId,
      contract: { $in: contracts.map((contract) => contract.id) },
    });
    const byContract = new Map(progress.map((row) => [row.contract.id, row]));
    return contracts.map((contract) => ({
      id: contract.id,
      type: contract.type,
      target: contract.target,
      reward: contract.reward,
      expiresAt: contract.expiresAt,
      progress: byContract.get(contract.id)?.progress ?? 0,
      completedAt: byContract.get(contract.id)?.completedAt ?? null,
    }));
  }

  /**
   * Counts one step of `type` for the player in the cell's district on the open contract of that type;
   * reaching the target completes it and pays the reward in that cell. Expired contracts take no steps.
   * With a `stepKey` (patrol: the cell) a key counts once per player and contract.
   */
  async progress(
    playerId: string,
    cell: string,
    type: ContractType,
    stepKey?: string,
  ): Promise<{ completed: boolean } | null> {
    const now = this.context.now();
    const contract = await this.context.orm.em
      .fork()
      .findOne(
        Contract,
        { districtId: districtOf(this.context, cell), type, expiresAt: { $gt: now } },
        { orderBy: { issuedAt: 'desc' } },
      );
    if (!contract) return null;
    if (stepKey !== undefined && !(await this.firstStep(contract.id, playerId, stepKey, now)))
      return { completed: false };
    const completed = await this.countStep(contract, playerId, now);
    if (completed) {
      await this.influence.award(playerId, cell, contract.reward);
      await this.context.bus?.publish(CONTRACT_COMPLETED_TOPIC, {
        contractId: contract.id,
        playerId,
        type,
        reward: contract.reward,
        at: now.toISOString(),
      });
    }
    return { completed };
  }

  /**
   * One step in one statement, so steps arriving together (bus events, replicas) all count: an upsert
   * that adds 1 while the contract is open for the player and marks it completed at the target. True
   * for exactly the step that completed it (the reward is paid once).
   */
  private async countStep(contract: Contract, playerId: string, now: Date): Promise<boolean> {
    const rows: Array<{ progress: number; completed_at: Date | null }> = await this.context.orm.em
      .getConnection()
      .execute(
        `insert into "turf"."contract_progress" as p ("contract_id", "player_id", "progress", "completed_at")
         values (?, ?, 1, case when 1 >= ? then ?::timestamptz end)
       on conflict ("contract_id", "player_id") do update
         set "progress" = p."progress" + 1, "completed_at" = case when p."progress" + 1 >= ? then ?::timestamptz end
         where p."completed_at" is null
       returning "progress", "completed_at"`,
        [contract.id, playerId, contract.target, now, contract.target, now],
      );
    return rows.length === 1 && rows[0]!.completed_at !== null;
  }

  /** True when this key had not counted yet for the player on the contract (the primary key decides, across replicas). */
  private async firstStep(
    contractId: string,
    playerId: string,
    stepKey: string,
    now: Date,
  ): Promise<boolean> {
    const inserted = await this.context.orm.em
      .getConnection()
      .execute(
        `insert into "turf"."contract_step" ("contract_id", "player_id", "step_key", "created_at") values (?, ?, ?, ?) on conflict do nothing`,
        [contractId, playerId, stepKey, now],
        'run',
      );
    return (inserted as { affectedRows: number }).affectedRows === 1;
  }
}
