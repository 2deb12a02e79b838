import { LRUCache } from 'lru-cache';
import type { Database } from '@platform/db';
import type { EventBus } from '@platform/pubsub';
import { SESSION_ENDED_TOPIC, type SessionEnded as VerifierSessionEnded } from '@platform/auth';

/**
 * What the provider publishes on `SESSION_ENDED_TOPIC` once a sign-in session has ended (logout,
 * refresh-token reuse, revocation of its refresh token, every session of an account after a password
 * change): every process refuses the session's tokens from then on without asking the database. The
 * topic and its `sid` are the verifiers' contract (@platform/auth); the account and time are for logs.
 */
export interface SessionEnded extends VerifierSessionEnded {
  accountUuid: string;
  endedAt: string;
}

/** A `sid` not found ended is believed for this long at most (the bus tells every process sooner). */
const NOT_ENDED_FOR_MS = 2_000;

/** Sessions remembered each way: the sign-ins active within a couple of seconds, with room to spare. */
const CACHED_SESSIONS = 10_000;

type Query = Database['pool']['query'];

/**
 * The ended sign-in sessions (accounts.ended_session). A session's `sid` is the provider's grant id
 * of that sign-in: every token derived from it (platform access and refresh tokens, realm tokens
 * from token exchange) names it, so ending it ends them all.
 */
export class EndedSessions {
  // Caches in front of the table, not the record: lru-cache allocates its arrays for `max` up front
  // (100,000 cost 2-4 MB each), and a sid that fell out is read from the table again.
  private readonly ended = new LRUCache<string, true>({ max: CACHED_SESSIONS });
  private readonly notEnded = new LRUCache<string, true>({ max: CACHED_SESSIONS, ttl: NOT_ENDED_FOR_MS });

  constructor(
    private readonly query: Query,
    private readonly bus: EventBus,
  ) {
    bus.subscribe<SessionEnded>(SESSION_ENDED_TOPIC, ({ sid }) => {
      this.ended.set(sid, true);
      this.notEnded.delete(sid);
    });
  }

  /** Records the sessions as ended (again is harmless) and tells every process. */
  async end(sids: string[], accountUuid: string): Promise<void> {
    const fresh = [...new Set(sids.filter(Boolean))];
    if (!fresh.length) return;
    const endedAt = new Date();
    for (const sid of fresh) {
      await this.query(
        'insert into accounts.ended_session (sid, account_uuid, ended_at) values ($1, $2, $3) on conflict (sid) do nothing',
        [sid, accountUuid, endedAt],
      );
      this.ended.set(sid, true);
      this.notEnded.delete(sid);
    }
    for (const sid of fresh)
      await this.bus.notify<SessionEnded>(SESSION_ENDED_TOPIC, {
        sid,
        accountUuid,
        endedAt: endedAt.toISOString(),
      });
  }

  /**
   * Ends every sign-in of the account: its provider sessions, grants and tokens are deleted and
   * each grant's `sid` recorded as ended. Returns the sids ended.
   */
  async endAllOf(accountUuid: string): Promise<string[]> {
    const { rows } = await this.query(
      `delete from accounts.oidc_model where payload->>'accountId' = $1 returning model, id, grant_id`,
      [accountUuid],
    );
    const grants = (rows as Array<{ model: string; id: string; grant_id: string | null }>).map((row) =>
      row.model === 'Grant' ? row.id : row.grant_id,
    );
    const sids = [...new Set(grants.filter((grant): grant is string => Boolean(grant)))];
    await this.end(sids, accountUuid);
    return sids;
  }

  /** The realm verifiers' look-up (packages/auth's SessionEndLookup): the same as isEnded. */
  isSessionEnded(sid: string): Promise<boolean> {
    return this.isEnded(sid);
  }

  /** Whether the session has ended: an ended one stays ended; a live answer is kept two seconds at most. */
  async isEnded(sid: string): Promise<boolean> {
    if (this.ended.has(sid)) return true;
    // While the bus cannot reach its store, silence means nothing: ask the database every time.
    if (this.notEnded.has(sid) && !this.bus.degraded?.()) return false;
    const { rows } = await this.query('select 1 from accounts.ended_session where sid = $1', [sid]);
    if (rows.length) this.ended.set(sid, true);
    else this.notEnded.set(sid, true);
    return rows.length > 0;
  }
}

const perDatabase = new WeakMap<Database, EndedSessions>();
let opened: EndedSessions | undefined;

/** This process's ended-session record on its database (one per database, so one cache). */
export function endedSessionsOf(db: Database, bus: EventBus): EndedSessions {
  let sessions = perDatabase.get(db);
  if (!sessions) {
    sessions = new EndedSessions((text, params) => db.pool.query(text, params), bus);
    perDatabase.set(db, sessions);
  }
  opened = sessions;
  return sessions;
}

/**
 * Whether the sign-in session `sid` (a token's `sid` claim) has ended: realm verifiers refuse its
 * tokens. Needs endedSessionsOf(db, bus) called once in the process first (the tab API's server
 * does when it mounts the provider); without it this throws rather than answer "live".
 */
export function isSessionEnded(sid: string): Promise<boolean> {
  if (!opened) throw new Error('isSessionEnded: call endedSessionsOf(db, bus) once at start-up first');
  return opened.isEnded(sid);
}
