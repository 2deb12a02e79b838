import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { createClient, type Client, type ExecutionResult } from 'graphql-ws';
import WebSocket from 'ws';
import { developmentToken, RESUME_PERMISSIONS } from '@platform/auth';
import { DEV_JWT_SECRET } from '@platform/config';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';
import { signUp } from './support/http-client.js';

// Each test speaks from its own address (X-Forwarded-For through one trusted proxy hop), so the
// per-address budgets of one test do not spend another's.
const RATE_LIMIT_MAX = 30;
let addressCounter = 0;
const newAddress = () => `198.51.100.${++addressCounter}`;

/** A WebSocket class for graphql-ws that sends the given headers with the upgrade. */
function socketWith(headers: Record<string, string>) {
  return class extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers });
    }
  };
}

function clientFor(url: string, address: string, token?: string): Client {
  return createClient({
    url,
    webSocketImpl: socketWith({ 'x-forwarded-for': address }),
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
    // One socket for a test's operations one after another (a lazy client closes it when idle).
    lazyCloseTimeout: 60_000,
  });
}

type Outcome = { results: ExecutionResult[]; error?: unknown };

/** Runs one operation to its end: every `next` payload, and the `error` (GraphQL errors or a close event) if any. */
function run(client: Client, query: string, variables: Record<string, unknown> = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    const results: ExecutionResult[] = [];
    client.subscribe(
      { query, variables },
      {
        next: (result) => void results.push(result as ExecutionResult),
        error: (error) => resolve({ results, error }),
        complete: () => resolve({ results }),
      },
    );
  });
}

/** Opens a raw graphql-transport-ws socket (no client library), acknowledged. */
async function rawSocket(url: string, address: string): Promise<WebSocket> {
  const socket = new WebSocket(url, 'graphql-transport-ws', { headers: { 'x-forwarded-for': address } });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: {} })));
    socket.once('message', (data) =>
      JSON.parse(String(data)).type === 'connection_ack' ? resolve() : reject(new Error(String(data))),
    );
    socket.once('error', reject);
  });
  return socket;
}

const closeOf = (socket: WebSocket) =>
  new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

async function graphqlOverHttp(platform: RunningPlatform, address: string, query: string) {
  const response = await fetch(platform.graphql, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ query }),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as { errors?: Array<{ extensions?: Record<string, unknown> }> },
  };
}

