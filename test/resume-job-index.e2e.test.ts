import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { developmentToken } from '@platform/auth';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';
import { graphql as gatewayQuery, request, signUp } from './support/http-client.js';

const JWT_SECRET = 'resume-job-index-e2e-secret-long-enough-01';
const WEBHOOK_SECRET = 'whsec_resume_job_index_e2e';
const FULL = ['profiles:read', 'profiles:write', 'hunter:use'];

/** Two job boards on loopback that the test rewrites between refreshes. */
const boards = new Map<string, unknown>();
const greenhouse = (...jobs: Array<{ title: string; url: string; location: string }>) => ({
  jobs: jobs.map((j) => ({ title: j.title, absolute_url: j.url, location: { name: j.location } })),
});
const lever = (...jobs: Array<{ title: string; url: string; location: string }>) =>
  jobs.map((j) => ({ text: j.title, hostedUrl: j.url, categories: { location: j.location } }));

const tag = randomUUID().slice(0, 8);
const keeper = {
  title: `Keeper ${tag}`,
  url: `https://boards.example.org/${tag}/1?gh_src=x`,
  location: 'Lisbon',
};
const warden = { title: `Warden ${tag}`, url: `https://boards.example.org/${tag}/2`, location: 'Porto' };
const keeperElsewhere = { ...keeper, url: `https://www.boards.example.org/${tag}/1/?utm_source=lever` };
const wardenElsewhere = { ...warden, url: `https://jobs.lever.example/${tag}/9` };

describe('resume API: the job index kept fed by the scheduled refresh', () => {
  let platform: RunningPlatform;
  let server: Server;
  const boardUrl = (path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}/${path}`;
  const call = (method: string, path: string, token?: string, body?: unknown) =>
    request(platform.resumeApi, method, path, { token, body });

  /** PRO through the signed subscription webhook, so polling searches never meet the FREE quota. */
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
    server = createServer((req, res) => {
      const body = boards.get(req.url!.slice(1));
      if (body === undefined) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    platform = await startPlatform({
      JWT_SECRET,
      // The boards are on 127.0.0.1: the documented opt-out of the SSRF guard's private-address check.
      HUNTER_SOURCES_ALLOW_PRIVATE: 'true',
      HUNTER_SOURCE_REFRESH_INTERVAL: '2 seconds',
      HUNTER_STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      HUNTER_PRICE_PRO: 'price_resume_pro',
    });
  }, START_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await platform?.stop();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('stores a posting two sources list once and expires what the sources stop listing, over REST and GraphQL', async () => {
    const sub = randomUUID();
    const token = await developmentToken('resume', JWT_SECRET, { sub, permissions: FULL });
    await upgrade(sub);
    const titles = async () =>
      (await call('POST', '/jobs/search', token, { keywords: [tag], limit: 50 })).body.jobs
        .map((j: { title: string }) => j.title)
        .sort();
    /** Searches until the scheduled refresh has made the index say `expected` (each refresh is 2 s apart). */
    const eventually = async (expected: string[]) => {
      const deadline = Date.now() + 30_000;
      let seen: string[] = await titles();
      while (JSON.stringify(seen) !== JSON.stringify(expected) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 300));
        seen = await titles();
      }
      expect(seen).toEqual(expected);
    };

    boards.set(`gh-${tag}`, greenhouse(keeper, warden));
    boards.set(`lever-${tag}`, lever(keeperElsewhere, wardenElsewhere));
    for (const [kind, path] of [
      ['greenhouse', `gh-${tag}`],
      ['lever', `lever-${tag}`],
    ])
      expect(
        (await call('POST', '/jobs/sources', token, { kind, url: boardUrl(path), company: 'Acme' })).status,
      ).toBe(201);
    await eventually([keeper.title, warden.title]);
    const listed = await call('GET', '/jobs/sources', token);
    expect(listed.body.sources.map((s: { lastError: string | null }) => s.lastError)).toEqual([null, null]);
    // Later refreshes keep one row per posting.
    await new Promise((resolve) => setTimeout(resolve, 4_500));
    expect(await titles()).toEqual([keeper.title, warden.title]);

    // Both boards drop the warden: the next refresh expires it; the keeper stays, stored once.
    boards.set(`gh-${tag}`, greenhouse(keeper));
    boards.set(`lever-${tag}`, lever(keeperElsewhere));
    await eventually([keeper.title]);

    const graphql = await request(`${platform.resumeApi}/graphql`, 'POST', '', {
      token,
      body: {
        query: `mutation ($k: [String!]!) { searchJobs(keywords: $k) { jobs { title url } } }`,
        variables: { k: [tag] },
      },
    });
    expect(graphql.body.data.searchJobs.jobs).toEqual([{ title: keeper.title, url: keeper.url }]);

    // The job seeker sees the same refresh: status, progress while running, and when it runs next.
    const refresh = await call('GET', '/jobs/sources/refresh', token);
    expect(refresh.status).toBe(200);
    expect(refresh.body).toMatchObject({
      interval: '2 seconds',
      status: expect.stringMatching(/^(SUCCEEDED|RUNNING)$/),
      lastRunAt: expect.any(String),
      nextRunAt: expect.any(String),
      lastError: null,
    });
    expect(
      refresh.body.progress === null || (refresh.body.progress >= 0 && refresh.body.progress <= 100),
    ).toBe(true);
    const viaGraph = await request(`${platform.resumeApi}/graphql`, 'POST', '', {
      token,
      body: { query: '{ jobSourceRefresh { interval status } }' },
    });
    expect(viaGraph.body.data.jobSourceRefresh).toEqual({
      interval: '2 seconds',
      status: expect.any(String),
    });

    // The refresh is the platform's scheduled task: an operator on the gateway sees its runs.
    const operator = await signUp(platform.api);
    const tasks = await gatewayQuery(
      platform.graphql,
      '{ scheduledTasks { name interval lastRunAt lastStatus } }',
      {
        token: operator.token,
      },
    );
    expect(tasks.data.scheduledTasks).toContainEqual({
      name: 'hunter.fetch-job-sources',
      interval: '2 seconds',
      lastRunAt: expect.any(String),
      lastStatus: expect.stringMatching(/^(SUCCEEDED|RUNNING)$/),
    });

    // A posting past its closing date is left out at once.
    const closing = (n: number, closesAt: string) => ({
      title: `Closing ${tag} ${n}`,
      url: `https://jobs.example.org/${tag}/closing/${n}`,
      company: 'Acme',
      closesAt,
    });
    expect(
      (
        await call('POST', '/jobs/import', token, {
          jobs: [closing(1, '2020-01-01T00:00:00Z'), closing(2, '2999-01-01T00:00:00Z')],
        })
      ).status,
    ).toBe(201);
    expect(await titles()).toEqual([`Closing ${tag} 2`, keeper.title]);
  });
});
