import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { BadInput, NotFound, QuotaExceeded } from '@platform/errors';
import { JOB_FOUND_TOPIC, type JobFoundEvent } from '@platform/subgraph-hunter/domain';
import { startResumeDomains, type ResumeDomains } from './support/resume-domains.js';

jest.setTimeout(90_000);

let h: ResumeDomains;
beforeAll(async () => (h = await startResumeDomains()));
afterAll(async () => h.close());

const job = (n: string, extra: Record<string, unknown> = {}) => ({
  title: `Backend Engineer ${n}`,
  company: 'Initech',
  location: 'Berlin, Germany',
  salaryRange: '70k-90k EUR',
  url: `https://jobs.example.org/${n}`,
  postedAt: '2026-11-01T00:00:00Z',
  description: 'Build services in Go and PostgreSQL.',
  skills: ['Go', 'PostgreSQL', 'Kafka'],
  ...extra,
});

async function enterprise() {
  const subject = randomUUID();
  await h.hunter.services.quotas.setTier(subject, 'ENTERPRISE');
  return subject;
}

async function candidate(subject: string, title = 'Platform Wrangler') {
  const { profiles, career } = h.profiles.profiles.services;
  const { id } = await profiles.create(subject, {
    slug: `p-${randomUUID().slice(0, 8)}`,
    displayName: 'Kim Lee',
    title,
  });
  await career.addSkill(subject, id, { name: 'go' });
  await career.addSkill(subject, id, { name: 'Docker' });
  const matching = await career.addExperience(subject, id, {
    title: 'Developer',
    company: 'Globex',
    isCurrent: true,
    technologies: ['Go', 'Postgresql'],
  });
  const other = await career.addExperience(subject, id, { title: 'Designer', technologies: ['Figma'] });
  return { profileId: id, matching: matching.id, other: other.id };
}

