import { loadTypeDefs, type SubgraphModule } from '@platform/subgraph-kit';
import { jobResolvers } from './graphql/job.resolvers.js';
import { jobSubscriptions } from './graphql/job-updated.subscription.js';

/** The jobs domain: every caller's background jobs, the failed-jobs record, and jobUpdated. */
export const jobsSubgraph: SubgraphModule = {
  name: 'jobs',
  typeDefs: loadTypeDefs(new URL('./graphql/jobs.graphql', import.meta.url)),
  create: ({ platform }) => ({
    resolvers: jobResolvers(platform.jobs),
    deleteUserData: async (userId) => {
      await platform.jobs.removeForUser(userId);
    },
  }),
  subscriptions: jobSubscriptions,
};
