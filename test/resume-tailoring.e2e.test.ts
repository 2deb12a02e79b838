import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { developmentToken } from '@platform/auth';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';
import { request } from './support/http-client.js';

const JWT_SECRET = 'resume-tailoring-e2e-secret-long-enough-01';
const WEBHOOK_SECRET = 'whsec_resume_tailoring_e2e';
const FULL = ['profiles:read', 'profiles:write', 'hunter:use'];

describe('resume API: tailoring reads the job', () => {
  let platform: RunningPlatform;
  const call = (method: string, path: string, token?: string, body?: unknown) =>
    request(platform.resumeApi, method, path, { token, body });

  /** PRO through the signed subscription webhook: FREE allows no tailoring. */
  const upgrade = async (identityId: string) => {
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
    const res = await request(platform.resumeApi, 'POST', '/webhooks/stripe', {
      rawBody: payload,
      headers: {
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
    });
    expect(res.status).toBe(200);
  };

  beforeAll(async () => {
    platform = await startPlatform({
      JWT_SECRET,
      HUNTER_STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      HUNTER_PRICE_PRO: 'price_resume_pro',
    });
  }, START_HOOK_TIMEOUT_MS);
  afterAll(() => platform?.stop());

  it('picks the mask and orders the experiences by the posting, over REST and GraphQL', async () => {
    const sub = randomUUID();
    const token = await developmentToken('resume', JWT_SECRET, { sub, permissions: FULL });
    await upgrade(sub);
    const profile = await call('POST', '/profiles', token, {
      slug: `tailor-${randomUUID().slice(0, 8)}`,
      displayName: 'Ada Example',
      title: 'Analyst and designer',
    });
    const profileId = profile.body.id as string;
    for (const name of ['SQL', 'Python', 'Figma', 'React'])
      expect((await call('POST', `/profiles/${profileId}/skills`, token, { name })).status).toBe(201);
    const analyst = await call('POST', `/profiles/${profileId}/experiences`, token, {
      title: 'Data Analyst',
      company: 'Initech',
      isCurrent: true,
      technologies: ['SQL', 'Python', 'Figma'],
      tags: ['analytics'],
    });
    const designer = await call('POST', `/profiles/${profileId}/experiences`, token, {
      title: 'Product Designer',
      company: 'Globex',
      technologies: ['Figma'],
      tags: ['UX'],
    });

    const tag = randomUUID().slice(0, 8);
    const imported = await call('POST', '/jobs/import', token, {
      jobs: [
        {
          title: 'Senior Data Analyst',
          company: 'Acme',
          url: `https://jobs.example.org/tailor/${tag}/analyst`,
          // No skills listed: they are read from the posting's text.
          description: 'Own our reporting: SQL and Python every day, metrics the board reads.',
        },
        {
          title: 'UX Designer',
          company: 'Acme',
          url: `https://jobs.example.org/tailor/${tag}/designer`,
          description: 'Design accessible interfaces.',
          skills: ['Figma', 'UX'],
        },
      ],
    });
    expect(imported.status).toBe(201);
    const found = await call('POST', '/jobs/search', token, { keywords: ['acme'], limit: 50 });
    const idOf = (title: string) => found.body.jobs.find((j: any) => j.title === title).id as string;
    const [analystJob, designerJob] = [idOf('Senior Data Analyst'), idOf('UX Designer')];

    const forAnalyst = await call('POST', `/jobs/${analystJob}/tailor-resume`, token, { profileId });
    expect(forAnalyst).toMatchObject({
      status: 200,
      body: { maskId: 'analyst', maskName: 'Analyst', highlightedExperiences: [analyst.body.id] },
    });
    expect(forAnalyst.body.tailoringSummary).toContain('Present as the Analyst for Senior Data Analyst');

    const forDesigner = await call('POST', `/jobs/${designerJob}/tailor-resume`, token, { profileId });
    expect(forDesigner).toMatchObject({
      status: 200,
      // Both experiences name Figma; the designer's also names UX, so it leads.
      body: { maskId: 'designer', highlightedExperiences: [designer.body.id, analyst.body.id] },
    });

    const graphql = await request(`${platform.resumeApi}/graphql`, 'POST', '', {
      token,
      body: {
        query: `query ($p: ID!, $a: ID!, $d: ID!) { profile(id: $p) {
          a: tailoring(jobId: $a) { maskId highlightedExperiences }
          d: tailoring(jobId: $d) { maskId highlightedExperiences } } }`,
        variables: { p: profileId, a: analystJob, d: designerJob },
      },
    });
    expect(graphql.body).toEqual({
      data: {
        profile: {
          a: { maskId: 'analyst', highlightedExperiences: [analyst.body.id] },
          d: { maskId: 'designer', highlightedExperiences: [designer.body.id, analyst.body.id] },
        },
      },
    });
  });
});
