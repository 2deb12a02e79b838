import {
  DateTime,
  JSONObject,
  loadTypeDefs,
  mergeResolvers,
  type SubgraphModule,
  type SubgraphParts,
} from '@platform/subgraph-kit';
import { Tab } from './entities/tab.entity.js';
import { Bookmark } from './entities/bookmark.entity.js';
import { Suggestion } from './entities/suggestion.entity.js';
import { LibraryStats } from './entities/library-stats.entity.js';
import { MemberPlan } from './entities/member-plan.entity.js';
import { migrations } from './migrations/index.js';
import { createLibraryServices } from './services/library-services.js';
import { tabResolvers } from './graphql/tab.resolvers.js';
import { bookmarkResolvers } from './graphql/bookmark.resolvers.js';
import { searchResolvers } from './graphql/search.resolvers.js';
import { userResolvers } from './graphql/user.resolvers.js';
import { suggestionResolvers } from './graphql/suggestion.resolvers.js';
import type { Resolvers } from './graphql/__generated__/resolvers-types.js';
import { argumentSchemas } from './graphql/__generated__/validation.js';
import { bulkSyncJob } from './jobs/bulk-sync.job.js';
import { enrichItemJob } from './jobs/enrich-item.job.js';
import { generateSuggestionsJob } from './jobs/generate-suggestions.job.js';
import { LIBRARY_SCHEDULES, scheduledTaskJobs } from './jobs/scheduled-tasks.js';
import { librarySubscriptions } from './graphql/item-enriched.subscription.js';
import { announceChange, announcingMutations } from './services/library-changes.js';

/**
 * The library domain: tabs, bookmarks, text, semantic, similar and hybrid search, enrichment of Pro
 * items by the analysis service (and itemEnriched), bulk sync, the archive flag, suggestions and
 * the scheduled automation (suggestion generation and cleanup, old-tab archival, statistics).
 */
export const librarySubgraph: SubgraphModule = {
  name: 'library',
  typeDefs: loadTypeDefs(new URL('./graphql/library.graphql', import.meta.url)),
  argumentSchemas,
  storage: { schema: 'library', entities: [Tab, Bookmark, Suggestion, LibraryStats, MemberPlan], migrations },
  create: async ({ platform, orm }) => {
    if (!orm) throw new Error('The library subgraph needs its storage');
    const services = await createLibraryServices(platform, orm);
    const resolvers = mergeResolvers(
      tabResolvers(services),
      bookmarkResolvers(services),
      searchResolvers(services),
      userResolvers(services),
      suggestionResolvers(services),
    );
    return {
      resolvers: {
        DateTime,
        JSONObject,
        // The generated map is stricter than @apollo/subgraph's GraphQLResolverMap, whose field signature
        // cannot express __resolveReference(reference, context, info); buildSubgraphSchema reads it all the same.
        ...(resolvers as SubgraphParts['resolvers']),
        Mutation: announcingMutations(resolvers.Mutation ?? {}, platform.bus),
      },
      jobs: [
        bulkSyncJob(
          orm,
          (userId) => announceChange(platform.bus, userId),
          (userId, type, items) => services.enrichment.queue(userId, type, items),
        ),
        enrichItemJob(services.enrichment),
        generateSuggestionsJob(services.suggestionGenerator),
        ...scheduledTaskJobs(services.automation, services.stats),
      ],
      schedules: LIBRARY_SCHEDULES,
      deleteUserData: async (userId) => {
        await services.deleteUserData(userId);
        await announceChange(platform.bus, userId);
      },
    };
  },
  subscriptions: librarySubscriptions,
};

/** The name every subgraph package exports from its `./subgraph` entry, for the gateway's registry. */
export { librarySubgraph as subgraph };
