import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { NotFound, recordId } from '@platform/errors';
import type { UrlGuard } from '@platform/url-guard';
import { JobSource, JOB_SOURCE_KINDS } from '../entities/job-source.entity.js';
import { jobInputSchema } from '../rules/job-inputs.js';
import { parseInput } from '../rules/parse-input.js';
import { JOB_SOURCE_PARSERS } from '../sources/job-source-parsers.js';
import { guardedFetch } from '../sources/guarded-fetch.js';
import type { HunterContext } from './hunter-context.js';
import type { JobIndexService } from './job-index.service.js';
import type { JobFreshnessService } from './job-freshness.service.js';

const sourceSchema = z.object({
  kind: z.enum(JOB_SOURCE_KINDS),
  url: z.string().url().max(2000),
  company: z.string().trim().min(1).max(200).optional(),
});

const view = ({ id, kind, url, company, lastFetchedAt, lastError, lastImported, createdAt }: JobSource) => ({
  id,
  kind,
  url,
  company: company ?? null,
  lastFetchedAt: lastFetchedAt ?? null,
  lastError: lastError ?? null,
  lastImported,
  createdAt,
});

/** Job sources a user registers (Greenhouse, Lever, RSS/Atom), fetched on a schedule into the index. */
export class JobSourceService {
  constructor(
    private readonly context: HunterContext,
    private readonly index: JobIndexService,
    private readonly freshness: JobFreshnessService,
    private readonly guard: UrlGuard,
    private readonly timeoutMs = 15_000,
  ) {}

  /** Refuses a url the SSRF guard refuses, at once rather than at the first fetch. */
  async register(subject: string, input: z.input<typeof sourceSchema>) {
    const data = parseInput(sourceSchema, input);
    await this.guard.check(data.url); // BlockedUrl is a BadInput
    const em = this.context.orm.em.fork();
    const source = em.create(JobSource, {
      id: randomUUID(),
      identityId: subject,
      ...data,
      lastImported: 0,
      createdAt: this.context.now(),
    });
    await em.flush();
    return view(source);
  }

  async list(subject: string) {
    return (
      await this.context.orm.em
        .fork()
        .find(JobSource, { identityId: subject }, { orderBy: { createdAt: 'asc' } })
    ).map(view);
  }

  async remove(subject: string, sourceId: string): Promise<void> {
    if (
      (await this.context.orm.em
        .fork()
        .nativeDelete(JobSource, { id: recordId(sourceId, 'Job source'), identityId: subject })) === 0
    )
      throw new NotFound('Job source');
  }

  /**
   * The scheduled job's work: every source once; one failing source records its error and the rest go on.
   * A posting the owner already holds from another source (or an import) is not written twice; after
   * the pass, what an answering source no longer lists, and what is past its closing date, is expired.
   */
  async fetchAll(onProgress: (percent: number) => Promise<void> = async () => {}): Promise<{
    sources: number;
    imported: number;
    duplicates: number;
    expired: number;
    failed: number;
  }> {
    const em = this.context.orm.em.fork();
    const sources = await em.find(JobSource, {}, { orderBy: { createdAt: 'asc' } });
    const refresh = randomUUID();
    const answered: string[] = [];
    let imported = 0;
    let duplicates = 0;
    let failed = 0;
    for (const source of sources) {
      try {
        const body = await guardedFetch(this.guard, source.url, this.timeoutMs);
        // A malformed entry is skipped, not the whole feed.
        const jobs = JOB_SOURCE_PARSERS[source.kind](body, source.company ?? undefined).flatMap((job) => {
          const parsed = jobInputSchema.safeParse(job);
          return parsed.success ? [parsed.data] : [];
        });
        const { fresh, heldIds } = await this.freshness.partition(source.identityId, source.id, jobs);
        await this.freshness.markSeen(heldIds, refresh);
        source.lastImported = fresh.length
          ? (await this.index.upsert(fresh, source.id, source.identityId, refresh)).length
          : 0;
        source.lastError = null;
        imported += source.lastImported;
        duplicates += heldIds.length;
        answered.push(source.id);
      } catch (error) {
        source.lastError = (error as Error).message;
        failed += 1;
      }
      source.lastFetchedAt = this.context.now();
      await onProgress((100 * (answered.length + failed)) / sources.length);
    }
    await em.flush();
    const expired = await this.freshness.expire(answered, refresh);
    return { sources: sources.length, imported, duplicates, expired, failed };
  }
}
