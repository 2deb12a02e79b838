import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { createClient, type ExecutionResult } from 'graphql-ws';
import WebSocket from 'ws';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';
import { request, signUp } from './support/http-client.js';

// docs/security/websocket.md: 10 failed sign-ins per account and 30 per client address in 15 minutes.
const PER_ACCOUNT = 10;
const PER_ADDRESS = 30;
let addressCounter = 0;
const newAddress = () => `203.0.113.${++addressCounter}`;

type GraphQLBody = {
  data?: Record<string, { token: string } | null> | null;
  errors?: Array<{ message: string; extensions?: { code?: string; retryAfter?: number } }>;
};

/** One request to the gateway's /graphql from `address` (through the trusted proxy hop). */
async function graphql(
  platform: RunningPlatform,
  address: string,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const response = await fetch(platform.graphql, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as GraphQLBody,
  };
}

/** `count` aliased login fields in one mutation, the i-th with emails[i] and passwords[i]. */
function aliasedLogins(count: number) {
  const definitions = Array.from({ length: count }, (_, i) => `$e${i}: String!, $p${i}: String!`).join(', ');
  const fields = Array.from(
    { length: count },
    (_, i) => `a${i}: login(email: $e${i}, password: $p${i}) { token }`,
  ).join(' ');
  return `mutation(${definitions}) { ${fields} }`;
}
const aliasVariables = (emails: string[], passwords: string[]) =>
  Object.fromEntries(
    emails.flatMap((email, i) => [
      [`e${i}`, email],
      [`p${i}`, passwords[i]],
    ]),
  );

const codes = (body: GraphQLBody) => (body.errors ?? []).map((error) => error.extensions?.code);
const countOf = (list: unknown[], value: unknown) => list.filter((item) => item === value).length;

/** One login over graphql-ws from `address`: the `next` payload. */
async function loginOverSocket(
  platform: RunningPlatform,
  address: string,
  email: string,
  password: string,
): Promise<ExecutionResult> {
  const client = createClient({
    url: platform.ws,
    retryAttempts: 0,
    webSocketImpl: class extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: { 'x-forwarded-for': address } });
      }
    },
  });
  try {
    return await new Promise<ExecutionResult>((resolve, reject) => {
      let result: ExecutionResult | undefined;
      client.subscribe(
        {
          query: 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
          variables: { e: email, p: password },
        },
        {
          next: (value) => void (result = value as ExecutionResult),
          error: reject,
          complete: () => (result ? resolve(result) : reject(new Error('no result'))),
        },
      );
    });
  } finally {
    await client.dispose();
  }
}

describe('login throttling per account and per address, the same on every transport', () => {
  let platform: RunningPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ TRUST_PROXY: '1' });
  }, START_HOOK_TIMEOUT_MS);
  afterAll(() => platform?.stop());

  it('lets exactly ten of thirty parallel guesses at one account be verified, then refuses it on HTTP, WebSocket and REST alike', async () => {
    const user = await signUp(platform.api);
    // Thirty clients at once, each from its own address: the attempts are counted as they start, not as they fail.
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        graphql(platform, newAddress(), aliasedLogins(1), aliasVariables([user.email], [`wrong-guess-${i}`])),
      ),
    );
    const outcomes = guesses.map((guess) => codes(guess.body)[0]);
    expect(countOf(outcomes, 'UNAUTHENTICATED')).toBe(PER_ACCOUNT);
    expect(countOf(outcomes, 'RATE_LIMITED')).toBe(30 - PER_ACCOUNT);
    const refused = guesses.find((guess) => codes(guess.body)[0] === 'RATE_LIMITED')!;
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(refused.body.errors?.[0].extensions?.retryAfter).toBe(Number(refused.retryAfter));

    // The right password, from yet other addresses: the account waits out its window on every transport.
    const overSocket = await loginOverSocket(platform, newAddress(), user.email, user.password);
    expect(overSocket.errors?.[0]).toMatchObject({
      extensions: { code: 'RATE_LIMITED', retryAfter: expect.any(Number) },
    });
    const overRest = await request(platform.api, 'POST', '/api/auth/login', {
      body: { email: user.email, password: user.password },
    });
    expect(overRest.status).toBe(429);
    expect(overRest.body).toMatchObject({ error: 'too_many_requests' });
    expect(Number(overRest.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 120_000);

  it('counts every aliased login of one request as an attempt: a thirty-alias flood uses the allowance up', async () => {
    const user = await signUp(platform.api);
    const flood = await graphql(
      platform,
      newAddress(),
      aliasedLogins(30),
      aliasVariables(
        Array(30).fill(user.email),
        Array.from({ length: 30 }, (_, i) => `wrong-${i}`),
      ),
    );
    expect(codes(flood.body)).toContain('UNAUTHENTICATED');
    // One request of thirty guesses: the account's ten are spent, the right password now waits, from anywhere.
    const after = await graphql(
      platform,
      newAddress(),
      aliasedLogins(1),
      aliasVariables([user.email], [user.password]),
    );
    expect(codes(after.body)).toEqual(['RATE_LIMITED']);
    expect(after.status).toBe(429);
  });

  it('limits failed attempts per address across accounts, and leaves other addresses alone', async () => {
    const address = newAddress();
    const strangers = Array.from({ length: PER_ADDRESS + 5 }, () => `nobody-${randomUUID()}@example.com`);
    const spent = await Promise.all(
      strangers.map((email) =>
        graphql(platform, address, aliasedLogins(1), aliasVariables([email], ['whatever-password'])),
      ),
    );
    const outcomes = spent.map((guess) => codes(guess.body)[0]);
    expect(countOf(outcomes, 'UNAUTHENTICATED')).toBe(PER_ADDRESS);
    expect(countOf(outcomes, 'RATE_LIMITED')).toBe(5);
    const user = await signUp(platform.api);
    // Even the right password of another account waits, from that address, over a socket as over HTTP.
    const overSocket = await loginOverSocket(platform, address, user.email, user.password);
    expect(overSocket.errors?.[0]).toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
    expect(
      (await graphql(platform, address, aliasedLogins(1), aliasVariables([user.email], [user.password])))
        .status,
    ).toBe(429);
    const elsewhere = await graphql(
      platform,
      newAddress(),
      aliasedLogins(1),
      aliasVariables([user.email], [user.password]),
    );
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.data?.a0?.token).toEqual(expect.any(String));
    // Thirty password checks on a shared two-core machine.
  }, 180_000);

  it('never throttles the right password: a successful sign-in gives its attempt back', async () => {
    const user = await signUp(platform.api);
    const address = newAddress();
    for (let i = 0; i < PER_ACCOUNT + 2; i++) {
      const signedIn = await graphql(
        platform,
        address,
        aliasedLogins(1),
        aliasVariables([user.email], [user.password]),
      );
      expect(signedIn.body.data?.a0?.token).toEqual(expect.any(String));
    }
  }, 120_000);
});
