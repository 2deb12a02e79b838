import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { createClient } from 'graphql-ws';
import { developmentToken, RESUME_PERMISSIONS } from '@platform/auth';
import { DEV_JWT_SECRET } from '@platform/config';
import WebSocket from 'ws';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';
import { request, signUp } from './support/http-client.js';
import { TEST_WEBHOOK_SECRET, makePro } from './support/accounts.js';
import { followJob } from './support/job-updates.js';
import { ALL_CARDS_SCOPES } from './support/cards-client.js';

async function graphql(
  platform: RunningPlatform,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
) {
  const response = await fetch(platform.graphql, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: any; errors?: Array<{ message: string; extensions?: any }> },
  };
}

describe('the federated graph at /graphql', () => {
  let platform: RunningPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ BILLING_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });
  }, START_HOOK_TIMEOUT_MS);
  afterAll(() => platform?.stop());

  it('serves the same rules as REST: auth, ownership and plan gates', async () => {
    const user = await signUp(platform.api);
    const created = await graphql(
      platform,
      'mutation($i: CreateTabInput!) { createTab(input: $i) { id title userId } }',
      { i: { url: 'https://example.com/g', title: 'G' } },
      user.token,
    );
    expect(created.body.data.createTab).toMatchObject({ title: 'G', userId: user.userId });
    const anonymous = await graphql(platform, '{ tabs { id } }');
    expect(anonymous.body.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    const other = await signUp(platform.api);
    const foreign = await graphql(
      platform,
      'query($id: Int!) { tab(id: $id) { id } }',
      { id: created.body.data.createTab.id },
      other.token,
    );
    expect(foreign.body.errors?.[0].extensions.code).toBe('NOT_FOUND');
    const gated = await graphql(platform, '{ staleTabs(days: 3) { id } }', {}, user.token);
    expect(gated.body.errors?.[0].extensions).toMatchObject({ code: 'UPGRADE_REQUIRED', feature: 'ml' });
    const badToken = await graphql(platform, '{ tabs { id } }', {}, 'not-a-token');
    expect(badToken.status).toBe(401);
  });

  it('refuses a custom scalar the subgraphs would refuse before planning: 400, never an internal error', async () => {
    const cards = await developmentToken('cards', DEV_JWT_SECRET, {
      sub: randomUUID(),
      scope: ALL_CARDS_SCOPES,
    });
    const resume = await developmentToken('resume', DEV_JWT_SECRET, {
      sub: randomUUID(),
      permissions: [...RESUME_PERMISSIONS],
    });
    const priceChanges = 'query($end: DateTime) { priceChanges(end: $end) { hasMore } }';
    expect((await graphql(platform, priceChanges, { end: '2026-01-01T00:00:00Z' }, cards)).status).toBe(200);
    for (const end of ['', 'yesterday', 42]) {
      const refused = await graphql(platform, priceChanges, { end }, cards);
      expect(refused).toMatchObject({
        status: 400,
        body: {
          errors: [
            {
              message: expect.stringContaining('DateTime must be an ISO 8601 string'),
              extensions: { code: 'BAD_USER_INPUT' },
            },
          ],
        },
      });
    }
    const literal = await graphql(platform, '{ priceChanges(end: "yesterday") { hasMore } }', {}, cards);
    expect(literal).toMatchObject({
      status: 400,
      body: { errors: [{ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }] },
    });
    const imported = await graphql(
      platform,
      'mutation($resume: JSONObject!) { importJsonResume(slug: "fuzz", resume: $resume) { id } }',
      { resume: 'nope' },
      resume,
    );
    expect(imported).toMatchObject({
      status: 400,
      body: {
        errors: [
          {
            message: expect.stringContaining('JSONObject must be an object'),
            extensions: { code: 'BAD_USER_INPUT' },
          },
        ],
      },
    });
    expect(platform.logs.filter((line) => line.includes('unexpected GraphQL error'))).toEqual([]);
  });

  it('gives GET answers an ETag to revalidate with, and POST answers (never revalidated) none', async () => {
    const user = await signUp(platform.api);
    const query = '{ tabs(limit: 5) { id title } }';
    const headers = { authorization: `Bearer ${user.token}`, 'apollo-require-preflight': 'true' };
    const got = await fetch(`${platform.graphql}?query=${encodeURIComponent(query)}`, { headers });
    expect(got.status).toBe(200);
    const etag = got.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    // (fetch sends Cache-Control: no-cache with If-None-Match, so Express would answer 200 to a revalidation from it.)
    const posted = await fetch(platform.graphql, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    expect(posted.status).toBe(200);
    expect(posted.headers.get('etag')).toBeNull();
    expect(posted.headers.get('x-powered-by')).toBeNull();
    expect(await posted.json()).toEqual(
      await (await fetch(`${platform.graphql}?query=${encodeURIComponent(query)}`, { headers })).json(),
    );
  });

  it('joins accounts and library data in one query (federation)', async () => {
    const user = await signUp(platform.api);
    await request(platform.api, 'POST', '/api/bookmarks', {
      token: user.token,
      body: { url: 'https://example.com/z' },
    });
    const me = await graphql(
      platform,
      '{ me { username planTier libraryUsage { tabs bookmarks } plan { plan { name } } } }',
      {},
      user.token,
    );
    expect(me.body.data.me).toEqual({
      username: user.username,
      planTier: 'FREE',
      libraryUsage: { tabs: 0, bookmarks: 1 },
      plan: { plan: { name: 'Free' } },
    });
  });

  it('hides gateway-internal fields from clients', async () => {
    const user = await signUp(platform.api);
    const probe = await graphql(platform, '{ _session(userId: 1, tokenId: "x") { active } }', {}, user.token);
    expect(probe.status).toBe(400);
    expect(probe.body.errors?.[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it("streams jobUpdated for the caller's bulk sync over graphql-ws, and lists failed jobs", async () => {
    const user = await signUp(platform.api);
    await makePro(platform.api, user.userId);
    const queued = await graphql(
      platform,
      'mutation($t: [BulkTabInput!]!) { bulkCreateTabs(tabs: $t) { jobId } }',
      { t: [{ url: 'https://example.com/s1' }] },
      user.token,
    );
    const jobId = queued.body.data.bulkCreateTabs.jobId as string;
    const statuses = await followJob(platform.ws, platform.graphql, user.token, jobId, 'COMPLETED');
    expect(statuses.at(-1)).toMatch(/^COMPLETED/);
    // A tab of a browser page: the archive domain refuses to capture it (http and https only), so the job ends FAILED.
    const archived = await graphql(
      platform,
      'mutation($t: CreateTabInput!) { createTab(input: $t) { id } }',
      { t: { url: 'chrome://settings' } },
      user.token,
    );
    const archive = await graphql(
      platform,
      'mutation($id: Int!) { archiveTab(id: $id) { jobId } }',
      { id: archived.body.data.createTab.id },
      user.token,
    );
    const failedId = archive.body.data.archiveTab.jobId as string;
    await followJob(platform.ws, platform.graphql, user.token, failedId, 'FAILED');
    const failed = (await graphql(platform, '{ failedJobs { id error } }', {}, user.token)).body.data
      .failedJobs as Array<{ id: string; error: string }>;
    expect(failed.find((j) => j.id === failedId)?.error).toMatch(
      /Only http and https URLs can be fetched, not chrome:/,
    );
    const retried = await graphql(
      platform,
      'mutation($id: ID!) { retryJob(id: $id) { id status } }',
      { id: failedId },
      user.token,
    );
    expect(retried.body.data.retryJob).toEqual({ id: failedId, status: 'QUEUED' });
    const other = await signUp(platform.api);
    const foreign = await graphql(
      platform,
      'mutation($id: ID!) { retryJob(id: $id) { id } }',
      { id: failedId },
      other.token,
    );
    expect(foreign.body.errors?.[0].extensions.code).toBe('NOT_FOUND');
    // Two jobs followed (each up to followJob's 15 s) and a dozen requests: more than the default 30 s on a busy machine.
  }, 60_000);

  it('refuses a subscription without a valid token', async () => {
    const client = createClient({
      url: platform.ws,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: 'Bearer nope' },
      retryAttempts: 0,
    });
    const outcome = await new Promise<string>((resolve) => {
      client.subscribe(
        { query: 'subscription { jobUpdated(id: "1") { id } }' },
        { next: () => resolve('data'), error: () => resolve('error'), complete: () => resolve('complete') },
      );
    });
    await client.dispose();
    expect(outcome).toBe('error');
  });
});
