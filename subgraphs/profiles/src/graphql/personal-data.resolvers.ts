import { requirePermission } from '@platform/auth';
import type { PersonalDataService } from '../services/personal-data.service.js';
import type { Resolvers } from './__generated__/resolvers-types.js';

/** The caller's archive (profiles:read) and erasure (profiles:write) of the profiles domain. */
export function personalDataResolvers(personalData: PersonalDataService): Resolvers {
  return {
    Query: {
      myProfilesArchive: (_, __, context) =>
        personalData.archive(requirePermission(context, 'profiles:read').subject) as Promise<
          Record<string, unknown>
        >,
    },
    Mutation: {
      eraseMyProfiles: (_, __, context) =>
        personalData.erase(requirePermission(context, 'profiles:write').subject),
    },
  };
}
