import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { developmentToken } from '@platform/auth';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';
import { request } from './support/http-client.js';

const JWT_SECRET = 'resume-erasure-e2e-secret-long-enough-0123';
const FULL = ['profiles:read', 'profiles:write', 'hunter:use'];

describe('resume API: export my data and delete my data', () => {
  let platform: RunningPlatform;
  const tokenFor = (sub: string = randomUUID()) =>
    developmentToken('resume', JWT_SECRET, { sub, permissions: FULL });
  const call = (method: string, path: string, token?: string, body?: unknown) =>
    request(platform.resumeApi, method, path, { token, body });
  const graphql = (token: string, query: string) =>
    request(`${platform.resumeApi}/graphql`, 'POST', '', { token, body: { query } });

  /** A user with two profiles (one soft-deleted), a published one, a job source, an imported job and a search. */
  const userWithData = async (token: string) => {
    const slug = `erase-${randomUUID().slice(0, 8)}`;
    const kept = await call('POST', '/profiles', token, {
      slug,
      displayName: 'Grace Example',
      title: 'Platform Engineer',
      summaryMarkdown: 'Private summary: grace@example.com',
      locationText: 'Porto',
    });
    expect(kept.status).toBe(201);
    const id = kept.body.id as string;
    expect((await call('POST', `/profiles/${id}/skills`, token, { name: 'Go' })).status).toBe(201);
    const experience = await call('POST', `/profiles/${id}/experiences`, token, {
      title: 'Platform Engineer',
      company: 'Hooli',
      isCurrent: true,
      description: 'Secret project X',
    });
    expect(experience.status).toBe(201);
    expect((await call('PUT', `/profiles/${id}/sharing`, token, { isPublic: true })).status).toBe(200);
    const gone = await call('POST', '/profiles', token, { slug: `${slug}-old`, displayName: 'Grace Old' });
    expect((await call('DELETE', `/profiles/${gone.body.id}`, token)).status).toBe(204);

    const imported = await call('POST', '/jobs/import', token, {
      jobs: [{ title: 'Go Engineer', url: `https://jobs.example.org/erase/${slug}`, skills: ['Go'] }],
    });
    expect(imported.status).toBe(201);
    const source = await call('POST', '/jobs/sources', token, {
      kind: 'feed',
      url: 'http://127.0.0.1:9/feed.rss',
    });
    expect(source.status).toBe(201);
    expect((await call('POST', '/jobs/search', token, { keywords: ['go'] })).status).toBe(200);
    return { id, oldId: gone.body.id as string, slug };
  };

  beforeAll(async () => {
    platform = await startPlatform({ JWT_SECRET, HUNTER_SOURCES_ALLOW_PRIVATE: 'true' });
  }, START_HOOK_TIMEOUT_MS);
  afterAll(() => platform?.stop());

  it('exports every stored field as one archive, with JSON Resume, over REST and GraphQL', async () => {
    const token = await tokenFor();
    const { id, oldId } = await userWithData(token);
    const other = await tokenFor();
    await call('POST', '/profiles', other, {
      slug: `other-${randomUUID().slice(0, 8)}`,
      displayName: 'Not Grace',
    });

    const archive = await call('GET', '/me/data', token);
    expect(archive.status).toBe(200);
    expect(archive.body).toMatchObject({ format: 'resume-data-export/1', exportedAt: expect.any(String) });
    expect(archive.body.profiles.map((p: any) => [p.profile.id, p.profile.isActive])).toEqual([
      [id, true],
      [oldId, false],
    ]);
    const [kept] = archive.body.profiles;
    expect(kept.profile).toMatchObject({
      displayName: 'Grace Example',
      summaryMarkdown: 'Private summary: grace@example.com',
      locationText: 'Porto',
      isPublic: true,
      indexable: false,
    });
    expect(kept.experiences).toEqual([
      expect.objectContaining({ company: 'Hooli', description: 'Secret project X' }),
    ]);
    expect(kept.skills).toEqual([expect.objectContaining({ name: 'Go' })]);
    expect(kept.jsonResume).toMatchObject({ basics: { name: 'Grace Example' }, skills: [{ name: 'Go' }] });
    expect(archive.body.hunter).toMatchObject({
      usage: [expect.objectContaining({ feature: 'job_searches', used: 1 })],
      jobSources: [expect.objectContaining({ kind: 'feed', url: 'http://127.0.0.1:9/feed.rss' })],
      importedJobs: [expect.objectContaining({ title: 'Go Engineer' })],
    });
    expect(JSON.stringify(archive.body)).not.toContain('Not Grace');

    const overGraphql = await graphql(token, '{ myProfilesArchive myHunterArchive }');
    expect(overGraphql.body.data.myProfilesArchive.profiles).toEqual(archive.body.profiles);
    expect(overGraphql.body.data.myHunterArchive).toEqual(archive.body.hunter);
    expect((await call('GET', '/me/data')).status).toBe(401);
  });

  it('deletes every profile and all derived from it at once; other users keep theirs', async () => {
    const token = await tokenFor();
    const { id, oldId, slug } = await userWithData(token);
    const other = await tokenFor();
    const theirs = await call('POST', '/profiles', other, {
      slug: `keep-${randomUUID().slice(0, 8)}`,
      displayName: 'Kept',
    });

    const erased = await call('DELETE', '/me/data', token);
    expect(erased.status).toBe(200);
    expect(erased.body).toEqual({ profiles: 2, narratives: 0, jobSources: 1, jobs: 1, usageRows: 1 });

    expect((await call('GET', '/profiles', token)).body).toMatchObject({ profiles: [], total: 0 });
    for (const gone of [id, oldId]) expect((await call('GET', `/profiles/${gone}`, token)).status).toBe(404);
    expect((await fetch(`${platform.resumeApi}/public/profiles/${slug}`)).status).toBe(404);
    const after = await call('GET', '/me/data', token);
    expect(after.body.profiles).toEqual([]);
    expect(after.body.hunter).toMatchObject({ usage: [], jobSources: [], importedJobs: [] });
    expect((await call('GET', '/jobs/quota', token)).body.quotas).toContainEqual(
      expect.objectContaining({ feature: 'job_searches', used: 0 }),
    );

    // The hard delete gave the slug back, and nothing is left for a second erasure over GraphQL.
    expect((await call('POST', '/profiles', token, { slug, displayName: 'Fresh start' })).status).toBe(201);
    const again = await graphql(
      token,
      'mutation { eraseMyProfiles { profiles narratives } eraseMyHunterData { jobSources jobs usageRows } }',
    );
    expect(again.body.data).toEqual({
      eraseMyProfiles: { profiles: 1, narratives: 0 },
      eraseMyHunterData: { jobSources: 0, jobs: 0, usageRows: 0 },
    });
    expect((await call('GET', `/profiles/${theirs.body.id}`, other)).status).toBe(200);
  });
});
