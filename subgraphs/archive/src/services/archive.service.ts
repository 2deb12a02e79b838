import type { DomainOrm } from '@platform/db';
import type { JobQueue } from '@platform/jobs';
import { BadInput, NotFound } from '@platform/errors';
import { ARCHIVE_CAPTURE_JOB, type ArchiveCaptureJob } from '@platform/subgraph-kit';
import { PageArchive } from '../entities/page-archive.entity.js';
import type { ArchiveFiles } from './archive-files.js';
import type { UrlGuard } from '@platform/url-guard';

const MAX_PAGE_SIZE = 1000;
const MAX_URL_LENGTH = 2048;

/** What a successful capture stores. */
export interface CapturedPage {
  userId: number;
  url: string;
  jobId: string;
  htmlContent: string;
  htmlPath: string;
  screenshotPath: string;
  pdfPath: string;
}

/** The caller's archives: requesting captures, reading records, storing results, account deletion. */
export class ArchiveService {
  constructor(
    private readonly orm: DomainOrm,
    private readonly jobs: JobQueue,
    private readonly guard: UrlGuard,
    private readonly files: ArchiveFiles,
  ) {}

  /** Checks the URL now (a clear 400 beats a failed job later), then queues the capture. */
  async request(userId: number, url: string): Promise<{ message: string; jobId: string }> {
    if (url.length > MAX_URL_LENGTH) throw new BadInput(`url must be at most ${MAX_URL_LENGTH} characters`);
    const checked = await this.guard.check(url);
    const job = await this.jobs.enqueue<ArchiveCaptureJob>(ARCHIVE_CAPTURE_JOB, {
      userId,
      url: checked.href,
    });
    return { message: 'Page capture queued', jobId: job.id };
  }

  list(userId: number, limit: number, offset: number): Promise<PageArchive[]> {
    return this.orm.em.fork().find(
      PageArchive,
      { userId },
      {
        orderBy: { createdAt: 'desc', id: 'desc' },
        limit: Math.min(Math.max(limit, 1), MAX_PAGE_SIZE),
        offset: Math.max(offset, 0),
        disableIdentityMap: true,
      },
    );
  }

  /** Another user's archive is reported exactly like a missing one. */
  async get(userId: number, id: number): Promise<PageArchive> {
    const archive = await this.orm.em.fork().findOne(PageArchive, { id, userId });
    if (!archive) throw new NotFound('Archive');
    return archive;
  }

  async storedFor(jobId: string): Promise<boolean> {
    return (await this.orm.em.fork().count(PageArchive, { jobId })) > 0;
  }

  async store(page: CapturedPage): Promise<void> {
    const em = this.orm.em.fork();
    em.create(PageArchive, page);
    await em.flush();
  }

  async deleteUserData(userId: number): Promise<void> {
    await this.orm.em.fork().nativeDelete(PageArchive, { userId });
    await this.files.removeUser(userId);
  }
}
