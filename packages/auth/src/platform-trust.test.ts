import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, importJWK, type JWK, type CryptoKey } from 'jose';
import { loadConfig } from '@platform/config';
import { developmentToken } from './development-token.js';
import { loadPlatformKeys } from './platform-keys.js';
import { realmAudience } from './platform-trust.js';
import { platformTrustedRealms, platformVerifierOptions, realmKeys } from './realm-keys.js';
import { REALMS, type Realm } from './realms.js';
import { TokenVerifier, type TokenVerifierOptions } from './token-verifier.js';

const SHARED = 'one-secret-shared-by-every-api-of-the-platform';
const ISSUER = 'https://accounts.platform.test';
const USER = '3f0c2b9e-8d4a-4c1e-9f1a-2b3c4d5e6f70';
/** Each realm's documented claims, as token exchange mints them. */
const claimsOf: Record<Realm, Record<string, unknown>> = {
  tabs: { sub: '42', jti: 'exchange-1' },
  resume: { sub: USER, permissions: ['profiles:read'] },
  cards: { sub: USER, scope: 'cards:read', token_use: 'user' },
  game: { sub: USER },
};

let rsa: { privateKey: CryptoKey; jwk: JWK };
let ec: { privateKey: CryptoKey; jwk: JWK };
/** A key pair nobody configured: signs tokens the verifiers must not accept. */
let stranger: { privateKey: CryptoKey; jwk: JWK };

