import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { SignJWT } from 'jose';
import { developmentToken } from '@platform/auth';
import { startPlatform, type RunningPlatform } from './support/platform-process.js';

const JWT_SECRET = 'resume-e2e-secret-that-is-long-enough-01234';
const ALICE = '0b6c3a52-6f1e-4c1a-9a43-3c9b1e0d7a11';
const BOB = '9a3e1f4d-2b7c-4d8e-8f10-5a6b7c8d9e0f';
const READ_WRITE = ['profiles:read', 'profiles:write'];

describe('resume API (spec 2): probes, docs, authentication, profiles', () => {
  let platform: RunningPlatform;
  let alice: string;
  let bob: string;
  const call = async (method: string, path: string, token?: string, body?: unknown, rawBody?: string) => {
    const res = await fetch(`${platform.resumeApi}${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined || rawBody ? { 'content-type': 'application/json' } : {}) },
      body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    const text = await res.text();
    let json: any;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, json, text };
  };
  const graphql = (token: string | undefined, query: string, variables: Record<string, unknown> = {}) => call('POST', '/graphql', token, { query, variables });

  beforeAll(async () => {
    platform = await startPlatform({ JWT_SECRET });
    alice = await developmentToken('resume', JWT_SECRET, { sub: ALICE, permissions: READ_WRITE });
    bob = await developmentToken('resume', JWT_SECRET, { sub: BOB, permissions: READ_WRITE });
  }, 180_000);
  afterAll(() => platform?.stop());

  it('answers the probes, the metrics and the documents without a token', async () => {
    expect((await call('GET', '/health')).json).toEqual({ status: 'ok' });
    expect(await call('GET', '/ready')).toMatchObject({ status: 200, json: { status: 'ready', checks: { database: 'healthy', cache: 'healthy' } } });
    const yaml = await call('GET', '/openapi.yaml');
    expect(yaml.headers.get('content-type')).toMatch(/yaml/);
    expect(yaml.text).toMatch(/^openapi: 3\.1\.0/m);
    expect(yaml.text).toContain('/ready:');
    expect((await call('GET', '/docs/')).text).toContain('swagger-ui');
    expect((await call('GET', '/redoc')).text).toContain('<redoc spec-url="/openapi.yaml">');
    const metrics = await call('GET', '/metrics');
    expect(metrics.text).toMatch(/http_requests_total\{method="GET",route="\/health",status="200"\} \d+/);
  });

  it('puts the rate-limit headers on every response, errors included', async () => {
    for (const res of [await call('GET', '/health'), await call('GET', '/profiles'), await call('GET', '/nowhere')]) {
      expect(Number(res.headers.get('x-ratelimit-limit'))).toBeGreaterThan(0);
      expect(res.headers.get('x-ratelimit-remaining')).toMatch(/^\d+$/);
      expect(Number(res.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000 - 1);
    }
  });

  it('refuses missing, expired, alg-none and other-realm tokens with 401 UNAUTHORIZED in the envelope', async () => {
    const secret = new TextEncoder().encode(JWT_SECRET);
    const expired = await new SignJWT({ permissions: READ_WRITE }).setProtectedHeader({ alg: 'HS256' }).setSubject(ALICE).setExpirationTime(Math.floor(Date.now() / 1000) - 60).sign(secret);
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ sub: ALICE, permissions: READ_WRITE, exp: Math.floor(Date.now() / 1000) + 600 })).toString('base64url');
    const algNone = `${header}.${payload}.`;
    const gameToken = await developmentToken('game', JWT_SECRET, { sub: ALICE });
    const unauthorized = { error: { code: 'UNAUTHORIZED', message: 'Missing or invalid authentication token' } };
    for (const token of [undefined, expired, algNone, gameToken]) {
      expect(await call('GET', '/profiles', token)).toMatchObject({ status: 401, json: unauthorized });
      expect(await graphql(token, '{ masks { id } }')).toMatchObject({ status: 401, json: unauthorized });
    }
  });

  it('answers 403 FORBIDDEN when a permission is missing', async () => {
    const readOnly = await developmentToken('resume', JWT_SECRET, { sub: ALICE, permissions: ['profiles:read'] });
    const none = await developmentToken('resume', JWT_SECRET, { sub: ALICE, permissions: [] });
    expect(await graphql(none, '{ masks { id } }')).toMatchObject({ status: 403, json: { error: { code: 'FORBIDDEN' } } });
    expect(await call('GET', '/profiles', none)).toMatchObject({ status: 403, json: { error: { code: 'FORBIDDEN' } } });
    expect(await call('POST', '/profiles', readOnly, { slug: 'ro', displayName: 'Read Only' })).toMatchObject({ status: 403, json: { error: { code: 'FORBIDDEN' } } });
  });

  it('answers the SDL at /graphql/schema', async () => {
    const schema = await call('GET', '/graphql/schema', alice);
    expect(schema.text).toContain('type Query');
  });
});
