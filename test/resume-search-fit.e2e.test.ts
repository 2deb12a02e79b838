import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { developmentToken } from '@platform/auth';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';
import { request } from './support/http-client.js';

const JWT_SECRET = 'resume-search-fit-e2e-secret-long-enough-01';
const FULL = ['profiles:read', 'profiles:write', 'hunter:use'];

describe('resume API: job search ranked by fit to a profile', () => {
  let platform: RunningPlatform;
  const tokenFor = () => developmentToken('resume', JWT_SECRET, { sub: randomUUID(), permissions: FULL });
  const call = (method: string, path: string, token?: string, body?: unknown) =>
    request(platform.resumeApi, method, path, { token, body });

  beforeAll(async () => {
    platform = await startPlatform({ JWT_SECRET });
  }, START_HOOK_TIMEOUT_MS);
  afterAll(() => platform?.stop());

  it('ranks by skills, title, location and seniority, explains each score, over REST and GraphQL', async () => {
    const token = await tokenFor();
    const profile = await call('POST', '/profiles', token, {
      slug: `fit-${randomUUID().slice(0, 8)}`,
      displayName: 'Ada Example',
      title: 'Data Engineer',
      locationText: 'Lisbon, Portugal',
    });
    const profileId = profile.body.id as string;
    for (const name of ['Kafka', 'TypeScript'])
      expect((await call('POST', `/profiles/${profileId}/skills`, token, { name })).status).toBe(201);
    for (const experience of [
      { title: 'Data Engineer', company: 'Initech', startDate: '2019-01-01', isCurrent: true },
      { title: 'Backend Developer', company: 'Globex', startDate: '2017-02-01', endDate: '2018-12-31' },
    ])
      expect((await call('POST', `/profiles/${profileId}/experiences`, token, experience)).status).toBe(201);

    const tag = randomUUID().slice(0, 8);
    const job = (title: string, location: string, skills: string[], day: number) => ({
      title,
      location,
      skills,
      company: 'Acme',
      url: `https://jobs.example.org/fit/${tag}/${day}`,
      postedAt: new Date(Date.UTC(2026, 10, day)).toISOString(),
    });
    const imported = await call('POST', '/jobs/import', token, {
      jobs: [
        job('Junior Frontend Engineer', 'Berlin', ['React', 'CSS'], 20),
        job('Data Engineer', 'Remote', ['Kafka', 'Spark'], 10),
        job('Senior Data Engineer', 'Lisbon', ['Kafka', 'TypeScript'], 1),
      ],
    });
    expect(imported.status).toBe(201);

    const plain = await call('POST', '/jobs/search', token, { keywords: ['engineer'] });
    expect(plain.body.jobs.map((j: any) => j.title)).toEqual([
      'Junior Frontend Engineer',
      'Data Engineer',
      'Senior Data Engineer',
    ]);
    expect(plain.body.jobs[0].fit).toBeUndefined();

    const ranked = await call('POST', '/jobs/search', token, { keywords: ['engineer'], profileId });
    expect(ranked.status).toBe(200);
    expect(ranked.body.jobs.map((j: any) => [j.title, j.fit.score])).toEqual([
      ['Senior Data Engineer', 100],
      ['Data Engineer', 75],
      ['Junior Frontend Engineer', 13],
    ]);
    expect(ranked.body.jobs[1].fit).toEqual({
      score: 75,
      skills: { score: 0.5, matched: ['Kafka'], missing: ['Spark'] },
      title: { score: 1, matched: ['data', 'engineer'] },
      location: { score: 1, reason: 'remote' },
      seniority: { score: 1, job: null, profile: 'senior' },
    });
    expect(ranked.body.jobs[2].fit).toMatchObject({
      location: { score: 0, reason: 'another place' },
      seniority: { score: 0, job: 'junior', profile: 'senior' },
    });

    const graphql = await request(`${platform.resumeApi}/graphql`, 'POST', '', {
      token,
      body: {
        query:
          'mutation ($p: ID) { searchJobs(keywords: ["engineer"], profileId: $p, limit: 2) { jobs { id title } fits { jobId score } } }',
        variables: { p: profileId },
      },
    });
    const { jobs, fits } = graphql.body.data.searchJobs;
    expect(jobs.map((j: any) => j.title)).toEqual(['Senior Data Engineer', 'Data Engineer']);
    expect(fits).toEqual([
      { jobId: jobs[0].id, score: 100 },
      { jobId: jobs[1].id, score: 75 },
    ]);
  });

  it("refuses another user's profile as 404 without counting the search", async () => {
    const owner = await tokenFor();
    const theirs = await call('POST', '/profiles', owner, {
      slug: `x-${randomUUID().slice(0, 8)}`,
      displayName: 'X',
    });
    const token = await tokenFor();
    const refused = await call('POST', '/jobs/search', token, {
      keywords: ['engineer'],
      profileId: theirs.body.id,
    });
    expect([refused.status, refused.body.error.code]).toEqual([404, 'NOT_FOUND']);
    const quota = await call('GET', '/jobs/quota', token);
    expect(quota.body.quotas).toContainEqual(expect.objectContaining({ feature: 'job_searches', used: 0 }));
  });
});
