import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pino } from 'pino';
import { ArchiveFiles } from '../src/services/archive-files.js';
import { BrowserPool } from '@platform/browser-pool';
import { BlockedUrl, dnsLookup, GuardedProxy, UrlGuard } from '@platform/url-guard';
import { PageCapture } from '../src/services/page-capture.js';
import { pngSize, startPageServer, type PageServer } from './page-server.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PUBLIC_NAME = 'public-site.test';
const REBIND_NAME = 'rebinding-site.test';
const PUBLIC_ADDRESS = '93.184.215.14';
const MARKER = 'capture-marker-7f3a';
const NOT_PUBLIC = 'URL not allowed: it resolves to a private or reserved address';
const TEST_SANDBOX = { production: false, optOut: false };

// The worker-side guard with real Chromium. The guard is told PUBLIC_NAME is a public address, and the
// test's network (the proxy's route) takes that address to the local test server, so the first hop is
// allowed and everything the page then asks of 127.0.0.1 (subresources, redirect hops) meets the real
// check. REBIND_NAME answers a public address to the checks and 127.0.0.1 to the connection. Chromium's
// own resolver would send both names to 127.0.0.1 (--host-resolver-rules): it must never be asked.
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
    let rebindAnswers = 0;
    const guard = new UrlGuard({
      allowPrivate: false,
      lookup: (host) => {
        if (host === PUBLIC_NAME) return Promise.resolve([PUBLIC_ADDRESS]);
        // Public to the capture's early check and to the interception's check of the document; 127.0.0.1 afterwards.
        if (host === REBIND_NAME)
          return Promise.resolve([rebindAnswers++ < 2 ? PUBLIC_ADDRESS : '127.0.0.1']);
        return dnsLookup(host);
      },
    });
    browsers = new BrowserPool({
      executablePath: CHROMIUM,
      sandbox: TEST_SANDBOX,
      proxy: new GuardedProxy(guard, {
        route: (address) => (address === PUBLIC_ADDRESS ? '127.0.0.1' : address),
      }),
      logger: pino({ level: 'silent' }),
      extraArgs: [`--host-resolver-rules=MAP ${PUBLIC_NAME} 127.0.0.1, MAP ${REBIND_NAME} 127.0.0.1`],
    });
    capture = new PageCapture(browsers, guard, 20_000);
  }, 30_000);

  afterAll(async () => {
    await browsers?.close();
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("stores HTML, a full-page PNG and a PDF, and blocks the page's request to a loopback address", async () => {
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

  it("guards workers too: a worker's WebSocket and fetch to a loopback server never reach it", async () => {
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
    const error = await capture
      .capture(`http://${PUBLIC_NAME}:${server.port}/redirect-to-private`, paths)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BlockedUrl);
    expect((error as Error).message).toBe(NOT_PUBLIC);
    expect(server.hits).toContain('/redirect-to-private');
    expect(server.hits).not.toContain('/secret');
  }, 60_000);

  it('connects to the address it checked: a host answering public to the checks and loopback to the connection is refused', async () => {
    const paths = await files.prepare(1, 'job-rebind');
    const before = server.hits.length;
    const error = await capture
      .capture(`http://${REBIND_NAME}:${server.port}/page?rebind`, paths)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BlockedUrl);
    expect((error as Error).message).toBe(NOT_PUBLIC);
    expect(server.hits.slice(before)).not.toContain('/page?rebind');
  }, 60_000);

  it("fails a site that cannot be reached with the network error, not a capture of the proxy's answer", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const paths = await files.prepare(1, 'job-unreachable');
    await expect(capture.capture(`http://${PUBLIC_NAME}:${port}/`, paths)).rejects.toThrow(
      /net::ERR_CONNECTION_REFUSED/,
    );
  }, 60_000);

  it('refuses a private URL before the browser sees it', async () => {
    const paths = await files.prepare(1, 'job-private');
    await expect(capture.capture(`http://127.0.0.1:${server.port}/secret`, paths)).rejects.toThrow(
      NOT_PUBLIC,
    );
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

  it('outside production, runs Chromium sandboxed where it can, and otherwise says why in one log line', async () => {
    const lines: string[] = [];
    const pool = new BrowserPool({
      executablePath: CHROMIUM,
      sandbox: TEST_SANDBOX,
      logger: pino({ level: 'info' }, { write: (line: string) => lines.push(line) }),
    });
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
        expect(warnings).toEqual([
          expect.objectContaining({
            msg: expect.stringMatching(/WITHOUT its sandbox/),
            reason: expect.any(String),
          }),
        ]);
        if (process.getuid?.() === 0) expect(warnings[0].reason).toMatch(/running as root/);
      }
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('in production, refuses to run Chromium without its sandbox unless CHROMIUM_NO_SANDBOX is set', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const strict = new BrowserPool({
      executablePath: CHROMIUM,
      sandbox: { production: true, optOut: false },
      logger,
    });
    try {
      const started = await strict.get().then(
        () => undefined,
        (error: Error) => error,
      );
      // As root Chromium cannot have its sandbox, so production must refuse; elsewhere it runs sandboxed.
      if (process.getuid?.() === 0) expect(started?.message).toMatch(/sandbox.*set CHROMIUM_NO_SANDBOX=true/);
      else expect(strict.sandbox).toBe(true);
    } finally {
      await strict.close();
    }
    const optedOut = new BrowserPool({
      executablePath: CHROMIUM,
      sandbox: { production: true, optOut: true },
      logger,
    });
    try {
      expect((await optedOut.get()).process()!.spawnargs).toContain('--no-sandbox');
      const warnings = lines.map((line) => JSON.parse(line)).filter((entry) => entry.level === 40);
      expect(warnings).toEqual([
        expect.objectContaining({
          msg: expect.stringMatching(/WITHOUT its sandbox/),
          reason: 'CHROMIUM_NO_SANDBOX=true',
        }),
      ]);
    } finally {
      await optedOut.close();
    }
  }, 60_000);

  it("removes a user's whole folder", async () => {
    await files.prepare(9, 'job-x');
    await files.removeUser(9);
    expect(() => readFileSync(join(root, '9'))).toThrow(/ENOENT/);
  });

  it('names the fix when Chromium is not installed', async () => {
    const absent = new BrowserPool({
      executablePath: join(root, 'no-chromium'),
      sandbox: TEST_SANDBOX,
      logger: pino({ level: 'silent' }),
    });
    expect(absent.missingBrowser()).toMatch(
      /Chromium not found at .*no-chromium: install it .*CHROMIUM_PATH/,
    );
    await expect(absent.get()).rejects.toThrow(/Chromium not found/);
  });
});
