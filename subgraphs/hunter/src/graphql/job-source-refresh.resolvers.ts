import type { JobQueue, ScheduledTaskStatus } from '@platform/jobs';
import { HUNTER_JOB } from '../jobs/hunter-jobs.js';
import type { JobSourceRefreshStatus, Resolvers } from './__generated__/resolvers-types.js';
import { hunterCaller } from './hunter-caller.js';

/**
 * The scheduled refresh of every job source, read from the platform's job store: the same record
 * `scheduledTasks` lists, so what a job seeker sees and what an operator sees cannot disagree.
 */
export function jobSourceRefreshResolvers(jobs: JobQueue, interval: string, enabled: boolean): Resolvers {
  return {
    Query: {
      async jobSourceRefresh(_root, _args, context) {
        hunterCaller(context, enabled);
        const task = (await jobs.scheduledTasks()).find((t) => t.name === HUNTER_JOB.fetchSources);
        // Before the job processor has registered the schedule (a moment at start-up) it has simply not run.
        if (!task) {
          return {
            interval,
            status: 'NEVER_RUN',
            progress: null,
            lastRunAt: null,
            lastFinishedAt: null,
            nextRunAt: null,
            lastError: null,
          };
        }
        const { lastStatus, description: _, name: __, ...times } = task;
        return {
          ...times,
          status: lastStatus.toUpperCase() as Uppercase<ScheduledTaskStatus> satisfies JobSourceRefreshStatus,
        };
      },
    },
  };
}
