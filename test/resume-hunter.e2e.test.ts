import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { FixtureServer } from '../subgraphs/hunter/test/fixture-server.js';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';
import {
  HUNTER,
  HUNTER_ENV,
  hunterCaller,
  job,
  stopHunterPlatform,
  tokenFor,
} from './support/resume-hunter-suite.js';

describe('resume API: the Hunter Protocol /jobs paths', () => {
  let platform: RunningPlatform;
  let fixtures: FixtureServer;
  const call = hunterCaller(() => platform.resumeApi);

  beforeAll(async () => {
    fixtures = await FixtureServer.start();
    platform = await startPlatform(HUNTER_ENV);
  }, START_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await stopHunterPlatform(platform);
    await fixtures?.close();
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
