import { BadInput } from '@platform/errors';
import { requireTabsUser } from '@platform/auth';
import type { JobEvent, JobQueue, JobStatus } from '@platform/jobs';
import { DateTime } from '@platform/subgraph-kit';
import type { JobStatus as GraphQLJobStatus, Resolvers } from './__generated__/resolvers-types.js';
import { isJobId, parseJobId } from './job-id.js';

const MAX_PAGE = 500;

function page(limit: number, offset: number) {
  if (limit < 1 || limit > MAX_PAGE) throw new BadInput(`limit must be between 1 and ${MAX_PAGE}`);
  if (offset < 0) throw new BadInput('offset must be 0 or more');
  return { limit, offset };
}

/** A job as GraphQL returns it (the `Job` mapper in codegen.yml): the queue's event, status as the enum. */
export type GraphQLJob = Omit<JobEvent, 'status'> & { status: GraphQLJobStatus };

// String's toUpperCase/toLowerCase are typed `string`; the casts only restore what they do to the
// literal types, and the compiler then checks queue statuses and the SDL enum against each other.
export const toGraphQLJob = (job: JobEvent): GraphQLJob => ({
  ...job,
  status: job.status.toUpperCase() as Uppercase<JobStatus>,
});
const fromGraphQLStatus = (status?: GraphQLJobStatus | null): JobStatus | undefined =>
  status ? (status.toLowerCase() as Lowercase<GraphQLJobStatus>) : undefined;

export function jobResolvers(jobs: JobQueue): Resolvers {
  return {
    DateTime,
    Query: {
      async job(_, { id }, context) {
        const { userId } = requireTabsUser(context);
        const job = await jobs.get(parseJobId(id));
        return job && job.userId === userId ? toGraphQLJob(job) : null;
      },
      async jobs(_, args, context) {
        const { userId } = requireTabsUser(context);
        const list = await jobs.list({
          userId,
          status: fromGraphQLStatus(args.status),
          ...page(args.limit, args.offset),
        });
        return list.map(toGraphQLJob);
      },
      async failedJobs(_, args, context) {
        const { userId } = requireTabsUser(context);
        const list = await jobs.list({ userId, status: 'failed', ...page(args.limit, args.offset) });
        return list.map(toGraphQLJob);
      },
    },
    Mutation: {
      async retryJob(_, { id }, context) {
        const { userId } = requireTabsUser(context);
        return toGraphQLJob(await jobs.retry(parseJobId(id), userId));
      },
    },
    Job: {
      async __resolveReference(ref, context) {
        const { userId } = requireTabsUser(context);
        if (!isJobId(ref.id)) return null;
        const job = await jobs.get(ref.id);
        return job && job.userId === userId ? toGraphQLJob(job) : null;
      },
    },
  };
}
