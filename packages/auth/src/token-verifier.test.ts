import { describe, it, expect, afterAll } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, UnsecuredJWT } from 'jose';
import { loadConfig } from '@platform/config';
import { developmentToken } from './development-token.js';
import { realmKeys } from './realm-keys.js';
import { REALMS, type Realm } from './realms.js';
import { TokenVerifier, type OpaqueTokenVerifier, type RealmKey } from './token-verifier.js';

const SHARED = 'one-secret-shared-by-every-api-of-the-platform';
const USER = '3f0c2b9e-8d4a-4c1e-9f1a-2b3c4d5e6f70';
const subjectOf: Record<Realm, string> = { tabs: '42', resume: USER, cards: 'trader-7', game: USER };
const mint = (realm: Realm, secret = SHARED, extra: Partial<Parameters<typeof developmentToken>[2]> = {}) =>
  developmentToken(realm, secret, {
    sub: subjectOf[realm],
    permissions: ['profiles:read'],
    scope: 'cards:read cards:write',
    ...extra,
  });
const sharedKeys = (): Record<Realm, RealmKey> => realmKeys(loadConfig({ JWT_SECRET: SHARED }));
const hs256 = (claims: Record<string, unknown>, secret = SHARED) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(secret));

describe('TokenVerifier', () => {
  it.each(REALMS)('accepts a %s token in its own realm only, with one shared secret', async (realm) => {
    const verifier = new TokenVerifier(sharedKeys());
    const token = await mint(realm);
    const identity = await verifier.verify(token);
    expect(identity).toMatchObject({ realm, subject: subjectOf[realm] });
    expect(await verifier.verify(token, [realm])).toMatchObject({ realm });
    for (const other of REALMS.filter((r) => r !== realm)) {
      await expect(verifier.verify(token, [other])).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it("reads each realm's claims into the general identity", async () => {
    const verifier = new TokenVerifier(sharedKeys());
    expect(await verifier.verify(await mint('resume'))).toMatchObject({
      scopes: ['profiles:read'],
      tier: null,
      extras: {},
    });
    expect(await verifier.verify(await mint('cards', SHARED, { tokenUse: 'customer' }))).toMatchObject({
      scopes: ['cards:read', 'cards:write'],
      extras: { tokenUse: 'customer' },
    });
    const tabs = await verifier.verify(await mint('tabs'));
    expect(tabs).toMatchObject({ realm: 'tabs', tokenId: expect.any(String), extras: { userId: 42 } });
    expect(tabs.expiresAt).toBeGreaterThan(Date.now() / 1000);
  });

  it("with a secret per realm, refuses a token signed with another realm's secret", async () => {
    const env = {
      JWT_SECRET: SHARED,
      RESUME_JWT_SECRET: 'resume-secret-resume-secret-resume',
      GAME_JWT_SECRET: 'game-secret-game-secret-game-secret',
    };
    const verifier = new TokenVerifier(realmKeys(loadConfig(env)));
    expect(await verifier.verify(await mint('resume', env.RESUME_JWT_SECRET))).toMatchObject({
      realm: 'resume',
    });
    expect(await verifier.verify(await mint('game', env.GAME_JWT_SECRET))).toMatchObject({ realm: 'game' });
    await expect(verifier.verify(await mint('resume', SHARED))).rejects.toThrow('Invalid token');
    await expect(verifier.verify(await mint('game', env.RESUME_JWT_SECRET))).rejects.toThrow('Invalid token');
    // Realms without their own secret keep JWT_SECRET.
    expect(await verifier.verify(await mint('cards'))).toMatchObject({ realm: 'cards' });
  });

  it("refuses a token carrying another realm's marker claims, or an aud naming another realm", async () => {
    const verifier = new TokenVerifier(sharedKeys());
    const refused = [
      { sub: USER, permissions: [], scope: 'x', token_use: 'user' }, // resume + cards markers
      { sub: '42', jti: 'j', permissions: [] }, // tabs id with resume's marker
      { sub: USER, scope: 'x' }, // game with half of cards
      { sub: USER, aud: 'resume' }, // a game-shaped token minted for resume
      { sub: USER, permissions: ['a'], aud: ['cards'] },
    ];
    for (const claims of refused)
      await expect(verifier.verify(await hs256(claims))).rejects.toThrow('Invalid token');
    expect(await verifier.verify(await hs256({ sub: USER, aud: 'game' }))).toMatchObject({ realm: 'game' });
  });

  it('refuses alg none, a bad signature, expired tokens and claims out of range', async () => {
    const verifier = new TokenVerifier(sharedKeys());
    const none = new UnsecuredJWT({ sub: USER }).setExpirationTime('1h').encode();
    await expect(verifier.verify(none)).rejects.toThrow('Invalid token');
    await expect(verifier.verify(await mint('game', 'some-other-secret-some-other-secret'))).rejects.toThrow(
      'Invalid token',
    );
    await expect(verifier.verify(await mint('resume', SHARED, { expires: '-1h' }))).rejects.toThrow(
      'Token expired',
    );
    await expect(verifier.verify('not.a.token')).rejects.toThrow('Invalid token');
    for (const claims of [
      { sub: '99999999999', jti: 'j' },
      { sub: '42', jti: 'j'.repeat(10_000) },
      { sub: '-1', jti: 'j' },
      { sub: USER, permissions: 'profiles:read' },
      { sub: 'x', scope: 's', token_use: 'admin' },
    ]) {
      await expect(verifier.verify(await hs256(claims))).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it("asks a realm's opaque-token verifier for the tokens it recognises", async () => {
    const customerTokens: OpaqueTokenVerifier = {
      realm: 'cards',
      accepts: (token) => token.startsWith('ck_'),
      verify: async () => ({
        realm: 'cards',
        subject: 'c1',
        scopes: ['cards:read'],
        tier: null,
        expiresAt: 2_000_000_000,
        extras: { tokenUse: 'customer' },
      }),
    };
    const verifier = new TokenVerifier(sharedKeys(), [customerTokens]);
    expect(await verifier.verify('ck_abc', ['cards'])).toMatchObject({
      subject: 'c1',
      extras: { tokenUse: 'customer' },
    });
    await expect(verifier.verify('ck_abc', ['tabs'])).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  describe('with an external provider (JWKS, issuer, audience)', () => {
    let server: Server;
    afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

    it('verifies the resume realm against the key set named by AUTH_JWKS_URL', async () => {
      const { publicKey, privateKey } = await generateKeyPair('ES256');
      const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256' };
      server = createServer((_req, res) =>
        res.setHeader('content-type', 'application/json').end(JSON.stringify({ keys: [jwk] })),
      );
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks.json`;
      const verifier = new TokenVerifier(
        realmKeys(
          loadConfig({
            JWT_SECRET: SHARED,
            AUTH_JWKS_URL: url,
            AUTH_ISSUER: 'https://idp.test/',
            AUTH_AUDIENCE: 'resume-api',
          }),
        ),
      );
      const sign = (issuer: string, audience: string) =>
        new SignJWT({ permissions: ['profiles:read'] })
          .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
          .setSubject(USER)
          .setIssuer(issuer)
          .setAudience(audience)
          .setExpirationTime('1h')
          .sign(privateKey);
      expect(await verifier.verify(await sign('https://idp.test/', 'resume-api'))).toMatchObject({
        realm: 'resume',
        scopes: ['profiles:read'],
      });
      await expect(verifier.verify(await sign('https://other.test/', 'resume-api'))).rejects.toThrow(
        'Invalid token',
      );
      await expect(verifier.verify(await sign('https://idp.test/', 'another-api'))).rejects.toThrow(
        'Invalid token',
      );
      // With a provider configured, a token signed with the shared secret is no resume token.
      await expect(verifier.verify(await mint('resume'))).rejects.toThrow('Invalid token');
    });

    it('needs all three provider settings', () => {
      expect(() => loadConfig({ AUTH_JWKS_URL: 'http://127.0.0.1:1/jwks.json' })).toThrow(/AUTH_ISSUER/);
    });
  });
});

describe('TokenVerifier, remembered tokens', () => {
  it("never answers from memory past the token's expiry, nor for a realm the entry point does not serve", async () => {
    const { jest } = await import('@jest/globals');
    jest.useFakeTimers({
      now: new Date('2026-11-23T12:00:00Z'),
      doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'],
    });
    try {
      const verifier = new TokenVerifier(sharedKeys());
      const token = await new SignJWT({ sub: USER, permissions: [] })
        .setProtectedHeader({ alg: 'HS256' })
        .setJti('t-1')
        .setExpirationTime(Math.floor(Date.now() / 1000) + 30)
        .sign(new TextEncoder().encode(SHARED));
      expect(await verifier.verify(token)).toMatchObject({ realm: 'resume' });
      expect(await verifier.verify(token)).toMatchObject({ realm: 'resume' });
      await expect(verifier.verify(token, ['cards'])).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
      jest.setSystemTime(Date.now() + 31_000);
      await expect(verifier.verify(token)).rejects.toMatchObject({ message: 'Token expired' });
    } finally {
      jest.useRealTimers();
    }
  });
});
