import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { parse } from 'graphql';
import { z } from 'zod';
import { Unauthenticated } from '@platform/errors';
import { route } from './route.js';
import type { GraphExecutor } from '@platform/subgraph-kit/executor';
import { serveRouter, testApi } from './router-test-server.js';

// A test double of the gateway: the router is exercised alone, with answers chosen per test.
let answer: Awaited<ReturnType<GraphExecutor['execute']>> | Error = { data: {} };
const seen: Array<Record<string, unknown>> = [];
const executor: GraphExecutor = {
  contextFor: async (headers, requestId) => {
    if (headers.authorization === 'Bearer bad') throw new Unauthenticated('Invalid token');
    return { requestId, identity: null, internal: false };
  },
  execute: async (_query, _name, variables) => {
    seen.push(variables);
    if (answer instanceof Error) throw answer;
    return answer;
  },
};

const api = testApi([
  route({
    method: 'post',
    path: '/things/:id',
    summary: 'x',
    tag: 'x',
    auth: 'user',
    params: z.object({ id: z.coerce.number().int().min(1) }),
    body: z.object({ name: z.string() }),
    operation: parse('mutation Rename($id: Int!, $name: String!) { rename(id: $id, name: $name) }'),
    variables: ({ params, body }) => ({ id: params.id, name: body.name }),
    respond: (data: { rename: string }) => ({ renamed: data.rename }),
    response: z.object({ renamed: z.string() }),
  }),
]);

describe('REST router', () => {
  let served: Awaited<ReturnType<typeof serveRouter>>;
  let base: string;
  beforeAll(async () => {
    served = await serveRouter(api, executor);
    base = served.base;
  });
  afterAll(() => served.close());

  const post = (path: string, body: string, token = 'good') =>
    fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body,
    }).then(async (res) => ({ status: res.status, body: (await res.json()) as any }));

  it('validates, runs the operation with mapped variables and maps the answer', async () => {
    answer = { data: { rename: 'new' } };
    expect(await post('/things/7', '{"name":"new"}')).toEqual({ status: 200, body: { renamed: 'new' } });
    expect(seen.at(-1)).toEqual({ id: 7, name: 'new' });
  });

  it('answers bad params, bad bodies and malformed JSON with 400 before running anything', async () => {
    const before = seen.length;
    expect((await post('/things/0', '{"name":"x"}')).status).toBe(400);
    expect((await post('/things/1', '{"name":5}')).body.details[0].path).toBe('body.name');
    expect((await post('/things/1', '{"name":')).status).toBe(400);
    expect((await post('/things/1', JSON.stringify({ name: 'x'.repeat(2000) }))).status).toBe(413);
    expect(seen.length).toBe(before);
  });

  it('requires a token and maps a bad one through the API error bodies', async () => {
    const missing = await fetch(`${base}/things/1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":"x"}',
    });
    expect(missing.status).toBe(401);
    expect(await post('/things/1', '{"name":"x"}', 'bad')).toEqual({
      status: 401,
      body: { message: 'Invalid token' },
    });
  });

  it('maps GraphQL errors by code and hides unexpected failures behind the 500 body', async () => {
    answer = { errors: [{ message: 'Thing not found', extensions: { code: 'NOT_FOUND' } }] };
    expect(await post('/things/1', '{"name":"x"}')).toEqual({
      status: 404,
      body: { message: 'Thing not found' },
    });
    answer = new Error('database exploded');
    expect(await post('/things/1', '{"name":"x"}')).toEqual({
      status: 500,
      body: { status: 'error', message: 'Internal server error', timestamp: 'now' },
    });
  });

  it('refuses NUL and lone surrogates in params, query and body with the API 400 body before running anything', async () => {
    const before = seen.length;
    const nulBody = await post('/things/1', '{"name":"a\\u0000b"}');
    expect(nulBody).toEqual({
      status: 400,
      body: {
        message: expect.stringContaining('body.name'),
        details: [{ path: 'body.name', message: expect.stringContaining('NUL') }],
      },
    });
    expect((await post('/things/1', '{"name":"\\ud800x"}')).body.details[0].path).toBe('body.name');
    expect((await post('/things/1', '{"name":"ok","extra":{"\\u0000":1}}')).status).toBe(400);
    expect((await post('/things/1?q=a%00b', '{"name":"x"}')).body.details[0].path).toBe('query.q');
    expect((await post('/things/1%00', '{"name":"x"}')).body.details[0].path).toBe('params.id');
    expect(seen.length).toBe(before);
  });

  it('answers an unreachable database with 503 and Retry-After, not 500', async () => {
    answer = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const response = await fetch(`${base}/things/1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer good' },
      body: '{"name":"x"}',
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(JSON.stringify(await response.json())).not.toContain('5432');
  });

  it('refuses an answer over the executor size limit with RESPONSE_TOO_LARGE (400), and sends one within it', async () => {
    executor.maxAnswerBytes = 40;
    try {
      answer = { data: { rename: 'x'.repeat(100) } };
      const refused = await post('/things/7', '{"name":"x"}');
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/^The answer \(\d+ bytes\) exceeds the limit of 40 bytes/);
      answer = { data: { rename: 'short' } };
      expect(await post('/things/7', '{"name":"x"}')).toEqual({ status: 200, body: { renamed: 'short' } });
    } finally {
      delete executor.maxAnswerBytes;
    }
  });

  it('answers unknown paths with the API 404 body', async () => {
    expect((await fetch(`${base}/nothing`)).status).toBe(404);
  });
});

