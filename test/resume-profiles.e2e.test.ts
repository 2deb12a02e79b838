import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { SignJWT } from 'jose';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { developmentToken } from '@platform/auth';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';

const JWT_SECRET = 'resume-e2e-secret-that-is-long-enough-01234';
const ALICE = '0b6c3a52-6f1e-4c1a-9a43-3c9b1e0d7a11';
const BOB = '9a3e1f4d-2b7c-4d8e-8f10-5a6b7c8d9e0f';
const READ_WRITE = ['profiles:read', 'profiles:write'];

describe('resume API: probes, docs, authentication, profiles', () => {
  let platform: RunningPlatform;
  let alice: string;
  let bob: string;
  const call = async (method: string, path: string, token?: string, body?: unknown, rawBody?: string) => {
    const res = await fetch(`${platform.resumeApi}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined || rawBody ? { 'content-type': 'application/json' } : {}),
      },
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
  const graphql = (token: string | undefined, query: string, variables: Record<string, unknown> = {}) =>
    call('POST', '/graphql', token, { query, variables });

  beforeAll(async () => {
    // No browser here: the PDF export must answer its outage in the envelope (the exports e2e renders real PDFs).
    platform = await startPlatform({ JWT_SECRET, CHROMIUM_PATH: '/nonexistent/chromium' });
    alice = await developmentToken('resume', JWT_SECRET, { sub: ALICE, permissions: READ_WRITE });
    bob = await developmentToken('resume', JWT_SECRET, { sub: BOB, permissions: READ_WRITE });
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

  it('keeps experiences, skills and projects, and stores sensitive fields encrypted', async () => {
    const profile = (
      await call('POST', '/profiles', alice, {
        slug: 'career',
        displayName: 'Grace Hopper',
        title: 'Engineer',
        summaryMarkdown: 'PLAINTEXT-SUMMARY-7731',
        locationText: 'PLAINTEXT-CITY-7731',
      })
    ).json;
    const experience = await call('POST', `/profiles/${profile.id}/experiences`, alice, {
      title: 'Compiler engineer',
      company: 'Remington Rand',
      startDate: '1949-01-01',
      isCurrent: true,
      description: 'PLAINTEXT-DESCRIPTION-7731',
      achievements: ['A-0'],
      technologies: ['COBOL'],
      tags: ['compilers'],
    });
    expect(experience).toMatchObject({
      status: 201,
      json: {
        title: 'Compiler engineer',
        description: 'PLAINTEXT-DESCRIPTION-7731',
        technologies: ['COBOL'],
      },
    });
    const patched = await call('PATCH', `/profiles/${profile.id}/experiences/${experience.json.id}`, alice, {
      company: 'UNIVAC',
    });
    expect(patched.json).toMatchObject({ company: 'UNIVAC', title: 'Compiler engineer' });
    expect(
      (
        await call('POST', `/profiles/${profile.id}/skills`, alice, {
          name: 'COBOL',
          category: 'language',
          proficiencyLevel: 'expert',
          yearsOfExperience: 30,
          tags: ['compilers'],
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await call('POST', `/profiles/${profile.id}/projects`, alice, {
          name: 'FLOW-MATIC',
          url: 'https://example.org/flow',
          startDate: '1955-01-01',
          status: 'done',
          technologies: ['UNIVAC'],
        })
      ).status,
    ).toBe(201);
    expect((await call('GET', `/profiles/${profile.id}/experiences`, alice)).json.experiences).toHaveLength(
      1,
    );
    expect((await call('GET', `/profiles/${profile.id}/skills`, alice)).json.skills[0]).toMatchObject({
      name: 'COBOL',
      yearsOfExperience: 30,
    });
    expect((await call('GET', `/profiles/${profile.id}/projects`, alice)).json.projects[0]).toMatchObject({
      name: 'FLOW-MATIC',
    });

    const dump = await rawRows(platform, profile.id);
    expect(dump).toContain('Grace Hopper');
    for (const secret of ['PLAINTEXT-SUMMARY-7731', 'PLAINTEXT-CITY-7731', 'PLAINTEXT-DESCRIPTION-7731'])
      expect(dump).not.toContain(secret);

    const extra = await call('POST', `/profiles/${profile.id}/experiences`, alice, { title: 'Temp' });
    expect((await call('DELETE', `/profiles/${profile.id}/experiences/${extra.json.id}`, alice)).status).toBe(
      204,
    );
    expect((await call('DELETE', `/profiles/${profile.id}/experiences/${extra.json.id}`, alice)).status).toBe(
      404,
    );

    const gql = await graphql(
      alice,
      'query($id: ID!) { profile(id: $id) { id displayName experiences { title company startDate } masks { name ontology } } }',
      { id: profile.id },
    );
    expect(gql.status).toBe(200);
    expect(gql.json.data.profile).toMatchObject({
      displayName: 'Grace Hopper',
      experiences: [{ title: 'Compiler engineer', company: 'UNIVAC', startDate: '1949-01-01' }],
    });
    expect(gql.json.data.profile.masks.length).toBeGreaterThan(0);
  });

  it('serves masks, epochs, stages and mask selection', async () => {
    const masks = (await call('GET', '/masks', alice)).json.masks;
    expect(masks.length).toBeGreaterThanOrEqual(12);
    expect(masks[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      ontology: expect.stringMatching(/^(cognitive|expressive|operational)\//),
      functional_scope: expect.any(String),
      stylistic_parameters: {
        tone: expect.any(String),
        rhetorical_mode: expect.any(String),
        compression_ratio: expect.any(Number),
      },
      contexts: expect.any(Array),
      tags: expect.any(Array),
    });
    const cognitive = (await call('GET', '/masks?ontology=COGNITIVE', alice)).json.masks;
    expect(cognitive.length).toBeGreaterThan(0);
    expect(cognitive.every((m: { ontology: string }) => m.ontology.startsWith('cognitive/'))).toBe(true);
    expect((await call('GET', `/masks/${masks[0].id}`, alice)).json).toEqual(masks[0]);
    expect(await call('GET', '/masks/no-such-mask', alice)).toMatchObject({
      status: 404,
      json: { error: { code: 'NOT_FOUND' } },
    });
    expect((await call('GET', '/epochs', alice)).json.length).toBeGreaterThan(0);
    expect((await call('GET', '/stages', alice)).json.length).toBeGreaterThan(0);

    const profile = (await call('POST', '/profiles', alice, { slug: 'select', displayName: 'Select' })).json;
    const selected = await call('POST', `/profiles/${profile.id}/masks/select`, alice, {
      contexts: ['interview'],
      tags: ['leadership'],
      limit: 3,
    });
    expect(selected.status).toBe(200);
    expect(selected.json.masks.length).toBeGreaterThan(0);
    expect(selected.json.masks.length).toBeLessThanOrEqual(3);
    const scores = selected.json.masks.map((m: { relevanceScore: number }) => m.relevanceScore);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });
});

/**
 * What the database holds for a profile and its experiences: the rows as text on the PostgreSQL
 * server; with PGlite, every file of its data folder (tables and WAL), bytes as latin1 text.
 */
async function rawRows(platform: RunningPlatform, profileId: string): Promise<string> {
  if (platform.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: platform.env.DATABASE_URL });
    await client.connect();
    try {
      const profiles = await client.query(
        'select row_to_json(p)::text as row from profiles.profile p where id = $1',
        [profileId],
      );
      const experiences = await client.query(
        'select row_to_json(e)::text as row from profiles.experience e where profile_id = $1',
        [profileId],
      );
      return [...profiles.rows, ...experiences.rows].map((r) => r.row as string).join('\n');
    } finally {
      await client.end();
    }
  }
  const files = readdirSync(platform.env.DATA_DIR, { recursive: true, withFileTypes: true }).filter((entry) =>
    entry.isFile(),
  );
  return files.map((file) => readFileSync(join(file.parentPath, file.name)).toString('latin1')).join('\n');
}
