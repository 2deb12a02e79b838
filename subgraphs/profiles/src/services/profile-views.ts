import { experienceField, profileField, type FieldCipher } from '../crypto/field-cipher.js';
import type { Profile } from '../entities/profile.entity.js';
import type { Experience } from '../entities/experience.entity.js';
import type { Skill } from '../entities/skill.entity.js';
import type { Project } from '../entities/project.entity.js';

/** The resume API's profile record, sensitive fields decrypted. */
export function profileView(profile: Profile, cipher: FieldCipher) {
  return {
    id: profile.id,
    identityId: profile.identityId,
    slug: profile.slug,
    displayName: profile.displayName,
    title: profile.title ?? null,
    headline: profile.headline ?? null,
    summaryMarkdown: cipher.decrypt(
      profile.summaryMarkdownEncrypted,
      profileField(profile.id, 'summaryMarkdown'),
    ),
    avatarUrl: profile.avatarUrl ?? null,
    locationText: cipher.decrypt(profile.locationTextEncrypted, profileField(profile.id, 'locationText')),
    isActive: profile.isActive,
    createdAt: profile.createdAt,
    updatedAt: profile.updatedAt,
  };
}

/** The resume API's list item: id, slug, displayName, title, isActive, createdAt. */
export function profileListItem(profile: Profile) {
  const { id, slug, displayName, title, isActive, createdAt } = profile;
  return { id, slug, displayName, title: title ?? null, isActive, createdAt };
}

export function experienceView(experience: Experience, cipher: FieldCipher) {
  const { descriptionEncrypted, ...rest } = experience;
  return {
    ...rest,
    company: rest.company ?? null,
    location: rest.location ?? null,
    description: cipher.decrypt(descriptionEncrypted, experienceField(experience.id)),
  };
}

export const skillView = (skill: Skill) => ({ ...skill });
export const projectView = (project: Project) => ({ ...project });

export type ProfileView = ReturnType<typeof profileView>;
export type ProfileListItem = ReturnType<typeof profileListItem>;
export type ExperienceView = ReturnType<typeof experienceView>;
export type SkillView = ReturnType<typeof skillView>;
export type ProjectView = ReturnType<typeof projectView>;
