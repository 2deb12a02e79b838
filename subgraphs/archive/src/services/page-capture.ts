import { writeFile } from 'node:fs/promises';
import type { CDPSession, HTTPRequest, Page } from 'puppeteer-core';
import type { Protocol } from 'devtools-protocol';
import type { BrowserPool } from '@platform/browser-pool';
import {
  BlockedUrl,
  NOT_PUBLIC_MESSAGE,
  REFUSED_HEADER,
  UPSTREAM_ERROR_HEADER,
  type UrlGuard,
} from '@platform/url-guard';

/** Where one capture writes its three files (absolute paths). */
export interface CaptureFiles {
  htmlPath: string;
  screenshotPath: string;
  pdfPath: string;
}

export interface CaptureResult {
  /** The DOM as serialised after load (page.content()), also written to htmlPath. */
  html: string;
  /** Requests the guard refused while the page loaded (subresources; a refused document fails the capture). */
  blocked: string[];
}

/**
 * APIs that open connections outside request interception (WebSocket, WebRTC, WebTransport) or start
 * scripts outside the page's guarded targets (shared workers): removed before any script of a page
 * or of a worker runs, so neither can reach an internal service through them.
 */
const REMOVE_UNGUARDED_APIS = () => {
  for (const name of [
    'WebSocket',
    'RTCPeerConnection',
    'webkitRTCPeerConnection',
    'WebTransport',
    'SharedWorker',
  ]) {
    try {
      delete (globalThis as Record<string, unknown>)[name];
    } catch {
      // not deletable in this frame; nothing to do
    }
  }
};

/** Captures a page with the shared Chromium: full HTML, a full-page PNG and a PDF. */
export class PageCapture {
  constructor(
    private readonly browsers: BrowserPool,
    private readonly guard: UrlGuard,
    private readonly timeoutMs: number,
  ) {}

  async capture(url: string, files: CaptureFiles): Promise<CaptureResult> {
    await this.guard.check(url);
    const browser = await this.browsers.get();
    // A fresh incognito context per capture: no cookies or storage carried between users' pages.
    const context = await browser.createBrowserContext();
    let deadline: NodeJS.Timeout | undefined;
    try {
      const page = await context.newPage();
      const guarded = await this.guardRequests(page);
      await this.guardWorkers(page);
      const work = this.load(page, url, files, guarded);
      // goto has its own limit; this one also bounds the screenshot and the PDF of a pathological page.
      const timedOut = new Promise<never>((_, reject) => {
        deadline = setTimeout(
          () => reject(new Error(`Capture of ${url} took longer than ${2 * this.timeoutMs} ms`)),
          2 * this.timeoutMs,
        );
      });
      return await Promise.race([work, timedOut]);
    } finally {
      clearTimeout(deadline);
      await context.close().catch(() => undefined);
    }
  }

  private async load(
    page: Page,
    url: string,
    files: CaptureFiles,
    guarded: { blocked: string[]; document: () => string | undefined },
  ) {
    page.setDefaultTimeout(this.timeoutMs);
    await page.setViewport({ width: 1280, height: 800 });
    try {
      const response = await page.goto(url, { waitUntil: 'load', timeout: this.timeoutMs });
      // The browser's proxy refused the address the document's host resolved to when it connected.
      if (response?.headers()[REFUSED_HEADER]) throw new BlockedUrl(NOT_PUBLIC_MESSAGE, url);
      // The proxy could not reach the site: fail as Chromium fails a direct connection, not with a capture of a 502.
      const unreachable = response?.headers()[UPSTREAM_ERROR_HEADER];
      if (unreachable) throw new Error(`net::${unreachable} at ${url}`);
    } catch (error) {
      if (error instanceof BlockedUrl) throw error;
      // The guard refused the document itself (the URL or a redirect hop): say why, not ERR_BLOCKED_BY_CLIENT.
      const refused = guarded.document();
      if (refused) throw new BlockedUrl(refused, url);
      throw error;
    }
    const refused = guarded.document();
    if (refused) throw new BlockedUrl(refused, url);
    const html = await page.content();
    await writeFile(files.htmlPath, html);
    await page.screenshot({ path: files.screenshotPath as `${string}.png`, type: 'png', fullPage: true });
    await page.pdf({ path: files.pdfPath, format: 'A4', printBackground: true, timeout: this.timeoutMs });
    return { html, blocked: guarded.blocked };
  }

  /** Intercepts every request of the page and lets through only what the guard allows. */
  private async guardRequests(page: Page) {
    const blocked: string[] = [];
    let documentRefusal: string | undefined;
    await page.setBypassServiceWorker(true);
    await page.evaluateOnNewDocument(REMOVE_UNGUARDED_APIS);
    await page.setRequestInterception(true);
    // Refused by the proxy at connection time: the address changed after the interception's check.
    page.on('response', (response) => {
      if (response.headers()[REFUSED_HEADER]) blocked.push(response.url());
    });
    page.on('request', (request: HTTPRequest) => {
      void this.decide(request)
        .then((reason) => {
          if (request.isInterceptResolutionHandled()) return;
          if (reason === null) return request.continue();
          blocked.push(request.url());
          if (request.isNavigationRequest() && request.frame() === page.mainFrame())
            documentRefusal ??= reason;
          return request.abort('blockedbyclient');
        })
        .catch(() => undefined);
    });
    return { blocked, document: () => documentRefusal };
  }

  /**
   * Dedicated workers (and theirs, nested) are separate targets that evaluateOnNewDocument does not
   * reach. Each is attached paused, before its script runs (CDP auto-attach with
   * waitForDebuggerOnStart), the unguarded APIs are removed from its global scope, and only then does
   * it start. (Chromium has no Fetch domain on worker targets; their HTTP requests are paused by the
   * page's interception, see docs/security/outbound.md.)
   */
  private async guardWorkers(page: Page): Promise<void> {
    await this.attachWorkersOf(await page.createCDPSession());
  }

  private async attachWorkersOf(parent: CDPSession): Promise<void> {
    const connection = parent.connection();
    if (!connection) throw new Error('No DevTools connection to guard workers with');
    parent.on('Target.attachedToTarget', (event: Protocol.Target.AttachedToTargetEvent) => {
      const worker = connection.session(event.sessionId);
      if (worker) void this.startGuarded(worker).catch(() => undefined);
    });
    await parent.send('Target.setAutoAttach', {
      autoAttach: true,
      waitForDebuggerOnStart: true,
      flatten: true,
      filter: [{ type: 'worker', exclude: false }, { exclude: true }],
    });
  }

  private async startGuarded(worker: CDPSession): Promise<void> {
    await Promise.all([
      worker.send('Runtime.evaluate', { expression: `(${REMOVE_UNGUARDED_APIS.toString()})()` }),
      this.attachWorkersOf(worker),
    ]);
    await worker.send('Runtime.runIfWaitingForDebugger');
  }

  private async decide(request: HTTPRequest): Promise<string | null> {
    try {
      return await this.guard.verdict(request.url());
    } catch (error) {
      return `Cannot check ${request.url()}: ${(error as Error).message}`;
    }
  }
}