describe('REST router: methods and media types', () => {
  const methodsApi = testApi([
    route({
      method: 'post',
      path: '/notes',
      summary: 'x',
      tag: 'x',
      auth: 'none',
      body: z.object({ text: z.string() }),
      operation: parse('mutation Note($text: String!) { note(text: $text) }'),
      variables: ({ body }) => ({ text: body.text }),
      respond: (data: { note: string }) => ({ note: data.note }),
      response: z.object({ note: z.string() }),
    }),
    route({
      method: 'get',
      path: '/notes/:id',
      summary: 'x',
      tag: 'x',
      auth: 'none',
      params: z.object({ id: z.coerce.number().int() }),
      operation: parse('query Note($id: Int!) { note(id: $id) }'),
      variables: ({ params }) => ({ id: params.id }),
      respond: (data: { note: string }) => ({ note: data.note }),
      response: z.object({ note: z.string() }),
    }),
    route({
      method: 'delete',
      path: '/notes/:id',
      summary: 'x',
      tag: 'x',
      auth: 'none',
      params: z.object({ id: z.coerce.number().int() }),
      operation: parse('mutation Drop($id: Int!) { drop(id: $id) }'),
      variables: ({ params }) => ({ id: params.id }),
      respond: () => ({}),
      response: z.object({}),
    }),
  ]);
  let served: Awaited<ReturnType<typeof serveRouter>>;
  beforeAll(async () => {
    served = await serveRouter(methodsApi, executor);
  });
  afterAll(() => served.close());

  it("answers a method the path does not take with 405, the methods it takes in Allow, in the API's body", async () => {
    const onPostOnly = await fetch(`${served.base}/notes`);
    expect(onPostOnly.status).toBe(405);
    expect(onPostOnly.headers.get('allow')).toBe('POST, OPTIONS');
    expect(await onPostOnly.json()).toEqual({
      message: 'GET is not allowed on /notes; it takes POST, OPTIONS',
      details: [{ path: 'method', message: 'allowed: POST, OPTIONS' }],
    });
    const withParams = await fetch(`${served.base}/notes/3`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(withParams.status).toBe(405);
    expect(withParams.headers.get('allow')).toBe('GET, DELETE, HEAD, OPTIONS');
    const options = await fetch(`${served.base}/notes/3`, { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('GET, DELETE, HEAD, OPTIONS');
    expect((await fetch(`${served.base}/elsewhere`)).status).toBe(404);
  });

  it('refuses a form-encoded or untyped body on a JSON route with 415 that says JSON is expected, before running anything', async () => {
    const before = seen.length;
    const form = await fetch(`${served.base}/notes`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'text=hello',
    });
    expect(form.status).toBe(415);
    const body = (await form.json()) as { message: string };
    expect(body.message).toBe(
      'This API takes JSON request bodies: send Content-Type: application/json (got application/x-www-form-urlencoded)',
    );
    const plain = await fetch(`${served.base}/notes`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{"text":"hello"}',
    });
    expect(plain.status).toBe(415);
    expect(seen.length).toBe(before);
    answer = { data: { note: 'hello' } };
    const json = await fetch(`${served.base}/notes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: '{"text":"hello"}',
    });
    expect(json.status).toBe(200);
  });
});
