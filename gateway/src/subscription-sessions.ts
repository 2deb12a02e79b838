import type { Identity, RequestContext } from '@platform/auth';
import { DomainError } from '@platform/errors';
import type { Logger } from '@platform/observability';
import type { DeviceHeaders, SessionResolver } from './session-resolver.js';

/** graphql-ws close codes (docs/security/cards.md): the token has expired, or was revoked / the account is gone. */
export const CLOSE_TOKEN_EXPIRED = 4401;
export const CLOSE_TOKEN_REVOKED = 4403;
/**
 * How often every open socket's token is presented again as a new request would present it. A
 * revocation with no event reaching this process (a `ck_` customer token revoked, a logout on a
 * remote accounts subgraph without Redis) reaches its sockets within this interval.
 */
export const SESSION_RECHECK_MS = 5_000;
/** setTimeout's longest delay; a later expiry re-arms the timer when it fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

function index<K>(map: Map<K, Set<Watch>>, key: K, watch: Watch): void {
  const watches = map.get(key) ?? new Set<Watch>();
  watches.add(watch);
  map.set(key, watches);
}

function unindex<K>(map: Map<K, Set<Watch>>, key: K, watch: Watch): void {
  const watches = map.get(key);
  watches?.delete(watch);
  if (watches?.size === 0) map.delete(key);
}

export interface WatchedSocket {
  close(code: number, reason: string): void;
}

export interface SubscriptionSessionsOptions {
  /** SESSION_RECHECK_MS unless a test says otherwise. */
  recheckMs?: number;
}

interface Watch {
  socket: WatchedSocket;
  context: RequestContext;
  /** Absent for a socket opened with a /ws/prices session token: only its sign-in session is checked. */
  authorization?: string;
  device?: DeviceHeaders;
  timer?: NodeJS.Timeout;
}

/**
 * Keeps every authenticated WebSocket as valid as a request would be: closed when its token
 * expires, and closed as soon as the token no longer holds (revoked, account gone), given the new
 * plan if it does. Every realm's token is re-checked every `recheckMs` (one check per distinct
 * token and device, whatever the number of its sockets); a tab-realm session is also re-checked at
 * once when accounts announces a change for its user (logout, password change, deletion), and every
 * socket whose token names a sign-in session (`sid`) when that session's ending is announced.
 */
export class SubscriptionSessions {
  private readonly all = new Set<Watch>();
  private readonly byUser = new Map<number, Set<Watch>>();
  private readonly bySession = new Map<string, Set<Watch>>();
  private readonly unsubscribe: () => void;
  private readonly unsubscribeEnded: () => void;
  private readonly recheckTimer: NodeJS.Timeout;
  private recheckRunning = false;

  constructor(
    private readonly sessions: SessionResolver,
    private readonly logger: Logger,
    options: SubscriptionSessionsOptions = {},
  ) {
    this.unsubscribe = sessions.onSessionChanged((userId) => {
      const watches = [...(this.byUser.get(userId) ?? [])];
      if (watches.length) void this.recheck(watches, true);
    });
    // After the event's other handlers (the ended-session record notes it first), then at once.
    this.unsubscribeEnded = sessions.onSessionEnded((sid) =>
      setImmediate(() => {
        const watches = [...(this.bySession.get(sid) ?? [])];
        if (watches.length) void this.recheck(watches, true);
      }),
    );
    this.recheckTimer = setInterval(() => void this.recheckAll(), options.recheckMs ?? SESSION_RECHECK_MS);
    this.recheckTimer.unref();
  }

  /**
   * Watches one socket's identity; returns what stops watching it (call it when the socket closes).
   * Without `authorization` (a socket opened with a derived session token) only the identity's
   * expiry and its sign-in session (`sessionId`) are watched, and nothing when it has neither.
   */
  watch(
    socket: WatchedSocket,
    context: RequestContext,
    authorization: string | undefined,
    device?: DeviceHeaders,
  ): () => void {
    const identity = context.identity;
    if (!identity || (!authorization && !identity.sessionId)) return () => undefined;
    const watch: Watch = { socket, context, authorization, device };
    this.armExpiry(watch, identity);
    this.all.add(watch);
    const userId = identity.realm === 'tabs' ? identity.extras.userId : undefined;
    if (userId !== undefined) index(this.byUser, userId, watch);
    const { sessionId } = identity;
    if (sessionId !== undefined) index(this.bySession, sessionId, watch);
    return () => {
      clearTimeout(watch.timer);
      this.all.delete(watch);
      if (userId !== undefined) unindex(this.byUser, userId, watch);
      if (sessionId !== undefined) unindex(this.bySession, sessionId, watch);
    };
  }

  /** Sockets watched now (tests, metrics). */
  get size(): number {
    return this.all.size;
  }

  close(): void {
    this.unsubscribe();
    this.unsubscribeEnded();
    clearInterval(this.recheckTimer);
    for (const watch of this.all) clearTimeout(watch.timer);
    this.all.clear();
    this.byUser.clear();
    this.bySession.clear();
  }

  private armExpiry(watch: Watch, identity: Identity): void {
    clearTimeout(watch.timer);
    const remaining = identity.expiresAt * 1000 - Date.now();
    watch.timer = setTimeout(
      () => {
        if (identity.expiresAt * 1000 > Date.now()) return this.armExpiry(watch, identity);
        watch.socket.close(CLOSE_TOKEN_EXPIRED, 'Token expired');
      },
      Math.min(Math.max(remaining, 0), MAX_TIMER_MS),
    );
  }

  /** One pass over every watched socket; a pass still running (a slow lookup) is not overlapped. */
  private async recheckAll(): Promise<void> {
    if (this.recheckRunning || this.all.size === 0) return;
    this.recheckRunning = true;
    try {
      await this.recheck([...this.all], false);
    } finally {
      this.recheckRunning = false;
    }
  }

  /**
   * Resolves each distinct token (and device) once and applies the answer to its sockets. The
   * interval's pass may take the session cache's answer: it holds only while no change for the user
   * has been announced, and it is off where announcements do not reach this process.
   */
  private async recheck(watches: Watch[], fresh: boolean): Promise<void> {
    const byToken = new Map<string, Watch[]>();
    for (const watch of watches) {
      const key = watch.authorization
        ? `${watch.authorization}\n${watch.device?.id ?? ''}`
        : `sid\n${watch.context.identity?.sessionId}`;
      byToken.set(key, [...(byToken.get(key) ?? []), watch]);
    }
    await Promise.all([...byToken.values()].map((group) => this.recheckToken(group, fresh)));
  }

  private async recheckToken(group: Watch[], fresh: boolean): Promise<void> {
    const [first] = group;
    try {
      if (!first.authorization) {
        await this.sessions.assertSessionOpen(first.context.identity?.sessionId);
        return;
      }
      const identity = await this.sessions.resolve(
        first.authorization,
        first.device,
        first.context.requestId,
        undefined,
        fresh,
      );
      // Same token, maybe another plan: operations on these sockets see the change from now on.
      for (const watch of group) if (this.all.has(watch)) watch.context.identity = identity;
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'UNAUTHENTICATED')) {
        this.logger.warn(
          { err: (error as Error).message },
          'could not re-check a socket token; keeping its sockets open',
        );
        return;
      }
      for (const watch of group) {
        if (!this.all.has(watch)) continue;
        const expired = (watch.context.identity?.expiresAt ?? 0) * 1000 <= Date.now();
        if (expired) watch.socket.close(CLOSE_TOKEN_EXPIRED, 'Token expired');
        else watch.socket.close(CLOSE_TOKEN_REVOKED, error.message);
      }
    }
  }
}
