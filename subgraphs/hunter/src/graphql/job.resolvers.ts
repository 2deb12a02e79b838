import type { HunterDomain } from '../domain.js';
import type { Resolvers } from './__generated__/resolvers-types.js';
import { hunterCaller } from './hunter-caller.js';

/** The job index: import (the caller's records, upsert by url), search (metered), one job by id (shared or the caller's). */
export function jobResolvers({ services }: HunterDomain, enabled: boolean): Resolvers {
  return {
    JobPosting: {
      async __resolveReference({ id }, context) {
        return services.jobs.record(id, hunterCaller(context, enabled));
      },
    },
    Query: {
      async jobPosting(_root, { id }, context) {
        return services.jobs.record(id, hunterCaller(context, enabled)).catch(() => null);
      },
    },
    Mutation: {
      importJobs(_root, { jobs }, context) {
        // The caller's own records: a url does not make a record anyone's to rewrite.
        return services.jobs.import(hunterCaller(context, enabled), {
          jobs: jobs.map((job) => ({ ...job, skills: job.skills ?? undefined })),
        });
      },
      searchJobs(_root, { keywords, location, profileId, limit }, context) {
        return services.jobs.search(hunterCaller(context, enabled), {
          keywords,
          location: location ?? undefined,
          profileId: profileId ?? undefined,
          limit,
        });
      },
    },
  };
}
