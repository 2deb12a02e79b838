import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { createLocalJWKSet, decodeJwt, jwtVerify, type JSONWebKeySet } from 'jose';
import { realmClaims, REALMS } from '@platform/auth';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';
import { request, signUp } from './support/http-client.js';
import { basicAuth, Browser, FORM, pkce, postForm } from './support/oidc-browser.js';

// The platform's own OpenID Connect provider on the tab API's port (docs/identity/oidc.md), spoken to
// over HTTP as a browser and a web app would: redirects followed by hand, cookies kept per browser.

const EXCHANGE = 'urn:ietf:params:oauth:grant-type:token-exchange';
const ACCESS_TOKEN = 'urn:ietf:params:oauth:token-type:access_token';
const PARTNER_SECRET = 'partner-secret-partner-secret-partner-secret';
const partner = basicAuth('partner', PARTNER_SECRET);

describe('the platform OpenID Connect provider', () => {
  let platform: RunningPlatform;
  let issuer: string;
  /** Where the test reaches the provider: the issuer's port on the address the platform listens on. */
  let base: string;
  let redirectUri: string;
  let jwks: JSONWebKeySet;
  /** A provider address (relative, or absolute on the issuer) as the test reaches it. */
  const local = (location: string) => new URL(location.replace(issuer, base), base).href;
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const token = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    postForm(`${base}/oidc/token`, fields, headers);
  const refresh = (refreshToken: string) =>
    token({ grant_type: 'refresh_token', client_id: 'platform-web', refresh_token: refreshToken });

  beforeAll(async () => {
    platform = await startPlatform({
      OIDC_TOKEN_RATE_LIMIT_MAX: '40',
      // Besides the development web client, platform-web (OIDC_ISSUER unset: http://localhost:PORT).
      OIDC_CLIENTS: JSON.stringify([
        {
          client_id: 'partner',
          client_secret: PARTNER_SECRET,
          redirect_uris: ['https://partner.example/callback'],
          realms: ['cards'],
        },
        { client_id: 'noisy', redirect_uris: ['https://noisy.example/cb'] },
      ]),
    });
    base = platform.api;
    issuer = `http://localhost:${new URL(base).port}`;
    redirectUri = `${issuer}/app/callback`;
    jwks = (await (await fetch(`${base}/oidc/jwks`)).json()) as JSONWebKeySet;
  }, START_HOOK_TIMEOUT_MS);
  afterAll(() => platform?.stop());

  /** The whole browser flow: authorize, sign in on the form, follow redirects, exchange the code. */
  async function signIn(user: { email: string; password: string }, browser = new Browser()) {
    const { verifier, challenge } = pkce();
    const state = randomBytes(8).toString('hex');
    const query = new URLSearchParams({
      client_id: 'platform-web',
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid profile email',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state,
    });
    let response = await browser.fetch(`${base}/oidc/auth?${query}`);
    expect(response.status).toBe(303);
    const interaction = local(response.headers.get('location')!);
    const page = await browser.fetch(interaction);
    expect(page.status).toBe(200);
    const html = await page.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)![1];
    response = await browser.fetch(local(action), {
      method: 'POST',
      headers: { 'content-type': FORM },
      body: form({ email: user.email, password: user.password }),
    });
    for (let hops = 0; hops < 5 && !response.headers.get('location')?.startsWith(redirectUri); hops++) {
      expect([302, 303]).toContain(response.status);
      response = await browser.fetch(local(response.headers.get('location')!));
    }
    const callback = new URL(response.headers.get('location')!);
    expect(callback.searchParams.get('state')).toBe(state);
    expect(callback.searchParams.get('iss')).toBe(issuer);
    const code = callback.searchParams.get('code')!;
    const exchanged = await token({
      grant_type: 'authorization_code',
      client_id: 'platform-web',
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    });
    expect(exchanged.status).toBe(200);
    return { ...exchanged.body, browser, code, verifier } as {
      access_token: string;
      refresh_token: string;
      id_token: string;
      browser: Browser;
      code: string;
      verifier: string;
    };
  }

  const exchange = (subject: string, audience: string, client = 'platform-web') =>
    token({
      grant_type: EXCHANGE,
      client_id: client,
      subject_token: subject,
      subject_token_type: ACCESS_TOKEN,
      audience,
    });
  const introspect = async (value: string) =>
    (await postForm(`${base}/oidc/token/introspection`, { token: value }, partner)).body as {
      active: boolean;
      sub?: string;
      client_id?: string;
    };

  it('publishes its discovery document and the public half of its signing keys', async () => {
    const discovery = await request(base, 'GET', '/.well-known/openid-configuration');
    expect(discovery.status).toBe(200);
    expect(discovery.body).toMatchObject({
      issuer,
      jwks_uri: `${issuer}/oidc/jwks`,
      token_endpoint: `${issuer}/oidc/token`,
      revocation_endpoint: `${issuer}/oidc/token/revocation`,
      introspection_endpoint: `${issuer}/oidc/token/introspection`,
      end_session_endpoint: `${issuer}/oidc/session/end`,
      code_challenge_methods_supported: ['S256'],
    });
    expect(discovery.body.grant_types_supported).toContain(EXCHANGE);
    const unknown = await request(base, 'GET', '/oidc/nothing-here');
    expect(unknown).toMatchObject({ status: 404, body: { error: 'invalid_request' } });
    expect(jwks.keys.length).toBeGreaterThan(0);
    for (const key of jwks.keys) {
      expect(key).toMatchObject({ kid: expect.any(String), use: 'sig' });
      expect(key).not.toHaveProperty('d');
    }
  });

  it('signs in with authorization code + PKCE and issues tokens the key set verifies', async () => {
    const user = await signUp(platform.api);
    const tokens = await signIn(user);
    const { payload } = await jwtVerify(tokens.id_token, createLocalJWKSet(jwks), {
      issuer,
      audience: 'platform-web',
    });
    expect(payload.sub).toMatch(/^[0-9a-f-]{36}$/);
    expect(tokens.refresh_token).toEqual(expect.any(String));
    // A code works once, and only with its verifier.
    const again = await token({
      grant_type: 'authorization_code',
      client_id: 'platform-web',
      code: tokens.code,
      redirect_uri: redirectUri,
      code_verifier: tokens.verifier,
    });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('invalid_grant');
  });

  it('refuses a wrong password on the form and a code exchanged without its verifier', async () => {
    const user = await signUp(platform.api);
    const browser = new Browser();
    const { challenge } = pkce();
    const query = new URLSearchParams({
      client_id: 'platform-web',
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    const start = await browser.fetch(`${base}/oidc/auth?${query}`);
    const interaction = local(start.headers.get('location')!);
    const wrong = await browser.fetch(`${interaction}/login`, {
      method: 'POST',
      headers: { 'content-type': FORM },
      body: form({ email: user.email, password: 'not-the-password' }),
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('Invalid email or password');
    // Without a code_challenge a public client is refused (to its redirect URI, as OAuth says).
    query.delete('code_challenge');
    query.delete('code_challenge_method');
    const noPkce = await new Browser().fetch(`${base}/oidc/auth?${query}`);
    const refused = new URL(noPkce.headers.get('location')!);
    expect(refused.searchParams.get('error')).toBe('invalid_request');
    const withoutVerifier = await token({
      grant_type: 'authorization_code',
      client_id: 'platform-web',
      code: 'made-up',
      redirect_uri: redirectUri,
    });
    expect(withoutVerifier.status).toBe(400);
    expect(withoutVerifier.body).toEqual({
      error: expect.any(String),
      error_description: expect.any(String),
    });
  });

  it.each([
    ['a trailing slash', (uri: string) => `${uri}/`],
    ['an extra query', (uri: string) => `${uri}?next=/`],
    ['another host', () => 'https://evil.example/app/callback'],
  ])('refuses a redirect URI with %s, as OAuth JSON, without redirecting', async (_name, change) => {
    const query = new URLSearchParams({
      client_id: 'platform-web',
      redirect_uri: change(redirectUri),
      response_type: 'code',
      scope: 'openid',
      code_challenge: pkce().challenge,
      code_challenge_method: 'S256',
    });
    const response = await fetch(`${base}/oidc/auth?${query}`, { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.json()).toEqual({
      error: 'invalid_redirect_uri',
      error_description: expect.any(String),
    });
  });

  it('rotates refresh tokens and revokes the whole grant when a used one comes back', async () => {
    const tokens = await signIn(await signUp(platform.api));
    const first = await refresh(tokens.refresh_token);
    expect(first.status).toBe(200);
    expect(first.body.refresh_token).not.toBe(tokens.refresh_token);
    expect((await introspect(first.body.access_token)).active).toBe(true);
    const reused = await refresh(tokens.refresh_token);
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe('invalid_grant');
    // The reuse ended the sign-in: the rotated refresh token and its access token are dead too.
    const rotated = await refresh(first.body.refresh_token);
    expect(rotated.body.error).toBe('invalid_grant');
    expect((await introspect(first.body.access_token)).active).toBe(false);
    expect((await exchange(first.body.access_token, 'urn:platform:realm:game')).body.error).toBe(
      'invalid_grant',
    );
  });

  it('introspects (RFC 7662) and revokes (RFC 7009) tokens', async () => {
    const tokens = await signIn(await signUp(platform.api));
    const live = await introspect(tokens.access_token);
    expect(live).toMatchObject({
      active: true,
      client_id: 'platform-web',
      sub: decodeJwt(tokens.id_token).sub,
    });
    expect(await introspect('not-a-token')).toEqual({ active: false });
    const revoked = await postForm(`${base}/oidc/token/revocation`, {
      token: tokens.refresh_token,
      token_type_hint: 'refresh_token',
      client_id: 'platform-web',
    });
    expect(revoked.status).toBe(200);
    expect((await introspect(tokens.access_token)).active).toBe(false);
    expect((await refresh(tokens.refresh_token)).body.error).toBe('invalid_grant');
  });

  it.each(REALMS)(
    'exchanges the platform access token for a %s token of that realm’s shape',
    async (realm) => {
      const user = await signUp(platform.api);
      const tokens = await signIn(user);
      const answer = await exchange(tokens.access_token, `urn:platform:realm:${realm}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        issued_token_type: ACCESS_TOKEN,
        token_type: 'Bearer',
        expires_in: expect.any(Number),
      });
      const { payload, protectedHeader } = await jwtVerify(
        answer.body.access_token,
        createLocalJWKSet(jwks),
        {
          issuer,
          audience: `urn:platform:realm:${realm}`,
        },
      );
      expect(jwks.keys.map((key) => key.kid)).toContain(protectedHeader.kid);
      expect(realmClaims[realm].safeParse(payload).success).toBe(true);
      expect(payload.sid).toEqual(expect.any(String));
      const platformSub = decodeJwt(tokens.id_token).sub;
      expect(payload.sub).toBe(realm === 'tabs' ? String(user.userId) : platformSub);
      if (realm === 'cards')
        expect(payload).toMatchObject({
          token_use: 'user',
          scope: expect.stringContaining('portfolio:read'),
        });
      if (realm === 'resume')
        expect(payload.permissions).toEqual(expect.arrayContaining(['profiles:read', 'hunter:use']));
    },
  );

  it('has each realm’s own API accept the exchanged token', async () => {
    const tokens = await signIn(await signUp(platform.api));
    const routes = {
      tabs: [platform.api, '/api/tabs?limit=1'],
      resume: [platform.resumeApi, '/profiles'],
      cards: [platform.cardsApi, '/api/v1/portfolio'],
      game: [platform.gameApi, '/api/v1/creatures/collection'],
    } as const;
    for (const realm of REALMS) {
      const minted = await exchange(tokens.access_token, `urn:platform:realm:${realm}`);
      const [base, path] = routes[realm];
      const answer = await request(base, 'GET', path, { token: minted.body.access_token });
      expect({ realm, status: answer.status }).toEqual({ realm, status: 200 });
      // Without the token the same route is refused: the 200 above is the token's doing.
      expect({ realm, status: (await request(base, 'GET', path)).status }).toEqual({ realm, status: 401 });
    }
  });

  it('refuses a realm the client may not have, an unknown realm, and another client’s token', async () => {
    const tokens = await signIn(await signUp(platform.api));
    const unknown = await exchange(tokens.access_token, 'urn:platform:realm:bank');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('invalid_target');
    const stolen = await token(
      {
        grant_type: EXCHANGE,
        subject_token: tokens.access_token,
        subject_token_type: ACCESS_TOKEN,
        audience: 'urn:platform:realm:cards',
      },
      partner,
    );
    expect(stolen.body.error).toBe('invalid_grant');
    const notAllowed = await token(
      {
        grant_type: EXCHANGE,
        subject_token: tokens.access_token,
        subject_token_type: ACCESS_TOKEN,
        audience: 'urn:platform:realm:tabs',
      },
      partner,
    );
    expect(notAllowed.body.error).toBe('invalid_target');
  });

  it('ends the sign-in on logout: refresh, introspection and token exchange all refuse it', async () => {
    const tokens = await signIn(await signUp(platform.api));
    const realmToken = (await exchange(tokens.access_token, 'urn:platform:realm:tabs')).body
      .access_token as string;
    const query = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${issuer}/app/`,
    });
    const page = await tokens.browser.fetch(`${base}/oidc/session/end?${query}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1];
    const confirmed = await tokens.browser.fetch(`${base}/oidc/session/end/confirm`, {
      method: 'POST',
      headers: { 'content-type': FORM },
      body: form({ xsrf, logout: 'yes' }),
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${issuer}/app/`);
    expect((await introspect(tokens.access_token)).active).toBe(false);
    expect((await refresh(tokens.refresh_token)).body.error).toBe('invalid_grant');
    expect((await exchange(tokens.access_token, 'urn:platform:realm:cards')).body.error).toBe(
      'invalid_grant',
    );
    // The realm token minted before names the ended sign-in: the tab API refuses it.
    expect((await request(platform.api, 'GET', '/api/tabs?limit=1', { token: realmToken })).status).toBe(401);
  });

  it('throttles the token endpoint per client and address with 429 and Retry-After', async () => {
    let last: Awaited<ReturnType<typeof token>> | undefined;
    for (let i = 0; i < 41; i++)
      last = await token({
        grant_type: 'authorization_code',
        client_id: 'noisy',
        code: 'x',
        code_verifier: 'y',
        redirect_uri: 'https://noisy.example/cb',
      });
    expect(last!.status).toBe(429);
    expect(last!.body.error).toBe('slow_down');
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client from the same address still has its own allowance.
    const other = await token({
      grant_type: 'refresh_token',
      client_id: 'platform-web',
      refresh_token: 'unknown',
    });
    expect(other.status).toBe(400);
  });
});
