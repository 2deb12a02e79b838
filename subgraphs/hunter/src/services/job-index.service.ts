import { randomUUID } from 'node:crypto';
import { NotFound, recordId } from '@platform/errors';
import { Job } from '../entities/job.entity.js';
import {
  importSchema,
  searchSchema,
  type JobInput,
  type ParsedJobInput,
  type SearchInput,
} from '../rules/job-inputs.js';
import { containsPattern, isPhrase, keywordsToTsQuery } from '../rules/search-query.js';
import { parseInput } from '../rules/parse-input.js';
import { jobFit, type FitProfile, type JobFit } from '../rules/profile-fit.js';
import { normalizeUrl, postingKey } from '../rules/job-identity.js';
import type { HunterContext } from './hunter-context.js';
import type { QuotaService } from './quota.service.js';

/** The columns of a JobRecord (rowRecord maps them). */
const JOB_COLUMNS = 'id, title, company, location, salary_range, url, posted_at, skills';

export const JOB_FOUND_TOPIC = 'hunter.jobFound';
/** Every job written to the index, for subscribers who match it against their own profile (`jobFound`). */
export const JOB_INDEXED_TOPIC = 'hunter.jobIndexed';

export interface JobIndexedEvent {
  job: JobRecord;
  /** The user whose record it is (only they are told of it); null: a shared record. */
  ownerId: string | null;
}

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
  skills: string[];
}

const record = (job: Job): JobRecord => ({
  id: job.id,
  title: job.title,
  company: job.company ?? null,
  location: job.location ?? null,
  salaryRange: job.salaryRange ?? null,
  url: job.url,
  postedAt: job.postedAt ?? null,
  skills: job.skills,
});

/**
 * Rows written (by this process) after which the job table's planner statistics are refreshed:
 * autovacuum's rule (a tenth of the table), at least this many. Embedded PGlite has no autovacuum,
 * and without statistics the planner walks 100,000 jobs by date for a rare keyword (measured: search
 * p50 39 ms over HTTP without them, a few ms with them).
 */
const ANALYZE_AFTER_ROWS = 1_000;

/** What a viewer may read of the index: the shared records and their own (the first parameter is the viewer). */
const VISIBLE_TO = '(owner_id is null or owner_id = ?::uuid)';
/** Postings still open (the parameter is the clock's now): not expired, not past their closing date. */
const OPEN = '(expired_at is null and (closes_at is null or closes_at > ?::timestamptz))';

/**
 * The local job index: upsert by url and owner, full-text search, and `jobFound` for interested
 * profiles. A record a user imported (or their job source fetched) is that user's alone: another
 * user importing the same url writes a record of their own and never reads or rewrites it.
 */
export class JobIndexService {
  /** Rows written since the last ANALYZE, and the table's size then. */
  private statistics = { written: 0, rows: 0 };

  constructor(
    private readonly context: HunterContext,
    private readonly quotas: QuotaService,
  ) {}

  /**
   * The Hunter API's POST /jobs/import: {jobs} → {imported}, as records of `owner` (null: shared, for the
   * platform's own writers); a url the owner already indexed is updated.
   */
  async import(owner: string | null, input: { jobs: JobInput[] }): Promise<{ imported: number }> {
    const { jobs } = parseInput(importSchema, input);
    return { imported: (await this.upsert(jobs, 'import', owner)).length };
  }

