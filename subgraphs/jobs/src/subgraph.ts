import {
  loadTypeDefs,
  mergeResolvers,
  type SubgraphModule,
  type SubgraphParts,
} from '@platform/subgraph-kit';
import { jobResolvers } from './graphql/job.resolvers.js';
import { scheduledTaskResolvers } from './graphql/scheduled-task.resolvers.js';
import type { Resolvers } from './graphql/__generated__/resolvers-types.js';
import { jobSubscriptions } from './graphql/job-updated.subscription.js';

/** The jobs domain: every caller's background jobs, the failed-jobs record, jobUpdated, and the scheduled tasks. */
export const jobsSubgraph: SubgraphModule = {
  name: 'jobs',
  typeDefs: loadTypeDefs(new URL('./graphql/jobs.graphql', import.meta.url)),
  create: ({ platform }) => ({
    // The generated map is stricter than @apollo/subgraph's GraphQLResolverMap, whose field signature
    // cannot express __resolveReference(reference, context, info); buildSubgraphSchema reads it all the same.
    resolvers: mergeResolvers<Resolvers>(
      jobResolvers(platform.jobs),
      scheduledTaskResolvers(platform.jobs),
    ) as SubgraphParts['resolvers'],
    deleteUserData: async (userId) => {
      await platform.jobs.removeForUser(userId);
    },
  }),
  subscriptions: jobSubscriptions,
};

/** The name every subgraph package exports from its `./subgraph` entry, for the gateway's registry. */
export { jobsSubgraph as subgraph };
