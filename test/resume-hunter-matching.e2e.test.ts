import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { FakeOllamaServer } from '../subgraphs/profiles/test/fake-ollama-server.js';
import { START_HOOK_TIMEOUT_MS, startPlatform, type RunningPlatform } from './support/platform-process.js';
import {
  HUNTER_ENV,
  WEBHOOK_SECRET,
  hunterCaller,
  job,
  stopHunterPlatform,
  tokenFor,
} from './support/resume-hunter-suite.js';

describe("resume API: the Hunter Protocol's jobs against a profile", () => {
  let platform: RunningPlatform;
  /** The model path is on; the fake fails (500) unless a test gives it an answer, so letters fall back to the composer. */
  let ollama: FakeOllamaServer;
  const call = hunterCaller(() => platform.resumeApi);

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
    ollama = await FakeOllamaServer.start();
    platform = await startPlatform({
      ...HUNTER_ENV,
      LOCAL_LLM_ENABLED: 'true',
      LOCAL_LLM_URL: ollama.url,
      LOCAL_LLM_MODEL: 'tiny',
    });
  }, START_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await stopHunterPlatform(platform);
    await ollama?.close();
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
});
