import type { HunterDomain } from '../domain.js';
import type { Resolvers } from './__generated__/resolvers-types.js';
import { hunterCaller } from './hunter-caller.js';

/** The job index: import (upsert by url), search (metered), one job by id. */
export function jobResolvers({ services }: HunterDomain, enabled: boolean): Resolvers {
  return {
    JobPosting: {
      async __resolveReference({ id }, context) {
        hunterCaller(context, enabled);
        return services.jobs.record(id);
      },
    },
    Query: {
      async jobPosting(_root, { id }, context) {
        hunterCaller(context, enabled);
        return services.jobs.record(id).catch(() => null);
      },
    },
    Mutation: {
      importJobs(_root, { jobs }, context) {
        hunterCaller(context, enabled);
        return services.jobs.import({ jobs: jobs.map((job) => ({ ...job, skills: job.skills ?? undefined })) });
      },
      searchJobs(_root, { keywords, location, profileId, limit }, context) {
        return services.jobs.search(hunterCaller(context, enabled), { keywords, location: location ?? undefined, profileId: profileId ?? undefined, limit });
      },
    },
  };
}
