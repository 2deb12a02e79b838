import { requirePermission } from '@platform/auth';
import { nullWhenNotFound } from '@platform/errors';
import type { ProfilesDomain } from '../domain.js';
import type { Resolvers } from './__generated__/resolvers-types.js';
import { absentWhenNull } from './absent-when-null.js';
import { resumeCaller } from './resume-caller.js';

const reader = (context: Parameters<typeof requirePermission>[0]) =>
  requirePermission(context, 'profiles:read').subject;

/** Thin: the caller's subject and permission from the context, the rest in the profile and career services. */
export function profileResolvers({ services }: ProfilesDomain): Resolvers {
  const { profiles, career, narratives } = services;
  return {
    Query: {
      profiles: (_, page, context) => profiles.list(resumeCaller(context), page),
      profile: (_, { id }, context) => profiles.get(resumeCaller(context), id),
      experiences: (_, { profileId }, context) => career.experiences(resumeCaller(context), profileId),
      skills: (_, { profileId }, context) => career.skills(resumeCaller(context), profileId),
      projects: (_, { profileId }, context) => career.projects(resumeCaller(context), profileId),
    },
    Mutation: {
      createResumeProfile: (_, { input }, context) =>
        profiles.create(resumeCaller(context), absentWhenNull(input)),
      updateResumeProfile: (_, { id, input }, context) =>
        profiles.update(resumeCaller(context), id, absentWhenNull(input)),
      deleteResumeProfile: async (_, { id }, context) => {
        await profiles.remove(resumeCaller(context), id);
        return true;
      },
      addExperience: (_, { profileId, input }, context) =>
        career.addExperience(resumeCaller(context), profileId, absentWhenNull(input)),
      updateExperience: (_, { profileId, id, input }, context) =>
        career.updateExperience(resumeCaller(context), profileId, id, absentWhenNull(input)),
      deleteExperience: async (_, { profileId, id }, context) => {
        await career.removeExperience(resumeCaller(context), profileId, id);
        return true;
      },
      addSkill: (_, { profileId, input }, context) =>
        career.addSkill(resumeCaller(context), profileId, absentWhenNull(input)),
      updateSkill: (_, { profileId, id, input }, context) =>
        career.updateSkill(resumeCaller(context), profileId, id, absentWhenNull(input)),
      deleteSkill: async (_, { profileId, id }, context) => {
        await career.removeSkill(resumeCaller(context), profileId, id);
        return true;
      },
      addProject: (_, { profileId, input }, context) =>
        career.addProject(resumeCaller(context), profileId, absentWhenNull(input)),
      updateProject: (_, { profileId, id, input }, context) =>
        career.updateProject(resumeCaller(context), profileId, id, absentWhenNull(input)),
      deleteProject: async (_, { profileId, id }, context) => {
        await career.removeProject(resumeCaller(context), profileId, id);
        return true;
      },
    },
    Profile: {
      // A reference only: the resume token's subject is the platform account's id, when the platform minted it.
      account: (profile) => ({ id: profile.identityId }),
      experiences: (profile, _, context) => career.experiences(reader(context), profile.id),
      skills: (profile, _, context) => career.skills(reader(context), profile.id),
      projects: (profile, _, context) => career.projects(reader(context), profile.id),
      masks: (profile, { contexts, tags, limit }, context) =>
        narratives.selectMasks(reader(context), profile.id, {
          contexts: contexts ?? [],
          tags: tags ?? [],
          limit,
        }),
      // The hunter points at profiles by id; one resolves only for its owner (else null).
      __resolveReference: ({ id }, context) => profiles.get(reader(context), id).catch(nullWhenNotFound),
    },
  };
}
