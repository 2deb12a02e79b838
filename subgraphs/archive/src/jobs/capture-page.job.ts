import { defineJob, PermanentJobError } from '@platform/jobs';
import { BlockedUrl } from '@platform/url-guard';
import { ARCHIVE_CAPTURE_JOB, type ArchiveCaptureJob } from '@platform/subgraph-kit';
import type { ArchiveFiles } from '../services/archive-files.js';
import type { ArchiveService } from '../services/archive.service.js';
import type { PageCapture } from '../services/page-capture.js';

/**
 * Captures one page and stores its archive record. Queued by POST /api/archive (archivePage) and by
 * archiving a tab or bookmark (the library). A failure throws: the job retries per JOB_MAX_ATTEMPTS
 * and then lands in failedJobs with the error; no record is stored for it. A refused URL (scheme,
 * non-public address) fails at once: retrying cannot change the answer.
 */
export function capturePageJob(
  archives: ArchiveService,
  files: ArchiveFiles,
  capture: PageCapture,
  concurrency: number,
) {
  return defineJob<ArchiveCaptureJob>({
    name: ARCHIVE_CAPTURE_JOB,
    concurrency,
    async handler({ userId, url }, { jobId, logger }) {
      // A run that stored its record but died before Agenda saw it succeed must not capture twice.
      if (await archives.storedFor(jobId)) return;
      const paths = await files.prepare(userId, jobId);
      const started = Date.now();
      try {
        const { html, blocked } = await capture.capture(url, paths);
        await archives.store({ userId, url, jobId, htmlContent: html, ...paths });
        logger.info({ url, ms: Date.now() - started, blockedRequests: blocked.length }, 'page archived');
      } catch (error) {
        await files.discard(paths);
        if (error instanceof BlockedUrl && !error.transient) throw new PermanentJobError(error.message);
        throw error;
      }
    },
  });
}
