import { requireIdentity } from '@platform/auth';
import { NotFound } from '@platform/errors';
import type { Resolvers } from '@platform/subgraph-kit';
import type { LibraryServices } from '../services/library-services.js';

/**
 * The library's share of User. Not behind the device gate on purpose: the plan descriptor and the
 * 402 body itself report these figures, so a blocked device must still be able to read them.
 */
export function userResolvers({ usage }: LibraryServices): Resolvers {
  return {
    User: {
      __resolveReference({ id }: { id: number }, context) {
        return requireIdentity(context).userId === id ? { id } : null;
      },
      libraryUsage({ id }: { id: number }, _args, context) {
        if (requireIdentity(context).userId !== id) throw new NotFound('User');
        return usage.of(id);
      },
    },
  };
}
