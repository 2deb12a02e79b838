import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { realmClaims, type Realm } from './realms.js';

export interface DevelopmentTokenOptions {
  sub: string;
  /** resume */
  permissions?: string[];
  /** cards: space-separated */
  scope?: string;
  /** cards */
  tokenUse?: 'user' | 'customer';
  /** game: account roles (`admin`) */
  roles?: string[];
  /** A duration jose reads: 3600, 15m, 1h, 7d. */
  expires?: string;
}

/** Exactly the claims a realm's spec lists (no `aud`): the shape an external client would mint. */
function claimsFor(realm: Realm, options: DevelopmentTokenOptions): Record<string, unknown> {
  switch (realm) {
    case 'tabs':
      return { jti: randomUUID() };
    case 'resume':
      return { permissions: options.permissions ?? [] };
    case 'cards':
      return { scope: options.scope ?? '', token_use: options.tokenUse ?? 'user' };
    case 'game':
      return options.roles ? { roles: options.roles } : {};
  }
}

/**
 * A development token for one realm, signed with that realm's secret; refused when the claims do
 * not have the realm's shape (a non-integer tabs id, a non-uuid resume subject...), naming why.
 */
export async function developmentToken(
  realm: Realm,
  secret: string,
  options: DevelopmentTokenOptions,
): Promise<string> {
  const expires = options.expires ?? '1h';
  const token = await new SignJWT(claimsFor(realm, options))
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(options.sub)
    .setIssuedAt()
    .setExpirationTime(/^\d+$/.test(expires) ? Math.floor(Date.now() / 1000) + Number(expires) : expires)
    .sign(new TextEncoder().encode(secret));
  const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as unknown;
  const parsed = realmClaims[realm].safeParse(payload);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.') || 'token'}: ${issue.message}`)
      .join('; ');
    throw new Error(`Not a valid ${realm} token: ${problems}`);
  }
  return token;
}
