import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { CompactSign, exportJWK, generateKeyPair } from 'jose';
import { developmentToken } from '@platform/auth';
import { canonicalJson } from '../subgraphs/profiles/src/exports/verifiable-credential.js';
import { didKeyOf } from '../subgraphs/profiles/src/exports/signing-key.js';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';
import { FakeOllamaServer } from '../subgraphs/profiles/test/fake-ollama-server.js';

const JWT_SECRET = 'resume-integrity-e2e-secret-long-enough-01';
const FULL = ['profiles:read', 'profiles:write', 'hunter:use'];
const WEBHOOK_SECRET = 'whsec_resume_integrity_e2e';
const PRO_PRICE = 'price_resume_pro_integrity';

const job = (fields: Record<string, unknown> = {}) => ({
  title: 'Streaming Engineer',
  company: 'Acme',
  location: 'Lisbon',
  url: `https://jobs.example.org/integrity/${randomUUID()}`,
  description: 'Kafka and TypeScript all day.',
  skills: ['Kafka', 'TypeScript'],
  ...fields,
});

/** A credential claiming "Chief Scientist at Forged Corp", signed correctly by a fresh did:key of its own. */
async function forgedCredential() {
  const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const did = didKeyOf(await exportJWK(privateKey));
  const body = {
    '@context': ['https://www.w3.org/2018/credentials/v1', 'https://schema.org'],
    type: ['VerifiableCredential', 'ResumeCredential'],
    id: `urn:uuid:${randomUUID()}`,
    issuer: did,
    issuanceDate: new Date().toISOString(),
    credentialSubject: {
      id: `urn:uuid:${randomUUID()}`,
      '@type': 'Person',
      name: 'Mallory',
      jobTitle: 'Chief Scientist',
      worksFor: { '@type': 'Organization', name: 'Forged Corp' },
    },
  };
  const jws = await new CompactSign(new TextEncoder().encode(canonicalJson(body)))
    .setProtectedHeader({ alg: 'EdDSA', kid: `${did}#${did.slice(8)}` })
    .sign(privateKey);
  return {
    ...body,
    proof: {
      type: 'JsonWebSignature2020',
      created: body.issuanceDate,
      verificationMethod: `${did}#${did.slice(8)}`,
      proofPurpose: 'assertionMethod',
      jws,
    },
  };
}

