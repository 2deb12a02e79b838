import { Experience } from '../entities/experience.entity.js';
import { Skill } from '../entities/skill.entity.js';
import { Project } from '../entities/project.entity.js';
import { ownedProfile } from './profile.service.js';
import {
  experienceView,
  profileView,
  projectView,
  skillView,
  type ExperienceView,
  type ProfileView,
  type ProjectView,
  type SkillView,
} from './profile-views.js';
import type { ProfilesContext } from './profiles-context.js';

/** A whole profile as exports and the hunter read it. */
export interface ProfileSnapshot {
  profile: ProfileView;
  experiences: ExperienceView[];
  skills: SkillView[];
  projects: ProjectView[];
}

/** The caller's active profile with its experiences (current first, newest first), skills and projects. */
export async function loadSnapshot(
  context: ProfilesContext,
  subject: string,
  profileId: string,
): Promise<ProfileSnapshot> {
  const em = context.orm.em.fork();
  const profile = await ownedProfile(em, subject, profileId);
  const [experiences, skills, projects] = [
    await em.find(
      Experience,
      { profileId },
      { orderBy: { isCurrent: 'desc', startDate: 'desc nulls last', createdAt: 'desc' } },
    ),
    await em.find(Skill, { profileId }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
    await em.find(Project, { profileId }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
  ];
  return {
    profile: profileView(profile, context.cipher),
    experiences: experiences.map((e) => experienceView(e, context.cipher)),
    skills: skills.map(skillView),
    projects: projects.map(projectView),
  };
}

/** The experience a profile holds now: one marked current, else the latest without an end. */
export const currentExperience = (snapshot: ProfileSnapshot) =>
  snapshot.experiences.find((e) => e.isCurrent) ?? snapshot.experiences.find((e) => !e.endDate) ?? null;
