import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { ArchiveFiles } from '../src/services/archive-files.js';
import { BlockedUrl } from '../src/services/blocked-url.error.js';
import { BrowserPool } from '../src/services/browser-pool.js';
import { PageCapture } from '../src/services/page-capture.js';
import { dnsLookup, UrlGuard } from '../src/services/url-guard.js';
import { pngSize, startPageServer, type PageServer } from './page-server.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PUBLIC_NAME = 'public-site.test';
const MARKER = 'capture-marker-7f3a';

// The worker-side guard with real Chromium: Chromium resolves PUBLIC_NAME to the local test server
// (--host-resolver-rules) while the guard is told it is a public address, so the first hop is allowed
// and everything the page then asks of 127.0.0.1 (subresources, redirect hops) meets the real check.
describe('page capture (real Chromium, worker-side SSRF guard)', () => {
  let server: PageServer;
  let browsers: BrowserPool;
  let capture: PageCapture;
  let files: ArchiveFiles;
  let root: string;

  beforeAll(async () => {
    server = await startPageServer(MARKER);
    root = mkdtempSync(join(tmpdir(), 'archive-capture-test-'));
    files = new ArchiveFiles(root);
    browsers = new BrowserPool({
      executablePath: CHROMIUM,
      logger: pino({ level: 'silent' }),
      extraArgs: [`--host-resolver-rules=MAP ${PUBLIC_NAME} 127.0.0.1`],
    });
    const guard = new UrlGuard({
      allowPrivate: false,
      lookup: (host) => (host === PUBLIC_NAME ? Promise.resolve(['93.184.215.14']) : dnsLookup(host)),
    });
    capture = new PageCapture(browsers, guard, 20_000);
  }, 30_000);

  afterAll(async () => {
    await browsers?.close();
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('stores HTML, a full-page PNG and a PDF, and blocks the page\'s request to a loopback address', async () => {
    const paths = await files.prepare(1, 'job-ok');
    const result = await capture.capture(`http://${PUBLIC_NAME}:${server.port}/page`, paths);
    expect(result.html).toContain(MARKER);
    expect(readFileSync(paths.htmlPath, 'utf8')).toBe(result.html);
    const size = pngSize(readFileSync(paths.screenshotPath));
    expect(size.width).toBeGreaterThan(0);
    expect(size.height).toBeGreaterThan(0);
    expect(readFileSync(paths.pdfPath).subarray(0, 5).toString()).toBe('%PDF-');
    expect(result.blocked).toEqual([`http://127.0.0.1:${server.port}/private-pixel.png`]);
    expect(server.hits).not.toContain('/private-pixel.png');
  }, 60_000);

  it('guards workers too: a worker\'s WebSocket and fetch to a loopback server never reach it', async () => {
    const paths = await files.prepare(1, 'job-worker');
    await capture.capture(`http://${PUBLIC_NAME}:${server.port}/worker-page`, paths);
    // The worker ran, without a WebSocket API (it reported back through the page) ...
    expect(server.hits).toEqual(expect.arrayContaining(['/worker.js', '/worker-done?websocket=undefined']));
    // ... and neither a WebSocket nor a fetch of it reached 127.0.0.1.
    expect(server.hits).not.toContain('WS /worker-ws');
    expect(server.hits).not.toContain('/worker-fetch');
  }, 60_000);

  it('fails clearly when a redirect leads to a private address, without ever requesting it', async () => {
    const paths = await files.prepare(1, 'job-redirect');
    const error = await capture.capture(`http://${PUBLIC_NAME}:${server.port}/redirect-to-private`, paths).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BlockedUrl);
    expect((error as Error).message).toMatch(/127\.0\.0\.1: it resolves to a non-public address \(127\.0\.0\.1, loopback\)/);
    expect(server.hits).toContain('/redirect-to-private');
    expect(server.hits).not.toContain('/secret');
  }, 60_000);

  it('refuses a private URL before the browser sees it', async () => {
    const paths = await files.prepare(1, 'job-private');
    await expect(capture.capture(`http://127.0.0.1:${server.port}/secret`, paths)).rejects.toThrow(/non-public address/);
    expect(server.hits).not.toContain('/secret');
  });

  it('launches a new browser when the shared one has died', async () => {
    const first = await browsers.get();
    const died = new Promise((resolve) => first.once('disconnected', resolve));
    first.process()!.kill('SIGKILL');
    await died;
    const paths = await files.prepare(1, 'job-after-crash');
    const result = await capture.capture(`http://${PUBLIC_NAME}:${server.port}/page`, paths);
    expect(result.html).toContain(MARKER);
    expect(await browsers.get()).not.toBe(first);
  }, 60_000);

  it('runs Chromium sandboxed where it can, and otherwise says why in one log line', async () => {
    const lines: string[] = [];
    const pool = new BrowserPool({ executablePath: CHROMIUM, logger: pino({ level: 'info' }, { write: (line: string) => lines.push(line) }) });
    try {
      const args = (await pool.get()).process()!.spawnargs;
      const warnings = lines.map((line) => JSON.parse(line)).filter((entry) => entry.level === 40);
      // Root is where Chromium refuses its sandbox (as on this machine): the log must say so.
      if (process.getuid?.() === 0) expect(pool.sandbox).toBe(false);
      if (pool.sandbox) {
        expect(args).not.toContain('--no-sandbox');
        expect(warnings).toEqual([]);
      } else {
        expect(args).toContain('--no-sandbox');
        expect(warnings).toEqual([expect.objectContaining({ msg: expect.stringMatching(/WITHOUT its sandbox/), reason: expect.any(String) })]);
        if (process.getuid?.() === 0) expect(warnings[0].reason).toMatch(/running as root/);
      }
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('removes a user\'s whole folder', async () => {
    await files.prepare(9, 'job-x');
    await files.removeUser(9);
    expect(() => readFileSync(join(root, '9'))).toThrow(/ENOENT/);
  });

  it('names the fix when Chromium is not installed', async () => {
    const absent = new BrowserPool({ executablePath: join(root, 'no-chromium'), logger: pino({ level: 'silent' }) });
    expect(absent.missingBrowser()).toMatch(/Chromium not found at .*no-chromium: install it .*CHROMIUM_PATH/);
    await expect(absent.get()).rejects.toThrow(/Chromium not found/);
  });
});
