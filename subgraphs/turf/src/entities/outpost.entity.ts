import { defineEntity, p } from '@mikro-orm/core';
import type { ModuleBuild, ModuleLevels } from '../rules/outpost-modules.js';

const OutpostSchema = defineEntity({
  name: 'Outpost',
  schema: 'turf',
  tableName: 'outpost',
  uniques: [{ name: 'outpost_cell_unique', properties: ['cell'] }],
  indexes: [{ name: 'outpost_district_idx', properties: ['districtId'] }],
  properties: {
    id: p.uuid().primary(),
    /** One outpost per gameplay cell. */
    cell: p.string().length(16),
    districtId: p.string().length(16),
    ownerId: p.uuid(),
    /** The owner's crew when it was deployed (its members may install modules). */
    crewId: p.uuid().nullable(),
    health: p.integer().default(100),
    /** Installed levels, a level still being built included (see `building`). */
    modules: p.json<ModuleLevels>(),
    /** The module level being built, if any: it works from its readyAt on. */
    building: p.json<ModuleBuild>().nullable(),
    /** The last hour whose tick was applied; ticks catch up on missed runs. */
    lastTickAt: p.datetime(),
    createdAt: p.datetime(),
  },
});

/** A player's outpost in a cell: health 0-100, level 1-5 from its modules, hourly influence ticks. */
export class Outpost extends OutpostSchema.class {}
OutpostSchema.setClass(Outpost);
