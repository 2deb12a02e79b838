import { loadTypeDefs, type SubgraphModule, type SubgraphParts } from '@platform/subgraph-kit';
import { jobResolvers } from './graphql/job.resolvers.js';
import { jobSubscriptions } from './graphql/job-updated.subscription.js';

/** The jobs domain: every caller's background jobs, the failed-jobs record, and jobUpdated. */
export const jobsSubgraph: SubgraphModule = {
  name: 'jobs',
  typeDefs: loadTypeDefs(new URL('./graphql/jobs.graphql', import.meta.url)),
  create: ({ platform }) => ({
    // The generated map is stricter than @apollo/subgraph's GraphQLResolverMap, whose field signature
    // cannot express __resolveReference(reference, context, info); buildSubgraphSchema reads it all the same.
    resolvers: jobResolvers(platform.jobs) as SubgraphParts['resolvers'],
    deleteUserData: async (userId) => {
      await platform.jobs.removeForUser(userId);
    },
  }),
  subscriptions: jobSubscriptions,
};
