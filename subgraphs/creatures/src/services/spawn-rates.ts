import type { DomainOrm } from '@platform/db';
import type { EventBus } from '@platform/pubsub';
import { SPAWN_RATE_CHANGED_TOPIC, type SpawnRateChanged } from '@platform/game-events';
import { CellSpawnRate } from '../entities/cell-spawn-rate.entity.js';

/** The spawn rate of a cell as turf last announced it (1 where it never did). */
export async function spawnRateOf(orm: DomainOrm, cell: string): Promise<number> {
  const row = await orm.em.fork().findOne(CellSpawnRate, { cell });
  return row ? Number(row.spawnRateMultiplier) : 1;
}

/**
 * Keeps the creatures domain's copy of the scanner's effect from turf's events: one upsert per event,
 * an older event (a replica heard it late) leaving a newer rate alone.
 */
export function listenToSpawnRates(orm: DomainOrm, bus: EventBus): () => void {
  return bus.subscribe<SpawnRateChanged>(
    SPAWN_RATE_CHANGED_TOPIC,
    async ({ cell, spawnRateMultiplier, at }) => {
      await orm.em.getConnection().execute(
        `insert into "creatures"."cell_spawn_rate" ("cell", "spawn_rate_multiplier", "changed_at") values (?, ?, ?)
       on conflict ("cell") do update set "spawn_rate_multiplier" = excluded."spawn_rate_multiplier", "changed_at" = excluded."changed_at"
       where "cell_spawn_rate"."changed_at" <= excluded."changed_at"`,
        [cell, spawnRateMultiplier, new Date(at)],
        'run',
      );
    },
  );
}
