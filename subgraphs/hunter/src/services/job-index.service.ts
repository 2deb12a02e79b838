import { randomUUID } from 'node:crypto';
import { NotFound } from '@platform/errors';
import { Job } from '../entities/job.entity.js';
import { importSchema, searchSchema, type JobInput, type ParsedJobInput, type SearchInput } from '../rules/job-inputs.js';
import { containsPattern, keywordsToTsQuery } from '../rules/search-query.js';
import { parseInput } from '../rules/parse-input.js';
import type { HunterContext } from './hunter-context.js';
import type { QuotaService } from './quota.service.js';

export const JOB_FOUND_TOPIC = 'hunter.jobFound';

/** What `jobFound(profileId)` delivers. */
export interface JobFoundEvent {
  profileId: string;
  identityId: string;
  job: JobRecord;
}

export interface JobRecord {
  id: string;
  title: string;
  company: string | null;
  location: string | null;
  salaryRange: string | null;
  url: string;
  postedAt: Date | null;
}

const record = (job: Job): JobRecord => ({
  id: job.id,
  title: job.title,
  company: job.company ?? null,
  location: job.location ?? null,
  salaryRange: job.salaryRange ?? null,
  url: job.url,
  postedAt: job.postedAt ?? null,
});

/** The local job index: upsert by url, full-text search, and `jobFound` for interested profiles. */
export class JobIndexService {
  constructor(private readonly context: HunterContext, private readonly quotas: QuotaService) {}

  /** spec 2's POST /jobs/import: {jobs} → {imported}; a url already indexed is updated. */
  async import(input: { jobs: JobInput[] }): Promise<{ imported: number }> {
    const { jobs } = parseInput(importSchema, input);
    return { imported: (await this.upsert(jobs, 'import')).length };
  }

  /** Writes jobs (last one wins for a url repeated in one batch) and announces them to interested profiles. */
  async upsert(jobs: ParsedJobInput[], origin: string): Promise<JobRecord[]> {
    const byUrl = new Map(jobs.map((job) => [job.url, job]));
    const now = this.context.now();
    const rows = [...byUrl.values()].map((job) => ({
      id: randomUUID(),
      ...job,
      skills: job.skills,
      skillsText: job.skills.join(' ').toLowerCase(),
      origin,
      importedAt: now,
      updatedAt: now,
    }));
    const em = this.context.orm.em.fork();
    const saved = await em.upsertMany(Job, rows, { onConflictFields: ['url'], onConflictExcludeFields: ['id', 'importedAt'] });
    const records = saved.map(record);
    await this.announce(saved);
    return records;
  }

  async get(jobId: string): Promise<Job> {
    const job = await this.context.orm.em.fork().findOne(Job, { id: jobId });
    if (!job) throw new NotFound('Job');
    return job;
  }

  /** Counts against the monthly job_searches quota (only when it succeeds). */
  async search(subject: string, input: SearchInput): Promise<{ jobs: JobRecord[] }> {
    const { keywords, location, limit } = parseInput(searchSchema, input);
    return this.quotas.metered(subject, 'job_searches', async () => ({ jobs: await this.find(keywords, location, limit) }));
  }

  /** Matching by the GIN-indexed document (title, company, skills, description), newest first. */
  async find(keywords: string[], location: string | undefined, limit: number): Promise<JobRecord[]> {
    const query = keywordsToTsQuery(keywords);
    if (!query) return [];
    const rows: Array<Record<string, unknown>> = await this.context.orm.em.getConnection().execute(
      `select id, title, company, location, salary_range, url, posted_at from hunter.job
        where search @@ to_tsquery('simple', ?) ${location ? `and location ilike ?` : ''}
        order by posted_at desc nulls last, id limit ?`,
      location ? [query, containsPattern(location), limit] : [query, limit],
    );
    return rows.map((row) => ({
      id: row.id as string,
      title: row.title as string,
      company: (row.company as string) ?? null,
      location: (row.location as string) ?? null,
      salaryRange: (row.salary_range as string) ?? null,
      url: row.url as string,
      postedAt: row.posted_at ? new Date(row.posted_at as string) : null,
    }));
  }

  private async announce(jobs: Job[]) {
    const bus = this.context.bus;
    if (!bus) return;
    for (const job of jobs) {
      for (const target of await this.context.profiles.interestedProfiles({ title: job.title, skills: job.skills })) {
        await bus.publish<JobFoundEvent>(JOB_FOUND_TOPIC, { ...target, job: record(job) });
      }
    }
  }
}