  /**
   * Writes jobs of `owner` (last one wins for a url repeated in one batch) and announces them to interested
   * profiles; a posting written again is open again. `refresh`: the source refresh that listed them.
   */
  async upsert(
    jobs: ParsedJobInput[],
    origin: string,
    owner: string | null,
    refresh: string | null = null,
  ): Promise<JobRecord[]> {
    const byUrl = new Map(jobs.map((job) => [job.url, job]));
    const now = this.context.now();
    const rows = [...byUrl.values()].map((job) => ({
      id: randomUUID(),
      ...job,
      skills: job.skills,
      skillsText: job.skills.join(' ').toLowerCase(),
      closesAt: job.closesAt ?? null,
      expiredAt: null,
      seenIn: refresh,
      sameAs: normalizeUrl(job.url),
      ownerId: owner,
      origin,
      importedAt: now,
      updatedAt: now,
    }));
    const em = this.context.orm.em.fork();
    const saved = await em.upsertMany(Job, rows, {
      onConflictFields: ['url', 'ownerId'],
      onConflictExcludeFields: ['id', 'importedAt', 'ownerId'],
    });
    await this.refreshStatistics(saved.length);
    const records = saved.map(record);
    await this.announce(saved, records, owner);
    return records;
  }

  /** ANALYZE once a tenth of the table (at least ANALYZE_AFTER_ROWS rows) was written since the last one. */
  private async refreshStatistics(written: number) {
    this.statistics.written += written;
    if (this.statistics.written < Math.max(ANALYZE_AFTER_ROWS, this.statistics.rows / 10)) return;
    const connection = this.context.orm.em.getConnection();
    await connection.execute('analyze hunter.job');
    const [{ rows }] = await connection.execute<Array<{ rows: number }>>(
      "select reltuples::float8 as rows from pg_class where oid = 'hunter.job'::regclass",
    );
    this.statistics = { written: 0, rows: Math.max(0, Number(rows)) };
  }

  /** A job `viewer` may read (shared or their own); another user's is NOT_FOUND, as an unknown one. */
  async get(jobId: string, viewer: string): Promise<Job> {
    const job = await this.context.orm.em
      .fork()
      .findOne(Job, { id: recordId(jobId, 'Job'), $or: [{ ownerId: null }, { ownerId: viewer }] });
    if (!job) throw new NotFound('Job');
    return job;
  }

  async record(jobId: string, viewer: string): Promise<JobRecord> {
    return record(await this.get(jobId, viewer));
  }

  /** Counts against the monthly job_searches quota (only when it succeeds). */
  async search(subject: string, input: SearchInput): Promise<{ jobs: JobRecord[] }> {
    const { keywords, location, limit } = parseInput(searchSchema, input);
    return this.quotas.metered(subject, 'job_searches', async () => ({
      jobs: await this.find(subject, keywords, location, limit),
    }));
  }

  /**
   * A search ranked by fit to a profile: the newest matches (up to 4 x limit, at most 400) scored by
   * rules/profile-fit.ts, best first (the sort is stable: newest first among equal scores).
   */
  async searchByFit(
    subject: string,
    input: SearchInput,
    profile: FitProfile,
  ): Promise<{ jobs: JobRecord[]; fits: Array<JobFit & { jobId: string }> }> {
    const { keywords, location, limit } = parseInput(searchSchema, input);
    return this.quotas.metered(subject, 'job_searches', async () => {
      const candidates = await this.find(subject, keywords, location, Math.min(limit * 4, 400));
      const now = this.context.now();
      const ranked = candidates
        .map((job) => ({ job, fit: { jobId: job.id, ...jobFit(job, profile, now) } }))
        .sort((a, b) => b.fit.score - a.fit.score)
        .slice(0, limit);
      return { jobs: ranked.map((r) => r.job), fits: ranked.map((r) => r.fit) };
    });
  }

  /**
   * Matching by the GIN-indexed document (title, company, skills, description), newest first; a
   * location meets its trigram index. The planner picks between walking the jobs newest first (cheap
   * when matches are common) and reading every match off the indexes (cheap when they are rare), but
   * it over-estimates phrases: when every keyword is a phrase and a location is given, the matches
   * are read first (a materialized CTE), as a date walk would read thousands of rows to find 50.
   */
  async find(
    viewer: string,
    keywords: string[],
    location: string | undefined,
    limit: number,
  ): Promise<JobRecord[]> {
    const query = keywordsToTsQuery(keywords);
    if (!query) return [];
    const where = `search @@ to_tsquery('simple', ?) ${location ? 'and location ilike ?' : ''} and ${VISIBLE_TO} and ${OPEN}`;
    const now = this.context.now();
    const params = location
      ? [query, containsPattern(location), viewer, now, limit]
      : [query, viewer, now, limit];
    const sql =
      location && keywords.every(isPhrase)
        ? `with matches as materialized (select ${JOB_COLUMNS} from hunter.job where ${where})
          select * from matches order by posted_at desc nulls last, id limit ?`
        : `select ${JOB_COLUMNS} from hunter.job where ${where} order by posted_at desc nulls last, id limit ?`;
    const rows: Array<Record<string, unknown>> = await this.context.orm.em
      .getConnection()
      .execute(sql, params);
    return rows.map(rowRecord);
  }

