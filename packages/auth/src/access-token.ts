import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors } from 'jose';
import { Unauthenticated } from '@platform/errors';

export interface AccessTokenClaims {
  userId: number;
  tokenId: string;
  expiresAt: Date;
}

/** Issues and verifies the users' bearer tokens (HS256, JWT_SECRET, JWT_EXPIRES_IN). */
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(secret: string, private readonly expiresIn: string) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(userId: number): Promise<{ token: string; claims: AccessTokenClaims }> {
    const tokenId = randomUUID();
    const expiresIn = /^\d+$/.test(this.expiresIn) ? Number(this.expiresIn) + Math.floor(Date.now() / 1000) : this.expiresIn;
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

  /** Throws Unauthenticated with a message saying why (invalid, expired). */
  async verify(token: string): Promise<AccessTokenClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || !payload.jti || !payload.exp) throw new Unauthenticated('Invalid token');
      return { userId, tokenId: payload.jti, expiresAt: new Date(payload.exp * 1000) };
    } catch (error) {
      if (error instanceof Unauthenticated) throw error;
      if (error instanceof errors.JWTExpired) throw new Unauthenticated('Token expired');
      throw new Unauthenticated('Invalid token');
    }
  }
}
