import { defineEntity, p } from '@mikro-orm/core';
import { ExclusionZone } from './exclusion-zone.entity.js';

const ZoneCellSchema = defineEntity({
  name: 'ZoneCell',
  schema: 'geo_safety',
  tableName: 'zone_cell',
  indexes: [{ name: 'zone_cell_zone_idx', properties: ['zone'] }],
  properties: {
    /** An H3 cell at GAME_ZONE_INDEX_RESOLUTION that the zone overlaps. */
    cell: p.string().length(16).primary(),
    zone: () => p.manyToOne(ExclusionZone).primary().deleteRule('cascade'),
  },
});

/** The H3 index of the zones: one row per zone and cell it overlaps (a check reads one cell's rows). */
export class ZoneCell extends ZoneCellSchema.class {}
ZoneCellSchema.setClass(ZoneCell);
