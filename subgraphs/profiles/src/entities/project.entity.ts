import { defineEntity, p } from '@mikro-orm/core';

const ProjectSchema = defineEntity({
  name: 'Project',
  schema: 'profiles',
  tableName: 'project',
  indexes: [{ name: 'project_profile_idx', properties: ['profileId'] }],
  properties: {
    id: p.uuid().primary(),
    profileId: p.uuid(),
    name: p.string().length(200),
    description: p.text().nullable(),
    url: p.text().nullable(),
    /** YYYY-MM-DD */
    startDate: p.string().length(10).nullable(),
    status: p.string().length(60).nullable(),
    technologies: p.json<string[]>(),
    tags: p.json<string[]>(),
    createdAt: p.datetime(),
  },
});

export class Project extends ProjectSchema.class {}
ProjectSchema.setClass(Project);
