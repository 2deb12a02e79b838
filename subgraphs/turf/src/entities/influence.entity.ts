import { defineEntity, p } from '@mikro-orm/core';

export type HolderType = 'player' | 'crew';

const InfluenceSchema = defineEntity({
  name: 'Influence',
  schema: 'turf',
  tableName: 'influence',
  indexes: [{ name: 'influence_district_holder_idx', properties: ['districtId', 'holderType'] }],
  properties: {
    cell: p.string().length(16).primary(),
    holderType: p.string().length(8).$type<HolderType>().primary(),
    holderId: p.uuid().primary(),
    districtId: p.string().length(16),
    /** The influence at `asOf`; it halves every 48 h after that (rules/decay.ts), so reads decay it to now. */
    value: p.double().$type<number>(),
    asOf: p.datetime(),
  },
});

/** A player's or a crew's influence in one gameplay cell. */
export class Influence extends InfluenceSchema.class {}
InfluenceSchema.setClass(Influence);
