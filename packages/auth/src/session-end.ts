import { LRUCache } from 'lru-cache';
import type { EventBus } from '@platform/pubsub';
import { Unauthenticated } from '@platform/errors';

/** Where the verifiers learn that a sign-in session has ended (the provider's record of them). */
export interface SessionEndLookup {
  isSessionEnded(sid: string): Promise<boolean>;
}

/**
 * Published by the provider once a sign-in session has ended (logout, sign out everywhere): the
 * accounts subgraph's `services/ended-sessions.ts` sends it. Only `sid` is read here.
 */
export const SESSION_ENDED_TOPIC = 'accounts.session.ended';
export interface SessionEnded {
  sid: string;
}

/** How long a "still open" answer is believed: an ending no event announced is seen within it. */
export const OPEN_SESSION_TTL_MS = 2_000;
/** An ended session never reopens: that answer may stay for as long as the entry lives. */
const ENDED_SESSION_TTL_MS = 10 * 60_000;

export interface EndedSessionsOptions {
  /** The bus the provider announces endings on: an announced ending is never answered from memory. */
  bus?: Pick<EventBus, 'subscribe'>;
  openTtlMs?: number;
  maxEntries?: number;
}

/**
 * Answers "has this token's sign-in session ended?" for every request and every socket re-check
 * without asking the provider each time: an open session's answer is kept for at most
 * `openTtlMs`, concurrent questions about one session share one look-up, and an announcement on
 * the bus drops what is kept about that session at once (and tells the listeners, which re-check
 * the sockets of that session without waiting for their interval).
 */
export class EndedSessions {
  /** Answers by session, each with the time (Date.now()) until which it holds. */
  private readonly answers: LRUCache<string, { ended: boolean; until: number }>;
  private readonly pending = new Map<string, Promise<boolean>>();
  private readonly generation = new Map<string, number>();
  private readonly listeners = new Set<(sid: string) => void>();
  private readonly openTtlMs: number;
  private readonly unsubscribe?: () => void;

  constructor(
    private readonly lookup: SessionEndLookup,
    options: EndedSessionsOptions = {},
  ) {
    this.openTtlMs = options.openTtlMs ?? OPEN_SESSION_TTL_MS;
    // lru-cache allocates for `max` up front; an answer that fell out is asked for again.
    this.answers = new LRUCache({ max: options.maxEntries ?? 10_000 });
    this.unsubscribe = options.bus?.subscribe<SessionEnded>(SESSION_ENDED_TOPIC, (event) => {
      if (typeof event?.sid === 'string') this.forget(event.sid);
    });
  }

  /** Whether the session has ended; a failed look-up rejects (and is not remembered). */
  async isEnded(sid: string): Promise<boolean> {
    const known = this.answers.get(sid);
    if (known && known.until > Date.now()) return known.ended;
    const running = this.pending.get(sid);
    if (running) return running;
    const generation = this.generation.get(sid) ?? 0;
    const settle = () => {
      if (this.pending.get(sid) === asked) this.pending.delete(sid);
    };
    // A lookup that throws instead of rejecting fails this question the same way.
    const asked: Promise<boolean> = new Promise<boolean>((resolve) =>
      resolve(this.lookup.isSessionEnded(sid)),
    ).then(
      (ended) => {
        settle();
        // An announcement that arrived while the provider was asked may postdate its answer.
        const ttl = ended ? ENDED_SESSION_TTL_MS : this.openTtlMs;
        if (ttl > 0 && (this.generation.get(sid) ?? 0) === generation)
          this.answers.set(sid, { ended, until: Date.now() + ttl });
        return ended;
      },
      (error: unknown) => {
        settle();
        throw error;
      },
    );
    this.pending.set(sid, asked);
    return asked;
  }

  /** Unauthenticated when the session has ended: the refusal every realm answers with 401. */
  async assertOpen(sid: string | undefined): Promise<void> {
    if (sid !== undefined && (await this.isEnded(sid)))
      throw new Unauthenticated('Session has ended: sign in again');
  }

  /** Drops what is known about a session (its ending was announced) and tells the listeners. */
  forget(sid: string): void {
    this.answers.delete(sid);
    this.pending.delete(sid);
    this.generation.set(sid, (this.generation.get(sid) ?? 0) + 1);
    // The counter only has to outlive look-ups under way; it is cleared once none can be.
    setTimeout(() => this.generation.delete(sid), 60_000).unref();
    for (const listener of this.listeners) listener(sid);
  }

  /** Runs `listener` with the session id whenever an ending is announced; returns the unsubscribe. */
  onEnded(listener: (sid: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    this.unsubscribe?.();
    this.listeners.clear();
  }
}
