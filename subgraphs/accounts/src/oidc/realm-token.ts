import { randomUUID } from 'node:crypto';
import { importJWK, SignJWT } from 'jose';
import { RESUME_PERMISSIONS, realmClaims, type PlatformKeys, type Realm } from '@platform/auth';
import type { PlatformAccount } from './accounts.js';

/** The audience that names a realm in token exchange, and the `aud` of that realm's tokens. */
export const realmAudience = (realm: Realm): string => `urn:platform:realm:${realm}`;

/** The realm an `audience` or `resource` names (`urn:platform:realm:<realm>`), or undefined. */
export function realmOfAudience(value: string): Realm | undefined {
  const match = /^urn:platform:realm:(tabs|resume|cards|game)$/.exec(value);
  return match ? (match[1] as Realm) : undefined;
}

/**
 * What a signed-in account may do in the cards API as a user: every scope a user route needs.
 * pricing:write (the catalog's price feed) belongs to server-to-server customer tokens, never a user's.
 */
export const CARDS_USER_SCOPES = [
  'cards:read',
  'cards:write',
  'pricing:read',
  'portfolio:read',
  'portfolio:write',
  'trades:read',
  'trades:write',
  'billing:read',
  'billing:write',
];

/**
 * The claims a realm's verifier expects (packages/auth/src/realms.ts), for this account:
 *  - tabs: the integer user id as `sub`, a fresh `jti`;
 *  - resume: the account uuid, `permissions`: every resume permission. Nothing in the platform
 *    withholds one today: the resume tiers limit how much (hunter quotas), not what;
 *  - cards: the account uuid, the user scopes, `token_use: "user"`;
 *  - game: the account uuid and its `roles` (`["admin"]` or `[]`: the zone admin API reads it).
 */
export function realmSpecificClaims(realm: Realm, account: PlatformAccount): Record<string, unknown> {
  switch (realm) {
    case 'tabs':
      return { sub: String(account.id) };
    case 'resume':
      return { sub: account.uuid, permissions: [...RESUME_PERMISSIONS] };
    case 'cards':
      return { sub: account.uuid, scope: CARDS_USER_SCOPES.join(' '), token_use: 'user' };
    case 'game':
      return { sub: account.uuid, roles: account.admin ? ['admin'] : [] };
  }
}

export interface RealmTokenRequest {
  realm: Realm;
  account: PlatformAccount;
  issuer: string;
  /** The sign-in session the token derives from. */
  sid: string;
  clientId: string;
  /** Seconds since the epoch: never beyond the subject token's own expiry. */
  expiresAt: number;
}

/** A realm token signed with the platform's current key; checked against the realm's claim shape first. */
export async function signRealmToken(keys: PlatformKeys, request: RealmTokenRequest): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    ...realmSpecificClaims(request.realm, request.account),
    iss: request.issuer,
    aud: realmAudience(request.realm),
    iat: now,
    exp: request.expiresAt,
    jti: randomUUID(),
    sid: request.sid,
    client_id: request.clientId,
  };
  // A shape its realm would refuse is a defect here, not the client's fault: fail loudly.
  realmClaims[request.realm].parse(claims);
  const { current } = keys;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: current.alg, kid: current.kid, typ: 'JWT' })
    .sign(await importJWK(current, current.alg));
}
