import { existsSync } from 'node:fs';
import type { Browser } from 'puppeteer-core';
import type { Logger } from 'pino';

/** Chromium's flags for headless capture on a server (see STACK.md). */
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface BrowserPoolOptions {
  executablePath: string;
  logger: Logger;
  /** Flags beyond CHROMIUM_FLAGS (tests map host names with --host-resolver-rules). */
  extraArgs?: string[];
}

/**
 * One Chromium shared by every capture of this process: launched on first use (a process that never
 * archives never starts a browser), launched again when it disconnects or dies, closed on shutdown.
 */
export class BrowserPool {
  private browser: Promise<Browser> | undefined;
  private closed = false;

  constructor(private readonly options: BrowserPoolOptions) {}

  async get(): Promise<Browser> {
    if (this.closed) throw new Error('The archive browser is shut down');
    const current = this.browser ?? this.launch();
    const browser = await current;
    if (browser.connected) return browser;
    // Disconnected between its last use and now, before the 'disconnected' event reached us.
    if (this.browser === current) this.browser = undefined;
    return this.get();
  }

  async close(): Promise<void> {
    this.closed = true;
    const current = this.browser;
    this.browser = undefined;
    const browser = await current?.catch(() => undefined);
    await browser?.close().catch((err: Error) => this.options.logger.warn({ err: err.message }, 'closing the archive browser failed'));
  }

  /** Why captures cannot run here, or undefined when the browser binary is in place. */
  missingBrowser(): string | undefined {
    if (existsSync(this.options.executablePath)) return undefined;
    return `Chromium not found at ${this.options.executablePath}: install it (Debian: apt-get install chromium) or set CHROMIUM_PATH`;
  }

  private launch(): Promise<Browser> {
    const missing = this.missingBrowser();
    // A clear reason in failedJobs instead of puppeteer's spawn error.
    if (missing) return Promise.reject(new Error(missing));
    // The Chromium driver loads with the first capture: most processes never capture a page.
    const launching = import('puppeteer-core')
      .then(({ default: puppeteer }) => puppeteer.launch({
        executablePath: this.options.executablePath,
        headless: true,
        args: [...CHROMIUM_FLAGS, ...(this.options.extraArgs ?? [])],
        // Shutdown is ours: Chromium must not die with a signal before its captures are settled.
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
      }))
      .then((browser) => {
        this.options.logger.info({ pid: browser.process()?.pid }, 'archive browser launched');
        browser.once('disconnected', () => {
          if (this.browser === launching) this.browser = undefined;
          if (!this.closed) this.options.logger.warn('archive browser disconnected; the next capture launches a new one');
        });
        return browser;
      });
    this.browser = launching;
    // A failed launch is not cached: the next capture (or the job's retry) tries again.
    launching.catch(() => {
      if (this.browser === launching) this.browser = undefined;
    });
    return launching;
  }
}
