import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { SignJWT } from 'jose';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { developmentToken } from '@platform/auth';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';
import { graphql, request, signUp } from './support/http-client.js';

const JWT_SECRET = 'identity-e2e-secret-that-is-long-enough-0123';
const PLAYER = '6d1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b';
const sign = (claims: Record<string, unknown>) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(JWT_SECRET));

/** A graphql-ws subscription held open; resolves `closed` with the close code when the server ends it. */
function holdSubscription(
  ws: string,
  token: string,
): { client: Client; ready: Promise<void>; closed: Promise<number> } {
  let ready!: () => void;
  const readyPromise = new Promise<void>((resolve) => (ready = resolve));
  let closed!: (code: number) => void;
  const closedPromise = new Promise<number>((resolve) => (closed = resolve));
  const client = createClient({
    url: ws,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => undefined,
    on: { connected: () => ready(), closed: (event) => closed((event as { code: number }).code) },
  });
  client.subscribe(
    { query: 'subscription { jobUpdated(id: "none") { id } }' },
    { next: () => undefined, error: () => undefined, complete: () => undefined },
  );
  return { client, ready: readyPromise, closed: closedPromise };
}

describe('identity across realms, token claims and live sessions', () => {
  let platform: RunningPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ JWT_SECRET });
  }, START_HOOK_TIMEOUT_MS);
  afterAll(() => platform?.stop());

  it('answers 401 (never 500) for correctly signed tabs tokens whose claims are out of range', async () => {
    const user = await signUp(platform.api);
    const hugeId = await sign({ sub: '99999999999', jti: 'j1' });
    const hugeJti = await sign({ sub: String(user.userId), jti: 'j'.repeat(10_000) });
    for (const token of [hugeId, hugeJti]) {
      expect((await request(platform.api, 'GET', '/api/tabs', { token })).status).toBe(401);
      expect((await request(platform.api, 'POST', '/api/auth/logout', { token })).status).toBe(401);
    }
  });

  it('pins the tab API to tabs tokens while the gateway /graphql takes every realm, each in its own realm only', async () => {
    const game = await developmentToken('game', JWT_SECRET, { sub: PLAYER });
    const tabs = await request(platform.api, 'GET', '/api/tabs', { token: game });
    expect(tabs.status).toBe(401);
    // The gateway accepts the token as a game identity, and the tab domains refuse that identity.
    const me = await graphql(platform.graphql, '{ me { id } }', { token: game });
    expect(me.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(me.errors?.[0].message).toMatch(/tabs token/);
    const forged = await graphql(platform.graphql, '{ me { id } }', { token: game.slice(0, -2) + 'xx' });
    expect(forged.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(forged.errors?.[0].message).toBe('Invalid token');
  });

  it('password change revokes every other token of the user and keeps the one that made the change', async () => {
    const user = await signUp(platform.api);
    const other = (
      await request(platform.api, 'POST', '/api/auth/login', {
        body: { email: user.email, password: user.password },
      })
    ).body.token as string;
    const watching = holdSubscription(platform.ws, other);
    await watching.ready;
    const changed = await request(platform.api, 'PUT', '/api/user/password', {
      token: user.token,
      body: { currentPassword: user.password, newPassword: 'a-brand-new-secret' },
    });
    expect(changed.status).toBe(200);
    expect((await request(platform.api, 'GET', '/api/tabs', { token: other })).status).toBe(401);
    expect((await request(platform.api, 'GET', '/api/tabs', { token: user.token })).status).toBe(200);
    // The socket opened with the revoked token is closed as revoked.
    expect(await watching.closed).toBe(4403);
    await watching.client.dispose();
    const fresh = await request(platform.api, 'POST', '/api/auth/login', {
      body: { email: user.email, password: 'a-brand-new-secret' },
    });
    expect((await request(platform.api, 'GET', '/api/tabs', { token: fresh.body.token })).status).toBe(200);
  });

  it('closes a subscription with 4403 when its token is logged out', async () => {
    const user = await signUp(platform.api);
    const watching = holdSubscription(platform.ws, user.token);
    await watching.ready;
    expect((await request(platform.api, 'POST', '/api/auth/logout', { token: user.token })).status).toBe(200);
    expect(await watching.closed).toBe(4403);
    await watching.client.dispose();
  });

  it('closes a subscription with 4401 when its token expires', async () => {
    const user = await signUp(platform.api);
    const shortLived = await developmentToken('tabs', JWT_SECRET, { sub: String(user.userId), expires: '2' });
    const watching = holdSubscription(platform.ws, shortLived);
    await watching.ready;
    expect(await watching.closed).toBe(4401);
    await watching.client.dispose();
  });
});
