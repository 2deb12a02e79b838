import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT, createLocalJWKSet, importJWK, jwtVerify } from 'jose';
import {
  generatePlatformJwks,
  loadPlatformKeys,
  PlatformKeyError,
  platformKeysFromJwks,
} from './platform-keys.js';

const base = { NODE_ENV: 'development' as const, OIDC_SIGNING_KEYS: undefined };

describe('loadPlatformKeys', () => {
  it('generates a key into DATA_DIR once and reads the same key back', () => {
    const dir = mkdtempSync(join(tmpdir(), 'platform-keys-'));
    const first = loadPlatformKeys({ ...base, DATA_DIR: dir });
    const file = join(dir, 'oidc-signing-keys.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // A restart reads the file, not the process cache.
    const again = platformKeysFromJwks(readFileSync(file, 'utf8'));
    expect(again.current.kid).toBe(first.current.kid);
    expect(first.current.alg).toBe('RS256');
    expect(first.publicJwks.keys[0]).not.toHaveProperty('d');
  });

  it('refuses production without OIDC_SIGNING_KEYS', () => {
    expect(() =>
      loadPlatformKeys({ NODE_ENV: 'production', DATA_DIR: '/nonexistent', OIDC_SIGNING_KEYS: undefined }),
    ).toThrow(PlatformKeyError);
  });

  it('signs with the first key and still publishes the previous ones', async () => {
    const current = generatePlatformJwks().keys[0];
    const previous = generatePlatformJwks().keys[0];
    const keys = loadPlatformKeys({
      NODE_ENV: 'production',
      DATA_DIR: '/nonexistent',
      OIDC_SIGNING_KEYS: JSON.stringify({ keys: [current, previous] }),
    });
    expect(keys.current.kid).toBe(current.kid);
    expect(keys.publicJwks.keys.map((key) => key.kid)).toEqual([current.kid, previous.kid]);
    const oldToken = await new SignJWT({ sub: 'x' })
      .setProtectedHeader({ alg: 'RS256', kid: previous.kid as string })
      .setExpirationTime('1m')
      .sign(await importJWK(previous, 'RS256'));
    const { payload } = await jwtVerify(oldToken, createLocalJWKSet(keys.publicJwks));
    expect(payload.sub).toBe('x');
  });

  it('accepts a P-256 key as ES256 and names an unreadable set', () => {
    const ec = {
      kty: 'EC',
      crv: 'P-256',
      x: 'f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU',
      y: 'x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0',
      d: 'jpsQnnGQmL-YBIffH1136cspYG6-0iY7X1fCE9-E9LI',
    };
    expect(platformKeysFromJwks(JSON.stringify({ keys: [ec] })).current).toMatchObject({
      alg: 'ES256',
      use: 'sig',
    });
    expect(() => platformKeysFromJwks('{"keys":[{"kty":"RSA","n":"abc","e":"AQAB"}]}')).toThrow(
      /OIDC_SIGNING_KEYS/,
    );
    expect(() => platformKeysFromJwks('not json')).toThrow(PlatformKeyError);
  });
});