async function keyPair(alg: 'RS256' | 'ES256', kid: string) {
  const { publicKey, privateKey } = await generateKeyPair(alg, { extractable: true });
  return { privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' } };
}

beforeAll(async () => {
  rsa = await keyPair('RS256', 'platform-rsa');
  ec = await keyPair('ES256', 'platform-ec');
  stranger = await keyPair('RS256', 'platform-rsa');
});

interface MintOptions {
  realm?: Realm;
  key?: { privateKey: CryptoKey; jwk: JWK };
  header?: Record<string, unknown>;
  issuer?: string;
  audience?: string | string[];
  claims?: Record<string, unknown>;
  expires?: string | number;
}

function mint({ realm = 'resume', key = rsa, header = {}, ...options }: MintOptions = {}) {
  return new SignJWT({ ...claimsOf[realm], ...options.claims })
    .setProtectedHeader({ alg: key.jwk.alg!, kid: key.jwk.kid, typ: 'at+jwt', ...header })
    .setIssuer(options.issuer ?? ISSUER)
    .setAudience(options.audience ?? realmAudience(realm))
    .setIssuedAt()
    .setExpirationTime(options.expires ?? '10m')
    .sign(key.privateKey);
}

function verifier(env: Record<string, string> = {}, options: TokenVerifierOptions = {}) {
  const config = loadConfig({ JWT_SECRET: SHARED, ...env });
  return new TokenVerifier(realmKeys(config), [], {
    platform: { issuer: ISSUER, publicJwks: { keys: [rsa.jwk, ec.jwk] } },
    trustPlatform: platformTrustedRealms(config),
    ...options,
  });
}

const refused = (promise: Promise<unknown>, message = 'Invalid token') =>
  expect(promise).rejects.toMatchObject({ code: 'UNAUTHENTICATED', message });

describe('realms trust the platform’s keys', () => {
  it.each(REALMS)('accepts a platform %s token in its realm only, RS256 and ES256', async (realm) => {
    const tokens = verifier();
    for (const key of [rsa, ec]) {
      const token = await mint({ realm, key, claims: { sid: 'session-1' } });
      expect(await tokens.verify(token, [realm])).toMatchObject({ realm, sessionId: 'session-1' });
      for (const other of REALMS.filter((r) => r !== realm))
        await expect(tokens.verify(token, [other])).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it('still accepts each realm’s HS256 tokens beside the platform’s', async () => {
    const tokens = verifier();
    for (const realm of REALMS)
      expect(
        await tokens.verify(await developmentToken(realm, SHARED, { sub: String(claimsOf[realm].sub) })),
      ).toMatchObject({ realm });
  });

  it('refuses a token minted for another realm, even with its claim shape', async () => {
    const tokens = verifier();
    // Resume claims, but addressed to the game realm: the claim shape picks resume, whose aud it is not.
    await refused(tokens.verify(await mint({ realm: 'resume', audience: realmAudience('game') })));
    await refused(tokens.verify(await mint({ realm: 'resume', audience: 'resume' })));
    await refused(
      tokens.verify(
        await mint({ realm: 'resume', audience: [realmAudience('resume'), realmAudience('cards')] }),
      ),
    );
  });

  it('refuses a token from another issuer, or without one', async () => {
    const tokens = verifier();
    await refused(tokens.verify(await mint({ issuer: 'https://accounts.elsewhere.test' })));
    await refused(tokens.verify(await mint({ issuer: `${ISSUER}/` })));
    const noIssuer = await new SignJWT({ ...claimsOf.resume })
      .setProtectedHeader({ alg: 'RS256', kid: rsa.jwk.kid })
      .setAudience(realmAudience('resume'))
      .setExpirationTime('10m')
      .sign(rsa.privateKey);
    await refused(tokens.verify(noIssuer));
  });

  it('refuses a key it was not given, whatever kid the header names', async () => {
    const tokens = verifier();
    // Same kid as a configured key, signed by another key: the signature fails.
    await refused(tokens.verify(await mint({ key: stranger })));
    await refused(tokens.verify(await mint({ header: { kid: 'not-a-platform-key' } })));
    await refused(tokens.verify(await mint({ header: { kid: undefined } })));
  });

  it('never takes a key from the header (jku, x5u, jwk, x5c)', async () => {
    const server: Server = createServer((_req, res) =>
      res.setHeader('content-type', 'application/json').end(JSON.stringify({ keys: [stranger.jwk] })),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks.json`;
    let fetched = 0;
    server.on('request', () => fetched++);
    try {
      const tokens = verifier();
      await refused(tokens.verify(await mint({ key: stranger, header: { kid: 'stranger', jku: url } })));
      await refused(tokens.verify(await mint({ header: { jku: url } })));
      await refused(tokens.verify(await mint({ header: { x5u: url } })));
      await refused(
        tokens.verify(await mint({ key: stranger, header: { kid: 'platform-rsa', jwk: stranger.jwk } })),
      );
      await refused(tokens.verify(await mint({ header: { x5c: ['MIIB'] } })));
      expect(fetched).toBe(0);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('refuses an HS256 token naming a platform key, even signed with the realm secret', async () => {
    const tokens = verifier();
    const secret = new TextEncoder().encode(SHARED);
    const withKid = (kid: string) =>
      new SignJWT({ ...claimsOf.resume })
        .setProtectedHeader({ alg: 'HS256', kid })
        .setExpirationTime('10m')
        .sign(secret);
    await refused(tokens.verify(await withKid('platform-rsa')));
    await refused(tokens.verify(await withKid('platform-ec')));
    // A kid the platform does not use is the realm's own business.
    expect(await tokens.verify(await withKid('realm-key-2'))).toMatchObject({ realm: 'resume' });
    // The public key's bytes as an HMAC secret: the classic confusion, refused all the same.
    const publicBytes = new TextEncoder().encode(JSON.stringify(rsa.jwk));
    const confused = await new SignJWT({ ...claimsOf.resume })
      .setProtectedHeader({ alg: 'HS256', kid: 'platform-rsa' })
      .setIssuer(ISSUER)
      .setAudience(realmAudience('resume'))
      .setExpirationTime('10m')
      .sign(publicBytes);
    await refused(tokens.verify(confused));
  });

  it('refuses an unexpected typ, and expired tokens as expired', async () => {
    const tokens = verifier();
    await refused(tokens.verify(await mint({ header: { typ: 'id_token+jwt' } })));
    await refused(tokens.verify(await mint({ header: { typ: 'logout+jwt' } })));
    expect(await tokens.verify(await mint({ header: { typ: 'JWT' } }))).toMatchObject({ realm: 'resume' });
    await refused(
      tokens.verify(await mint({ expires: Math.floor(Date.now() / 1000) - 60 })),
      'Token expired',
    );
  });

  it('leaves a realm to its own keys when <REALM>_TRUST_PLATFORM=false', async () => {
    const tokens = verifier({ GAME_TRUST_PLATFORM: 'false' });
    await refused(tokens.verify(await mint({ realm: 'game' })));
    expect(await tokens.verify(await developmentToken('game', SHARED, { sub: USER }))).toMatchObject({
      realm: 'game',
    });
    expect(await tokens.verify(await mint({ realm: 'cards' }))).toMatchObject({ realm: 'cards' });
  });

  describe('with an outside issuer configured for a realm', () => {
    let server: Server;
    let outside: { privateKey: CryptoKey; jwk: JWK };
    let url: string;
    beforeAll(async () => {
      outside = await keyPair('ES256', 'outside-1');
      server = createServer((_req, res) =>
        res.setHeader('content-type', 'application/json').end(JSON.stringify({ keys: [outside.jwk] })),
      );
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks.json`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('takes both the outside provider’s tokens and the platform’s, each by its own rules', async () => {
      const env = { CARDS_JWKS_URL: url, CARDS_ISSUER: 'https://idp.test/', CARDS_AUDIENCE: 'cards-api' };
      const tokens = verifier(env);
      const fromOutside = (audience: string, issuer = 'https://idp.test/') =>
        mint({ realm: 'cards', key: outside, issuer, audience });
      expect(await tokens.verify(await fromOutside('cards-api'))).toMatchObject({ realm: 'cards' });
      expect(await tokens.verify(await mint({ realm: 'cards' }))).toMatchObject({ realm: 'cards' });
      await refused(tokens.verify(await fromOutside(realmAudience('cards'), ISSUER)));
      await refused(
        tokens.verify(await mint({ realm: 'cards', issuer: 'https://idp.test/', audience: 'cards-api' })),
      );
      // With the platform turned off for the realm, only the outside provider remains.
      const outsideOnly = verifier({ ...env, CARDS_TRUST_PLATFORM: 'false' });
      expect(await outsideOnly.verify(await fromOutside('cards-api'))).toMatchObject({ realm: 'cards' });
      await refused(outsideOnly.verify(await mint({ realm: 'cards' })));
    });
  });

  it('reads the issuer and keys from the settings: OIDC_ISSUER, else the tab API on this host', async () => {
    const env = { JWT_SECRET: SHARED, DATA_DIR: 'memory://platform-trust-test', PORT: '3000' };
    const config = loadConfig(env);
    const { current } = loadPlatformKeys(config);
    const signed = (issuer: string) =>
      importJWK(current, current.alg).then((key) =>
        new SignJWT({ ...claimsOf.game })
          .setProtectedHeader({ alg: current.alg, kid: current.kid, typ: 'JWT' })
          .setIssuer(issuer)
          .setAudience(realmAudience('game'))
          .setExpirationTime('10m')
          .sign(key),
      );
    const tokens = new TokenVerifier(realmKeys(config), [], platformVerifierOptions(config));
    expect(await tokens.verify(await signed('http://localhost:3000'))).toMatchObject({ realm: 'game' });
    await refused(tokens.verify(await signed('https://accounts.example')));
    const configured = loadConfig({ ...env, OIDC_ISSUER: 'https://accounts.example' });
    const elsewhere = new TokenVerifier(realmKeys(configured), [], platformVerifierOptions(configured));
    expect(await elsewhere.verify(await signed('https://accounts.example'))).toMatchObject({ realm: 'game' });
    const off = loadConfig({ ...env, GAME_TRUST_PLATFORM: 'false' });
    await refused(
      new TokenVerifier(realmKeys(off), [], platformVerifierOptions(off)).verify(
        await signed('http://localhost:3000'),
      ),
    );
  });
});
