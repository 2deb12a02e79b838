import { defineEntity, p } from '@mikro-orm/core';

const CrewSchema = defineEntity({
  name: 'Crew',
  schema: 'turf',
  tableName: 'crew',
  uniques: [
    { name: 'crew_name_unique', properties: ['name'] },
    { name: 'crew_tag_unique', properties: ['tag'] },
  ],
  properties: {
    id: p.uuid().primary(),
    name: p.string().length(40),
    /** 3 to 5 characters, stored upper case. */
    tag: p.string().length(5),
    /** #rrggbb */
    color: p.string().length(7),
    createdAt: p.datetime(),
  },
});

/** A crew of players; active (earning and controlling turf) with 6 to 30 members. */
export class Crew extends CrewSchema.class {}
CrewSchema.setClass(Crew);
