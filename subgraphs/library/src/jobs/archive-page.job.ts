import { defineJob } from '@platform/jobs';
import { ARCHIVE_PAGE_JOB, type ArchivePageJob } from '../services/saved-items.js';

/**
 * Page capture (HTML, screenshot, PDF) arrives in a later issue. Until then the job fails openly,
 * once, so it lands in the failed-jobs record instead of pretending a capture exists.
 */
export const archivePageJob = defineJob<ArchivePageJob>({
  name: ARCHIVE_PAGE_JOB,
  maxAttempts: 1,
  async handler() {
    throw new Error('Page capture is not yet available on this server');
  },
});
