import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { SignJWT } from 'jose';
import { developmentToken } from '@platform/auth';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';
import {
  ALICE,
  JWT_SECRET,
  PROFILES_ENV,
  READ_WRITE,
  profilesCaller,
  readWriteToken,
} from './support/resume-profiles-suite.js';

const BOB = '9a3e1f4d-2b7c-4d8e-8f10-5a6b7c8d9e0f';

describe('resume API: probes, docs, authentication, profiles', () => {
  let platform: RunningPlatform;
  let alice: string;
  let bob: string;
  const { call, graphql } = profilesCaller(() => platform.resumeApi);

  beforeAll(async () => {
    platform = await startPlatform(PROFILES_ENV);
    alice = await readWriteToken(ALICE);
    bob = await readWriteToken(BOB);
  }, START_HOOK_TIMEOUT_MS);
  afterAll(() => platform?.stop());

  it('answers the probes, the metrics and the documents without a token', async () => {
    expect((await call('GET', '/health')).json).toEqual({ status: 'ok' });
    expect(await call('GET', '/ready')).toMatchObject({
      status: 200,
      json: { status: 'ready', checks: { database: 'healthy', cache: 'healthy' } },
    });
    const yaml = await call('GET', '/openapi.yaml');
    expect(yaml.headers.get('content-type')).toMatch(/yaml/);
    expect(yaml.text).toMatch(/^openapi: 3\.1\.0/m);
    expect(yaml.text).toContain('/ready:');
    expect((await call('GET', '/docs/')).text).toContain('swagger-ui');
    const redoc = (await call('GET', '/redoc')).text;
    expect(redoc).toContain('<redoc spec-url="/openapi.yaml">');
    // Every script of the docs pages comes from this server: clients may have no internet.
    const scripts = [...redoc.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts).toEqual(['/redoc/redoc.standalone.js']);
    const bundle = await call('GET', scripts[0]);
    expect(bundle).toMatchObject({ status: 200 });
    expect(bundle.headers.get('content-type')).toMatch(/javascript/);
    expect(bundle.text).toContain('Redoc');
    expect((await call('GET', '/docs/')).text).not.toMatch(/src="(https?:)?\/\//);
    // The resume API's metrics live on the metrics port (METRICS_PORT), not on the API's.
    expect((await call('GET', '/metrics')).status).toBe(404);
    const metrics = await (await fetch(platform.metrics)).text();
    expect(metrics).toMatch(/http_requests_total\{method="GET",route="\/health",status="200"\} \d+/);
  });

  it('puts the rate-limit headers on every response, errors included', async () => {
    for (const res of [
      await call('GET', '/health'),
      await call('GET', '/profiles'),
      await call('GET', '/nowhere'),
    ]) {
      expect(Number(res.headers.get('x-ratelimit-limit'))).toBeGreaterThan(0);
      expect(res.headers.get('x-ratelimit-remaining')).toMatch(/^\d+$/);
      expect(Number(res.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000 - 1);
    }
  });

  it('refuses missing, expired, alg-none and other-realm tokens with 401 UNAUTHORIZED in the envelope', async () => {
    const secret = new TextEncoder().encode(JWT_SECRET);
    const expired = await new SignJWT({ permissions: READ_WRITE })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(ALICE)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(secret);
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({ sub: ALICE, permissions: READ_WRITE, exp: Math.floor(Date.now() / 1000) + 600 }),
    ).toString('base64url');
    const algNone = `${header}.${payload}.`;
    const gameToken = await developmentToken('game', JWT_SECRET, { sub: ALICE });
    const unauthorized = {
      error: { code: 'UNAUTHORIZED', message: 'Missing or invalid authentication token' },
    };
    for (const token of [undefined, expired, algNone, gameToken]) {
      expect(await call('GET', '/profiles', token)).toMatchObject({ status: 401, json: unauthorized });
      expect(await graphql(token, '{ masks { id } }')).toMatchObject({ status: 401, json: unauthorized });
    }
  });

  it('answers 403 FORBIDDEN when a permission is missing', async () => {
    const readOnly = await developmentToken('resume', JWT_SECRET, {
      sub: ALICE,
      permissions: ['profiles:read'],
    });
    const none = await developmentToken('resume', JWT_SECRET, { sub: ALICE, permissions: [] });
    expect(await graphql(none, '{ masks { id } }')).toMatchObject({
      status: 403,
      json: { error: { code: 'FORBIDDEN' } },
    });
    expect(await call('GET', '/profiles', none)).toMatchObject({
      status: 403,
      json: { error: { code: 'FORBIDDEN' } },
    });
    expect(await call('POST', '/profiles', readOnly, { slug: 'ro', displayName: 'Read Only' })).toMatchObject(
      { status: 403, json: { error: { code: 'FORBIDDEN' } } },
    );
  });

  it('answers the SDL at /graphql/schema', async () => {
    const schema = await call('GET', '/graphql/schema', alice);
    expect(schema.text).toContain('type Query');
  });

  it('creates, lists, reads, patches and soft-deletes profiles of the caller only', async () => {
    const created = await call('POST', '/profiles', alice, {
      slug: 'ada-main',
      displayName: 'Ada Lovelace',
      title: 'Analyst',
      headline: 'Engines',
      summaryMarkdown: 'Notes on the engine',
      locationText: 'London',
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      identityId: ALICE,
      slug: 'ada-main',
      displayName: 'Ada Lovelace',
      isActive: true,
      locationText: 'London',
    });
    expect(created.json.id).toMatch(/^[0-9a-f-]{36}$/);
    const id = created.json.id as string;
    expect(await call('POST', '/profiles', alice, { slug: 'ada-main', displayName: 'Again' })).toMatchObject({
      status: 409,
      json: { error: { code: 'CONFLICT' } },
    });
    // Slugs are per user: Bob may take the same one.
    expect((await call('POST', '/profiles', bob, { slug: 'ada-main', displayName: 'Bob' })).status).toBe(201);

    const list = await call('GET', '/profiles?limit=10', alice);
    expect(list.json).toMatchObject({ total: 1, limit: 10, offset: 0 });
    expect(Object.keys(list.json.profiles[0]).sort()).toEqual([
      'createdAt',
      'displayName',
      'id',
      'isActive',
      'slug',
      'title',
    ]);
    expect((await call('GET', '/profiles', alice)).json.limit).toBe(50);
    expect(await call('GET', '/profiles?limit=101', alice)).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION_ERROR', details: { field: 'limit' } } },
    });

    expect((await call('GET', `/profiles/${id}`, alice)).json).toMatchObject({ id, title: 'Analyst' });
    for (const [method, path] of [
      ['GET', `/profiles/${id}`],
      ['PATCH', `/profiles/${id}`],
      ['DELETE', `/profiles/${id}`],
      ['GET', `/profiles/${id}/experiences`],
      ['POST', `/profiles/${id}/skills`],
    ] as const) {
      const body =
        method === 'GET' || method === 'DELETE'
          ? undefined
          : method === 'PATCH'
            ? { title: 'x' }
            : { name: 'Go' };
      expect(await call(method, path, bob, body)).toMatchObject({
        status: 404,
        json: { error: { code: 'NOT_FOUND' } },
      });
    }
    expect((await call('GET', '/profiles/not-a-uuid', alice)).status).toBe(404);

    const patched = await call('PATCH', `/profiles/${id}`, alice, { title: 'Mathematician' });
    expect(patched).toMatchObject({ status: 200, json: { id, title: 'Mathematician', headline: 'Engines' } });

    const removed = await call('DELETE', `/profiles/${id}`, alice);
    expect(removed.status).toBe(204);
    expect(removed.text).toBe('');
    expect((await call('GET', `/profiles/${id}`, alice)).status).toBe(404);
    expect((await call('GET', `/profiles/${id}/skills`, alice)).status).toBe(404);
    expect((await call('GET', '/profiles', alice)).json.total).toBe(0);
  });

  it('answers 503 SERVICE_UNAVAILABLE in the envelope when the PDF export has no browser, never 500', async () => {
    const created = await call('POST', '/profiles', alice, {
      slug: 'no-browser',
      displayName: 'Ada Lovelace',
    });
    expect(created.status).toBe(201);
    const pdf = await call('GET', `/profiles/${created.json.id}/export/pdf`, alice);
    expect(pdf).toMatchObject({ status: 503, json: { error: { code: 'SERVICE_UNAVAILABLE' } } });
    expect(pdf.json.error.message).toMatch(/PDF export is unavailable/);
  });

  it('answers validation errors with {field, issue}, malformed JSON with the envelope, wrong types never 500', async () => {
    const missing = await call('POST', '/profiles', alice, { displayName: 'No slug' });
    expect(missing).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION_ERROR', details: { field: 'slug' } } },
    });
    expect(typeof missing.json.error.details.issue).toBe('string');
    const badSlug = await call('POST', '/profiles', alice, { slug: 'Not A Slug', displayName: 'X' });
    expect(badSlug).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION_ERROR', details: { field: 'slug' } } },
    });
    expect(await call('POST', '/profiles', alice, { slug: 42, displayName: ['x'] })).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION_ERROR' } },
    });
    expect(await call('POST', '/profiles', alice, undefined, '{"slug": ')).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION_ERROR', message: 'Malformed JSON in request body' } },
    });
    const profile = (await call('POST', '/profiles', alice, { slug: 'dates', displayName: 'Dates' })).json;
    expect(
      await call('POST', `/profiles/${profile.id}/experiences`, alice, {
        title: 'Eng',
        startDate: '2020-13-45',
      }),
    ).toMatchObject({ status: 400, json: { error: { details: { field: 'startDate' } } } });
    expect(
      await call('POST', `/profiles/${profile.id}/skills`, alice, { name: 'Go', yearsOfExperience: 'many' }),
    ).toMatchObject({ status: 400, json: { error: { details: { field: 'yearsOfExperience' } } } });
  });
});
