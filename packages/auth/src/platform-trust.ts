import {
  createLocalJWKSet,
  decodeProtectedHeader,
  errors,
  jwtVerify,
  type JSONWebKeySet,
  type JWK,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { Unauthenticated } from '@platform/errors';
import type { Realm } from './realms.js';

/** What a realm needs to accept the platform's own tokens: its issuer and its public keys. */
export interface PlatformTrust {
  /** OIDC_ISSUER: the only `iss` a platform token may name. */
  issuer: string;
  /** The provider's published keys (what /.well-known/jwks.json serves); private members are ignored. */
  publicJwks: JSONWebKeySet;
}

/** The `aud` of a realm token the platform mints by token exchange (docs/identity/realms.md). */
export const realmAudience = (realm: Realm): string => `urn:platform:realm:${realm}`;

const AUDIENCE_PREFIX = 'urn:platform:realm:';

/** The platform signs with RSA or EC keys only; HS256 stays each realm's own secret. */
export const PLATFORM_TOKEN_ALGORITHMS = ['RS256', 'ES256'];

/** What a JWT header may say about where its key is: only `kid`, looked up in the configured set. */
const KEY_LOCATING_HEADERS = ['jku', 'x5u', 'jwk', 'x5c', 'x5t', 'x5t#S256'] as const;

/** `typ` values of a JWT access token (RFC 9068) or a plain JWT; absent is a plain JWT too. */
const ACCEPTED_TYPES = new Set(['jwt', 'at+jwt', 'application/jwt', 'application/at+jwt']);

/** Members of a JWK that only a private or symmetric key has. */
const SECRET_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'] as const;

/** The public, asymmetric keys of a set, each with a `kid`: nothing else can verify a platform token. */
function publicKeysOf(set: JSONWebKeySet): JWK[] {
  return set.keys
    .filter((key) => (key.kty === 'RSA' || key.kty === 'EC') && typeof key.kid === 'string' && key.kid)
    .map((key) => {
      const copy: JWK = { ...key };
      for (const member of SECRET_MEMBERS) delete (copy as Record<string, unknown>)[member];
      return copy;
    });
}

/**
 * Verifies tokens the platform's provider minted for realms: signature by a key of the configured
 * set only (the header's `kid` names it; a header pointing anywhere else refuses the token), an
 * asymmetric algorithm, `iss` the platform issuer and `aud` this realm's identifier and no other
 * realm's, so one realm's token is refused by the others although every realm trusts the same keys.
 */
export class PlatformTokens {
  private readonly keys: JWTVerifyGetKey;
  private readonly kids: Set<string>;

  constructor(private readonly trust: PlatformTrust) {
    const keys = publicKeysOf(trust.publicJwks);
    this.kids = new Set(keys.map((key) => key.kid!));
    this.keys = createLocalJWKSet({ keys });
  }

  get issuer(): string {
    return this.trust.issuer;
  }

  /** Whether a key id names one of the platform's keys (an HS256 token naming one is a forgery). */
  hasKey(kid: unknown): boolean {
    return typeof kid === 'string' && this.kids.has(kid);
  }

  /** The verified payload; Unauthenticated ('Token expired' or 'Invalid token') otherwise. */
  async verify(token: string, realm: Realm): Promise<JWTPayload> {
    let header: ReturnType<typeof decodeProtectedHeader>;
    try {
      header = decodeProtectedHeader(token);
    } catch {
      throw new Unauthenticated('Invalid token');
    }
    if (!this.hasKey(header.kid)) throw new Unauthenticated('Invalid token');
    if (KEY_LOCATING_HEADERS.some((name) => name in header)) throw new Unauthenticated('Invalid token');
    if (header.typ !== undefined && !ACCEPTED_TYPES.has(String(header.typ).toLowerCase()))
      throw new Unauthenticated('Invalid token');
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, this.keys, {
        algorithms: PLATFORM_TOKEN_ALGORITHMS,
        issuer: this.trust.issuer,
        audience: realmAudience(realm),
        requiredClaims: ['exp'],
      }));
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new Unauthenticated('Token expired');
      throw new Unauthenticated('Invalid token');
    }
    const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
    if (audiences.some((aud) => aud?.startsWith(AUDIENCE_PREFIX) && aud !== realmAudience(realm)))
      throw new Unauthenticated('Invalid token');
    return payload;
  }
}
