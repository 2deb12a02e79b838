import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { BadInput, NotFound } from '@platform/errors';
import { directJobContext } from '@platform/jobs';
import { createLogger } from '@platform/observability';
import { HUNTER_JOB } from '../src/domain.js';
import { FixtureServer } from './fixture-server.js';
import { startHunter, type HunterHarness } from './hunter-harness.js';

jest.setTimeout(90_000);

let fixtures: FixtureServer;
let h: HunterHarness;
beforeAll(async () => {
  fixtures = await FixtureServer.start();
  // The fixtures are on 127.0.0.1: the guard's private-address check is what the test allows.
  h = await startHunter({ allowPrivateSources: true });
});
afterAll(async () => {
  await h.close();
  await fixtures.close();
});

describe('job sources', () => {
  it('fetches Greenhouse, Lever, RSS and Atom (through a redirect) into the index with the scheduled job', async () => {
    const subject = randomUUID();
    const { sources } = h.hunter.services;
    await sources.register(subject, {
      kind: 'greenhouse',
      url: fixtures.url('greenhouse-board.json'),
      company: 'Acme',
    });
    await sources.register(subject, {
      kind: 'lever',
      url: fixtures.url('lever-postings.json'),
      company: 'Globex',
    });
    await sources.register(subject, { kind: 'feed', url: fixtures.url('jobs-feed.rss') });
    await sources.register(subject, { kind: 'feed', url: fixtures.url('moved') });
    const broken = await sources.register(subject, { kind: 'lever', url: fixtures.url('missing.json') });
    const job = h.hunter.jobs.find((j) => j.name === HUNTER_JOB.fetchSources)!;
    // Five sources: the run reports 20 % more after each, failing ones included.
    const reported: number[] = [];
    await job.handler(
      { userId: null },
      { ...directJobContext(createLogger('silent')), progress: async (p) => void reported.push(p) },
    );
    expect(reported).toEqual([20, 40, 60, 80, 100]);
    const rows = await h.sql(
      'select title, company, location, description, skills from hunter.job order by title',
    );
    expect(rows).toEqual([
      {
        title: 'Data Platform Engineer',
        company: 'Acme',
        location: 'Remote, EU',
        description: 'Run our Kafka & Spark pipelines.',
        skills: [],
      },
      {
        title: 'Mobile Developer (Kotlin)',
        company: 'Globex',
        location: 'Amsterdam',
        description: 'Ship Android apps in Kotlin.',
        skills: ['Kotlin', 'Android'],
      },
      {
        title: 'Office Manager',
        company: 'Acme',
        location: 'Lisbon',
        description: 'Keep the office running.',
        skills: [],
      },
      {
        title: 'Security Analyst',
        company: 'Initrode jobs',
        location: null,
        description: 'Threat hunting and audits.',
        skills: ['Security'],
      },
      {
        title: 'Site Reliability Engineer',
        company: 'Hooli Careers',
        location: null,
        description: 'Keep Kubernetes healthy.',
        skills: ['Kubernetes', 'Terraform'],
      },
    ]);
    const listed = await sources.list(subject);
    expect(listed.find((s) => s.id === broken.id)).toMatchObject({
      lastError: 'The source answered 404',
      lastImported: 0,
    });
    expect(listed.filter((s) => s.lastImported > 0)).toHaveLength(4);
    await job.handler({ userId: null }, directJobContext(createLogger('silent'), 2));
    expect((await h.sql('select count(*)::int as n from hunter.job'))[0].n).toBe(5);
  });

  it('refuses private addresses through the SSRF guard when private sources are not allowed', async () => {
    const strict = await startHunter();
    try {
      await expect(
        strict.hunter.services.sources.register(randomUUID(), {
          kind: 'feed',
          url: fixtures.url('jobs-feed.rss'),
        }),
      ).rejects.toThrow(BadInput);
      await expect(
        strict.hunter.services.sources.register(randomUUID(), { kind: 'feed', url: 'file:///etc/passwd' }),
      ).rejects.toThrow(BadInput);
    } finally {
      await strict.close();
    }
  });

  it("lists and removes only the caller's sources", async () => {
    const subject = randomUUID();
    const source = await h.hunter.services.sources.register(subject, {
      kind: 'feed',
      url: fixtures.url('jobs-feed.atom'),
    });
    await expect(h.hunter.services.sources.remove(randomUUID(), source.id)).rejects.toThrow(NotFound);
    expect(await h.hunter.services.sources.list(randomUUID())).toEqual([]);
    await h.hunter.services.sources.remove(subject, source.id);
    expect(await h.hunter.services.sources.list(subject)).toEqual([]);
  });
});
