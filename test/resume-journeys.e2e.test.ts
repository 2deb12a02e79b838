import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { parse } from 'yaml';
import { developmentToken } from '@platform/auth';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';

const JWT_SECRET = 'resume-journeys-e2e-secret-long-enough-01';
const WEBHOOK_SECRET = 'whsec_resume_journeys_e2e';
const FULL = ['profiles:read', 'profiles:write', 'hunter:use'];

/** A user's first edits: skills and projects changed and removed, a cover letter in their own words for a tone. */
describe('resume API: editing skills and projects, cover-letter tones', () => {
  let platform: RunningPlatform;
  const tokenFor = (sub: string) => developmentToken('resume', JWT_SECRET, { sub, permissions: FULL });
  const call = async (method: string, path: string, token: string, body?: unknown) => {
    const res = await fetch(`${platform.resumeApi}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : undefined, text };
  };
  const newProfile = async (token: string) => {
    const created = await call('POST', '/profiles', token, {
      slug: `j-${randomUUID().slice(0, 8)}`,
      displayName: 'Ada Example',
      title: 'Data Engineer',
    });
    expect(created.status).toBe(201);
    return created.json.id as string;
  };
  const notFound = { status: 404, json: { error: { code: 'NOT_FOUND' } } };
  const invalid = (field: string) => ({
    status: 400,
    json: { error: { code: 'VALIDATION_ERROR', details: { field } } },
  });

  beforeAll(async () => {
    platform = await startPlatform({
      JWT_SECRET,
      HUNTER_STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      HUNTER_PRICE_PRO: 'price_resume_pro',
    });
  }, START_HOOK_TIMEOUT_MS);
  afterAll(() => platform?.stop());

  it('edits a skill (fields left out keep their value, null clears one) and deletes it', async () => {
    const alice = await tokenFor(randomUUID());
    const profileId = await newProfile(alice);
    const added = await call('POST', `/profiles/${profileId}/skills`, alice, {
      name: 'TypeScript',
      category: 'language',
      proficiencyLevel: 'advanced',
      yearsOfExperience: 5,
      tags: ['frontend', 'backend'],
    });
    expect(added.status).toBe(201);
    const other = await call('POST', `/profiles/${profileId}/skills`, alice, { name: 'Go' });
    const skill = `/profiles/${profileId}/skills/${added.json.id}`;

    const patched = await call('PATCH', skill, alice, { proficiencyLevel: 'expert', yearsOfExperience: 6.5 });
    expect(patched).toMatchObject({ status: 200 });
    expect(patched.json).toEqual({
      ...added.json,
      proficiencyLevel: 'expert',
      yearsOfExperience: 6.5,
    });
    expect(await call('PATCH', skill, alice, { category: null, tags: ['backend'] })).toMatchObject({
      status: 200,
      json: { name: 'TypeScript', category: null, proficiencyLevel: 'expert', tags: ['backend'] },
    });
    expect((await call('GET', `/profiles/${profileId}/skills`, alice)).json.skills).toEqual([
      expect.objectContaining({ id: added.json.id, category: null, tags: ['backend'] }),
      other.json,
    ]);

    expect(await call('DELETE', skill, alice)).toMatchObject({ status: 204, text: '' });
    expect(await call('DELETE', skill, alice)).toMatchObject(notFound);
    expect(await call('PATCH', skill, alice, { name: 'Rust' })).toMatchObject(notFound);
    expect((await call('GET', `/profiles/${profileId}/skills`, alice)).json.skills).toEqual([other.json]);
  });

  it('edits a project (the dates and the url checked as on create) and deletes it', async () => {
    const alice = await tokenFor(randomUUID());
    const profileId = await newProfile(alice);
    const added = await call('POST', `/profiles/${profileId}/projects`, alice, {
      name: 'Ledger',
      description: 'A double-entry ledger',
      url: 'https://example.org/ledger',
      startDate: '2021-03-01',
      status: 'active',
      technologies: ['Rust'],
    });
    expect(added.status).toBe(201);
    const project = `/profiles/${profileId}/projects/${added.json.id}`;

    expect(
      await call('PATCH', project, alice, { status: 'archived', technologies: ['Rust', 'SQL'] }),
    ).toMatchObject({
      status: 200,
      json: {
        ...added.json,
        status: 'archived',
        technologies: ['Rust', 'SQL'],
      },
    });
    expect(await call('PATCH', project, alice, { url: null })).toMatchObject({
      status: 200,
      json: { url: null, description: 'A double-entry ledger', startDate: '2021-03-01' },
    });
    expect(await call('PATCH', project, alice, { startDate: '2021-13-45' })).toMatchObject(
      invalid('startDate'),
    );
    expect(await call('PATCH', project, alice, { url: 'not a url' })).toMatchObject(invalid('url'));

    expect(await call('DELETE', project, alice)).toMatchObject({ status: 204 });
    expect(await call('DELETE', project, alice)).toMatchObject(notFound);
    expect((await call('GET', `/profiles/${profileId}/projects`, alice)).json.projects).toEqual([]);
  });

  it("answers 404 for another user's skill or project, through their profile or one's own", async () => {
    const alice = await tokenFor(randomUUID());
    const bob = await tokenFor(randomUUID());
    const profileId = await newProfile(alice);
    const bobsProfile = await newProfile(bob);
    const skill = (await call('POST', `/profiles/${profileId}/skills`, alice, { name: 'SQL' })).json;
    const project = (await call('POST', `/profiles/${profileId}/projects`, alice, { name: 'Atlas' })).json;

    for (const [kind, id] of [
      ['skills', skill.id],
      ['projects', project.id],
    ]) {
      for (const owner of [profileId, bobsProfile]) {
        expect(await call('PATCH', `/profiles/${owner}/${kind}/${id}`, bob, { name: 'Mine' })).toMatchObject(
          notFound,
        );
        expect(await call('DELETE', `/profiles/${owner}/${kind}/${id}`, bob)).toMatchObject(notFound);
      }
      expect(await call('DELETE', `/profiles/${profileId}/${kind}/${randomUUID()}`, alice)).toMatchObject(
        notFound,
      );
      expect(await call('DELETE', `/profiles/${profileId}/${kind}/not-an-id`, alice)).toMatchObject(notFound);
    }
    // Untouched by bob's attempts.
    expect((await call('GET', `/profiles/${profileId}/skills`, alice)).json.skills).toEqual([skill]);
    expect((await call('GET', `/profiles/${profileId}/projects`, alice)).json.projects).toEqual([project]);
  });

  it('refuses wrong types and broken rules in a PATCH body with the documented 400', async () => {
    const alice = await tokenFor(randomUUID());
    const profileId = await newProfile(alice);
    const skill = (await call('POST', `/profiles/${profileId}/skills`, alice, { name: 'SQL' })).json;
    const project = (await call('POST', `/profiles/${profileId}/projects`, alice, { name: 'Atlas' })).json;
    const skillPath = `/profiles/${profileId}/skills/${skill.id}`;
    const projectPath = `/profiles/${profileId}/projects/${project.id}`;
    const cases: Array<[string, unknown, string]> = [
      [skillPath, { yearsOfExperience: 'seven' }, 'yearsOfExperience'],
      [skillPath, { yearsOfExperience: 81 }, 'yearsOfExperience'],
      [skillPath, { name: '   ' }, 'name'],
      [skillPath, { name: 'x'.repeat(121) }, 'name'],
      [skillPath, { tags: 'backend' }, 'tags'],
      [projectPath, { technologies: [1, 2] }, 'technologies.0'],
      [projectPath, { name: 42 }, 'name'],
      [projectPath, { status: 'x'.repeat(61) }, 'status'],
    ];
    for (const [path, body, field] of cases)
      expect({ body, answer: await call('PATCH', path, alice, body) }).toMatchObject({
        body,
        answer: invalid(field),
      });
    expect((await call('GET', `/profiles/${profileId}/skills`, alice)).json.skills).toEqual([skill]);
    expect((await call('GET', `/profiles/${profileId}/projects`, alice)).json.projects).toEqual([project]);
  });

  it('documents the new paths in /openapi.yaml and the echoed tone in /openapi-hunter.yaml', async () => {
    const document = async (path: string) =>
      parse(await (await fetch(`${platform.resumeApi}${path}`)).text());
    const core = await document('/openapi.yaml');
    for (const kind of ['skills', 'projects']) {
      const entry = core.paths[`/profiles/{profileId}/${kind}/{id}`];
      expect(Object.keys(entry.patch.responses)).toEqual(
        expect.arrayContaining(['200', '400', '401', '403', '404']),
      );
      expect(Object.keys(entry.delete.responses)).toEqual(
        expect.arrayContaining(['204', '401', '403', '404']),
      );
    }
    const hunter = await document('/openapi-hunter.yaml');
    const letter = hunter.paths['/jobs/{jobId}/generate-cover-letter'].post;
    expect(letter.description).toMatch(/nearest supported tone/);
    expect(hunter.components.schemas.CoverLetter.properties.tone.enum).toEqual(
      expect.arrayContaining(['professional', 'enthusiastic', 'concise', 'warm']),
    );
  });

  it('maps a free-text tone to the nearest supported tone and echoes the tone used', async () => {
    const sub = randomUUID();
    const token = await tokenFor(sub);
    await proTier(sub);
    const profileId = await newProfile(token);
    const imported = await call('POST', '/jobs/import', token, {
      jobs: [
        {
          title: 'Streaming Engineer',
          company: 'Acme',
          url: `https://jobs.example.org/journeys/${randomUUID()}`,
          skills: ['Kafka'],
        },
      ],
    });
    expect(imported.status).toBe(201);
    const [job] = (await call('POST', '/jobs/search', token, { keywords: ['streaming'] })).json.jobs;
    const letter = (tone?: unknown) =>
      call('POST', `/jobs/${job.id}/generate-cover-letter`, token, {
        profileId,
        ...(tone === undefined ? {} : { tone }),
      });

    // Refused before the quota is touched: three letters (PRO) are still left afterwards.
    expect(await letter(7)).toMatchObject(invalid('tone'));
    expect(await letter(['warm'])).toMatchObject(invalid('tone'));
    expect(await letter('w'.repeat(201))).toMatchObject(invalid('tone'));

    const friendly = await letter('Something friendly, not too long');
    expect(friendly).toMatchObject({ status: 200, json: { tone: 'warm' } });
    expect(friendly.json.text).toContain(
      'It is a pleasure to introduce myself for the Streaming Engineer role',
    );
    const unknown = await letter('pirate speak');
    expect(unknown).toMatchObject({ status: 200, json: { tone: 'professional' } });
    expect(unknown.json.text).toContain('I am writing to apply for');
    expect(await letter()).toMatchObject({ status: 200, json: { tone: 'professional' } });
    expect(await letter('CONCISE')).toMatchObject({
      status: 429,
      json: { error: { code: 'QUOTA_EXCEEDED' } },
    });
  });

  it('maps the tone the same way over GraphQL', async () => {
    const sub = randomUUID();
    const token = await tokenFor(sub);
    await proTier(sub);
    const profileId = await newProfile(token);
    await call('POST', '/jobs/import', token, {
      jobs: [
        {
          title: 'Ledger Engineer',
          company: 'Acme',
          url: `https://jobs.example.org/journeys/${randomUUID()}`,
        },
      ],
    });
    const [job] = (await call('POST', '/jobs/search', token, { keywords: ['ledger'] })).json.jobs;
    const answer = await call('POST', '/graphql', token, {
      query: `query ($id: ID!, $job: ID!) { profile(id: $id) { coverLetter(jobId: $job, tone: "Excited!") { tone text } } }`,
      variables: { id: profileId, job: job.id },
    });
    expect(answer.json.errors).toBeUndefined();
    expect(answer.json.data.profile.coverLetter.tone).toBe('enthusiastic');
    expect(answer.json.data.profile.coverLetter.text).toContain('I would be thrilled to join you as');
  });

  /** PRO (three cover letters a month) through the tier webhook, as the billing provider sets it. */
  async function proTier(identityId: string) {
    const payload = JSON.stringify({
      id: `evt_${randomUUID()}`,
      object: 'event',
      type: 'customer.subscription.created',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          object: 'subscription',
          status: 'active',
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
  }
});
