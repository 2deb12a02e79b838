import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { generatePlatformJwks } from '@platform/auth';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';
import { request, signUp } from './support/http-client.js';

// Each case is a reproduction from the hostile-input report: before its fix it answered 500,
// INTERNAL_SERVER_ERROR or an HTML page. The platform runs in development, where stack traces used
// to reach clients.

const TAB_FIELDS = 'id url title tags createdAt';

describe('hostile input on REST and /graphql', () => {
  let platform: RunningPlatform;
  let token: string;
  beforeAll(async () => {
    platform = await startPlatform({ NODE_ENV: 'development' });
    ({ token } = await signUp(platform.api));
  }, START_HOOK_TIMEOUT_MS);
  afterAll(() => platform?.stop());

  const post = (body: unknown, options: { token?: string } = {}) =>
    request(platform.graphql, 'POST', '', { body, token: options.token });
  const expectNoServerDetail = (body: unknown) => {
    const text = JSON.stringify(body);
    expect(text).not.toMatch(/stacktrace|\/work\/|node_modules|\.ts:\d+|at \w+ \(/);
  };

  it('refuses NUL and lone surrogates in REST input with 400 in the tab API body', async () => {
    const login = await request(platform.api, 'POST', '/api/auth/login', {
      rawBody: '{"email":"\\u0000","password":"x"}',
    });
    expect(login.status).toBe(400);
    expect(login.body).toMatchObject({
      error: 'validation_error',
      message: expect.stringContaining('body.email'),
    });
    for (const path of ['/api/search/text?query=a%00b', '/api/search/hybrid?query=a%00b']) {
      const search = await request(platform.api, 'GET', path, { token });
      expect([path, search.status, search.body.error]).toEqual([path, 400, 'validation_error']);
    }
    const surrogate = await request(platform.api, 'POST', '/api/tabs', {
      token,
      rawBody: '{"url":"https://example.com","title":"\\udc00"}',
    });
    expect(surrogate.status).toBe(400);
  });

  it('refuses NUL in GraphQL variables and inline literals with BAD_USER_INPUT', async () => {
    const literal = await post({ query: 'mutation { login(email: "\\u0000", password: "x") { token } }' });
    expect(literal.status).toBe(400);
    expect(literal.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const variable = await post(
      {
        query: 'query S($q: String!) { searchText(query: $q) { __typename } }',
        variables: { q: 'a\u0000b' },
      },
      { token },
    );
    expect(variable.status).toBe(400);
    expect(variable.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('answers an unknown operationName with 400', async () => {
    const response = await post({
      query: 'query A { __typename } query B { __typename }',
      operationName: 'Nope',
    });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].message).toContain('Nope');
  });

  it('answers a subscription sent over POST with 405 and where to find subscriptions', async () => {
    const response = await post(
      { query: 'subscription { jobUpdated(id: "00000000-0000-0000-0000-000000000000") { id } }' },
      { token },
    );
    expect(response.status).toBe(405);
    expect(response.body.errors[0].message).toContain('WebSocket');
  });

  it('answers an unknown persisted-query hash with PERSISTED_QUERY_NOT_FOUND', async () => {
    const response = await post({
      extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } },
    });
    expect(response.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('answers job and retryJob with an id that is no job id as BAD_USER_INPUT', async () => {
    const job = await post({ query: '{ job(id: "x") { id } }' }, { token });
    expect(job.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const retry = await post({ query: 'mutation { retryJob(id: "x") { id } }' }, { token });
    expect(retry.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const missing = await post(
      { query: '{ job(id: "00000000-0000-4000-8000-000000000000") { id } }' },
      { token },
    );
    expect(missing.body).toEqual({ data: { job: null } });
  });

  it('answers malformed JSON with a JSON error and no stack or server path', async () => {
    const response = await request(platform.graphql, 'POST', '', { rawBody: '[[[[' });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.body.errors[0].extensions.code).toBe('BAD_REQUEST');
    expectNoServerDetail(response.body);
  });

  it('sends no stack trace with any error in development', async () => {
    const response = await post({ query: '{ nope }' });
    expect(response.status).toBe(400);
    expectNoServerDetail(response.body);
  });

  it('refuses 1000 aliases of tabs(limit: 1000) and 5000 aliases of me before running them', async () => {
    const tabs = Array.from({ length: 1000 }, (_, i) => `a${i}: tabs(limit: 1000) { ${TAB_FIELDS} }`).join(
      ' ',
    );
    const many = await post({ query: `{ ${tabs} }` }, { token });
    expect(many.status).toBe(400);
    expect(many.body.errors[0].extensions.code).toMatch(/GRAPHQL_(VALIDATION|PARSE)_FAILED/);
    const me = Array.from({ length: 5000 }, (_, i) => `m${i}: me { id }`).join(' ');
    expect((await post({ query: `{ ${me} }` }, { token })).status).toBe(400);
    const search = Array.from(
      { length: 1000 },
      (_, i) => `s${i}: searchText(query: "a") { __typename }`,
    ).join(' ');
    expect((await post({ query: `{ ${search} }` }, { token })).status).toBe(400);
  });

  it('refuses an operation under the alias limit whose computed cost is too high', async () => {
    const tabs = Array.from({ length: 10 }, (_, i) => `a${i}: tabs(limit: 1000) { ${TAB_FIELDS} }`).join(' ');
    const response = await post({ query: `{ ${tabs} }` }, { token });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].message).toMatch(/cost \d+ exceeds the limit of 120000/);
    const single = await post({ query: `{ tabs(limit: 1000) { ${TAB_FIELDS} } }` }, { token });
    expect(single.body).toEqual({ data: { tabs: [] } });
  });

  it('keeps introspection and the Sandbox in development', async () => {
    const introspection = await post({ query: '{ __schema { queryType { name } } }' });
    expect(introspection.body.data.__schema.queryType.name).toBe('Query');
  });
});

describe('GRAPHQL_INTROSPECTION in production', () => {
  let platform: RunningPlatform;
  beforeAll(async () => {
    platform = await startPlatform({
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
      PROFILE_ENCRYPTION_KEY: 'ab'.repeat(32),
      OIDC_SIGNING_KEYS: JSON.stringify(generatePlatformJwks()),
    });
  }, START_HOOK_TIMEOUT_MS);
  afterAll(() => platform?.stop());

  it('refuses introspection and serves no Sandbox page by default', async () => {
    const introspection = await request(platform.graphql, 'POST', '', {
      body: { query: '{ __schema { queryType { name } } }' },
    });
    expect(introspection.status).toBe(400);
    const page = await fetch(platform.graphql, { headers: { accept: 'text/html' } });
    expect(await page.text()).not.toContain('<html');
  });
});
