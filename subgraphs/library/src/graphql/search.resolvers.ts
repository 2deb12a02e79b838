import type { Resolvers } from '@platform/subgraph-kit';
import type { LibraryServices } from '../services/library-services.js';
import type { SearchScope } from '../services/search.service.js';

export function searchResolvers({ search, entitlements }: LibraryServices): Resolvers {
  return {
    Query: {
      async searchText(_, args: { query: string; type: SearchScope; limit: number }, context) {
        const { userId } = await entitlements.caller(context);
        return search.text(userId, args.query, args.type, args.limit);
      },
    },
  };
}
