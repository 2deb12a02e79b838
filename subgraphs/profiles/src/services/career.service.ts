import { randomUUID } from 'node:crypto';
import { NotFound, recordId } from '@platform/errors';
import { Experience } from '../entities/experience.entity.js';
import { Skill } from '../entities/skill.entity.js';
import { Project } from '../entities/project.entity.js';
import {
  experienceCreateSchema,
  experiencePatchSchema,
  parseInput,
  projectCreateSchema,
  projectPatchSchema,
  skillCreateSchema,
  skillPatchSchema,
  type ExperienceCreate,
  type ExperiencePatch,
  type ProjectCreate,
  type ProjectPatch,
  type SkillCreate,
  type SkillPatch,
} from '../rules/profile-inputs.js';
import { ownedProfile } from './profile.service.js';
import { experienceView, projectView, skillView } from './profile-views.js';
import { experienceField } from '../crypto/field-cipher.js';
import type { ProfilesContext } from './profiles-context.js';

/** A profile's experiences, skills and projects; every call first checks the caller owns the active profile. */
export class CareerService {
  constructor(private readonly context: ProfilesContext) {}

  async addExperience(subject: string, profileId: string, input: ExperienceCreate) {
    const { description, ...data } = parseInput(experienceCreateSchema, input);
    const em = this.context.orm.em.fork();
    await ownedProfile(em, subject, profileId);
    const now = this.context.now();
    const id = randomUUID();
    const experience = em.create(Experience, {
      id,
      profileId,
      ...data,
      descriptionEncrypted: this.context.cipher.encrypt(description, experienceField(id)),
      createdAt: now,
      updatedAt: now,
    });
    await em.flush();
    return experienceView(experience, this.context.cipher);
  }

  /** Current first, then by start date, newest first. */
  async experiences(subject: string, profileId: string) {
    const em = this.context.orm.em.fork();
    await ownedProfile(em, subject, profileId);
    const rows = await em.find(
      Experience,
      { profileId },
      { orderBy: { isCurrent: 'desc', startDate: 'desc nulls last', createdAt: 'desc' } },
    );
    return rows.map((row) => experienceView(row, this.context.cipher));
  }

  async updateExperience(subject: string, profileId: string, experienceId: string, patch: ExperiencePatch) {
    const { description, ...data } = parseInput(experiencePatchSchema, patch);
    const em = this.context.orm.em.fork();
    await ownedProfile(em, subject, profileId);
    const experience = await em.findOne(Experience, { id: recordId(experienceId, 'Experience'), profileId });
    if (!experience) throw new NotFound('Experience');
    em.assign(experience, data);
    if (description !== undefined)
      experience.descriptionEncrypted = this.context.cipher.encrypt(
        description,
        experienceField(experience.id),
      );
    experience.updatedAt = this.context.now();
    await em.flush();
    return experienceView(experience, this.context.cipher);
  }

  async removeExperience(subject: string, profileId: string, experienceId: string): Promise<void> {
    const em = this.context.orm.em.fork();
    await ownedProfile(em, subject, profileId);
    if ((await em.nativeDelete(Experience, { id: recordId(experienceId, 'Experience'), profileId })) === 0)
      throw new NotFound('Experience');
  }

  async addSkill(subject: string, profileId: string, input: SkillCreate) {
    const data = parseInput(skillCreateSchema, input);
    const em = this.context.orm.em.fork();
    await ownedProfile(em, subject, profileId);
    const skill = em.create(Skill, { id: randomUUID(), profileId, ...data, createdAt: this.context.now() });
    await em.flush();
    return skillView(skill);
  }

  async skills(subject: string, profileId: string) {
    const em = this.context.orm.em.fork();
    await ownedProfile(em, subject, profileId);
    return (await em.find(Skill, { profileId }, { orderBy: { createdAt: 'asc', id: 'asc' } })).map(skillView);
  }

  async updateSkill(subject: string, profileId: string, skillId: string, patch: SkillPatch) {
    const data = parseInput(skillPatchSchema, patch);
    const em = this.context.orm.em.fork();
    await ownedProfile(em, subject, profileId);
    const skill = await em.findOne(Skill, { id: recordId(skillId, 'Skill'), profileId });
    if (!skill) throw new NotFound('Skill');
    em.assign(skill, data);
    await em.flush();
    return skillView(skill);
  }

  async removeSkill(subject: string, profileId: string, skillId: string): Promise<void> {
    const em = this.context.orm.em.fork();
    await ownedProfile(em, subject, profileId);
    if ((await em.nativeDelete(Skill, { id: recordId(skillId, 'Skill'), profileId })) === 0)
      throw new NotFound('Skill');
  }

  async addProject(subject: string, profileId: string, input: ProjectCreate) {
    const data = parseInput(projectCreateSchema, input);
    const em = this.context.orm.em.fork();
    await ownedProfile(em, subject, profileId);
    const project = em.create(Project, {
      id: randomUUID(),
      profileId,
      ...data,
      createdAt: this.context.now(),
    });
    await em.flush();
    return projectView(project);
  }

  async updateProject(subject: string, profileId: string, projectId: string, patch: ProjectPatch) {
    const data = parseInput(projectPatchSchema, patch);
    const em = this.context.orm.em.fork();
    await ownedProfile(em, subject, profileId);
    const project = await em.findOne(Project, { id: recordId(projectId, 'Project'), profileId });
    if (!project) throw new NotFound('Project');
    em.assign(project, data);
    await em.flush();
    return projectView(project);
  }

  async removeProject(subject: string, profileId: string, projectId: string): Promise<void> {
    const em = this.context.orm.em.fork();
    await ownedProfile(em, subject, profileId);
    if ((await em.nativeDelete(Project, { id: recordId(projectId, 'Project'), profileId })) === 0)
      throw new NotFound('Project');
  }

  async projects(subject: string, profileId: string) {
    const em = this.context.orm.em.fork();
    await ownedProfile(em, subject, profileId);
    return (await em.find(Project, { profileId }, { orderBy: { createdAt: 'asc', id: 'asc' } })).map(
      projectView,
    );
  }
}
