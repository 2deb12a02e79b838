import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { RealmVerifier } from './token-verifier.js';

export interface AccessTokenClaims {
  userId: number;
  tokenId: string;
  expiresAt: Date;
}

/** Issues and verifies the tab API's bearer tokens (HS256 with the tabs realm's secret, JWT_EXPIRES_IN). */
export class AccessTokens {
  private readonly key: Uint8Array;
  private readonly verifier: RealmVerifier;

  constructor(
    secret: string,
    private readonly expiresIn: string,
  ) {
    this.key = new TextEncoder().encode(secret);
    this.verifier = new RealmVerifier('tabs', { kind: 'secret', secret });
  }

  async issue(userId: number): Promise<{ token: string; claims: AccessTokenClaims }> {
    const tokenId = randomUUID();
    const expiresIn = /^\d+$/.test(this.expiresIn)
      ? Number(this.expiresIn) + Math.floor(Date.now() / 1000)
      : this.expiresIn;
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setJti(tokenId)
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(this.key);
    const { exp } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { exp: number };
    return { token, claims: { userId, tokenId, expiresAt: new Date(exp * 1000) } };
  }

  /** Throws Unauthenticated with a message saying why (invalid, expired, not a tabs token). */
  async verify(token: string): Promise<AccessTokenClaims> {
    const identity = await this.verifier.verify(token);
    if (identity.realm !== 'tabs') throw new Error('unreachable: the tabs verifier answered another realm');
    return {
      userId: identity.extras.userId,
      tokenId: identity.tokenId!,
      expiresAt: new Date(identity.expiresAt * 1000),
    };
  }
}
