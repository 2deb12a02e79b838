import { z } from 'zod';

/** The Hunter API's Job: id, title, company, location, salaryRange, url, postedAt (camelCase, as /openapi-hunter.yaml has it). */
export const jobRecord = z
  .object({
    id: z.string().uuid(),
    title: z.string(),
    company: z.string().nullable(),
    location: z.string().nullable(),
    salaryRange: z.string().nullable(),
    url: z.string(),
    postedAt: z.string().nullable(),
  })
  .meta({ id: 'Job' });

type JobFields = {
  id: string;
  title: string;
  company?: string | null;
  location?: string | null;
  salaryRange?: string | null;
  url: string;
  postedAt?: unknown;
};

export const toJobRecord = (job: JobFields): z.infer<typeof jobRecord> => ({
  id: job.id,
  title: job.title,
  company: job.company ?? null,
  location: job.location ?? null,
  salaryRange: job.salaryRange ?? null,
  url: job.url,
  postedAt: job.postedAt ? String(job.postedAt) : null,
});

export const jobSourceRecord = z
  .object({
    id: z.string().uuid(),
    kind: z.enum(['greenhouse', 'lever', 'feed']),
    url: z.string(),
    company: z.string().nullable(),
    lastFetchedAt: z.string().nullable(),
    lastError: z.string().nullable(),
    lastImported: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'JobSource' });

export const jobSourceRefreshRecord = z
  .object({
    interval: z.string(),
    status: z.enum(['NEVER_RUN', 'RUNNING', 'SUCCEEDED', 'RETRYING', 'FAILED']),
    progress: z.number().int().min(0).max(100).nullable(),
    lastRunAt: z.string().nullable(),
    lastFinishedAt: z.string().nullable(),
    nextRunAt: z.string().nullable(),
    lastError: z.string().nullable(),
  })
  .meta({ id: 'JobSourceRefresh' });

/** The path's job id: any text reaches the graph, which answers NOT_FOUND for what names no job. */
export const jobIdParams = z.object({ jobId: z.string().min(1).max(100) });
