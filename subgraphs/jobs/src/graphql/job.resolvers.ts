import { BadInput } from '@platform/errors';
import { requireIdentity } from '@platform/auth';
import type { JobEvent, JobQueue, JobStatus } from '@platform/jobs';
import { DateTime, type Resolvers } from '@platform/subgraph-kit';

const MAX_PAGE = 500;

function page(limit: number, offset: number) {
  if (limit < 1 || limit > MAX_PAGE) throw new BadInput(`limit must be between 1 and ${MAX_PAGE}`);
  if (offset < 0) throw new BadInput('offset must be 0 or more');
  return { limit, offset };
}

export const toGraphQLJob = (job: JobEvent) => ({ ...job, status: job.status.toUpperCase() });
const fromGraphQLStatus = (status?: string | null) => (status ? (status.toLowerCase() as JobStatus) : undefined);

export function jobResolvers(jobs: JobQueue): Resolvers {
  return {
    DateTime,
    Query: {
      async job(_, { id }: { id: string }, context) {
        const { userId } = requireIdentity(context);
        const job = await jobs.get(id);
        return job && job.userId === userId ? toGraphQLJob(job) : null;
      },
      async jobs(_, args: { status?: string; limit: number; offset: number }, context) {
        const { userId } = requireIdentity(context);
        const list = await jobs.list({ userId, status: fromGraphQLStatus(args.status), ...page(args.limit, args.offset) });
        return list.map(toGraphQLJob);
      },
      async failedJobs(_, args: { limit: number; offset: number }, context) {
        const { userId } = requireIdentity(context);
        const list = await jobs.list({ userId, status: 'failed', ...page(args.limit, args.offset) });
        return list.map(toGraphQLJob);
      },
    },
    Mutation: {
      async retryJob(_, { id }: { id: string }, context) {
        const { userId } = requireIdentity(context);
        return toGraphQLJob(await jobs.retry(id, userId));
      },
    },
    Job: {
      async __resolveReference(ref: { id: string }, context) {
        const { userId } = requireIdentity(context);
        const job = await jobs.get(ref.id);
        return job && job.userId === userId ? toGraphQLJob(job) : null;
      },
    },
  };
}
