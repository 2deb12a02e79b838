import type { ParsedJobInput } from '../rules/job-inputs.js';
import { normalizeUrl, postingKey } from '../rules/job-identity.js';
import type { HunterContext } from './hunter-context.js';

interface HeldRow {
  id: string;
  origin: string;
  same_as: string | null;
  title: string;
  company: string | null;
  location: string | null;
}

const placeholders = (values: unknown[]) => values.map(() => '?').join(', ');

/**
 * What keeps a user's index current across their job sources: one posting stored once however many
 * sources list it, and postings no longer listed (or past their closing date) expired.
 */
export class JobFreshnessService {
  constructor(private readonly context: HunterContext) {}

  /**
   * Splits a source's postings into those to write and those `owner` already holds from another origin
   * (an import or another source): the same normalized url, or the same title, company and location.
   * When both origins hold a row (two refreshes overlapped), the older row is the posting and the newer
   * source's goes unlisted, so it expires: the two converge on one row. The held ones answer their row
   * ids, to be marked as seen instead of written twice.
   */
  async partition(owner: string, origin: string, jobs: ParsedJobInput[]) {
    const rows: HeldRow[] = await this.context.orm.em.getConnection().execute(
      `select id, origin, same_as, title, company, location, imported_at from hunter.job
          where owner_id = ?::uuid and expired_at is null order by imported_at, id`,
      [owner],
    );
    // Oldest first, so the first row set for a url or key is the one a posting is.
    const byUrl = new Map<string, HeldRow>();
    const byKey = new Map<string, HeldRow>();
    for (const row of rows) {
      if (row.same_as && !byUrl.has(row.same_as)) byUrl.set(row.same_as, row);
      const key = postingKey(row);
      if (key && !byKey.has(key)) byKey.set(key, row);
    }
    const fresh: ParsedJobInput[] = [];
    const heldIds = new Set<string>();
    for (const job of jobs) {
      const key = postingKey(job);
      const match = byUrl.get(normalizeUrl(job.url)) ?? (key ? byKey.get(key) : undefined);
      if (match && match.origin !== origin) heldIds.add(match.id);
      else fresh.push(job);
    }
    return { fresh, heldIds: [...heldIds] };
  }

  /** Rows another source (or an import) holds that this refresh listed: open, and seen in it. */
  async markSeen(ids: string[], refresh: string): Promise<void> {
    if (!ids.length) return;
    await this.context.orm.em
      .getConnection()
      .execute(`update hunter.job set seen_in = ?, expired_at = null where id in (${placeholders(ids)})`, [
        refresh,
        ...ids,
      ]);
  }

  /**
   * After a refresh: the rows of the sources that answered which it did not list, and every row past its
   * closing date, are expired (a source that failed keeps its rows as they were). Answers how many.
   */
  async expire(answered: string[], refresh: string): Promise<number> {
    const now = this.context.now();
    const connection = this.context.orm.em.getConnection();
    let expired = 0;
    if (answered.length) {
      const result = await connection.execute(
        `update hunter.job set expired_at = ? where expired_at is null and origin in (${placeholders(answered)})
          and (seen_in is null or seen_in <> ?)`,
        [now, ...answered, refresh],
        'run',
      );
      expired += Number((result as { affectedRows?: number }).affectedRows ?? 0);
    }
    const closed = await connection.execute(
      'update hunter.job set expired_at = ? where expired_at is null and closes_at <= ?',
      [now, now],
      'run',
    );
    return expired + Number((closed as { affectedRows?: number }).affectedRows ?? 0);
  }
}
