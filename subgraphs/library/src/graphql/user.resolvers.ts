import { requireTabsUser } from '@platform/auth';
import { NotFound } from '@platform/errors';
import type { LibraryServices } from '../services/library-services.js';
import type { Resolvers } from './__generated__/resolvers-types.js';

/**
 * The library's share of User. Not behind the device gate on purpose: the plan descriptor and the
 * 402 body itself report these figures, so a blocked device must still be able to read them.
 */
export function userResolvers({ usage, stats }: LibraryServices): Resolvers {
  return {
    User: {
      __resolveReference({ id }, context) {
        return requireTabsUser(context).userId === id ? { id } : null;
      },
      libraryUsage({ id }, _args, context) {
        if (requireTabsUser(context).userId !== id) throw new NotFound('User');
        return usage.of(id);
      },
      libraryStats({ id }, _args, context) {
        if (requireTabsUser(context).userId !== id) throw new NotFound('User');
        return stats.of(id);
      },
    },
  };
}
