import type { LibraryServices } from '../services/library-services.js';
import type { Resolvers } from './__generated__/resolvers-types.js';

export function searchResolvers({ search, entitlements }: LibraryServices): Resolvers {
  return {
    Query: {
      async searchText(_, args, context) {
        const { userId } = await entitlements.caller(context);
        return search.text(userId, args.query, args.type, args.limit);
      },
    },
  };
}
