import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { REALMS, type Realm } from '@platform/auth';
import { startPlatform, type RunningPlatform } from './support/platform-process.js';
import { request, signUp } from './support/http-client.js';
import { Browser, FORM, pkce, postForm } from './support/oidc-browser.js';

// Sign out everywhere (docs/identity/realms.md): realm tokens from the platform's token exchange name
// their sign-in session (`sid`); once the provider ends it, every API refuses them (401) and every
// socket opened with them, on every port, closes with 4403 within seconds.

const EXCHANGE = 'urn:ietf:params:oauth:grant-type:token-exchange';
const ACCESS_TOKEN = 'urn:ietf:params:oauth:token-type:access_token';
/** The re-check interval is 5 s and an announced ending is acted on at once: well within this. */
const CLOSE_WITHIN_MS = 8_000;

/** A socket held open; `closed` resolves with the close code and how long after `since()` it came. */
interface HeldSocket {
  ready: Promise<void>;
  closed: Promise<{ code: number; at: number }>;
  dispose(): void;
}

function holdGraphqlWs(url: string, token: string): HeldSocket {
  let ready!: () => void;
  let closed!: (value: { code: number; at: number }) => void;
  const client: Client = createClient({
    url,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => undefined,
    on: {
      connected: () => ready(),
      closed: (event) => closed({ code: (event as { code: number }).code, at: Date.now() }),
    },
  });
  return {
    ready: new Promise<void>((resolve) => (ready = resolve)),
    closed: new Promise((resolve) => (closed = resolve)),
    dispose: () => void client.dispose(),
  };
}

function holdPriceStream(url: string, headers: Record<string, string> = {}): HeldSocket {
  const socket = new WebSocket(url, { headers });
  return {
    ready: new Promise<void>((resolve, reject) => {
      socket.once('message', () => resolve());
      socket.once('unexpected-response', (_req, res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk));
        res.on('end', () => reject(new Error(`${url}: upgrade refused: ${res.statusCode} ${body}`)));
      });
    }),
    closed: new Promise((resolve) => socket.once('close', (code) => resolve({ code, at: Date.now() }))),
    dispose: () => socket.terminate(),
  };
}

