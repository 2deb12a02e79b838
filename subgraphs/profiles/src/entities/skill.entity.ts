import { defineEntity, p } from '@mikro-orm/core';

const SkillSchema = defineEntity({
  name: 'Skill',
  schema: 'profiles',
  tableName: 'skill',
  indexes: [{ name: 'skill_profile_idx', properties: ['profileId'] }],
  properties: {
    id: p.uuid().primary(),
    profileId: p.uuid(),
    name: p.string().length(120),
    category: p.string().length(120).nullable(),
    proficiencyLevel: p.string().length(60).nullable(),
    yearsOfExperience: p.double().nullable(),
    tags: p.json<string[]>(),
    createdAt: p.datetime(),
  },
});

export class Skill extends SkillSchema.class {}
SkillSchema.setClass(Skill);
