import type { GraphQLDataSource } from '@apollo/gateway';
import { LRUCache } from 'lru-cache';
import {
  REALMS,
  tabsIdentity,
  type Identity,
  type PlanTier,
  type Realm,
  type RealmIdentity,
  type RequestContext,
  type TokenVerifier,
} from '@platform/auth';
import { Unauthenticated } from '@platform/errors';
import type { EventBus } from '@platform/pubsub';
import { SESSION_CHANGED_TOPIC, type SessionChanged } from '@platform/subgraph-kit';
import { callSubgraph } from './subgraph-caller.js';

const SESSION_QUERY = `query Session($userId: Int!, $tokenId: ID!, $deviceId: String, $deviceLabel: String) {
  _session(userId: $userId, tokenId: $tokenId, deviceId: $deviceId, deviceLabel: $deviceLabel) {
    active userId plan devices deviceBlocked
  }
}`;

interface SessionData {
  _session: {
    active: boolean;
    userId: number;
    plan: 'FREE' | 'PRO';
    devices: number;
    deviceBlocked: boolean;
  };
}

export interface DeviceHeaders {
  id: string;
  label?: string;
}

export interface SessionResolverOptions {
  /**
   * False when accounts runs in another process and events do not reach this one (no REDIS_URL):
   * a logout there would otherwise go unnoticed here for up to a minute.
   */
  cache?: boolean;
  maxEntries?: number;
}

/** A session lookup under way; a change for its user while it runs makes its answer uncacheable. */
interface Lookup {
  stale: boolean;
}

/**
 * Turns a bearer token into an Identity, once per request. The realm's verifier checks signature,
 * expiry and claim shape; for the tabs realm the accounts subgraph then decides revocation, plan and
 * device rules. Those answers are cached briefly and dropped as soon as accounts announces a change
 * for that user (logout, password or plan change, deletion), across replicas when the bus is Redis.
 */
export class SessionResolver {
  private readonly cache: LRUCache<string, RealmIdentity<'tabs'>>;
  /** Cache keys per user, for dropping them on a change; pruned as entries leave the cache. */
  private readonly keysByUser = new Map<number, Set<string>>();
  private readonly lookups = new Map<number, Set<Lookup>>();
  private readonly cacheEnabled: boolean;
  private readonly changeListeners = new Set<(userId: number) => void>();

  constructor(
    private readonly verifier: TokenVerifier,
    private readonly accounts: GraphQLDataSource<RequestContext>,
    bus: EventBus,
    options: SessionResolverOptions = {},
  ) {
    this.cacheEnabled = options.cache ?? true;
    this.cache = new LRUCache({
      max: options.maxEntries ?? 50_000,
      ttl: 60_000,
      dispose: (identity, key) => this.untrack(identity.extras.userId, key),
    });
    bus.subscribe<SessionChanged>(SESSION_CHANGED_TOPIC, ({ userId }) => this.forget(userId));
  }

  /**
   * Null without an Authorization header; Unauthenticated for a bad, expired or revoked token, or a
   * token of a realm not in `accepted` (an entry point pinned to its API). `fresh` skips the cache.
   */
  async resolve(
    authorization: string | undefined,
    device: DeviceHeaders | undefined,
    requestId: string,
    accepted: readonly Realm[] = REALMS,
    fresh = false,
  ): Promise<Identity | null> {
    if (!authorization) return null;
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (!match) throw new Unauthenticated('Authorization header must be "Bearer <token>"');
    const verified = await this.verifier.verify(match[1], accepted);
    return verified.realm === 'tabs' ? this.tabsSession(verified, device, requestId, fresh) : verified;
  }

  /** Unauthenticated once the sign-in session has ended (sockets opened without a bearer token). */
  assertSessionOpen(sid: string | undefined): Promise<void> {
    return this.verifier.assertSessionOpen(sid);
  }

  /** Runs `listener` with a sign-in session's id as soon as its ending is announced (sockets re-check at once). */
  onSessionEnded(listener: (sid: string) => void): () => void {
    return this.verifier.onSessionEnded(listener);
  }

  /** Runs `listener` with the user id whenever accounts announces a session change (subscriptions re-check). */
  onSessionChanged(listener: (userId: number) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /** Users with cached sessions (observability and tests of the pruning). */
  get cachedUsers(): number {
    return this.keysByUser.size;
  }

  private async tabsSession(
    verified: RealmIdentity<'tabs'>,
    device: DeviceHeaders | undefined,
    requestId: string,
    fresh: boolean,
  ): Promise<Identity> {
    const { userId } = verified.extras;
    const tokenId = verified.tokenId!;
    const key = `${tokenId}|${device?.id ?? ''}`;
    const cached = fresh ? undefined : this.cache.get(key);
    if (cached) return cached;
    const lookup: Lookup = { stale: false };
    const running = this.lookups.get(userId) ?? new Set<Lookup>();
    running.add(lookup);
    this.lookups.set(userId, running);
    let session: SessionData['_session'];
    try {
      ({ _session: session } = await callSubgraph<SessionData>(
        this.accounts,
        SESSION_QUERY,
        { userId, tokenId, deviceId: device?.id, deviceLabel: device?.label },
        { requestId, identity: null, internal: true },
      ));
    } finally {
      running.delete(lookup);
      if (running.size === 0) this.lookups.delete(userId);
    }
    if (!session.active) throw new Unauthenticated('Token has been revoked');
    const identity = tabsIdentity(
      {
        userId: session.userId,
        tokenId,
        plan: session.plan.toLowerCase() as PlanTier,
        devices: session.devices,
        deviceId: device?.id,
        deviceBlocked: session.deviceBlocked,
      },
      verified.expiresAt,
    );
    if (verified.sessionId) identity.sessionId = verified.sessionId;
    // An answer read before a logout or downgrade landed must not outlive this request.
    if (!this.cacheEnabled || lookup.stale) return identity;
    const ttl = Math.max(1, Math.min(60_000, verified.expiresAt * 1000 - Date.now()));
    this.cache.set(key, identity, { ttl });
    const keys = this.keysByUser.get(userId) ?? new Set<string>();
    keys.add(key);
    this.keysByUser.set(userId, keys);
    return identity;
  }

  private untrack(userId: number, key: string): void {
    const keys = this.keysByUser.get(userId);
    if (!keys) return;
    keys.delete(key);
    if (keys.size === 0) this.keysByUser.delete(userId);
  }

  private forget(userId: number): void {
    for (const lookup of this.lookups.get(userId) ?? []) lookup.stale = true;
    for (const key of [...(this.keysByUser.get(userId) ?? [])]) this.cache.delete(key);
    this.keysByUser.delete(userId);
    for (const listener of this.changeListeners) listener(userId);
  }
}
