import { defineJob, type JobData } from '@platform/jobs';
import type { JobSourceService } from '../services/job-source.service.js';

export const HUNTER_JOB = { fetchSources: 'hunter.fetch-job-sources' } as const;

/** Every registered job source, on HUNTER_SOURCE_REFRESH_INTERVAL (6 hours by default). */
export function hunterSchedules(interval: string): Array<[string, string]> {
  return [[interval, HUNTER_JOB.fetchSources]];
}

export function hunterJobs(sources: JobSourceService) {
  return [
    defineJob<JobData>({
      name: HUNTER_JOB.fetchSources,
      description: 'Fetches every registered job source (Greenhouse, Lever, RSS/Atom) into the job index',
      concurrency: 1,
      async handler(_data, { logger, progress }) {
        logger.info({ result: await sources.fetchAll(progress) }, `${HUNTER_JOB.fetchSources} done`);
      },
    }),
  ];
}
