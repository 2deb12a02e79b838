import { defineJob, type JobData } from '@platform/jobs';
import type { LibraryAutomation } from '../services/library-automation.js';
import type { LibraryStatsService } from '../services/library-stats.service.js';

/** Job names of the library's scheduled tasks (spec 1, rule 4). */
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

/**
 * The platform jobs behind the schedules (userId null: no user's jobs list shows them; the
 * `scheduledTasks` query does). Each is idempotent; a failing run is retried with backoff
 * (JOB_MAX_ATTEMPTS) and its failure stays on the task (lastStatus FAILED, lastError).
 */
export function scheduledTaskJobs(automation: LibraryAutomation, stats: LibraryStatsService) {
  return [
    defineJob<JobData>({
      name: SCHEDULED_TASK.suggestionGeneration,
      description: 'Finds duplicate, stale and related-content suggestions for every Pro user with items',
      concurrency: 1,
      async handler(_data, { logger }) {
        logger.info(await automation.generateForProUsers(['duplicate', 'stale', 'related'], logger), 'suggestion generation done');
      },
    }),
    defineJob<JobData>({
      name: SCHEDULED_TASK.suggestionCleanup,
      description: 'Removes pending suggestions whose items are gone, archived or used again, and those older than SUGGESTION_TTL_DAYS',
      concurrency: 1,
      async handler(_data, { logger }) {
        logger.info({ removed: await automation.cleanup() }, 'suggestion cleanup done');
      },
    }),
    defineJob<JobData>({
      name: SCHEDULED_TASK.oldTabArchival,
      description: 'Archives tabs not opened for ARCHIVE_AFTER_DAYS (the flag only, no page capture)',
      concurrency: 1,
      async handler(_data, { logger }) {
        logger.info(await automation.archiveOldTabs(), 'old-tab archival done');
      },
    }),
    defineJob<JobData>({
      name: SCHEDULED_TASK.statisticsRefresh,
      description: "Recomputes every user's library statistics (User.libraryStats)",
      concurrency: 1,
      async handler(_data, { logger }) {
        logger.info({ users: await stats.refresh() }, 'statistics refresh done');
      },
    }),
    defineJob<JobData>({
      name: SCHEDULED_TASK.duplicateScan,
      description: 'Finds duplicate suggestions for every Pro user with items',
      concurrency: 1,
      async handler(_data, { logger }) {
        logger.info(await automation.generateForProUsers(['duplicate'], logger), 'duplicate scan done');
      },
    }),
  ];
}