describe('graphql-ws held to the limits of HTTP', () => {
  let platform: RunningPlatform;
  let token: string;
  const clients: Client[] = [];
  const track = (client: Client) => (clients.push(client), client);
  beforeAll(async () => {
    platform = await startPlatform({ TRUST_PROXY: '1', RATE_LIMIT_MAX: String(RATE_LIMIT_MAX) });
    token = (await signUp(platform.api)).token;
  }, START_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.dispose()));
    await platform?.stop();
  });

  it('answers a GraphQL error of a query or mutation as a `next` message and keeps the socket open', async () => {
    const client = track(clientFor(platform.ws, newAddress()));
    let closed: number | undefined;
    client.on('closed', (event) => (closed = (event as { code: number }).code));
    const failed = await run(
      client,
      'mutation($e: String!) { login(email: $e, password: "wrong-password") { token } }',
      { e: `nobody-${randomUUID()}@example.com` },
    );
    expect(failed.error).toBeUndefined();
    expect(failed.results).toHaveLength(1);
    expect(failed.results[0].errors?.[0]).toMatchObject({
      message: 'Invalid email or password',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    // The same socket answers the next operation.
    const next = await run(client, '{ __typename }');
    expect(next.results[0]).toEqual({ data: { __typename: 'Query' } });
    expect(closed).toBeUndefined();
  });

  it('refuses a message over the body limit with 1009 before parsing it, and the process stays healthy', async () => {
    const socket = await rawSocket(platform.ws, newAddress());
    const closed = closeOf(socket);
    // 3 MiB, three times BODY_LIMIT (1mb): a subscribe message that is never buffered whole nor parsed.
    socket.send(
      JSON.stringify({
        id: '1',
        type: 'subscribe',
        payload: { query: `{ __typename ${' '.repeat(3 * 1024 * 1024)} }` },
      }),
    );
    expect(await closed).toBe(1009);
    const health = await fetch(`${platform.api}/health`);
    expect(health.status).toBe(200);
    // Another socket is served as before.
    const client = track(clientFor(platform.ws, newAddress()));
    expect((await run(client, '{ __typename }')).results[0]).toEqual({ data: { __typename: 'Query' } });
  });

  it('closes a socket that sends what only a server sends (connection_ack, next, error) with 4400, not as an internal error', async () => {
    for (const type of ['connection_ack', 'next', 'error']) {
      const socket = await rawSocket(platform.ws, newAddress());
      const closed = closeOf(socket);
      socket.send(JSON.stringify({ type, id: '1', payload: null }));
      expect(await closed).toBe(4400);
    }
  });

  it('applies the alias, depth, token and cost limits of HTTP to every subscribe, as error messages', async () => {
    const client = track(clientFor(platform.ws, newAddress(), token));
    const aliases = await run(
      client,
      `{ ${Array.from({ length: 31 }, (_, i) => `a${i}: me { id }`).join(' ')} }`,
    );
    expect(aliases.error).toEqual([
      expect.objectContaining({
        message: expect.stringContaining('Aliases limit'),
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      }),
    ]);
    const deep = await run(
      client,
      `{ myCreatures(limit: 1) { ${'cell { wildCreatures { '.repeat(7)} id ${'} } '.repeat(7)} } }`,
    );
    expect(deep.error).toEqual([
      expect.objectContaining({
        message: expect.stringContaining('Query depth limit'),
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      }),
    ]);
    const tokens = await run(client, `{ ${'__typename '.repeat(3100)} }`);
    expect(tokens.error).toEqual([
      expect.objectContaining({
        message: expect.stringContaining('3000 tokens'),
        extensions: { code: 'GRAPHQL_PARSE_FAILED' },
      }),
    ]);
    // 1000 creatures × their cell's wild creatures × theirs: over GRAPHQL_MAX_COST (120,000) before anything runs.
    const costly = await run(
      client,
      '{ myCreatures(limit: 1000) { cell { wildCreatures { cell { wildCreatures { id } } } } } }',
    );
    expect(costly.error).toEqual([
      expect.objectContaining({
        message: expect.stringContaining('exceeds the limit'),
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      }),
    ]);
    // The socket survived every refusal.
    expect((await run(client, '{ __typename }')).results[0]).toEqual({ data: { __typename: 'Query' } });
  });

  it('lets an anonymous socket run public operations but not subscribe, and pins the resume port to resume tokens', async () => {
    const anonymous = track(clientFor(platform.ws, newAddress()));
    const refused = await run(anonymous, 'subscription { jobUpdated(id: "1") { id status } }');
    expect(refused.error).toEqual([expect.objectContaining({ extensions: { code: 'UNAUTHENTICATED' } })]);
    const resumeWs = platform.resumeApi.replace('http', 'ws') + '/graphql';
    const withoutToken = await run(track(clientFor(resumeWs, newAddress())), '{ __typename }');
    expect((withoutToken.error as { code: number }).code).toBe(4403);
    const resumeToken = await developmentToken('resume', DEV_JWT_SECRET, {
      sub: randomUUID(),
      permissions: [...RESUME_PERMISSIONS],
    });
    const resume = await run(track(clientFor(resumeWs, newAddress(), resumeToken)), '{ __typename }');
    expect(resume.results[0]).toEqual({ data: { __typename: 'Query' } });
  });

  it('caps the operations running at once on one socket', async () => {
    const client = track(clientFor(platform.ws, newAddress(), token));
    const ended: Outcome[] = [];
    // Twenty subscriptions stay open (no such job ever updates); a twenty-first operation is refused.
    const open = Array.from({ length: 20 }, () =>
      client.subscribe(
        { query: `subscription { jobUpdated(id: "${randomUUID()}") { id } }` },
        {
          next: () => undefined,
          error: (error) => void ended.push({ results: [], error }),
          complete: () => undefined,
        },
      ),
    );
    const refused = await run(client, '{ __typename }');
    expect(refused.error).toEqual([
      expect.objectContaining({
        message: expect.stringContaining('Too many operations on this socket'),
        extensions: { code: 'BAD_REQUEST' },
      }),
    ]);
    expect(ended).toEqual([]);
    // Completing one frees its place (the server handles a socket's messages in order).
    open[0]();
    expect((await run(client, '{ __typename }')).results[0]).toEqual({ data: { __typename: 'Query' } });
  });

  it('caps the sockets open at once from one address, and closes a socket that floods messages (1008)', async () => {
    const address = newAddress();
    const open = await Promise.all(Array.from({ length: 20 }, () => rawSocket(platform.ws, address)));
    const refused = await new Promise<number | undefined>((resolve) => {
      const socket = new WebSocket(platform.ws, 'graphql-transport-ws', {
        headers: { 'x-forwarded-for': address },
      });
      socket.once('unexpected-response', (req, res) => {
        resolve(res.statusCode);
        req.destroy();
      });
      socket.once('error', () => undefined);
      socket.once('open', () => resolve(undefined));
    });
    expect(refused).toBe(429);
    // 150 pings at once: over 100 messages in 10 seconds.
    const flooding = open.pop()!;
    const closed = closeOf(flooding);
    for (let i = 0; i < 150; i++) flooding.send(JSON.stringify({ type: 'ping' }));
    expect(await closed).toBe(1008);
    for (const socket of open) socket.close();
  });

  it('counts each upgrade and each subscribe in the same per-address budget as HTTP requests', async () => {
    // One address spends its budget over HTTP: its next socket is refused at the upgrade with 429.
    const spent = newAddress();
    for (let i = 0; i < RATE_LIMIT_MAX; i++)
      expect((await graphqlOverHttp(platform, spent, '{ __typename }')).status).toBe(200);
    const upgrade = await new Promise<{ status?: number; retryAfter?: string }>((resolve) => {
      const socket = new WebSocket(platform.ws, 'graphql-transport-ws', {
        headers: { 'x-forwarded-for': spent },
      });
      socket.once('unexpected-response', (req, res) => {
        resolve({ status: res.statusCode, retryAfter: res.headers['retry-after'] as string });
        req.destroy();
      });
      socket.once('error', () => undefined);
      socket.once('open', () => resolve({}));
    });
    expect(upgrade.status).toBe(429);
    expect(Number(upgrade.retryAfter)).toBeGreaterThan(0);

    // Another spends it over one socket, one message at a time: the subscribe past the budget is refused, the socket stays open, and HTTP says 429 too.
    const address = newAddress();
    const client = track(clientFor(platform.ws, address));
    const codes: string[] = [];
    for (let i = 0; i < RATE_LIMIT_MAX + 2; i++) {
      const outcome = await run(client, '{ __typename }');
      codes.push(
        outcome.error
          ? String((outcome.error as Array<{ extensions: { code: string } }>)[0].extensions.code)
          : 'ok',
      );
    }
    // The upgrade took one request of the budget.
    expect(codes.filter((code) => code === 'ok')).toHaveLength(RATE_LIMIT_MAX - 1);
    expect(codes.slice(RATE_LIMIT_MAX - 1)).toEqual(['RATE_LIMITED', 'RATE_LIMITED', 'RATE_LIMITED']);
    const refused = await run(client, '{ __typename }');
    expect(
      (refused.error as Array<{ extensions: { retryAfter: number } }>)[0].extensions.retryAfter,
    ).toBeGreaterThan(0);
    expect((await graphqlOverHttp(platform, address, '{ __typename }')).status).toBe(429);
  });
});
