import { Influence, type HolderType } from '../entities/influence.entity.js';
import { CrewMember } from '../entities/crew-member.entity.js';
import { DECAYED_SQL, decayed, HALF_LIFE_MS, INFLUENCE_FLOOR } from '../rules/decay.js';
import { districtOf, type TurfContext } from './turf-context.js';
import { announceCellChange } from './cell-events.js';

/**
 * Influence per player and per crew in each cell. Stored as value + as-of time and decayed on read,
 * so it is exact between the hourly job's runs; every write first decays the stored value to the
 * write's time (one upsert). A player's gains count for their crew too; losses only for the player.
 */
export class InfluenceService {
  constructor(private readonly context: TurfContext) {}

  /** Adds `amount` (negative: takes, never below 0) to a holder in a cell at the current time. */
  async add(holderType: HolderType, holderId: string, cell: string, amount: number): Promise<void> {
    await this.context.orm.em.getConnection().execute(
      `insert into "turf"."influence" ("cell", "holder_type", "holder_id", "district_id", "value", "as_of") values (?, ?, ?, ?, greatest(0, ?::double precision), ?)
       on conflict ("cell", "holder_type", "holder_id") do update set
         "value" = greatest(0, "influence"."value" * power(0.5, greatest(0, extract(epoch from (excluded."as_of" - "influence"."as_of"))) / ${HALF_LIFE_MS / 1000}) + ?::double precision),
         "as_of" = excluded."as_of"`,
      [cell, holderType, holderId, districtOf(this.context, cell), amount, this.context.now(), amount],
    );
  }

  /** Awards a player (and their crew) influence in a cell. */
  async award(playerId: string, cell: string, amount: number): Promise<void> {
    await this.add('player', playerId, cell, amount);
    const membership = await this.context.orm.em.fork().findOne(CrewMember, { playerId });
    if (membership) await this.add('crew', membership.crew.id, cell, amount);
    await announceCellChange(this.context, cell, 'influence');
  }

  /** A holder's influence in a cell now. */
  async of(holderType: HolderType, holderId: string, cell: string): Promise<number> {
    const row = await this.context.orm.em.fork().findOne(Influence, { cell, holderType, holderId });
    return row ? decayed(row.value, row.asOf, this.context.now()) : 0;
  }

  /** Every holder of a cell with their influence now. */
  async inCell(cell: string): Promise<Array<{ holderType: HolderType; holderId: string; value: number }>> {
    const rows = await this.context.orm.em.fork().find(Influence, { cell });
    const now = this.context.now();
    return rows
      .map((row) => ({
        holderType: row.holderType,
        holderId: row.holderId,
        value: decayed(row.value, row.asOf, now),
      }))
      .filter((row) => row.value >= INFLUENCE_FLOOR);
  }

  /** The hourly job: writes the decay into the stored values and drops what has faded away. */
  async applyDecay(): Promise<{ decayed: number; removed: number }> {
    const connection = this.context.orm.em.getConnection();
    const now = this.context.now();
    const updated = await connection.execute(
      `update "turf"."influence" set "value" = ${DECAYED_SQL('?')}, "as_of" = ? where "as_of" < ?`,
      [now, now, now],
      'run',
    );
    const removed = await connection.execute(
      `delete from "turf"."influence" where "value" < ?`,
      [INFLUENCE_FLOOR],
      'run',
    );
    return {
      decayed: (updated as { affectedRows: number }).affectedRows,
      removed: (removed as { affectedRows: number }).affectedRows,
    };
  }
}
