import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startHunter, type HunterHarness } from './hunter-harness.js';

jest.setTimeout(90_000);

/** Two job boards the test rewrites between refreshes: what each path answers (a number: that status). */
const boards = new Map<string, unknown>();
let server: Server;
let h: HunterHarness;
const boardUrl = (path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}/${path}`;

const greenhouse = (...jobs: Array<{ title: string; url: string; location: string }>) => ({
  jobs: jobs.map((j) => ({ title: j.title, absolute_url: j.url, location: { name: j.location } })),
});
const lever = (...jobs: Array<{ title: string; url: string; location: string }>) =>
  jobs.map((j) => ({ text: j.title, hostedUrl: j.url, categories: { location: j.location } }));

const engineer = {
  title: 'Data Engineer',
  url: 'https://boards.example.org/acme/1?gh_src=board',
  location: 'Lisbon',
};
const designer = { title: 'Product Designer', url: 'https://boards.example.org/acme/2', location: 'Porto' };
// The same postings as another board links them: tracking and spelling of the url, or another url altogether.
const engineerElsewhere = {
  ...engineer,
  url: 'https://WWW.boards.example.org/acme/1/?utm_source=lever#apply',
};
const designerElsewhere = {
  ...designer,
  title: 'product  designer',
  url: 'https://jobs.lever.example/acme/77',
};
const analyst = { title: 'Data Analyst', url: 'https://jobs.lever.example/acme/78', location: 'Lisbon' };

beforeAll(async () => {
  server = createServer((request, response) => {
    const body = boards.get(request.url!.slice(1));
    if (typeof body === 'number' || body === undefined)
      return void response.writeHead(Number(body ?? 404)).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  h = await startHunter({ allowPrivateSources: true });
});
afterAll(async () => {
  await h.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('keeping the job index fed', () => {
  it('stores a posting two sources list once, expires what a source stops listing, and keeps a failed source as it was', async () => {
    const subject = randomUUID();
    const { sources, jobs } = h.hunter.services;
    await sources.register(subject, { kind: 'greenhouse', url: boardUrl('a'), company: 'Acme' });
    await sources.register(subject, { kind: 'lever', url: boardUrl('b'), company: 'ACME' });
    const titles = async (keyword: string) =>
      (await jobs.find(subject, [keyword], undefined, 50)).map((j) => j.title).sort();

    boards.set('a', greenhouse(engineer, designer));
    boards.set('b', lever(engineerElsewhere, designerElsewhere, analyst));
    expect(await sources.fetchAll()).toEqual({
      sources: 2,
      imported: 3,
      duplicates: 2,
      expired: 0,
      failed: 0,
    });
    expect(await titles('data')).toEqual(['Data Analyst', 'Data Engineer']);
    expect(await titles('designer')).toEqual(['Product Designer']);

    // The first board drops the designer; the second still lists the engineer (kept) but no longer the designer.
    boards.set('a', greenhouse(engineer));
    boards.set('b', lever(engineerElsewhere, analyst));
    expect(await sources.fetchAll()).toMatchObject({ imported: 2, duplicates: 1, expired: 1, failed: 0 });
    expect(await titles('designer')).toEqual([]);
    expect(await titles('data')).toEqual(['Data Analyst', 'Data Engineer']);

    // A board that fails keeps its postings; one listed again is open again.
    boards.set('a', greenhouse(engineer, designer));
    boards.set('b', 500);
    expect(await sources.fetchAll()).toMatchObject({ imported: 2, expired: 0, failed: 1 });
    expect(await titles('data')).toEqual(['Data Analyst', 'Data Engineer']);
    expect(await titles('designer')).toEqual(['Product Designer']);
    const rows = await h.sql('select count(*)::int as n from hunter.job where owner_id = $1', [subject]);
    expect(rows).toEqual([{ n: 3 }]);
  });

  it('converges on the older row when two sources already both hold a posting', async () => {
    const subject = randomUUID();
    const { sources, jobs } = h.hunter.services;
    const first = await sources.register(subject, {
      kind: 'greenhouse',
      url: boardUrl('c'),
      company: 'Acme',
    });
    const second = await sources.register(subject, { kind: 'lever', url: boardUrl('d'), company: 'Acme' });
    // As two overlapping refreshes leave it: each source wrote its own row of the same posting.
    await jobs.upsert([{ ...engineer, company: 'Acme', skills: [] }], first.id, subject);
    await jobs.upsert([{ ...engineerElsewhere, company: 'Acme', skills: [] }], second.id, subject);
    await h.sql("update hunter.job set imported_at = imported_at + interval '1 minute' where origin = $1", [
      second.id,
    ]);
    boards.set('c', greenhouse(engineer));
    boards.set('d', lever(engineerElsewhere));
    // (The first test's failing board is fetched too: the counts are this user's alone.)
    expect(await sources.fetchAll()).toMatchObject({ duplicates: 1, expired: 1 });
    expect(
      await h.sql('select origin from hunter.job where owner_id = $1 and expired_at is null', [subject]),
    ).toEqual([{ origin: first.id }]);
  });

  it('leaves postings past their closing date out of search, and the refresh marks them expired', async () => {
    const subject = randomUUID();
    const { jobs, sources } = h.hunter.services;
    const posting = (n: number, closesAt: string | null) => ({
      title: `Closing Engineer ${n}`,
      url: `https://jobs.example.org/closing/${subject}/${n}`,
      closesAt,
    });
    // The harness's clock reads 2026-11-23T10:00Z.
    await jobs.import(subject, {
      jobs: [posting(1, '2026-11-23T09:00:00Z'), posting(2, '2026-12-01T00:00:00Z'), posting(3, null)],
    });
    expect((await jobs.find(subject, ['closing'], undefined, 50)).map((j) => j.title).sort()).toEqual([
      'Closing Engineer 2',
      'Closing Engineer 3',
    ]);
    await sources.fetchAll();
    expect(
      await h.sql('select title from hunter.job where owner_id = $1 and expired_at is not null', [subject]),
    ).toEqual([{ title: 'Closing Engineer 1' }]);
  });
});
