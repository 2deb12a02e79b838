import { Unauthenticated } from '@platform/errors';
import type { Realm } from './realms.js';

export type PlanTier = 'free' | 'pro';

/** What each realm adds to the common identity fields. */
export interface RealmExtras {
  tabs: {
    /** The accounts subgraph's integer user id (the token's `sub`). */
    userId: number;
    /** Devices registered for the account. */
    devices: number;
    /** The X-Device-Id of this request, when sent. */
    deviceId?: string;
    /** A Free account presented a device beyond its allowance: eligible features answer 402. */
    deviceBlocked: boolean;
  };
  resume: Record<string, never>;
  cards: { tokenUse: 'user' | 'customer' };
  game: Record<string, never>;
}

interface IdentityOf<R extends Realm> {
  /** The API whose tokens established this identity; a subgraph serves only its own realm. */
  realm: R;
  /** The token's `sub`, as a string whatever the realm's id type. */
  subject: string;
  /** The presented token's id when it has one (revocation works per token). */
  tokenId?: string;
  /** The sign-in session the token belongs to (its `sid`), when it names one: signing out ends it. */
  sessionId?: string;
  /** What the token allows: resume `permissions`, cards `scope` words; empty where a realm has none. */
  scopes: string[];
  /** The account roles the token names (`admin`), where the realm carries them (game); absent otherwise. */
  roles?: string[];
  /** The plan the caller is on, where the realm knows it at the edge (tabs); null otherwise. */
  tier: string | null;
  /** Epoch seconds after which the token is no longer valid. */
  expiresAt: number;
  extras: RealmExtras[R];
}

/** Who is calling, established once at the edge and handed to every subgraph. */
export type Identity = { [R in Realm]: IdentityOf<R> }[Realm];
export type RealmIdentity<R extends Realm> = Extract<Identity, { realm: R }>;

/** What every subgraph resolver receives, in embedded and in distributed mode alike. */
export interface RequestContext {
  requestId: string;
  identity: Identity | null;
  /** Set only on calls the gateway makes for itself (session lookups); never from a client. */
  internal: boolean;
  /** Device headers as sent, for the session lookup. */
  device?: { id: string; label?: string };
  /**
   * The client's network address as the edge saw it (TRUST_PROXY decides whether X-Forwarded-For
   * counts): per-address throttles (login attempts) key on it. Absent on internal calls.
   */
  clientAddress?: string;
  /** In a standalone subgraph: the gateway's delegation for this caller (gateway-assertion.ts), sent back with supergraph operations. */
  delegation?: string;
  /**
   * Set by an in-process caller that serialises the answer itself and holds its bytes to the size
   * limit there (the REST adapters): the gateway then does not serialise the answer a second time
   * only to measure it.
   */
  answerSizedByCaller?: boolean;
}

/** The caller of a subgraph that serves one realm; an identity of another realm is no caller at all. */
export function requireIdentity<R extends Realm>(context: RequestContext, realm: R): RealmIdentity<R> {
  const identity = context.identity;
  if (!identity) throw new Unauthenticated();
  if (identity.realm !== realm) throw new Unauthenticated(`This operation needs a ${realm} token`);
  return identity as RealmIdentity<R>;
}

/** The tab API's flat view of its callers, as the tab-domain services take it. */
export interface TabsUser {
  userId: number;
  tokenId: string;
  plan: PlanTier;
  devices: number;
  deviceId?: string;
  deviceBlocked: boolean;
}

export function tabsUserOf(identity: RealmIdentity<'tabs'>): TabsUser {
  const { userId, devices, deviceId, deviceBlocked } = identity.extras;
  return {
    userId,
    tokenId: identity.tokenId ?? '',
    plan: identity.tier === 'pro' ? 'pro' : 'free',
    devices,
    deviceId,
    deviceBlocked,
  };
}

/** requireIdentity(context, 'tabs') in the tab domains' flat shape. */
export function requireTabsUser(context: RequestContext): TabsUser {
  return tabsUserOf(requireIdentity(context, 'tabs'));
}

/** The tab user of a context when there is one (optional-auth fields); null for anonymous or another realm. */
export function tabsUserOrNull(context: RequestContext): TabsUser | null {
  return context.identity?.realm === 'tabs' ? tabsUserOf(context.identity) : null;
}

/** The general identity of a tab user (the session lookup's answer; tests' callers). */
export function tabsIdentity(
  user: TabsUser,
  expiresAt = Math.floor(Date.now() / 1000) + 3600,
): RealmIdentity<'tabs'> {
  const { userId, tokenId, plan, devices, deviceId, deviceBlocked } = user;
  return {
    realm: 'tabs',
    subject: String(userId),
    tokenId,
    scopes: [],
    tier: plan,
    expiresAt,
    extras: { userId, devices, deviceId, deviceBlocked },
  };
}
