import type { ParsedJobInput } from '../rules/job-inputs.js';
import { normalizeUrl, postingKey } from '../rules/job-identity.js';
import type { HunterContext } from './hunter-context.js';

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
   * The already held ones answer their row ids, to be marked as seen instead of written twice.
   */
  async partition(owner: string, origin: string, jobs: ParsedJobInput[]) {
    const held: Array<{
      id: string;
      same_as: string | null;
      title: string;
      company: string | null;
      location: string | null;
    }> = await this.context.orm.em
      .getConnection()
      .execute(
        'select id, same_as, title, company, location from hunter.job where owner_id = ?::uuid and origin <> ? and expired_at is null',
        [owner, origin],
      );
    const byUrl = new Map(held.filter((row) => row.same_as).map((row) => [row.same_as!, row.id]));
    const byKey = new Map(
      held.flatMap((row) => (postingKey(row) ? [[postingKey(row)!, row.id] as const] : [])),
    );
    const fresh: ParsedJobInput[] = [];
    const heldIds = new Set<string>();
    for (const job of jobs) {
      const key = postingKey(job);
      const id = byUrl.get(normalizeUrl(job.url)) ?? (key ? byKey.get(key) : undefined);
      if (id) heldIds.add(id);
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
