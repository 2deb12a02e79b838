import { requirePermission } from '@platform/auth';
import type { ProfilesDomain } from '../domain.js';
import type { Resolvers } from './__generated__/resolvers-types.js';

/** The owner's switch (profiles:read/write) and the public page's data (no token). */
export function sharingResolvers({ services }: ProfilesDomain): Resolvers {
  const { sharing } = services;
  return {
    Query: {
      profileSharing: (_, { id }, context) =>
        sharing.get(requirePermission(context, 'profiles:read').subject, id),
      publicProfile: (_, { slug }) => sharing.publicProfile(slug),
    },
    Mutation: {
      setProfileSharing: (_, { id, isPublic, indexable }, context) =>
        sharing.set(requirePermission(context, 'profiles:write').subject, id, { isPublic, indexable }),
    },
  };
}
