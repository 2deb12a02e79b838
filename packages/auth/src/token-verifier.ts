import {
  createRemoteJWKSet,
  decodeJwt,
  errors,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { Unauthenticated } from '@platform/errors';
import type { Identity } from './identity.js';
import { identityFromClaims } from './claims-identity.js';
import { REALMS, realmOfClaims, type Realm } from './realms.js';
import { VerifiedTokens } from './verified-tokens.js';

/** How a realm's tokens are signed: a shared HS256 secret, or an external provider's key set. */
export type RealmKey =
  | { kind: 'secret'; secret: string; audience?: string }
  | { kind: 'jwks'; url: string; issuer: string; audience: string };

/**
 * Tokens that are not JWTs (the cards API's hashed `ck_…` customer tokens): a realm registers one
 * of these and is asked for every bearer value that `accepts` claims. Nothing else changes.
 */
export interface OpaqueTokenVerifier {
  realm: Realm;
  accepts(token: string): boolean;
  /** The identity, or Unauthenticated (unknown, revoked). */
  verify(token: string): Promise<Identity>;
}

/** Asymmetric algorithms an external provider may use; HS256 is only ever ours. */
const JWKS_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384', 'EdDSA'];

/** Verifies the tokens of one realm: signature, expiry, audience and the realm's claim shape. */
export class RealmVerifier {
  private readonly key: Uint8Array | JWTVerifyGetKey;

  /** Whether a verified token may be remembered: not with a provider's key set, which may drop a key and must then fail its tokens at once. */
  readonly cacheable: boolean;

  constructor(
    readonly realm: Realm,
    private readonly setting: RealmKey,
  ) {
    this.cacheable = setting.kind === 'secret';
    // The HMAC key is the UTF-8 bytes of the secret as given (what the specs' clients sign with).
    this.key =
      setting.kind === 'secret'
        ? new TextEncoder().encode(setting.secret)
        : createRemoteJWKSet(new URL(setting.url));
  }

  async verify(token: string): Promise<Identity> {
    const { setting } = this;
    let payload: JWTPayload;
    try {
      ({ payload } =
        setting.kind === 'secret'
          ? await jwtVerify(token, this.key as Uint8Array, {
              algorithms: ['HS256'],
              audience: setting.audience,
            })
          : await jwtVerify(token, this.key as JWTVerifyGetKey, {
              algorithms: JWKS_ALGORITHMS,
              issuer: setting.issuer,
              audience: setting.audience,
            }));
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new Unauthenticated('Token expired');
      throw new Unauthenticated('Invalid token');
    }
    // An `aud` a secret-signed token carries must name this realm: tokens minted for one API with
    // a shared secret then stay out of the others even when their claims would fit.
    if (setting.kind === 'secret' && !setting.audience && payload.aud !== undefined) {
      const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
      if (!audiences.includes(this.realm)) throw new Unauthenticated('Invalid token');
    }
    const identity = identityFromClaims(this.realm, payload);
    if (!identity) throw new Unauthenticated('Invalid token');
    return identity;
  }
}

/**
 * Verifies a bearer token once, at the edge, in whichever accepted realm it belongs to. The realm
 * is chosen by the token's (still unverified) claim shape, which at most one realm matches, so only
 * that realm's key is ever tried and a token is never valid in two realms.
 */
export class TokenVerifier {
  private readonly verifiers: Map<Realm, RealmVerifier>;
  private readonly verified = new VerifiedTokens();

  constructor(
    keys: Record<Realm, RealmKey>,
    private readonly opaque: OpaqueTokenVerifier[] = [],
  ) {
    this.verifiers = new Map(REALMS.map((realm) => [realm, new RealmVerifier(realm, keys[realm])]));
  }

  /** `accepted` pins the realms an entry point serves (a per-API port); every realm by default. */
  async verify(token: string, accepted: readonly Realm[] = REALMS): Promise<Identity> {
    const opaque = this.opaque.find((verifier) => verifier.accepts(token));
    if (opaque) {
      if (!accepted.includes(opaque.realm)) throw new Unauthenticated('Token is not valid for this API');
      return opaque.verify(token);
    }
    const known = this.verified.get(token);
    if (known) {
      if (!accepted.includes(known.realm)) throw new Unauthenticated('Token is not valid for this API');
      return known;
    }
    let claims: unknown;
    try {
      claims = decodeJwt(token);
    } catch {
      throw new Unauthenticated('Invalid token');
    }
    const realm = realmOfClaims(claims);
    if (!realm) throw new Unauthenticated('Invalid token');
    if (!accepted.includes(realm)) throw new Unauthenticated('Token is not valid for this API');
    const verifier = this.verifiers.get(realm)!;
    const identity = await verifier.verify(token);
    if (verifier.cacheable) this.verified.set(token, identity);
    return identity;
  }
}
