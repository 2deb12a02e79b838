import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLOSED_PORT, startPlatform, type RunningPlatform } from './support/platform-process.js';
import { graphql, request, signUp } from './support/http-client.js';
import { followJob } from './support/job-updates.js';
import { pngSize, startPageServer, type PageServer } from '../subgraphs/archive/test/page-server.js';

const ARCHIVE_KEYS = [
  'created_at',
  'html_content',
  'id',
  'job_id',
  'pdf_path',
  'screenshot_path',
  'url',
  'user_id',
];
const MARKER = 'archive-e2e-marker-51c2';

async function download(base: string, path: string, token: string) {
  const response = await fetch(base + path, { headers: { authorization: `Bearer ${token}` } });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

// Two real platforms: one captures pages of a local test server (ARCHIVE_ALLOW_PRIVATE=true), the
// other keeps the SSRF guard on, as in production, for the refusals. The worker-side guard
// (redirects, subresources) is pinned with real Chromium in subgraphs/archive/test/page-capture.test.ts.
describe('page archives', () => {
  let capturing: RunningPlatform;
  let guarded: RunningPlatform;
  let pages: PageServer;
  let pageUrl: string;
  let archiveDir: string;

  beforeAll(async () => {
    archiveDir = mkdtempSync(join(tmpdir(), 'archive-e2e-'));
    pages = await startPageServer(MARKER);
    pageUrl = `http://127.0.0.1:${pages.port}/page`;
    [capturing, guarded] = await Promise.all([
      startPlatform({ ARCHIVE_ALLOW_PRIVATE: 'true', ARCHIVE_DIR: archiveDir, JOB_MAX_ATTEMPTS: '2' }),
      startPlatform(),
    ]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([capturing?.stop(), guarded?.stop()]);
    await pages?.close();
    rmSync(archiveDir, { recursive: true, force: true });
  });

  const api = (platform: RunningPlatform, method: string, path: string, token: string, body?: unknown) =>
    request(platform.api, method, path, { token, body });

  it('captures a page: queued with a jobId, then a record with its HTML, screenshot and PDF to download', async () => {
    const user = await signUp(capturing.api);
    const queued = await api(capturing, 'POST', '/api/archive', user.token, { url: pageUrl });
    expect(queued.status).toBe(200);
    expect(queued.body).toEqual({ message: expect.any(String), jobId: expect.any(String) });
    await followJob(capturing.ws, capturing.graphql, user.token, queued.body.jobId, 'COMPLETED', 60_000);

    const list = await api(capturing, 'GET', '/api/archive', user.token);
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    const record = list.body[0];
    expect(Object.keys(record).sort()).toEqual(ARCHIVE_KEYS);
    expect(record).toMatchObject({ url: pageUrl, user_id: user.userId, job_id: queued.body.jobId });
    expect(record.html_content).toContain(MARKER);
    // Download URLs, never server paths (docs/products/tabs.md: page archives).
    expect(record.screenshot_path).toBe(`/api/archive/${record.id}/screenshot`);
    expect(record.pdf_path).toBe(`/api/archive/${record.id}/pdf`);
    expect(JSON.stringify(list.body)).not.toContain(archiveDir);
    expect((await api(capturing, 'GET', `/api/archive/${record.id}`, user.token)).body).toEqual(record);
    const names = await graphql(
      capturing.graphql,
      `{ archive(id: ${record.id}) { htmlPath screenshotPath pdfPath } }`,
      { token: user.token },
    );
    expect(names.data.archive).toEqual({
      htmlPath: `${queued.body.jobId}.html`,
      screenshotPath: `${queued.body.jobId}.png`,
      pdfPath: `${queued.body.jobId}.pdf`,
    });

    const png = await download(capturing.api, `/api/archive/${record.id}/screenshot`, user.token);
    expect(png.status).toBe(200);
    expect(png.type).toBe('image/png');
    const size = pngSize(png.bytes);
    expect(size.width).toBeGreaterThan(0);
    expect(size.height).toBeGreaterThan(0);
    const pdf = await download(capturing.api, `/api/archive/${record.id}/pdf`, user.token);
    expect([pdf.status, pdf.type]).toEqual([200, 'application/pdf']);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const html = await download(capturing.api, `/api/archive/${record.id}/html`, user.token);
    expect([html.status, html.type]).toEqual([200, 'text/html; charset=utf-8']);
    expect(html.bytes.toString()).toContain(MARKER);
  }, 90_000);

  it('streams nothing outside ARCHIVE_DIR/<user>/: a stored file replaced by a link to elsewhere is a 404', async () => {
    const user = await signUp(capturing.api);
    const queued = await api(capturing, 'POST', '/api/archive', user.token, { url: pageUrl });
    await followJob(capturing.ws, capturing.graphql, user.token, queued.body.jobId, 'COMPLETED', 60_000);
    const [record] = (await api(capturing, 'GET', '/api/archive', user.token)).body;
    const secret = join(archiveDir, '..', `archive-e2e-secret-${process.pid}.pdf`);
    writeFileSync(secret, '%PDF- SECRET outside the archive');
    try {
      const stored = join(archiveDir, String(user.userId), `${queued.body.jobId}.pdf`);
      rmSync(stored);
      symlinkSync(secret, stored);
      const pdf = await download(capturing.api, `/api/archive/${record.id}/pdf`, user.token);
      expect(pdf.status).toBe(404);
      expect(pdf.bytes.toString()).not.toContain('SECRET');
      expect((await download(capturing.api, `/api/archive/${record.id}/screenshot`, user.token)).status).toBe(
        200,
      );
    } finally {
      rmSync(secret, { force: true });
    }
  }, 90_000);

  it('archiving a tab queues the same capture and produces an archive record', async () => {
    const user = await signUp(capturing.api);
    const tab = await api(capturing, 'POST', '/api/tabs', user.token, { url: pageUrl, title: 'To archive' });
    const archived = await api(capturing, 'POST', `/api/tabs/${tab.body.id}/archive`, user.token);
    expect(archived.status).toBe(200);
    await followJob(capturing.ws, capturing.graphql, user.token, archived.body.jobId, 'COMPLETED', 60_000);
    const list = await api(capturing, 'GET', '/api/archive', user.token);
    expect(list.body.map((r: { url: string; job_id: string }) => [r.url, r.job_id])).toEqual([
      [pageUrl, archived.body.jobId],
    ]);
    expect(list.body[0].html_content).toContain(MARKER);
  }, 90_000);

  it('pages newest first with limit and offset', async () => {
    const user = await signUp(capturing.api);
    const jobs: string[] = [];
    for (let i = 0; i < 2; i++) {
      const queued = await api(capturing, 'POST', '/api/archive', user.token, { url: `${pageUrl}?n=${i}` });
      await followJob(capturing.ws, capturing.graphql, user.token, queued.body.jobId, 'COMPLETED', 60_000);
      jobs.push(queued.body.jobId);
    }
    const all = await api(capturing, 'GET', '/api/archive', user.token);
    expect(all.body.map((r: { job_id: string }) => r.job_id)).toEqual([...jobs].reverse());
    const second = await api(capturing, 'GET', '/api/archive?limit=1&offset=1', user.token);
    expect(second.body.map((r: { job_id: string }) => r.job_id)).toEqual([jobs[0]]);
    expect((await api(capturing, 'GET', '/api/archive?limit=1001', user.token)).status).toBe(400);
  }, 120_000);

  it("hides another user's archive and its files as 404, like a missing one", async () => {
    const owner = await signUp(capturing.api);
    const queued = await api(capturing, 'POST', '/api/archive', owner.token, { url: pageUrl });
    await followJob(capturing.ws, capturing.graphql, owner.token, queued.body.jobId, 'COMPLETED', 60_000);
    const [record] = (await api(capturing, 'GET', '/api/archive', owner.token)).body;
    const other = await signUp(capturing.api);
    expect((await api(capturing, 'GET', `/api/archive/${record.id}`, other.token)).status).toBe(404);
    expect((await download(capturing.api, `/api/archive/${record.id}/pdf`, other.token)).status).toBe(404);
    expect((await api(capturing, 'GET', '/api/archive/2147483000', other.token)).status).toBe(404);
    expect((await api(capturing, 'GET', '/api/archive', other.token)).body).toEqual([]);
  }, 90_000);

  it('answers a bad url with 400 and a missing token with 401', async () => {
    const user = await signUp(capturing.api);
    for (const body of [
      {},
      { url: '' },
      { url: 'not a url' },
      { url: 'ftp://example.com/file' },
      { url: 'file:///etc/passwd' },
    ]) {
      const answer = await api(capturing, 'POST', '/api/archive', user.token, body);
      expect([JSON.stringify(body), answer.status]).toEqual([JSON.stringify(body), 400]);
      expect(answer.body.message).toEqual(expect.any(String));
    }
    expect((await request(capturing.api, 'POST', '/api/archive', { body: { url: pageUrl } })).status).toBe(
      401,
    );
  });

  it('retries a capture that cannot load and then lists it in failedJobs with the error, storing no record', async () => {
    const user = await signUp(capturing.api);
    const queued = await api(capturing, 'POST', '/api/archive', user.token, {
      url: `http://127.0.0.1:${CLOSED_PORT}/unreachable`,
    });
    expect(queued.status).toBe(200);
    await followJob(capturing.ws, capturing.graphql, user.token, queued.body.jobId, 'FAILED', 60_000);
    const failed = await graphql<{
      failedJobs: Array<{ id: string; name: string; attempts: number; error: string }>;
    }>(capturing.graphql, '{ failedJobs { id name attempts error } }', {
      token: user.token,
    });
    expect(failed.data!.failedJobs.find((job) => job.id === queued.body.jobId)).toMatchObject({
      name: 'archive.capture-page',
      attempts: 2,
      error: expect.stringMatching(/ERR_CONNECTION_REFUSED/),
    });
    expect((await api(capturing, 'GET', '/api/archive', user.token)).body).toEqual([]);
  }, 90_000);

  it("removes the user's archive files when the account is deleted", async () => {
    const user = await signUp(capturing.api);
    const queued = await api(capturing, 'POST', '/api/archive', user.token, { url: pageUrl });
    await followJob(capturing.ws, capturing.graphql, user.token, queued.body.jobId, 'COMPLETED', 60_000);
    const folder = join(archiveDir, String(user.userId));
    expect(readdirSync(folder).sort()).toEqual([
      `${queued.body.jobId}.html`,
      `${queued.body.jobId}.pdf`,
      `${queued.body.jobId}.png`,
    ]);
    expect((await api(capturing, 'DELETE', '/api/user/account', user.token)).status).toBe(200);
    expect(existsSync(folder)).toBe(false);
  }, 90_000);

  it('with the SSRF guard on, refuses loopback and private targets at request time with a clear 400 that names no address', async () => {
    const user = await signUp(guarded.api);
    const urls = [
      pageUrl,
      'http://localhost:8080/',
      'http://[::ffff:10.0.0.1]/',
      'http://169.254.169.254/latest/meta-data/',
      'http://0.0.0.0/',
    ];
    for (const url of urls) {
      const answer = await api(guarded, 'POST', '/api/archive', user.token, { url });
      expect([url, answer.status]).toEqual([url, 400]);
      expect(answer.body.message).toBe('URL not allowed: it resolves to a private or reserved address');
    }
    expect((await api(guarded, 'GET', '/api/archive', user.token)).body).toEqual([]);
  });
});
