import { defineJob, type JobContext, type JobData } from '@platform/jobs';
import type { LibraryAutomation } from '../services/library-automation.js';
import type { LibraryStatsService } from '../services/library-stats.service.js';

/** Job names of the library's scheduled tasks (docs/products/tabs.md, "Scheduled automation"). */
export const SCHEDULED_TASK = {
  suggestionGeneration: 'library.suggestion-generation',
  suggestionCleanup: 'library.suggestion-cleanup',
  oldTabArchival: 'library.old-tab-archival',
  statisticsRefresh: 'library.statistics-refresh',
  duplicateScan: 'library.duplicate-scan',
} as const;

/**
 * When each runs (Agenda human intervals). The first start of a deployment runs each at once;
 * later starts keep the stored next run (see JobQueue.every).
 */
export const LIBRARY_SCHEDULES: Array<[string, string]> = [
  ['6 hours', SCHEDULED_TASK.suggestionGeneration],
  ['1 day', SCHEDULED_TASK.suggestionCleanup],
  ['1 week', SCHEDULED_TASK.oldTabArchival],
  ['1 hour', SCHEDULED_TASK.statisticsRefresh],
  ['12 hours', SCHEDULED_TASK.duplicateScan],
];

/** One scheduled task's platform job: runs `run` (one run at a time per process) and logs what it returned. */
function task(
  name: string,
  description: string,
  done: string,
  run: (logger: JobContext['logger']) => Promise<object>,
) {
  return defineJob<JobData>({
    name,
    description,
    concurrency: 1,
    async handler(_data, { logger }) {
      logger.info(await run(logger), done);
    },
  });
}

/**
 * The platform jobs behind the schedules (userId null: no user's jobs list shows them; the
 * `scheduledTasks` query does). Each is idempotent; a failing run is retried with backoff
 * (JOB_MAX_ATTEMPTS) and its failure stays on the task (lastStatus FAILED, lastError).
 */
export function scheduledTaskJobs(automation: LibraryAutomation, stats: LibraryStatsService) {
  return [
    task(
      SCHEDULED_TASK.suggestionGeneration,
      'Finds duplicate, stale and related-content suggestions for every Pro user with items',
      'suggestion generation done',
      (logger) => automation.generateForProUsers(['duplicate', 'stale', 'related'], logger),
    ),
    task(
      SCHEDULED_TASK.suggestionCleanup,
      'Removes pending suggestions whose items are gone, archived or used again, and those older than SUGGESTION_TTL_DAYS',
      'suggestion cleanup done',
      async () => ({ removed: await automation.cleanup() }),
    ),
    task(
      SCHEDULED_TASK.oldTabArchival,
      'Archives tabs not opened for ARCHIVE_AFTER_DAYS (the flag only, no page capture)',
      'old-tab archival done',
      () => automation.archiveOldTabs(),
    ),
    task(
      SCHEDULED_TASK.statisticsRefresh,
      "Recomputes every user's library statistics (User.libraryStats)",
      'statistics refresh done',
      async () => ({ users: await stats.refresh() }),
    ),
    task(
      SCHEDULED_TASK.duplicateScan,
      'Finds duplicate suggestions for every Pro user with items',
      'duplicate scan done',
      (logger) => automation.generateForProUsers(['duplicate'], logger),
    ),
  ];
}
