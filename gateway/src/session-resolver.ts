import type { GraphQLDataSource } from '@apollo/gateway';
import { LRUCache } from 'lru-cache';
import { AccessTokens, type Identity, type PlanTier, type RequestContext } from '@platform/auth';
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
  _session: { active: boolean; userId: number; plan: 'FREE' | 'PRO'; devices: number; deviceBlocked: boolean };
}

export interface DeviceHeaders {
  id: string;
  label?: string;
}

/**
 * Turns a bearer token into an Identity, once per request: the signature and expiry are checked
 * here, revocation, plan and device rules by the accounts subgraph. Answers are cached briefly and
 * dropped as soon as accounts announces a change for that user (logout, plan change, deletion),
 * across replicas when the bus is Redis.
 */
export class SessionResolver {
  private readonly cache = new LRUCache<string, Identity>({ max: 50_000, ttl: 60_000 });
  private readonly keysByUser = new Map<number, Set<string>>();

  /**
   * `cache` must be false when accounts runs in another process and events do not reach this one
   * (no REDIS_URL): a logout there would otherwise go unnoticed here for up to a minute.
   */
  constructor(
    private readonly tokens: AccessTokens,
    private readonly accounts: GraphQLDataSource<RequestContext>,
    bus: EventBus,
    private readonly cacheEnabled = true,
  ) {
    bus.subscribe<SessionChanged>(SESSION_CHANGED_TOPIC, ({ userId }) => this.forget(userId));
  }

  /** Null without an Authorization header; Unauthenticated for a bad, expired or revoked token. */
  async resolve(authorization: string | undefined, device: DeviceHeaders | undefined, requestId: string): Promise<Identity | null> {
    if (!authorization) return null;
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (!match) throw new Unauthenticated('Authorization header must be "Bearer <token>"');
    const claims = await this.tokens.verify(match[1]);
    const key = `${claims.tokenId}|${device?.id ?? ''}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const { _session: session } = await callSubgraph<SessionData>(
      this.accounts,
      SESSION_QUERY,
      { userId: claims.userId, tokenId: claims.tokenId, deviceId: device?.id, deviceLabel: device?.label },
      { requestId, identity: null, internal: true },
    );
    if (!session.active) throw new Unauthenticated('Token has been revoked');
    const identity: Identity = {
      userId: session.userId,
      tokenId: claims.tokenId,
      plan: session.plan.toLowerCase() as PlanTier,
      devices: session.devices,
      deviceId: device?.id,
      deviceBlocked: session.deviceBlocked,
    };
    if (!this.cacheEnabled) return identity;
    const ttl = Math.max(1, Math.min(60_000, claims.expiresAt.getTime() - Date.now()));
    this.cache.set(key, identity, { ttl });
    const keys = this.keysByUser.get(identity.userId) ?? new Set<string>();
    keys.add(key);
    this.keysByUser.set(identity.userId, keys);
    return identity;
  }

  private forget(userId: number): void {
    for (const key of this.keysByUser.get(userId) ?? []) this.cache.delete(key);
    this.keysByUser.delete(userId);
  }
}
