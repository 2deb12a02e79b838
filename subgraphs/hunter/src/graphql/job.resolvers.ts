import { asCaller } from '@platform/subgraph-kit';
import type { HunterDomain } from '../domain.js';
import { readFitProfile } from './fit-profile.js';
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
      async searchJobs(_root, { keywords, location, profileId, limit }, context) {
        const subject = hunterCaller(context, enabled);
        const input = { keywords, location: location ?? undefined, profileId: profileId ?? undefined, limit };
        if (!profileId) return { ...(await services.jobs.search(subject, input)), fits: [] };
        // The profile first: an unknown or another user's one is NOT_FOUND before the quota counts.
        const profile = await asCaller(context, () => readFitProfile(profileId));
        return services.jobs.searchByFit(subject, input, profile);
      },
    },
  };
}
