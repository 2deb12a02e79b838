import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GraphQLDataSourceRequestKind } from '@apollo/gateway/dist/datasources/types.js';
import { loadConfig } from '@platform/config';
import {
  AssertionReader,
  DELEGATION_AUDIENCE,
  DELEGATION_HEADER,
  DELEGATION_OPERATION,
  GATEWAY_ASSERTION_HEADER,
  assertionSigningKey,
  assertionVerifyingKey,
  subgraphAudience,
  tabsIdentity,
  type RequestContext,
} from '@platform/auth';
import { RemoteSubgraphDataSource } from './remote-data-source.js';

const config = loadConfig({ JWT_SECRET: 'jwt-secret' });
const identity = tabsIdentity(
  { userId: 7, tokenId: 't', plan: 'pro', devices: 1, deviceBlocked: false },
  2e9,
);
const other = tabsIdentity({ userId: 8, tokenId: 'u', plan: 'pro', devices: 1, deviceBlocked: false }, 2e9);

interface Received {
  body: { query: string; variables?: Record<string, unknown> };
  headers: IncomingMessage['headers'];
}

/** A subgraph that holds each answer until released, so tests decide what is in flight together. */
let server: Server;
let url: string;
const received: Received[] = [];
const held: (() => void)[] = [];
let connections = 0;
let status = 200;

function answer(request: IncomingMessage, response: ServerResponse) {
  let text = '';
  request.on('data', (chunk: Buffer) => (text += chunk.toString()));
  request.on('end', () => {
    received.push({ body: JSON.parse(text) as Received['body'], headers: request.headers });
    held.push(() => {
      response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'max-age=60' });
      response.end(JSON.stringify({ data: { user: { id: '1', reviews: [{ id: 'r' }] } } }));
    });
  });
}

const release = async (count: number) => {
  while (held.length < count) await new Promise((resolve) => setTimeout(resolve, 5));
  held.splice(0).forEach((send) => send());
};

beforeAll(async () => {
  server = createServer(answer);
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const source = () => new RemoteSubgraphDataSource(url, assertionSigningKey(config), 'reviews');
const context = (who = identity): RequestContext => ({ requestId: 'r1', identity: who, internal: false });
const fetchWith = (
  data: RemoteSubgraphDataSource,
  ctx: RequestContext,
  query = 'query Q { user { id reviews { id } } }',
) =>
  data.process({
    kind: GraphQLDataSourceRequestKind.HEALTH_CHECK,
    request: { query, variables: { id: '1' } },
    context: ctx,
  });

describe('RemoteSubgraphDataSource', () => {
  it('signs an assertion for this subgraph and operation, and a delegation for the caller', async () => {
    received.length = 0;
    const data = source();
    const answered = fetchWith(data, context());
    await release(1);
    expect((await answered).data).toEqual({ user: { id: '1', reviews: [{ id: 'r' }] } });
    const [{ body, headers }] = received;
    const subgraph = new AssertionReader(
      assertionVerifyingKey(config),
      () => {},
      subgraphAudience('reviews'),
    );
    expect(await subgraph.read(headers[GATEWAY_ASSERTION_HEADER] as string, body, 'f')).toMatchObject({
      requestId: 'r1',
      identity: { realm: 'tabs', subject: identity.subject },
    });
    const gateway = new AssertionReader(assertionVerifyingKey(config), () => {}, DELEGATION_AUDIENCE);
    expect(await gateway.read(headers[DELEGATION_HEADER] as string, DELEGATION_OPERATION, 'f')).toMatchObject(
      {
        identity: { subject: identity.subject },
      },
    );
    data.close();
  });

  it('sends identical concurrent queries of one caller once, each answer its own objects', async () => {
    received.length = 0;
    const data = source();
    const ctx = context();
    const both = Promise.all([fetchWith(data, ctx), fetchWith(data, { ...ctx, requestId: 'r2' })]);
    await release(1);
    const [first, second] = await both;
    expect(received).toHaveLength(1);
    expect(first.data).toEqual(second.data);
    expect(first.data).not.toBe(second.data);
    data.close();
  });

  it('never shares between callers, nor mutations', async () => {
    received.length = 0;
    const data = source();
    const callers = Promise.all([fetchWith(data, context()), fetchWith(data, context(other))]);
    await release(2);
    await callers;
    const mutation = 'mutation M { user { id reviews { id } } }';
    const mutations = Promise.all([
      fetchWith(data, context(), mutation),
      fetchWith(data, context(), mutation),
    ]);
    await release(2);
    await mutations;
    expect(received).toHaveLength(4);
    data.close();
  });

  it('forwards the headers a fetch carries (trace, span) and never shares such a fetch', async () => {
    received.length = 0;
    const data = source();
    const traced = () =>
      data.process({
        kind: GraphQLDataSourceRequestKind.HEALTH_CHECK,
        request: {
          query: 'query Q { user { id } }',
          http: { method: 'POST', url: '', headers: new Headers({ traceparent: '00-abc-def-01' }) },
        },
        context: context(),
      });
    const both = Promise.all([traced(), traced()]);
    await release(2);
    await both;
    expect(received.map(({ headers }) => headers.traceparent)).toEqual(['00-abc-def-01', '00-abc-def-01']);
    data.close();
  });

  it('keeps its connection to the subgraph alive between fetches', async () => {
    const data = source();
    const before = connections;
    for (let i = 0; i < 3; i++) {
      const answered = fetchWith(data, context());
      await release(1);
      await answered;
    }
    expect(connections - before).toBe(1);
    data.close();
  });

  it('fails a fetch the subgraph answers with an HTTP error as the gateway reports it', async () => {
    const data = source();
    status = 503;
    try {
      const answered = fetchWith(data, context());
      await release(1);
      await expect(answered).rejects.toMatchObject({
        message: '503: Service Unavailable',
        extensions: { response: { status: 503, url } },
      });
    } finally {
      status = 200;
      data.close();
    }
  });
});
