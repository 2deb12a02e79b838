import { requirePermission } from '@platform/auth';
import type { HunterDomain } from '../domain.js';
import type { Resolvers } from './__generated__/resolvers-types.js';

/**
 * The caller's hunter archive (profiles:read) and erasure (profiles:write): a user's own data is a
 * profile-level matter, answered whether or not the Hunter Protocol is on (HUNTER_ENABLED).
 */
export function personalDataResolvers({ services }: HunterDomain): Resolvers {
  return {
    Query: {
      myHunterArchive: (_root, _args, context) =>
        services.personalData.archive(requirePermission(context, 'profiles:read').subject) as Promise<
          Record<string, unknown>
        >,
    },
    Mutation: {
      eraseMyHunterData: (_root, _args, context) =>
        services.personalData.erase(requirePermission(context, 'profiles:write').subject),
    },
  };
}