describe('sign out everywhere', () => {
  let platform: RunningPlatform;
  let issuer: string;
  /** Where the test reaches the provider: the issuer's port on the address the platform listens on. */
  let base: string;
  let redirectUri: string;
  const local = (location: string) => new URL(location.replace(issuer, base), base).href;
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const tokenEndpoint = (fields: Record<string, string>) => postForm(`${base}/oidc/token`, fields);

  beforeAll(async () => {
    // The development web client platform-web (every realm), OIDC_ISSUER unset: http://localhost:PORT.
    platform = await startPlatform();
    base = platform.api;
    issuer = `http://localhost:${new URL(base).port}`;
    redirectUri = `${issuer}/app/callback`;
  }, 600_000);
  afterAll(() => platform?.stop());

  /** Authorization code flow with PKCE, as the web app runs it: the platform access and ID tokens. */
  async function signIn(user: { email: string; password: string }) {
    const browser = new Browser();
    const { verifier, challenge } = pkce();
    const query = new URLSearchParams({
      client_id: 'platform-web',
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid profile email',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: randomBytes(8).toString('hex'),
    });
    let response = await browser.fetch(`${base}/oidc/auth?${query}`);
    const page = await browser.fetch(local(response.headers.get('location')!));
    const action = /<form method="post" action="([^"]+)"/.exec(await page.text())![1];
    response = await browser.fetch(local(action), {
      method: 'POST',
      headers: { 'content-type': FORM },
      body: form({ email: user.email, password: user.password }),
    });
    for (let hops = 0; hops < 5 && !response.headers.get('location')?.startsWith(redirectUri); hops++)
      response = await browser.fetch(local(response.headers.get('location')!));
    const code = new URL(response.headers.get('location')!).searchParams.get('code')!;
    const tokens = await tokenEndpoint({
      grant_type: 'authorization_code',
      client_id: 'platform-web',
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    });
    expect(tokens.status).toBe(200);
    return {
      browser,
      accessToken: tokens.body.access_token as string,
      idToken: tokens.body.id_token as string,
    };
  }

  /** RFC 8693: the sign-in's token for each realm, all naming the same `sid`. */
  async function realmTokens(accessToken: string): Promise<Record<Realm, string>> {
    const entries = await Promise.all(
      REALMS.map(async (realm) => {
        const exchanged = await tokenEndpoint({
          grant_type: EXCHANGE,
          client_id: 'platform-web',
          subject_token: accessToken,
          subject_token_type: ACCESS_TOKEN,
          audience: `urn:platform:realm:${realm}`,
        });
        expect(exchanged.status).toBe(200);
        return [realm, exchanged.body.access_token as string] as const;
      }),
    );
    return Object.fromEntries(entries) as Record<Realm, string>;
  }

  /** RP-initiated logout, confirmed in the browser that signed in. */
  async function signOut(session: { browser: Browser; idToken: string }) {
    const query = new URLSearchParams({
      id_token_hint: session.idToken,
      post_logout_redirect_uri: `${issuer}/app/`,
    });
    const page = await session.browser.fetch(`${base}/oidc/session/end?${query}`);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(await page.text())![1];
    const confirmed = await session.browser.fetch(`${base}/oidc/session/end/confirm`, {
      method: 'POST',
      headers: { 'content-type': FORM },
      body: form({ xsrf, logout: 'yes' }),
    });
    expect(confirmed.status).toBe(303);
  }

  /** One authenticated read per API, answered 200 while the session lives and 401 once it has ended. */
  const restCalls = (tokens: Record<Realm, string>) => ({
    tabs: () => request(platform.api, 'GET', '/api/tabs?limit=1', { token: tokens.tabs }),
    resume: () => request(platform.resumeApi, 'GET', '/profiles', { token: tokens.resume }),
    cards: () => request(platform.cardsApi, 'GET', '/api/v1/portfolio', { token: tokens.cards }),
    game: () => request(platform.gameApi, 'GET', '/api/v1/creatures/collection', { token: tokens.game }),
  });

  it('closes every socket of the ended sign-in with 4403 within seconds and answers 401 on every API', async () => {
    const user = await signUp(platform.api);
    const session = await signIn(user);
    const other = await signIn(user);
    const tokens = await realmTokens(session.accessToken);
    const otherTokens = await realmTokens(other.accessToken);
    const sid = decodeJwt(tokens.game).sid;
    expect(sid).toEqual(expect.any(String));
    for (const realm of REALMS) expect(decodeJwt(tokens[realm])).toMatchObject({ sid, iss: issuer });
    expect(decodeJwt(otherTokens.game).sid).not.toBe(sid);

    const calls = restCalls(tokens);
    for (const realm of REALMS)
      expect({ realm, status: (await calls[realm]()).status }).toEqual({ realm, status: 200 });

    const streamSession = await request(platform.cardsApi, 'POST', '/api/v1/stream/session', {
      token: tokens.cards,
    });
    expect(streamSession.status).toBe(201);
    const prices = `${platform.cardsApi.replace('http', 'ws')}/ws/prices?symbols=ABC`;
    const sockets: Record<string, HeldSocket> = {
      ...Object.fromEntries(
        REALMS.map((realm) => [`gateway /graphql (${realm})`, holdGraphqlWs(platform.ws, tokens[realm])]),
      ),
      'resume /graphql': holdGraphqlWs(`${platform.resumeApi.replace('http', 'ws')}/graphql`, tokens.resume),
      '/ws/prices (bearer)': holdPriceStream(prices, { authorization: `Bearer ${tokens.cards}` }),
      '/ws/prices (session token)': holdPriceStream(`${prices}&session=${streamSession.body.session_token}`),
    };
    // The same account's other sign-in is not ended with this one.
    const survivor = holdGraphqlWs(platform.ws, otherTokens.game);
    await Promise.all([...Object.values(sockets), survivor].map((socket) => socket.ready));

    const endedAt = Date.now();
    await signOut(session);
    const closes = await Promise.all(
      Object.entries(sockets).map(async ([name, socket]) => {
        const { code, at } = await socket.closed;
        return { name, code, inTime: at - endedAt <= CLOSE_WITHIN_MS };
      }),
    );
    expect(closes).toEqual(Object.keys(sockets).map((name) => ({ name, code: 4403, inTime: true })));

    const refused = {
      tabs: await calls.tabs(),
      resume: await calls.resume(),
      cards: await calls.cards(),
      game: await calls.game(),
    };
    // Each API's documented 401 body, naming why.
    const ended = 'Session has ended: sign in again';
    expect(refused).toMatchObject({
      tabs: { status: 401, body: { error: 'unauthenticated', message: ended } },
      resume: { status: 401, body: { error: { code: 'UNAUTHORIZED' } } },
      cards: { status: 401, body: { error: { code: 'unauthorized' } } },
      game: { status: 401, body: { error: 'unauthorized' } },
    });
    // The gateway's /graphql refuses them too, in every realm.
    for (const realm of REALMS) {
      const answer = await request(platform.graphql, 'POST', '', {
        token: tokens[realm],
        body: { query: '{ __typename }' },
      });
      expect({ realm, code: answer.body.errors?.[0]?.extensions?.code }).toEqual({
        realm,
        code: 'UNAUTHENTICATED',
      });
    }
    // A new socket with an ended session's token is refused at connect.
    const late = holdGraphqlWs(platform.ws, tokens.game);
    expect((await late.closed).code).toBe(4403);

    // The other sign-in lives on: its socket is open and its tokens still work.
    const stillOpen = await Promise.race([
      survivor.closed.then(() => false),
      new Promise((r) => setTimeout(() => r(true), 500)),
    ]);
    expect(stillOpen).toBe(true);
    for (const [realm, call] of Object.entries(restCalls(otherTokens)))
      expect({ realm, status: (await call()).status }).toEqual({ realm, status: 200 });
    survivor.dispose();
  }, 120_000);

  it('refuses a platform realm token presented to another API', async () => {
    const user = await signUp(platform.api);
    const tokens = await realmTokens((await signIn(user)).accessToken);
    // A resume token presented to the game API: one key set, but not its audience or claim shape.
    expect(
      (await request(platform.gameApi, 'GET', '/api/v1/creatures/collection', { token: tokens.resume }))
        .status,
    ).toBe(401);
    expect((await request(platform.api, 'GET', '/api/tabs?limit=1', { token: tokens.cards })).status).toBe(
      401,
    );
  }, 60_000);
});
