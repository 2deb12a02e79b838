import { defineEntity, p } from '@mikro-orm/core';

const CellSpawnRateSchema = defineEntity({
  name: 'CellSpawnRate',
  schema: 'creatures',
  tableName: 'cell_spawn_rate',
  properties: {
    /** A gameplay cell whose outpost carries (or carried) a scanner. */
    cell: p.string().length(16).primary(),
    /** Creatures spawned per fingerprint there, on average (1 + 0.5 per scanner level). */
    spawnRateMultiplier: p.double(),
    /** When turf changed it: a late event never overwrites a newer rate. */
    changedAt: p.datetime(),
  },
});

/** The creatures domain's copy of turf's spawn rate per cell, kept from turf's events (not its tables). */
export class CellSpawnRate extends CellSpawnRateSchema.class {}
CellSpawnRateSchema.setClass(CellSpawnRate);
