import type { LibraryServices } from '../services/library-services.js';
import type { Resolvers } from './__generated__/resolvers-types.js';

export function searchResolvers({ search, vectorSearch, entitlements }: LibraryServices): Resolvers {
  return {
    Query: {
      async searchText(_, args, context) {
        const { userId } = await entitlements.caller(context);
        return search.text(userId, args.query, args.type, args.limit, args.archived ?? null);
      },
      async searchSemantic(_, args, context) {
        const identity = await entitlements.caller(context);
        await entitlements.requirePro(identity, 'ml', 'Semantic search');
        return vectorSearch.semantic(identity.userId, args.query, args.type, args.limit);
      },
      async similarItems(_, args, context) {
        const identity = await entitlements.caller(context);
        await entitlements.requirePro(identity, 'ml', 'Similar-item search');
        return vectorSearch.similar(identity.userId, args.id, args.type, args.limit);
      },
      async searchHybrid(_, args, context) {
        const identity = await entitlements.caller(context);
        await entitlements.requirePro(identity, 'ml', 'Hybrid search');
        return vectorSearch.hybrid(identity.userId, args.query, args.type, args.limit, args.archived ?? null);
      },
    },
  };
}