describe('job index', () => {
  it('imports jobs and updates duplicates by url', async () => {
    expect(await h.hunter.services.jobs.import(null, { jobs: [job('a1'), job('a2')] })).toEqual({
      imported: 2,
    });
    expect(
      await h.hunter.services.jobs.import(null, {
        jobs: [job('a1', { title: 'Staff Engineer a1', salaryRange: '100k' })],
      }),
    ).toEqual({ imported: 1 });
    const rows = await h.sql(
      "select title, salary_range from hunter.job where url = 'https://jobs.example.org/a1'",
    );
    expect(rows).toEqual([{ title: 'Staff Engineer a1', salary_range: '100k' }]);
    await expect(
      h.hunter.services.jobs.import(null, { jobs: [{ ...job('x'), url: 'not a url' }] }),
    ).rejects.toMatchObject({ details: { field: 'jobs.0.url' } });
  });

  it('finds a job by a keyword in its title (any case, word prefix) and filters by location; results carry the spec fields', async () => {
    const subject = await enterprise();
    await h.hunter.services.jobs.import(null, {
      jobs: [
        job('s1', { title: 'Quantum Photonics Researcher', location: 'Zurich' }),
        job('s2', { title: 'Quantum Chef', location: 'Paris' }),
      ],
    });
    const { jobs } = await h.hunter.services.jobs.search(subject, { keywords: ['QUANTUM'], location: 'zur' });
    expect(jobs).toEqual([
      {
        id: expect.any(String),
        title: 'Quantum Photonics Researcher',
        company: 'Initech',
        location: 'Zurich',
        salaryRange: '70k-90k EUR',
        url: 'https://jobs.example.org/s1',
        postedAt: new Date('2026-11-01T00:00:00Z'),
        skills: ['Go', 'PostgreSQL', 'Kafka'],
      },
    ]);
    expect(
      (await h.hunter.services.jobs.search(subject, { keywords: ['photon'] })).jobs.map((j) => j.title),
    ).toEqual(['Quantum Photonics Researcher']);
    expect((await h.hunter.services.jobs.search(subject, { keywords: ['nonexistentword'] })).jobs).toEqual(
      [],
    );
  });

  it('answers phrases with a location newest first, each word of the phrase in order, the last one as a prefix', async () => {
    const subject = await enterprise();
    const at = (day: number) => new Date(Date.UTC(2026, 9, day)).toISOString();
    await h.hunter.services.jobs.import(null, {
      jobs: [
        job('p1', { title: 'Orbital Welding Lead', location: 'Lyon', postedAt: at(3) }),
        job('p2', { title: 'Senior Orbital Welder', location: 'Lyon Part-Dieu', postedAt: at(9) }),
        job('p3', { title: 'Orbital Welding Lead', location: 'Nantes', postedAt: at(12) }),
        job('p4', { title: 'Welding Orbital Inspector', location: 'Lyon', postedAt: at(15) }),
      ],
    });
    // Every keyword a phrase and a location: the path that reads the matches off both indexes first.
    const { jobs } = await h.hunter.services.jobs.search(subject, {
      keywords: ['orbital weld', 'nothing here'],
      location: 'LYON',
    });
    expect(jobs.map((j) => j.url.split('/').at(-1))).toEqual(['p2', 'p1']);
    // The same phrase without a location is planned by the database alone, with the same answer order.
    expect(
      (await h.hunter.services.jobs.search(subject, { keywords: ['orbital weld'] })).jobs.map((j) =>
        j.url.split('/').at(-1),
      ),
    ).toEqual(['p3', 'p2', 'p1']);
  });

  it("refreshes the job table's planner statistics once a thousand jobs were written (PGlite has no autovacuum)", async () => {
    const analyzed = async () =>
      Number(
        (
          await h.sql(
            "select count(*)::int as n from pg_stats where schemaname = 'hunter' and tablename = 'job'",
          )
        )[0].n,
      );
    expect(await analyzed()).toBe(0);
    await h.hunter.services.jobs.import(null, {
      jobs: Array.from({ length: 1_000 }, (_, i) => job(`stat-${i}`)),
    });
    expect(await analyzed()).toBeGreaterThan(0);
  });

  it('also matches on skills, company and description', async () => {
    const subject = await enterprise();
    await h.hunter.services.jobs.import(null, {
      jobs: [
        job('d1', {
          title: 'Analyst',
          company: 'Zyxcorp',
          skills: ['Elixirlang'],
          description: 'Work on marmosets',
        }),
      ],
    });
    for (const keyword of ['zyxcorp', 'elixirlang', 'marmosets'])
      expect((await h.hunter.services.jobs.search(subject, { keywords: [keyword] })).jobs).toHaveLength(1);
  });
});

describe('job ownership', () => {
  it("writes a user's import as their own record: another user's import of the same url neither rewrites it nor the shared one", async () => {
    const [alice, bob] = [await enterprise(), await enterprise()];
    const url = 'https://jobs.example.org/owned-1';
    await h.hunter.services.jobs.import(null, { jobs: [job('owned-1', { title: 'Shared Posting Owned' })] });
    await h.hunter.services.jobs.import(alice, { jobs: [job('owned-1', { title: 'Alice Posting Owned' })] });
    await h.hunter.services.jobs.import(bob, {
      jobs: [job('owned-1', { title: 'HIJACKED send CV to evil.example Owned' })],
    });
    const titles = async (viewer: string) =>
      (await h.hunter.services.jobs.search(viewer, { keywords: ['owned'] })).jobs.map((j) => j.title).sort();
    expect(await titles(alice)).toEqual(['Alice Posting Owned', 'Shared Posting Owned']);
    expect(await titles(bob)).toEqual(['HIJACKED send CV to evil.example Owned', 'Shared Posting Owned']);
    expect(await h.sql('select count(*)::int as n from hunter.job where url = $1', [url])).toEqual([
      { n: 3 },
    ]);
    const [bobs] = await h.sql('select id from hunter.job where url = $1 and owner_id = $2', [url, bob]);
    await expect(h.hunter.services.jobs.record(bobs.id, alice)).rejects.toThrow(NotFound);
    expect((await h.hunter.services.jobs.record(bobs.id, bob)).title).toMatch(/HIJACKED/);
  });

  it("tells only the owner's profiles of a user's record (jobFound)", async () => {
    const [owner, stranger] = [randomUUID(), randomUUID()];
    const mine = await candidate(owner);
    const theirs = await candidate(stranger);
    const seen: JobFoundEvent[] = [];
    const stop = h.bus.subscribe<JobFoundEvent>(JOB_FOUND_TOPIC, (event) => void seen.push(event));
    await h.hunter.services.jobs.import(owner, {
      jobs: [job('owned-found', { title: 'Go Gopher', skills: ['GO'] })],
    });
    stop();
    expect(seen.some((e) => e.profileId === mine.profileId)).toBe(true);
    expect(seen.some((e) => e.profileId === theirs.profileId)).toBe(false);
  });
});