  /** `Profile.matchingJobs`: a search of the index for the caller, so it counts against job_searches. */
  async matchingFor(subject: string, profile: ProfileInterest, limit: number): Promise<JobRecord[]> {
    return this.quotas.metered(subject, 'job_searches', () => this.matching(subject, profile, limit));
  }

  /**
   * Newest jobs that interest a profile: one shares a skill with it (case-insensitive) or its title
   * contains the profile's title (the rule of `jobFound`, see interestsProfile).
   */
  async matching(viewer: string, profile: ProfileInterest, limit: number): Promise<JobRecord[]> {
    const skills = [...new Set(profile.skills.map((s) => s.trim().toLowerCase()).filter(Boolean))];
    const title = profile.title?.trim();
    if (!skills.length && !title) return [];
    const rows: Array<Record<string, unknown>> = await this.context.orm.em.getConnection().execute(
      `select ${JOB_COLUMNS} from hunter.job
        where ${VISIBLE_TO} and ${OPEN}
          and ((? <> '' and title ilike ?)
           or exists (select 1 from jsonb_array_elements_text(skills) s where lower(s) in (select jsonb_array_elements_text(?::jsonb))))
        order by posted_at desc nulls last, id limit ?`,
      [viewer, this.context.now(), title ?? '', containsPattern(title ?? ''), JSON.stringify(skills), limit],
    );
    return rows.map(rowRecord);
  }

  /** Tells interested profiles of new jobs: a user's record only to that user's own profiles. */
  private async announce(jobs: Job[], records: JobRecord[], owner: string | null) {
    const bus = this.context.bus;
    if (!bus) return;
    for (const job of records) await bus.publish<JobIndexedEvent>(JOB_INDEXED_TOPIC, { job, ownerId: owner });
    if (!this.context.profiles.interestedProfiles) return;
    for (const job of jobs) {
      const targets = await this.context.profiles.interestedProfiles({
        title: job.title,
        skills: job.skills,
      });
      for (const target of targets.filter((t) => owner === null || t.identityId === owner)) {
        await bus.publish<JobFoundEvent>(JOB_FOUND_TOPIC, { ...target, job: record(job) });
      }
    }
  }
}

/** What a profile is interested in, for `jobFound` and `matchingJobs`. */
export interface ProfileInterest {
  title: string | null;
  skills: string[];
}

/** The Hunter API's rule: the job shares a skill with the profile (case-insensitive) or its title contains the profile's title. */
export function interestsProfile(
  job: Pick<JobRecord, 'title' | 'skills'>,
  profile: ProfileInterest,
): boolean {
  const title = profile.title?.trim().toLowerCase();
  if (title && job.title.toLowerCase().includes(title)) return true;
  const skills = new Set(profile.skills.map((s) => s.trim().toLowerCase()));
  return job.skills.some((skill) => skills.has(skill.trim().toLowerCase()));
}

const rowRecord = (row: Record<string, unknown>): JobRecord => ({
  id: row.id as string,
  title: row.title as string,
  company: (row.company as string) ?? null,
  location: (row.location as string) ?? null,
  salaryRange: (row.salary_range as string) ?? null,
  url: row.url as string,
  postedAt: row.posted_at ? new Date(row.posted_at as string) : null,
  skills: (row.skills as string[]) ?? [],
});
