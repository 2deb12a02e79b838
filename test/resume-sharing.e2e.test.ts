import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { developmentToken } from '@platform/auth';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';
import { request } from './support/http-client.js';

const JWT_SECRET = 'resume-sharing-e2e-secret-long-enough-0123';
const FULL = ['profiles:read', 'profiles:write', 'hunter:use'];
const SECRET_EMAIL = 'ada.private@example.com';
const SECRET_PHONE = '+351 912 345 678';

describe('resume API: sharing a profile publicly', () => {
  let platform: RunningPlatform;
  const tokenFor = (sub: string = randomUUID()) =>
    developmentToken('resume', JWT_SECRET, { sub, permissions: FULL });
  const call = (method: string, path: string, token?: string, body?: unknown) =>
    request(platform.resumeApi, method, path, { token, body });
  const raw = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${platform.resumeApi}${path}`, { headers });

  /** A profile with private details in every private field, and public ones in the published fields. */
  const profileOf = async (token: string, slug: string) => {
    const profile = await call('POST', '/profiles', token, {
      slug,
      displayName: 'Ada Example',
      title: 'Data Engineer',
      headline: 'Builds <b>streaming</b> platforms',
      summaryMarkdown: `Reach me at ${SECRET_EMAIL} or ${SECRET_PHONE}.`,
      locationText: 'Rua Secreta 12, Lisboa',
    });
    expect(profile.status).toBe(201);
    const id = profile.body.id as string;
    expect(
      (await call('POST', `/profiles/${id}/skills`, token, { name: 'Kafka', category: 'data' })).status,
    ).toBe(201);
    const experience = await call('POST', `/profiles/${id}/experiences`, token, {
      title: 'Data Engineer',
      company: 'Initech',
      isCurrent: true,
      description: `Call ${SECRET_PHONE} for references`,
      achievements: [`Mail ${SECRET_EMAIL}`],
    });
    expect(experience.status).toBe(201);
    return id;
  };

  beforeAll(async () => {
    platform = await startPlatform({ JWT_SECRET });
  }, START_HOOK_TIMEOUT_MS);
  afterAll(() => platform?.stop());

  it('keeps a profile private by default: no public page, the same 404 as an unknown slug', async () => {
    const token = await tokenFor();
    const slug = `private-${randomUUID().slice(0, 8)}`;
    const id = await profileOf(token, slug);
    expect((await call('GET', `/profiles/${id}/sharing`, token)).body).toEqual({
      profileId: id,
      slug,
      isPublic: false,
      indexable: false,
      publicPath: null,
    });
    const page = await raw(`/public/profiles/${slug}`);
    const unknown = await raw(`/public/profiles/nobody-${randomUUID()}`);
    expect([page.status, unknown.status]).toEqual([404, 404]);
    expect(await page.json()).toEqual(await unknown.json());
    expect(page.headers.get('cache-control')).toBe('no-store');
    const overGraphql = await request(platform.graphql, 'POST', '', {
      body: {
        query: 'query ($slug: String!) { publicProfile(slug: $slug) { displayName } }',
        variables: { slug },
      },
    });
    expect(overGraphql.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('publishes a page by slug (HTML with its JSON-LD, cacheable, noindex) and leaks nothing private', async () => {
    const owner = randomUUID();
    const token = await tokenFor(owner);
    const slug = `ada-${randomUUID().slice(0, 8)}`;
    const id = await profileOf(token, slug);
    const other = await tokenFor();
    const otherId = await profileOf(other, `other-${randomUUID().slice(0, 8)}`);
    await call('PATCH', `/profiles/${otherId}`, other, { displayName: 'Someone Else Entirely' });

    const shared = await call('PUT', `/profiles/${id}/sharing`, token, { isPublic: true });
    expect(shared.body).toEqual({
      profileId: id,
      slug,
      isPublic: true,
      indexable: false,
      publicPath: `/public/profiles/${slug}`,
    });
    expect((await call('PUT', `/profiles/${id}/sharing`, other, { isPublic: true })).status).toBe(404);

    const page = await raw(`/public/profiles/${slug}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('public, max-age=60');
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const etag = page.headers.get('etag');
    expect(etag).toBeTruthy();
    const html = await page.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('Builds &lt;b&gt;streaming&lt;/b&gt; platforms');
    const embedded = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]);

    const jsonLd = await raw(`/public/profiles/${slug}/jsonld`);
    expect(jsonLd.headers.get('content-type')).toMatch(/^application\/ld\+json/);
    expect(jsonLd.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const document = await jsonLd.json();
    expect(document).toEqual(embedded);
    expect(document).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Ada Example',
      jobTitle: 'Data Engineer',
      worksFor: { name: 'Initech' },
      knowsAbout: [{ name: 'Kafka', inDefinedTermSet: 'data' }],
    });

    // Revalidation: the same ETag answers 304 without a body.
    const again = await raw(`/public/profiles/${slug}`, { 'if-none-match': etag! });
    expect(again.status).toBe(304);

    // Nothing private: not the summary, location, experience text, owner or ids, nor another profile.
    for (const text of [html, JSON.stringify(document)]) {
      for (const secret of [
        SECRET_EMAIL,
        SECRET_PHONE,
        'Rua Secreta',
        owner,
        id,
        'Someone Else',
        'identityId',
      ])
        expect(text).not.toContain(secret);
    }
    const graph = await request(platform.graphql, 'POST', '', {
      body: {
        query:
          'query ($slug: String!) { publicProfile(slug: $slug) { slug displayName indexable path jsonLd } }',
        variables: { slug },
      },
    });
    expect(graph.body.data.publicProfile).toEqual({
      slug,
      displayName: 'Ada Example',
      indexable: false,
      path: `/public/profiles/${slug}`,
      jsonLd: document,
    });
  });

  it('lets search engines in only when the owner opts in, and takes the page down when made private', async () => {
    const token = await tokenFor();
    const slug = `opt-${randomUUID().slice(0, 8)}`;
    const id = await profileOf(token, slug);
    const graphql = await request(`${platform.resumeApi}/graphql`, 'POST', '', {
      token,
      body: {
        query:
          'mutation ($id: ID!) { setProfileSharing(id: $id, isPublic: true, indexable: true) { isPublic indexable publicPath } }',
        variables: { id },
      },
    });
    expect(graphql.body.data.setProfileSharing).toEqual({
      isPublic: true,
      indexable: true,
      publicPath: `/public/profiles/${slug}`,
    });
    const page = await raw(`/public/profiles/${slug}`);
    expect(page.headers.get('x-robots-tag')).toBe('index, follow');
    expect(await page.text()).toContain('<meta name="robots" content="index, follow">');

    // A second public profile cannot take the same slug.
    const rival = await tokenFor();
    const rivalId = await profileOf(rival, slug);
    const taken = await call('PUT', `/profiles/${rivalId}/sharing`, rival, { isPublic: true });
    expect([taken.status, taken.body.error.code]).toEqual([409, 'CONFLICT']);

    const hidden = await call('PUT', `/profiles/${id}/sharing`, token, { isPublic: false });
    expect(hidden.body).toMatchObject({ isPublic: false, indexable: false, publicPath: null });
    expect((await raw(`/public/profiles/${slug}`)).status).toBe(404);
    expect((await raw(`/public/profiles/${slug}/jsonld`)).status).toBe(404);

    // Deleted profiles are gone from the public too.
    expect((await call('PUT', `/profiles/${rivalId}/sharing`, rival, { isPublic: true })).status).toBe(200);
    expect((await call('DELETE', `/profiles/${rivalId}`, rival)).status).toBe(204);
    expect((await raw(`/public/profiles/${slug}`)).status).toBe(404);
  });
});