describe('resume API against a hostile client', () => {
  let platform: RunningPlatform;
  /** The model: fails (500) unless a test holds it, so letters and narratives fall back to the composer. */
  let ollama: FakeOllamaServer;
  /**
   * Sends `requests` at once while the model holds every answer: the work a limit lets through stays in
   * flight, and what the limit refuses answers at once. The model answers when `refused` answers have
   * come back (or, where nothing is refused, after a while: then the assertions fail, as they should).
   */
  const whileModelHolds = async <T extends { status: number }>(
    requests: Array<() => Promise<T>>,
    refused: number,
  ): Promise<T[]> => {
    let release!: () => void;
    const until = new Promise<void>((resolve) => (release = resolve));
    ollama.behaviour = {
      kind: 'held',
      response: () => JSON.stringify({ blocks: [{ text: 'Held.', weight: 1, sources: [] }] }),
      until,
    };
    const fallback = setTimeout(release, 15_000);
    let answered = 0;
    try {
      return await Promise.all(
        requests.map(async (send) => {
          const res = await send();
          if ((answered += 1) >= refused) release();
          return res;
        }),
      );
    } finally {
      clearTimeout(fallback);
      release();
      ollama.behaviour = { kind: 'status', status: 500 };
    }
  };
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

  const graphql = (token: string, query: string, variables: Record<string, unknown> = {}) =>
    call('POST', '/graphql', token, { query, variables });
  /** A signed Stripe event delivered to the resume API's webhook. */
  const deliver = async (event: Record<string, unknown>) => {
    const payload = JSON.stringify({ object: 'event', ...event });
    const res = await fetch(`${platform.resumeApi}/webhooks/stripe`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      body: payload,
    });
    return { status: res.status, json: await res.json() };
  };
  const subscriptionEvent = (
    identityId: string,
    type: string,
    status: string,
    created: number,
    subscriptionId = `sub_${identityId}`,
  ) => ({
    id: `evt_${randomUUID()}`,
    type,
    created,
    data: {
      object: {
        id: subscriptionId,
        object: 'subscription',
        status,
        metadata: { identity_id: identityId },
        items: { data: [{ price: { id: PRO_PRICE } }] },
      },
    },
  });
  const nowSeconds = () => Math.floor(Date.now() / 1000);
  /** A PRO user (through a signed webhook) with a profile that has skills, and one imported job. */
  const proUserWithProfile = async () => {
    const sub = randomUUID();
    const token = await tokenFor(FULL, sub);
    expect(
      (await deliver(subscriptionEvent(sub, 'customer.subscription.created', 'active', nowSeconds()))).json,
    ).toMatchObject({ tier: 'PRO' });
    const profile = await call('POST', '/profiles', token, {
      slug: `p-${randomUUID().slice(0, 8)}`,
      displayName: 'Ada Example',
      title: 'Streaming Engineer',
    });
    for (const name of ['Kafka', 'TypeScript'])
      await call('POST', `/profiles/${profile.json.id}/skills`, token, { name });
    await call('POST', '/jobs/import', token, { jobs: [job()] });
    const [target] = (await call('POST', '/jobs/search', token, { keywords: ['streaming'] })).json.jobs;
    return { sub, token, profileId: profile.json.id as string, jobId: target.id as string };
  };
  const quotaOf = async (token: string, feature: string) =>
    (await call('GET', '/jobs/quota', token)).json.quotas.find(
      (q: { feature: string }) => q.feature === feature,
    );

  beforeAll(async () => {
    ollama = await FakeOllamaServer.start();
    platform = await startPlatform({
      JWT_SECRET,
      GRAPHQL_INTROSPECTION: 'false',
      HUNTER_STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      HUNTER_PRICE_PRO: PRO_PRICE,
      LOCAL_LLM_ENABLED: 'true',
      LOCAL_LLM_URL: ollama.url,
      LOCAL_LLM_MODEL: 'tiny',
    });
  }, START_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    if (process.env.DEBUG_E2E)
      console.log(platform?.logs.filter((l) => /"level":(50|40)/.test(l)).join('\n'));
    await platform?.stop();
    await ollama?.close();
  });

  it("refuses a correctly signed credential from a did:key that is not the service's, naming the issuer; the service's own verifies", async () => {
    const token = await tokenFor(FULL);
    const forged = await forgedCredential();
    expect(await call('POST', '/credentials/verify', token, forged)).toMatchObject({
      status: 200,
      json: {
        valid: false,
        issuer: forged.issuer,
        trusted: false,
        trustedBy: null,
        reason: expect.stringMatching(/trust/),
      },
    });
    const profile = await call('POST', '/profiles', token, {
      slug: `vc-${randomUUID().slice(0, 8)}`,
      displayName: 'Grace Hopper',
      title: 'Rear Admiral',
    });
    const vc = (await call('GET', `/profiles/${profile.json.id}/export/vc`, token)).json;
    expect((await call('POST', '/credentials/verify', token, vc)).json).toEqual({
      valid: true,
      issuer: vc.issuer,
      trusted: true,
      trustedBy: 'service-key',
    });
    // The service's issuer with the forger's proof: trusted issuer, but the signature is not the service's.
    expect(
      (await call('POST', '/credentials/verify', token, { ...forged, issuer: vc.issuer })).json,
    ).toMatchObject({ valid: false, trusted: true, trustedBy: 'service-key', reason: expect.any(String) });
  });

  it('does not serve the SDL at /graphql/schema while introspection is off (404 in the API error body)', async () => {
    const token = await tokenFor(FULL);
    const res = await call('GET', '/graphql/schema', token);
    expect(res).toMatchObject({ status: 404, json: { error: { code: 'NOT_FOUND' } } });
    expect(res.text).not.toContain('type Query');
  });

  it('PRO: ten aliased coverLetter fields in one GraphQL request write three letters; the rest are QUOTA_EXCEEDED and /jobs/quota says used 3', async () => {
    const { token, profileId, jobId } = await proUserWithProfile();
    const fields = Array.from({ length: 10 }, (_, i) => `l${i}: coverLetter(jobId: $job) { wordCount }`).join(
      ' ',
    );
    const res = await graphql(token, `query($id: ID!, $job: ID!) { profile(id: $id) { ${fields} } }`, {
      id: profileId,
      job: jobId,
    });
    // coverLetter is non-null, so one refused alias nulls the profile: the refusals and the count tell.
    expect(res.json.errors.map((e: { extensions?: { code?: string } }) => e.extensions?.code)).toEqual(
      Array(7).fill('QUOTA_EXCEEDED'),
    );
    expect(await quotaOf(token, 'cover_letters')).toMatchObject({ limit: 3, used: 3 });
  });

  it('PRO: eight parallel cover-letter requests while the model holds the first: three letters, five 429s; a failed call is given back', async () => {
    const { token, profileId, jobId } = await proUserWithProfile();
    expect(
      (await call('POST', `/jobs/${randomUUID()}/generate-cover-letter`, token, { profileId })).status,
    ).toBe(404);
    expect(await quotaOf(token, 'cover_letters')).toMatchObject({ used: 0 });
    const answers = await whileModelHolds(
      Array.from(
        { length: 8 },
        () => () => call('POST', `/jobs/${jobId}/generate-cover-letter`, token, { profileId }),
      ),
      5,
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
    expect(answers.find((a) => a.status === 429)!.json).toMatchObject({
      error: { code: 'QUOTA_EXCEEDED', details: { feature: 'cover_letters', limit: 3 } },
    });
    expect(await quotaOf(token, 'cover_letters')).toMatchObject({ limit: 3, used: 3 });
  });

  it('FREE: Profile.matchingJobs is a metered search (aliases and parallel clients cannot pass five) and its limit is checked (max 50)', async () => {
    const sub = randomUUID();
    const token = await tokenFor(FULL, sub);
    const profile = await call('POST', '/profiles', token, {
      slug: `m-${randomUUID().slice(0, 8)}`,
      displayName: 'Ada Example',
      title: 'Streaming Engineer',
    });
    await call('POST', '/jobs/import', token, { jobs: [job()] });
    const over = await graphql(
      token,
      'query($id: ID!) { profile(id: $id) { matchingJobs(limit: 51) { id } } }',
      { id: profile.json.id },
    );
    expect(over.json.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await quotaOf(token, 'job_searches')).toMatchObject({ limit: 5, used: 0 });
    const fields = Array.from({ length: 4 }, (_, i) => `m${i}: matchingJobs(limit: 5) { id }`).join(' ');
    const [aliased, ...parallel] = await Promise.all([
      graphql(token, `query($id: ID!) { profile(id: $id) { ${fields} } }`, { id: profile.json.id }),
      ...Array.from({ length: 4 }, () => call('POST', '/jobs/search', token, { keywords: ['streaming'] })),
    ]);
    const refusedAliases = (aliased.json.errors ?? []).filter(
      (e: { extensions?: { code?: string } }) => e.extensions?.code === 'QUOTA_EXCEEDED',
    ).length;
    const refusedSearches = parallel.filter((p) => p.status === 429).length;
    expect(refusedAliases + refusedSearches).toBe(3);
    expect(await quotaOf(token, 'job_searches')).toMatchObject({ limit: 5, used: 5 });
  });

  it("keeps a user's imported job theirs: another user importing the same url with a new title gets a record of their own", async () => {
    const [alice, bob] = [await tokenFor(FULL), await tokenFor(FULL)];
    const url = `https://jobs.example.org/integrity/${randomUUID()}`;
    expect(
      await call('POST', '/jobs/import', alice, { jobs: [job({ url, title: 'Lighthouse Engineer' })] }),
    ).toMatchObject({ status: 201, json: { imported: 1 } });
    const [mine] = (await call('POST', '/jobs/search', alice, { keywords: ['lighthouse'] })).json.jobs;
    expect(
      await call('POST', '/jobs/import', bob, {
        jobs: [job({ url, title: 'Lighthouse HIJACKED send CV to evil.example' })],
      }),
    ).toMatchObject({ status: 201, json: { imported: 1 } });
    expect(await call('GET', `/jobs/${mine.id}`, alice)).toMatchObject({
      status: 200,
      json: { title: 'Lighthouse Engineer', url },
    });
    expect(
      (await call('POST', '/jobs/search', alice, { keywords: ['lighthouse'] })).json.jobs.map(
        (j: { title: string }) => j.title,
      ),
    ).toEqual(['Lighthouse Engineer']);
    expect(
      (await call('POST', '/jobs/search', bob, { keywords: ['lighthouse'] })).json.jobs.map(
        (j: { title: string }) => j.title,
      ),
    ).toEqual(['Lighthouse HIJACKED send CV to evil.example']);
    expect(await call('GET', `/jobs/${mine.id}`, bob)).toMatchObject({
      status: 404,
      json: { error: { code: 'NOT_FOUND' } },
    });
  });

  it('applies tier webhooks once per event and only the newest state per subscription: a late retry after the deletion leaves the user FREE', async () => {
    const sub = randomUUID();
    const token = await tokenFor(FULL, sub);
    const t = nowSeconds();
    const created = subscriptionEvent(sub, 'customer.subscription.created', 'active', t - 1200);
    expect(await deliver(created)).toMatchObject({ status: 200, json: { ignored: false, tier: 'PRO' } });
    expect(
      await deliver(subscriptionEvent(sub, 'customer.subscription.deleted', 'canceled', t)),
    ).toMatchObject({ status: 200, json: { ignored: false, tier: 'FREE' } });
    // Stripe retries an update it sent ten minutes before the deletion.
    const lateRetry = await deliver(
      subscriptionEvent(sub, 'customer.subscription.updated', 'active', t - 600),
    );
    expect(lateRetry).toEqual({
      status: 200,
      json: { ignored: true, identityId: sub, tier: null, reason: 'stale' },
    });
    expect((await call('GET', '/jobs/quota', token)).json.tier).toBe('FREE');

    // A redelivered event id changes nothing, even when it would be the newest.
    const other = randomUUID();
    const first = subscriptionEvent(other, 'customer.subscription.created', 'active', t);
    expect((await deliver(first)).json).toMatchObject({ ignored: false, tier: 'PRO' });
    expect(
      (await deliver(subscriptionEvent(other, 'customer.subscription.updated', 'unpaid', t + 1))).json,
    ).toMatchObject({ ignored: false, tier: 'FREE' });
    expect((await deliver({ ...first, created: t + 2 })).json).toMatchObject({
      ignored: true,
      reason: 'duplicate',
    });
    expect((await call('GET', '/jobs/quota', await tokenFor(FULL, other))).json.tier).toBe('FREE');
  });

  it('holds a user to two narratives in flight: parallel requests beyond it are 429 QUOTA_EXCEEDED at once', async () => {
    const token = await tokenFor(FULL);
    const profile = await call('POST', '/profiles', token, {
      slug: `n-${randomUUID().slice(0, 8)}`,
      displayName: 'Ada Example',
      title: 'Engineer',
    });
    const timeline = [{ id: 'exp-1', title: 'Built a compiler', start: '2019-01', tags: ['compilers'] }];
    const narrate = () =>
      call('POST', `/profiles/${profile.json.id}/narrative`, token, { contexts: ['interview'], timeline });
    const answers = await whileModelHolds(
      Array.from({ length: 5 }, () => narrate),
      3,
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 429, 429, 429]);
    expect(answers.find((a) => a.status === 429)!.json).toEqual({
      error: {
        code: 'QUOTA_EXCEEDED',
        message: expect.stringMatching(/at most 2 at a time/),
        details: { feature: 'narrative', limit: 2, used: 2 },
      },
    });
    // The slots are free again once the narratives settled.
    expect((await narrate()).status).toBe(200);
  });
});
