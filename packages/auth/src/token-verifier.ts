import {
  createRemoteJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  errors,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { Unauthenticated } from '@platform/errors';
import type { Identity } from './identity.js';
import { identityFromClaims } from './claims-identity.js';
import { PlatformTokens, type PlatformTrust } from './platform-trust.js';
import { REALMS, realmOfClaims, type Realm } from './realms.js';
import type { EndedSessions } from './session-end.js';
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

/** The platform's keys as one realm sees them: trusted, or only known (to refuse HS256 tokens naming them). */
export interface RealmPlatformKeys {
  tokens: PlatformTokens;
  trusted: boolean;
}

type Header = ReturnType<typeof decodeProtectedHeader>;

/**
 * Verifies the tokens of one realm: signature, expiry, audience and the realm's claim shape. A
 * realm takes tokens signed with its own key (its HS256 secret, or an outside provider's key set)
 * and, where it trusts the platform, tokens signed with the platform's keys (platform-trust.ts).
 */
export class RealmVerifier {
  private readonly key: Uint8Array | JWTVerifyGetKey;

  /** Whether a verified token may be remembered: not with a provider's key set, which may drop a key and must then fail its tokens at once. */
  readonly cacheable: boolean;

  constructor(
    readonly realm: Realm,
    private readonly setting: RealmKey,
    private readonly platform?: RealmPlatformKeys,
  ) {
    this.cacheable = setting.kind === 'secret';
    // The HMAC key is the UTF-8 bytes of the secret as given (what the specs' clients sign with).
    this.key =
      setting.kind === 'secret'
        ? new TextEncoder().encode(setting.secret)
        : createRemoteJWKSet(new URL(setting.url));
  }

  async verify(token: string): Promise<Identity> {
    return (await this.check(token)).identity;
  }

  /** The identity, and whether it may be remembered (the platform's keys are fixed for the process). */
  async check(token: string): Promise<{ identity: Identity; cacheable: boolean }> {
    let header: Header;
    try {
      header = decodeProtectedHeader(token);
    } catch {
      throw new Unauthenticated('Invalid token');
    }
    if (this.platform?.trusted && this.isPlatformToken(header, token)) {
      const payload = await this.platform.tokens.verify(token, this.realm);
      return { identity: this.identityOf(payload), cacheable: true };
    }
    // The platform never signs with HS256: such a token naming one of its keys is a forgery.
    if (header.alg === 'HS256' && this.platform?.tokens.hasKey(header.kid))
      throw new Unauthenticated('Invalid token');
    return { identity: await this.verifyOwn(token), cacheable: this.cacheable };
  }

  /**
   * Which keys a token asks for. HS256 is always the realm's own secret. Any other algorithm is the
   * platform's, except where the realm also trusts an outside provider: there the token's (still
   * unverified) `iss` picks the key set, and that set's own checks then hold the token to it.
   */
  private isPlatformToken(header: Header, token: string): boolean {
    if (header.alg === 'HS256') return false;
    if (this.setting.kind === 'secret') return true;
    try {
      return decodeJwt(token).iss === this.platform!.tokens.issuer;
    } catch {
      return false;
    }
  }

  private async verifyOwn(token: string): Promise<Identity> {
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
    return this.identityOf(payload);
  }

  private identityOf(payload: JWTPayload): Identity {
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
export interface TokenVerifierOptions {
  /** The platform's issuer and public keys; without them only each realm's own keys are trusted. */
  platform?: PlatformTrust;
  /** Realms that take platform tokens (`<REALM>_TRUST_PLATFORM`); every realm when unset. */
  trustPlatform?: Partial<Record<Realm, boolean>>;
  /** Refuses tokens whose `sid` names a sign-in session that has ended. */
  endedSessions?: EndedSessions;
}

export class TokenVerifier {
  private readonly verifiers: Map<Realm, RealmVerifier>;
  private readonly verified = new VerifiedTokens();
  private readonly endedSessions?: EndedSessions;

  constructor(
    keys: Record<Realm, RealmKey>,
    private readonly opaque: OpaqueTokenVerifier[] = [],
    options: TokenVerifierOptions = {},
  ) {
    const tokens = options.platform && new PlatformTokens(options.platform);
    const platformFor = (realm: Realm): RealmPlatformKeys | undefined =>
      tokens && { tokens, trusted: options.trustPlatform?.[realm] ?? true };
    this.verifiers = new Map(
      REALMS.map((realm) => [realm, new RealmVerifier(realm, keys[realm], platformFor(realm))]),
    );
    this.endedSessions = options.endedSessions;
  }

  /** Unauthenticated when the sign-in session has ended (a /ws/prices session token's `sid`). */
  async assertSessionOpen(sid: string | undefined): Promise<void> {
    await this.endedSessions?.assertOpen(sid);
  }

  /** Runs `listener` with a session id as soon as its ending is announced (sockets re-check at once). */
  onSessionEnded(listener: (sid: string) => void): () => void {
    return this.endedSessions?.onEnded(listener) ?? (() => undefined);
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
      await this.endedSessions?.assertOpen(known.sessionId);
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
    const { identity, cacheable } = await this.verifiers.get(realm)!.check(token);
    if (cacheable) this.verified.set(token, identity);
    await this.endedSessions?.assertOpen(identity.sessionId);
    return identity;
  }
}