describe('quotas', () => {
  it('allows FREE users 5 searches a month, then QuotaExceeded with details; the next month resets', async () => {
    const subject = randomUUID();
    for (let i = 0; i < 5; i += 1) await h.hunter.services.jobs.search(subject, { keywords: ['engineer'] });
    const over = h.hunter.services.jobs.search(subject, { keywords: ['engineer'] });
    await expect(over).rejects.toThrow(QuotaExceeded);
    await expect(over).rejects.toMatchObject({
      code: 'QUOTA_EXCEEDED',
      details: { feature: 'job_searches', limit: 5, used: 5, resetDate: '2026-12-01T00:00:00.000Z' },
    });
    h.profiles.clock.set('2026-12-01T00:00:00Z');
    await expect(h.hunter.services.jobs.search(subject, { keywords: ['engineer'] })).resolves.toBeTruthy();
    h.profiles.clock.set('2026-11-23T10:00:00Z');
  });

  it('counts only successful calls', async () => {
    const subject = randomUUID();
    await expect(h.hunter.services.jobs.search(subject, { keywords: [] })).rejects.toThrow(BadInput);
    await h.hunter.services.quotas.setTier(subject, 'PRO');
    await expect(h.hunter.services.applications.tailor(subject, randomUUID(), randomUUID())).rejects.toThrow(
      NotFound,
    );
    expect((await h.hunter.services.quotas.usage(subject, 'resume_tailoring')).used).toBe(0);
  });

  it('gives FREE no tailoring or cover letters and PRO 3 cover letters', async () => {
    const subject = randomUUID();
    const { profileId } = await candidate(subject);
    const [{ id: jobId }] = (
      await h.hunter.services.jobs.search(await enterprise(), { keywords: ['backend'] })
    ).jobs;
    await expect(h.hunter.services.applications.tailor(subject, jobId, profileId)).rejects.toMatchObject({
      details: { feature: 'resume_tailoring', limit: 0, used: 0 },
    });
    await expect(h.hunter.services.applications.coverLetter(subject, jobId, profileId)).rejects.toMatchObject(
      { details: { feature: 'cover_letters', limit: 0 } },
    );
    await h.hunter.services.quotas.setTier(subject, 'PRO');
    for (let i = 0; i < 3; i += 1)
      await h.hunter.services.applications.coverLetter(subject, jobId, profileId);
    await expect(h.hunter.services.applications.coverLetter(subject, jobId, profileId)).rejects.toMatchObject(
      { details: { feature: 'cover_letters', limit: 3, used: 3 } },
    );
  });

  it('reserves before the work: ten concurrent PRO cover letters write three, and the count stays at the limit', async () => {
    const subject = randomUUID();
    const { profileId } = await candidate(subject);
    await h.hunter.services.jobs.import(subject, { jobs: [job('reserve-1', { title: 'Reservist' })] });
    const [{ id: jobId }] = (await h.hunter.services.jobs.search(subject, { keywords: ['reservist'] })).jobs;
    await h.hunter.services.quotas.setTier(subject, 'PRO');
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => h.hunter.services.applications.coverLetter(subject, jobId, profileId)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(results.filter((r) => r.status === 'rejected' && r.reason instanceof QuotaExceeded)).toHaveLength(
      7,
    );
    expect(await h.hunter.services.quotas.usage(subject, 'cover_letters')).toMatchObject({
      limit: 3,
      used: 3,
    });
  });
});

