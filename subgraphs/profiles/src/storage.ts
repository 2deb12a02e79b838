import type { DomainStorage } from '@platform/db';
import { Profile } from './entities/profile.entity.js';
import { Experience } from './entities/experience.entity.js';
import { Skill } from './entities/skill.entity.js';
import { Project } from './entities/project.entity.js';
import { NarrativeTask } from './entities/narrative-task.entity.js';
import { migrations } from './migrations/index.js';

/** The profiles domain's tables, in its own Postgres schema. */
export const profilesStorage: DomainStorage = {
  schema: 'profiles',
  entities: [Profile, Experience, Skill, Project, NarrativeTask],
  migrations,
};
