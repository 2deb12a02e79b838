import { describe, it, expect } from '@jest/globals';
import { createLocalJWKSet, jwtVerify } from 'jose';
import {
  generatePlatformJwks,
  platformKeysFromJwks,
  realmClaims,
  realmOfClaims,
  REALMS,
} from '@platform/auth';
import { realmAudience, realmOfAudience, signRealmToken } from './realm-token.js';

const keys = platformKeysFromJwks(JSON.stringify(generatePlatformJwks()));
const account = {
  id: 42,
  uuid: '0b7d3c2e-6f5a-4c1b-9d8e-7a6b5c4d3e2f',
  username: 'ada',
  email: 'ada@example.com',
  planTier: 'free',
  admin: false,
};

describe('realm tokens from token exchange', () => {
  it.each(REALMS)(
    'mints a %s token of exactly that realm’s shape, signed with the current key',
    async (realm) => {
      const expiresAt = Math.floor(Date.now() / 1000) + 300;
      const token = await signRealmToken(keys, {
        realm,
        account,
        issuer: 'https://id.example',
        sid: 'grant-1',
        clientId: 'platform-web',
        expiresAt,
      });
      const { payload, protectedHeader } = await jwtVerify(token, createLocalJWKSet(keys.publicJwks), {
        issuer: 'https://id.example',
        audience: realmAudience(realm),
      });
      expect(protectedHeader).toMatchObject({ kid: keys.current.kid, alg: 'RS256' });
      expect(realmClaims[realm].safeParse(payload).success).toBe(true);
      // Shapes are exclusive: the token is of its realm only.
      expect(realmOfClaims(payload)).toBe(realm);
      expect(payload).toMatchObject({ sid: 'grant-1', exp: expiresAt });
      expect(payload.sub).toBe(realm === 'tabs' ? '42' : account.uuid);
    },
  );

  it('reads a realm from its URN only', () => {
    expect(realmOfAudience('urn:platform:realm:cards')).toBe('cards');
    expect(realmOfAudience('cards')).toBeUndefined();
    expect(realmOfAudience('urn:platform:realm:bank')).toBeUndefined();
  });
});