describe('gap analysis, tailoring and cover letters', () => {
  it("analyses the gap between the job's skills and the profile's, with an ATS score", async () => {
    const subject = await enterprise();
    const { profileId } = await candidate(subject);
    const [{ id }] = (await h.hunter.services.jobs.search(subject, { keywords: ['backend'] })).jobs;
    expect(await h.hunter.services.applications.analyzeGap(subject, id, profileId)).toEqual({
      required: ['go', 'postgresql', 'kafka'],
      present: ['go'],
      missing: ['postgresql', 'kafka'],
      importance: 'medium',
      atsScore: expect.any(Number),
    });
    await expect(h.hunter.services.applications.analyzeGap(subject, randomUUID(), profileId)).rejects.toThrow(
      NotFound,
    );
    await expect(h.hunter.services.applications.analyzeGap(randomUUID(), id, profileId)).rejects.toThrow(
      NotFound,
    );
  });

  it('reads required skills from the description when the job lists none', async () => {
    const subject = await enterprise();
    const { profileId } = await candidate(subject);
    await h.hunter.services.jobs.import(null, {
      jobs: [job('n1', { title: 'Gardener', skills: [], description: 'You know Docker and Terraform.' })],
    });
    const [{ id }] = (await h.hunter.services.jobs.search(subject, { keywords: ['gardener'] })).jobs;
    expect(await h.hunter.services.applications.analyzeGap(subject, id, profileId)).toMatchObject({
      required: ['docker', 'terraform'],
      present: ['docker'],
      missing: ['terraform'],
    });
  });

  it('tailors with the best mask and the experiences matching the job skills', async () => {
    const subject = await enterprise();
    const { profileId, matching, other } = await candidate(subject);
    const [{ id }] = (await h.hunter.services.jobs.search(subject, { keywords: ['backend'] })).jobs;
    const tailored = await h.hunter.services.applications.tailor(subject, id, profileId);
    expect(tailored.highlightedExperiences).toEqual([matching]);
    expect(tailored.highlightedExperiences).not.toContain(other);
    expect(tailored).toMatchObject({
      maskId: expect.any(String),
      maskName: expect.any(String),
      tailoringSummary: expect.stringContaining('1 of 3 required skills'),
    });
  });

  it('writes a composed cover letter with its word count', async () => {
    const subject = await enterprise();
    const { profileId } = await candidate(subject);
    const [{ id }] = (await h.hunter.services.jobs.search(subject, { keywords: ['backend'] })).jobs;
    const letter = await h.hunter.services.applications.coverLetter(subject, id, profileId, 'concise');
    expect(letter.text).toContain('Please consider me for the Backend Engineer');
    expect(letter.text).toContain('Kim Lee');
    expect(letter.wordCount).toBe(letter.text.split(/\s+/).filter((w) => /\w/.test(w)).length);
  });
});

describe('jobFound', () => {
  it('fires for profiles sharing a skill or whose title the job title contains, not for others', async () => {
    const subject = randomUUID();
    const bySkill = await candidate(subject);
    const { id: byTitle } = await h.profiles.profiles.services.profiles.create(subject, {
      slug: 'lighthouse',
      displayName: 'L',
      title: 'Lighthouse Keeper',
    });
    const { id: unrelated } = await h.profiles.profiles.services.profiles.create(subject, {
      slug: 'other',
      displayName: 'O',
      title: 'Astronaut',
    });
    const seen: JobFoundEvent[] = [];
    const stop = h.bus.subscribe<JobFoundEvent>(JOB_FOUND_TOPIC, (event) => void seen.push(event));
    await h.hunter.services.jobs.import(null, {
      jobs: [
        job('f1', { title: 'Senior Lighthouse Keeper', skills: ['Rowing'] }),
        job('f2', { title: 'Baker', skills: ['GO'] }),
      ],
    });
    stop();
    const pairs = seen.map((e) => `${e.profileId}:${e.job.title}`);
    expect(pairs).toContain(`${byTitle}:Senior Lighthouse Keeper`);
    expect(pairs).toContain(`${bySkill.profileId}:Baker`);
    expect(seen.some((e) => e.profileId === unrelated)).toBe(false);
  });
});
