import { defineEntity, p } from '@mikro-orm/core';
import type { CrewRole } from '../rules/crew-rules.js';
import { Crew } from './crew.entity.js';

const CrewMemberSchema = defineEntity({
  name: 'CrewMember',
  schema: 'turf',
  tableName: 'crew_member',
  indexes: [{ name: 'crew_member_crew_idx', properties: ['crew'] }],
  properties: {
    /** A player belongs to one crew at a time. */
    playerId: p.uuid().primary(),
    crew: () => p.manyToOne(Crew).deleteRule('cascade'),
    role: p.string().length(8).$type<CrewRole>(),
    joinedAt: p.datetime(),
  },
});

export class CrewMember extends CrewMemberSchema.class {}
CrewMemberSchema.setClass(CrewMember);
