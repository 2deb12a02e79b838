import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { NotFound } from '@platform/errors';
import { FakeOllamaServer } from './fake-ollama-server.js';
import { newSubject, settledTask, startProfiles, type ProfilesHarness } from './profiles-harness.js';

jest.setTimeout(90_000);

const timeline = [
  {
    id: 'exp-1',
    title: 'Platform Engineer',
    start: '2019-01',
    end: '2022-12',
    tags: ['kubernetes', 'cloud'],
  },
  { id: 'exp-2', title: 'Principal Architect', start: '2023-01', tags: ['architecture'] },
];

let fake: FakeOllamaServer;
let h: ProfilesHarness;
beforeAll(async () => {
  fake = await FakeOllamaServer.start();
  h = await startProfiles({
    queue: true,
    // A request waiting for its task re-reads it only once an hour: only the worker's event can wake it.
    narrativePollMs: 3_600_000,
    env: {
      LOCAL_LLM_ENABLED: 'true',
      LOCAL_LLM_URL: fake.url,
      LOCAL_LLM_MODEL: 'tiny',
      LOCAL_LLM_TIMEOUT_MS: '400',
      LOCAL_LLM_FALLBACK: 'true',
    },
  });
});
afterAll(async () => {
  await h.close();
  await fake.close();
});

async function profileWithCareer() {
  const subject = newSubject();
  const { id } = await h.profiles.services.profiles.create(subject, {
    slug: 'p',
    displayName: 'Sam',
    title: 'Architect',
  });
  await h.profiles.services.career.addSkill(subject, id, { name: 'Kubernetes', tags: ['cloud'] });
  await h.profiles.services.career.addExperience(subject, id, {
    title: 'SRE',
    tags: ['incident-response'],
    technologies: ['terraform'],
  });
  return { subject, id };
}

describe('mask selection for a profile', () => {
  it("scores with the profile's skills and experience tags, highest first, at most limit", async () => {
    const { subject, id } = await profileWithCareer();
    const masks = await h.profiles.services.narratives.selectMasks(subject, id, {
      contexts: ['infrastructure'],
      limit: 2,
    });
    expect(masks).toHaveLength(2);
    expect(masks[0]).toMatchObject({ id: 'operator', ontology: 'operational/operator' });
    expect(masks[0].relevanceScore).toBeGreaterThan(masks[1].relevanceScore);
    await expect(h.profiles.services.narratives.selectMasks(newSubject(), id, {})).rejects.toThrow(NotFound);
  });
});

describe('narrative through the orchestrator job', () => {
  it('uses the model answer, keeping only sources that were sent', async () => {
    const { subject, id } = await profileWithCareer();
    fake.behaviour = {
      kind: 'answer',
      response: () =>
        JSON.stringify({
          blocks: [{ text: 'Led the platform.', weight: 0.9, sources: ['exp-1', 'invented'] }],
        }),
    };
    const queued = await h.profiles.services.narratives.request(subject, id, {
      contexts: ['engineering'],
      timeline,
    });
    expect(queued.status).toBe('pending');
    const done = await settledTask(h, subject, queued.id);
    expect(done.status).toBe('completed');
    expect(done.narrative_blocks).toEqual([
      expect.objectContaining({ text: 'Led the platform.', sources: ['exp-1'], weight: 0.9 }),
    ]);
    expect(fake.requests.at(-1)).toMatchObject({ model: 'tiny', stream: false });
    expect(fake.requests.at(-1)!.prompt).toContain('exp-2');
  });

  it('falls back to the deterministic composer when the model fails or does not answer in time', async () => {
    const { subject, id } = await profileWithCareer();
    for (const behaviour of [{ kind: 'status', status: 500 }, { kind: 'hang' }] as const) {
      fake.behaviour = behaviour;
      const queued = await h.profiles.services.narratives.request(subject, id, {
        timeline,
        settings: { compression_ratio: 0 },
      });
      const done = await settledTask(h, subject, queued.id);
      expect(done.status).toBe('completed');
      expect(done.narrative_blocks).toEqual(
        await h.profiles.services.narratives.compose(subject, id, {
          timeline,
          settings: { compression_ratio: 0 },
        }),
      );
    }
  });

  it('wakes the request waiting for its task as soon as the worker has finished it', async () => {
    const { subject, id } = await profileWithCareer();
    // The model hangs until its 400 ms timeout: the task is surely pending when the wait starts.
    fake.behaviour = { kind: 'hang' };
    const queued = await h.profiles.services.narratives.request(subject, id, { timeline });
    expect(queued.status).toBe('pending');
    const done = await h.profiles.services.narratives.settled(subject, queued.id, 3_600_000);
    expect(done.status).toBe('completed');
    expect(done.narrative_blocks!.length).toBeGreaterThan(0);
  });

  it("answers NotFound for another user's task", async () => {
    const { subject, id } = await profileWithCareer();
    fake.behaviour = { kind: 'status', status: 500 };
    const queued = await h.profiles.services.narratives.request(subject, id, { timeline });
    await expect(h.profiles.services.narratives.task(newSubject(), queued.id)).rejects.toThrow(NotFound);
  });
});

describe('narrative without fallback', () => {
  it('records the timeout as the task error when the fallback is off, and refuses hosts not allowed', async () => {
    const strict = await startProfiles({
      queue: true,
      env: {
        LOCAL_LLM_ENABLED: 'true',
        LOCAL_LLM_URL: fake.url,
        LOCAL_LLM_TIMEOUT_MS: '300',
        LOCAL_LLM_FALLBACK: 'false',
      },
    });
    const blocked = await startProfiles({
      queue: true,
      env: {
        LOCAL_LLM_ENABLED: 'true',
        LOCAL_LLM_URL: fake.url,
        LOCAL_LLM_ALLOWED_HOSTS: 'models.internal',
        LOCAL_LLM_FALLBACK: 'false',
      },
    });
    try {
      fake.behaviour = { kind: 'hang' };
      for (const [harness, message] of [
        [strict, /did not answer within 300 ms/],
        [blocked, /not in LOCAL_LLM_ALLOWED_HOSTS/],
      ] as const) {
        const subject = newSubject();
        const { id } = await harness.profiles.services.profiles.create(subject, {
          slug: 's',
          displayName: 'S',
        });
        const before = fake.requests.length;
        const done = await settledTask(
          harness,
          subject,
          (await harness.profiles.services.narratives.request(subject, id, { timeline })).id,
        );
        expect(done).toMatchObject({ status: 'failed', narrative_blocks: null });
        expect(done.error).toMatch(message);
        if (harness === blocked) expect(fake.requests.length).toBe(before);
      }
    } finally {
      await strict.close();
      await blocked.close();
    }
  });
});
