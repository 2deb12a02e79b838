import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { developmentToken } from '@platform/auth';
import { FixtureServer } from '../subgraphs/hunter/test/fixture-server.js';
import { FakeOllamaServer } from '../subgraphs/profiles/test/fake-ollama-server.js';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';

const JWT_SECRET = 'resume-hunter-e2e-secret-long-enough-0123';
const HUNTER = ['hunter:use'];
const WEBHOOK_SECRET = 'whsec_resume_hunter_e2e';

const job = (n: number, fields: Record<string, unknown> = {}) => ({
  title: `Platform Engineer ${n}`,
  company: 'Acme',
  location: 'Lisbon, Portugal',
  salaryRange: '60-80k EUR',
  url: `https://jobs.example.org/e2e/${n}`,
  postedAt: new Date(Date.UTC(2026, 10, 1 + n)).toISOString(),
  description: 'Build the platform with TypeScript and PostgreSQL.',
  skills: ['TypeScript', 'PostgreSQL'],
  ...fields,
});

describe('resume API: the Hunter Protocol /jobs paths', () => {
  let platform: RunningPlatform;
  let fixtures: FixtureServer;
  /** The model path is on; the fake fails (500) unless a test gives it an answer, so letters fall back to the composer. */
  let ollama: FakeOllamaServer;
  const tokenFor = (permissions: string[], sub: string = randomUUID()) =>
    developmentToken('resume', JWT_SECRET, { sub, permissions });
  const call = async (method: string, path: string, token?: string, body?: unknown) => {
    const res = await fetch(`${platform.resumeApi}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let json: any;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, json, text, headers: res.headers };
  };

  const setTier = async (identityId: string, type: string, status: string) => {
    const payload = JSON.stringify({
      id: `evt_${randomUUID()}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          object: 'subscription',
          status,
          metadata: { identity_id: identityId },
          items: { data: [{ price: { id: 'price_resume_pro' } }] },
        },
      },
    });
    const res = await fetch(`${platform.resumeApi}/webhooks/stripe`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      body: payload,
    });
    expect(res.status).toBe(200);
  };
  /** A profile of `sub` with skills and two experiences, through the profiles routes. */
  const profileOf = async (token: string, title: string, skills: string[]) => {
    const profile = await call('POST', '/profiles', token, {
      slug: `p-${randomUUID().slice(0, 8)}`,
      displayName: 'Ada Example',
      title,
      headline: 'Builds data platforms',
    });
    expect(profile.status).toBe(201);
    for (const name of skills)
      expect((await call('POST', `/profiles/${profile.json.id}/skills`, token, { name })).status).toBe(201);
    const current = await call('POST', `/profiles/${profile.json.id}/experiences`, token, {
      title: 'Data Engineer',
      company: 'Initech',
      isCurrent: true,
      technologies: ['Kafka', 'TypeScript'],
      tags: ['streaming'],
    });
    const older = await call('POST', `/profiles/${profile.json.id}/experiences`, token, {
      title: 'Designer',
      company: 'Globex',
      technologies: ['Figma'],
    });
    return {
      id: profile.json.id as string,
      currentExperience: current.json.id as string,
      olderExperience: older.json.id as string,
    };
  };
  const FULL = ['profiles:read', 'profiles:write', 'hunter:use'];

  beforeAll(async () => {
    fixtures = await FixtureServer.start();
    ollama = await FakeOllamaServer.start();
    platform = await startPlatform({
      JWT_SECRET,
      LOCAL_LLM_ENABLED: 'true',
      LOCAL_LLM_URL: ollama.url,
      LOCAL_LLM_MODEL: 'tiny',
      HUNTER_SOURCES_ALLOW_PRIVATE: 'true',
      HUNTER_SOURCE_REFRESH_INTERVAL: '2 seconds',
      HUNTER_STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      HUNTER_PRICE_PRO: 'price_resume_pro',
    });
  }, START_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    if (process.env.DEBUG_E2E)
      console.log(platform?.logs.filter((l) => /"level":(50|40)/.test(l)).join('\n'));
    await platform?.stop();
    await fixtures?.close();
    await ollama?.close();
  });

  it('refuses a missing token (401) and a token without hunter:use (403) on every /jobs path', async () => {
    const readOnly = await tokenFor(['profiles:read', 'profiles:write']);
    const requests: Array<[string, string, unknown?]> = [
      ['POST', '/jobs/import', { jobs: [job(0)] }],
      ['POST', '/jobs/search', { keywords: ['engineer'] }],
      ['GET', '/jobs/sources'],
      ['POST', '/jobs/sources', { kind: 'feed', url: 'https://example.org/feed.rss' }],
      ['GET', '/jobs/quota'],
      ['GET', `/jobs/${randomUUID()}`],
    ];
    for (const [method, path, body] of requests) {
      expect(await call(method, path, undefined, body)).toMatchObject({
        status: 401,
        json: { error: { code: 'UNAUTHORIZED' } },
      });
      expect(await call(method, path, readOnly, body)).toMatchObject({
        status: 403,
        json: { error: { code: 'FORBIDDEN' } },
      });
    }
  });

  it('imports jobs (201 {imported}), updates a url already indexed, and finds them by keyword and location', async () => {
    const token = await tokenFor(HUNTER);
    expect(
      await call('POST', '/jobs/import', token, {
        jobs: [job(1), job(2, { title: 'Lighthouse Keeper', location: 'Porto' })],
      }),
    ).toMatchObject({ status: 201, json: { imported: 2 } });
    expect(
      await call('POST', '/jobs/import', token, { jobs: [job(1, { title: 'Staff Platform Engineer' })] }),
    ).toMatchObject({ status: 201, json: { imported: 1 } });
    const found = await call('POST', '/jobs/search', token, { keywords: ['PLATFORM'], location: 'lisbon' });
    expect(found.status).toBe(200);
    expect(found.json.jobs).toEqual([
      {
        id: expect.any(String),
        title: 'Staff Platform Engineer',
        company: 'Acme',
        location: 'Lisbon, Portugal',
        salaryRange: '60-80k EUR',
        url: 'https://jobs.example.org/e2e/1',
        postedAt: '2026-11-02T00:00:00.000Z',
      },
    ]);
    expect(
      (await call('POST', '/jobs/search', token, { keywords: ['keeper'] })).json.jobs.map(
        (j: { title: string }) => j.title,
      ),
    ).toEqual(['Lighthouse Keeper']);
    const one = await call('GET', `/jobs/${found.json.jobs[0].id}`, token);
    expect(one).toMatchObject({
      status: 200,
      json: { title: 'Staff Platform Engineer', skills: ['TypeScript', 'PostgreSQL'] },
    });
  });

  it('answers 404 NOT_FOUND for an unknown job and 400 VALIDATION_ERROR with {field, issue} for bad bodies', async () => {
    const token = await tokenFor(HUNTER);
    for (const id of [randomUUID(), 'not-a-uuid']) {
      expect(await call('GET', `/jobs/${id}`, token)).toMatchObject({
        status: 404,
        json: { error: { code: 'NOT_FOUND', message: 'Job not found' } },
      });
    }
    expect(await call('POST', '/jobs/import', token, { jobs: [] })).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION_ERROR', details: { field: 'jobs' } } },
    });
    expect(await call('POST', '/jobs/import', token, { jobs: [job(3, { url: 'ftp://x' })] })).toMatchObject({
      status: 400,
      json: {
        error: {
          code: 'VALIDATION_ERROR',
          details: { field: 'jobs.0.url', issue: 'must be an http(s) URL' },
        },
      },
    });
    expect(await call('POST', '/jobs/search', token, { keywords: 'engineer' })).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION_ERROR', details: { field: 'keywords' } } },
    });
    expect(await call('POST', '/jobs/search', token, { keywords: ['x'], limit: 101 })).toMatchObject({
      status: 400,
      json: { error: { details: { field: 'limit' } } },
    });
  });

  it('counts FREE searches per month: the sixth is 429 QUOTA_EXCEEDED with {feature, limit, used, resetDate}; failed calls do not count', async () => {
    const token = await tokenFor(HUNTER);
    expect((await call('POST', '/jobs/search', token, { keywords: ['x'], limit: 0 })).status).toBe(400);
    for (let i = 0; i < 5; i += 1)
      expect((await call('POST', '/jobs/search', token, { keywords: ['engineer'] })).status).toBe(200);
    const now = new Date();
    const resetDate = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString();
    expect(await call('POST', '/jobs/search', token, { keywords: ['engineer'] })).toMatchObject({
      status: 429,
      json: {
        error: { code: 'QUOTA_EXCEEDED', details: { feature: 'job_searches', limit: 5, used: 5, resetDate } },
      },
    });
    const quota = await call('GET', '/jobs/quota', token);
    expect(quota.json.tier).toBe('FREE');
    expect(quota.json.quotas).toContainEqual({ feature: 'job_searches', limit: 5, used: 5, resetDate });
  });

  it('fetches registered Greenhouse, Lever and RSS sources on the schedule through the SSRF guard; sources are private to their owner', async () => {
    const token = await tokenFor(HUNTER);
    const other = await tokenFor(HUNTER);
    const added = await call('POST', '/jobs/sources', token, {
      kind: 'greenhouse',
      url: fixtures.url('greenhouse-board.json'),
      company: 'Acme Boards',
    });
    expect(added).toMatchObject({
      status: 201,
      json: { kind: 'greenhouse', company: 'Acme Boards', lastFetchedAt: null },
    });
    expect(
      (
        await call('POST', '/jobs/sources', token, {
          kind: 'lever',
          url: fixtures.url('lever-postings.json'),
          company: 'Leverage',
        })
      ).status,
    ).toBe(201);
    expect(
      (await call('POST', '/jobs/sources', token, { kind: 'feed', url: fixtures.url('jobs-feed.rss') }))
        .status,
    ).toBe(201);
    expect(
      await call('POST', '/jobs/sources', token, { kind: 'rss', url: fixtures.url('jobs-feed.rss') }),
    ).toMatchObject({ status: 400, json: { error: { details: { field: 'kind' } } } });
    let sources: Array<{ lastFetchedAt: string | null; lastError: string | null; lastImported: number }> = [];
    for (
      const deadline = Date.now() + 30_000;
      Date.now() < deadline;
      await new Promise((r) => setTimeout(r, 250))
    ) {
      sources = (await call('GET', '/jobs/sources', token)).json.sources;
      if (sources.every((s) => s.lastFetchedAt)) break;
    }
    expect(sources.map((s) => s.lastError)).toEqual([null, null, null]);
    expect(sources.every((s) => s.lastImported > 0)).toBe(true);
    const found = await call('POST', '/jobs/search', token, { keywords: ['data platform'] });
    expect(found.json.jobs).toContainEqual(
      expect.objectContaining({
        title: 'Data Platform Engineer',
        company: 'Acme Boards',
        url: 'https://boards.example.org/acme/jobs/101',
      }),
    );
    expect((await call('GET', '/jobs/sources', other)).json.sources).toEqual([]);
    expect(await call('DELETE', `/jobs/sources/${added.json.id}`, other)).toMatchObject({
      status: 404,
      json: { error: { code: 'NOT_FOUND' } },
    });
    expect((await call('DELETE', `/jobs/sources/${added.json.id}`, token)).status).toBe(204);
    // An id that is no uuid names no source: 404, where it once reached PostgreSQL's uuid cast (a 500).
    for (const id of ['0', 'abc', 'null'])
      expect(await call('DELETE', `/jobs/sources/${id}`, token)).toMatchObject({
        status: 404,
        json: { error: { code: 'NOT_FOUND' } },
      });
    expect((await call('GET', '/jobs/sources', token)).json.sources).toHaveLength(2);
  }, 60_000);

  it('sets the tier from verified Stripe subscription webhooks: PRO searches are unlimited; a bad signature is 400', async () => {
    const identityId = randomUUID();
    const token = await tokenFor(HUNTER, identityId);
    const subscription = (type: string, status: string, price = 'price_resume_pro') =>
      JSON.stringify({
        id: `evt_${randomUUID()}`,
        object: 'event',
        type,
        created: Math.floor(Date.now() / 1000),
        data: {
          object: {
            object: 'subscription',
            status,
            metadata: { identity_id: identityId },
            items: { data: [{ price: { id: price } }] },
          },
        },
      });
    const deliver = async (payload: string, secret = WEBHOOK_SECRET) => {
      const res = await fetch(`${platform.resumeApi}/webhooks/stripe`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
        },
        body: payload,
      });
      return { status: res.status, json: await res.json() };
    };
    expect(
      await deliver(subscription('customer.subscription.created', 'active'), 'whsec_wrong'),
    ).toMatchObject({ status: 400, json: { error: { code: 'VALIDATION_ERROR' } } });
    expect(await deliver(subscription('customer.subscription.created', 'active', 'price_other'))).toEqual({
      status: 200,
      json: { ignored: true, identityId: null, tier: null, reason: 'not a resume tier event' },
    });
    expect(await deliver(subscription('customer.subscription.created', 'active'))).toEqual({
      status: 200,
      json: { ignored: false, identityId, tier: 'PRO' },
    });
    for (let i = 0; i < 6; i += 1)
      expect((await call('POST', '/jobs/search', token, { keywords: ['engineer'] })).status).toBe(200);
    expect((await call('GET', '/jobs/quota', token)).json).toMatchObject({
      tier: 'PRO',
      quotas: expect.arrayContaining([
        expect.objectContaining({ feature: 'job_searches', limit: null, used: 6 }),
      ]),
    });
    expect(await deliver(subscription('customer.subscription.deleted', 'canceled'))).toMatchObject({
      status: 200,
      json: { tier: 'FREE' },
    });
    expect(await call('POST', '/jobs/search', token, { keywords: ['engineer'] })).toMatchObject({
      status: 429,
      json: { error: { details: { feature: 'job_searches', limit: 5, used: 6 } } },
    });
  });

  it("analyzes the gap, tailors (quota) and writes cover letters (quota) against the caller's own profile; 404 for an unknown job or another user's profile", async () => {
    const sub = randomUUID();
    const token = await tokenFor(FULL, sub);
    const profile = await profileOf(token, 'Data Engineer', ['TypeScript', 'Kafka']);
    const imported = await call('POST', '/jobs/import', token, {
      jobs: [
        job(40, {
          title: 'Streaming Engineer',
          url: 'https://jobs.example.org/e2e/gap',
          skills: ['Kafka', 'TypeScript', 'Rust'],
        }),
      ],
    });
    expect(imported.status).toBe(201);
    await setTier(sub, 'customer.subscription.created', 'active'); // searches need no quota here, but the search below must not be the 6th
    const [target] = (await call('POST', '/jobs/search', token, { keywords: ['streaming'] })).json.jobs;
    const gap = await call('POST', `/jobs/${target.id}/analyze-gap`, token, { profileId: profile.id });
    expect(gap).toMatchObject({
      status: 200,
      json: {
        required: ['kafka', 'typescript', 'rust'],
        present: ['kafka', 'typescript'],
        missing: ['rust'],
        importance: 'low',
      },
    });
    expect(gap.json.atsScore).toBeGreaterThan(0);
    expect(
      await call('POST', `/jobs/${randomUUID()}/analyze-gap`, token, { profileId: profile.id }),
    ).toMatchObject({ status: 404, json: { error: { code: 'NOT_FOUND' } } });
    const stranger = await tokenFor(FULL);
    expect(
      await call('POST', `/jobs/${target.id}/analyze-gap`, stranger, { profileId: profile.id }),
    ).toMatchObject({ status: 404, json: { error: { code: 'NOT_FOUND' } } });
    expect(
      await call('POST', `/jobs/${target.id}/tailor-resume`, await tokenFor(['hunter:use'], sub), {
        profileId: profile.id,
      }),
    ).toMatchObject({ status: 403 });

    const tailored = await call('POST', `/jobs/${target.id}/tailor-resume`, token, { profileId: profile.id });
    expect(tailored).toMatchObject({
      status: 200,
      json: {
        maskId: expect.any(String),
        maskName: expect.any(String),
        highlightedExperiences: [profile.currentExperience],
      },
    });
    expect(tailored.json.tailoringSummary).toContain('Streaming Engineer');
    const letter = await call('POST', `/jobs/${target.id}/generate-cover-letter`, token, {
      profileId: profile.id,
      tone: 'concise',
    });
    expect(letter.status).toBe(200);
    expect(letter.json.text).toContain('Ada Example');
    expect(letter.json.wordCount).toBe(
      letter.json.text.split(/\s+/).filter((w: string) => /[\p{L}\p{N}]/u.test(w)).length,
    );
    expect(
      await call('POST', `/jobs/${target.id}/generate-cover-letter`, token, {
        profileId: profile.id,
        tone: 7,
      }),
    ).toMatchObject({ status: 400, json: { error: { details: { field: 'tone' } } } });

    // The model path: the letter is the model's text (asked for plain text, with the job, the tone and the matching skills).
    ollama.behaviour = {
      kind: 'answer',
      response: () => 'Dear Acme team,\n\nI stream data for a living.\n\nAda',
    };
    const written = await call('POST', `/jobs/${target.id}/generate-cover-letter`, token, {
      profileId: profile.id,
      tone: 'warm',
    });
    ollama.behaviour = { kind: 'status', status: 500 };
    expect(written).toMatchObject({
      status: 200,
      json: { text: 'Dear Acme team,\n\nI stream data for a living.\n\nAda', wordCount: 10 },
    });
    const asked = ollama.requests.at(-1)!;
    expect(asked).toMatchObject({ model: 'tiny', stream: false });
    expect(asked.format).toBeUndefined();
    expect(asked.prompt).toMatch(/warm cover letter/);
    expect(asked.prompt).toContain('Streaming Engineer');
    expect(asked.prompt).toMatch(/kafka, typescript/i);

    await setTier(sub, 'customer.subscription.deleted', 'canceled');
    const now = new Date();
    const resetDate = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString();
    expect(
      await call('POST', `/jobs/${target.id}/tailor-resume`, token, { profileId: profile.id }),
    ).toMatchObject({
      status: 429,
      json: {
        error: {
          code: 'QUOTA_EXCEEDED',
          details: { feature: 'resume_tailoring', limit: 0, used: 1, resetDate },
        },
      },
    });
    expect(
      await call('POST', `/jobs/${target.id}/generate-cover-letter`, token, { profileId: profile.id }),
    ).toMatchObject({
      status: 429,
      json: { error: { details: { feature: 'cover_letters', limit: 0, used: 2 } } },
    });
  });

  it('crosses both subgraphs in one GraphQL query (a profile with its matchingJobs) and delivers jobFound over graphql-ws within 10 s', async () => {
    const sub = randomUUID();
    const token = await tokenFor(FULL, sub);
    const profile = await profileOf(token, 'Quasar Cartographer', ['Semaphore']);
    await call('POST', '/jobs/import', token, {
      jobs: [
        job(50, { title: 'Senior Quasar Cartographer', url: 'https://jobs.example.org/e2e/lh', skills: [] }),
      ],
    });
    const query = await call('POST', '/graphql', token, {
      query:
        'query($id: ID!) { profile(id: $id) { displayName experiences { title company startDate } matchingJobs { title company } } }',
      variables: { id: profile.id },
    });
    expect(query.status).toBe(200);
    expect(query.json.data.profile).toMatchObject({
      displayName: 'Ada Example',
      matchingJobs: [{ title: 'Senior Quasar Cartographer', company: 'Acme' }],
    });

    const wsUrl = `${platform.resumeApi.replace('http', 'ws')}/graphql`;
    const refused = createClient({
      url: wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: 'Bearer not-a-token' },
      retryAttempts: 0,
    });
    const refusal = await new Promise<unknown>((resolve) =>
      refused.subscribe(
        { query: `subscription { jobFound(profileId: "${profile.id}") { id } }` },
        { next: () => undefined, error: resolve, complete: () => resolve('completed') },
      ),
    );
    expect(refusal).not.toBe('completed');
    await refused.dispose();

    const client = createClient({
      url: wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
    });
    const found: Array<{ id: string; title: string; company: string }> = [];
    client.subscribe<{ jobFound: { id: string; title: string; company: string } }>(
      {
        query: 'subscription($id: ID!) { jobFound(profileId: $id) { id title company } }',
        variables: { id: profile.id },
      },
      {
        next: ({ data }) => void (data && found.push(data.jobFound)),
        error: () => undefined,
        complete: () => undefined,
      },
    );
    try {
      await new Promise((r) => setTimeout(r, 1000)); // the subscription reads the profile first
      const started = Date.now();
      await call('POST', '/jobs/import', token, {
        jobs: [
          job(51, { title: 'Baker', url: 'https://jobs.example.org/e2e/sem', skills: ['semaphore'] }),
          job(52, { title: 'Pilot', url: 'https://jobs.example.org/e2e/pilot', skills: ['Flying'] }),
        ],
      });
      while (!found.length && Date.now() - started < 10_000) await new Promise((r) => setTimeout(r, 100));
      expect(found).toEqual([{ id: expect.any(String), title: 'Baker', company: 'Acme' }]);
    } finally {
      await client.dispose();
    }
  }, 30_000);

  it('serves /openapi-hunter.yaml from the /jobs route table', async () => {
    const yaml = await call('GET', '/openapi-hunter.yaml');
    expect(yaml.status).toBe(200);
    expect(yaml.headers.get('content-type')).toMatch(/yaml/);
    for (const path of [
      '/jobs/import:',
      '/jobs/search:',
      '/jobs/sources:',
      '/jobs/{jobId}:',
      '/jobs/{jobId}/analyze-gap:',
      '/jobs/{jobId}/tailor-resume:',
      '/jobs/{jobId}/generate-cover-letter:',
    ])
      expect(yaml.text).toContain(path);
    expect((await call('GET', '/openapi.yaml')).text).not.toContain('/jobs/import:');
  });
});
