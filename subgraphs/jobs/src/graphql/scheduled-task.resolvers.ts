import { requireTabsUser } from '@platform/auth';
import type { JobQueue, ScheduledTask, ScheduledTaskStatus } from '@platform/jobs';
import type { Resolvers, ScheduledTaskStatus as GraphQLStatus } from './__generated__/resolvers-types.js';

/** A scheduled task as GraphQL returns it (the `ScheduledTask` mapper in codegen.yml). */
export type GraphQLScheduledTask = Omit<ScheduledTask, 'lastStatus'> & { lastStatus: GraphQLStatus };

const toGraphQLStatus = (status: ScheduledTaskStatus) =>
  status.toUpperCase() as Uppercase<ScheduledTaskStatus> satisfies GraphQLStatus;

/**
 * The deployment's scheduled tasks, read from the job store (so tasks of every process show, in
 * embedded and distributed mode alike). Any signed-in user may list them: they are platform work
 * with no user's data in them; platform jobs never appear in a user's `jobs` or `failedJobs`.
 */
export function scheduledTaskResolvers(jobs: JobQueue): Resolvers {
  return {
    Query: {
      async scheduledTasks(_, _args, context) {
        requireTabsUser(context);
        return (await jobs.scheduledTasks()).map((task) => ({
          ...task,
          lastStatus: toGraphQLStatus(task.lastStatus),
        }));
      },
    },
  };
}
