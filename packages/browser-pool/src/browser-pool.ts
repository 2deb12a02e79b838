import { existsSync } from 'node:fs';
import type { Browser } from 'puppeteer-core';
import type { Logger } from 'pino';
import { sandboxRule, SandboxUnavailable, type SandboxRule, type SandboxSettings } from './sandbox-rule.js';

/** Chromium's flags for headless capture on a server (see STACK.md); the sandbox is decided at launch. */
const CHROMIUM_FLAGS = [
  '--headless',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A proxy every request of the browser goes through (see @platform/url-guard's GuardedProxy). */
export interface LaunchProxy {
  chromiumArgs(): Promise<string[]>;
  close(): Promise<void>;
}

export interface BrowserPoolOptions {
  executablePath: string;
  logger: Logger;
  /** Whether Chromium may run without its sandbox: see sandboxRule. */
  sandbox: SandboxSettings;
  /** Flags beyond CHROMIUM_FLAGS. */
  extraArgs?: string[];
  /** Started before the first launch, closed with the pool. */
  proxy?: LaunchProxy;
}

/**
 * One Chromium shared by every page this process renders: launched on first use (a process that never
 * renders a page never starts a browser), launched again when it disconnects or dies, closed on shutdown.
 */
export class BrowserPool {
  private browser: Promise<Browser> | undefined;
  private closed = false;
  /** Decided by the first launch: whether Chromium runs with its sandbox here. */
  private sandboxed: boolean | undefined;

  constructor(private readonly options: BrowserPoolOptions) {}

  async get(): Promise<Browser> {
    if (this.closed) throw new Error('The browser is shut down');
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
    await browser
      ?.close()
      .catch((err: Error) => this.options.logger.warn({ err: err.message }, 'closing the browser failed'));
    await this.options.proxy?.close();
  }

  /** Why captures cannot run here, or undefined when the browser binary is in place. */
  missingBrowser(): string | undefined {
    if (existsSync(this.options.executablePath)) return undefined;
    return `Chromium not found at ${this.options.executablePath}: install it (Debian: apt-get install chromium) or set CHROMIUM_PATH`;
  }

  /** Whether the browser runs sandboxed; undefined until the first launch has decided. */
  get sandbox(): boolean | undefined {
    return this.sandboxed;
  }

  private async start(sandbox: boolean): Promise<Browser> {
    // The Chromium driver loads with the first capture: most processes never capture a page.
    const { default: puppeteer } = await import('puppeteer-core');
    const proxyArgs = (await this.options.proxy?.chromiumArgs()) ?? [];
    return puppeteer.launch({
      executablePath: this.options.executablePath,
      headless: true,
      args: [
        ...CHROMIUM_FLAGS,
        ...(sandbox ? [] : ['--no-sandbox']),
        ...proxyArgs,
        ...(this.options.extraArgs ?? []),
      ],
      // Shutdown is ours: Chromium must not die with a signal before its captures are settled.
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
  }

  /**
   * By sandboxRule: sandboxed where required (production refuses to go on without, unless
   * CHROMIUM_NO_SANDBOX=true), unsandboxed as root in development and test, and elsewhere sandboxed
   * when Chromium can. Running without is said once in the log with the reason. Decided by the first
   * launch; relaunches reuse the decision.
   */
  private async startDeciding(): Promise<Browser> {
    if (this.sandboxed !== undefined) return this.start(this.sandboxed);
    const rule: SandboxRule = sandboxRule(this.options.sandbox);
    if (rule.launch === 'unsandboxed') {
      const browser = await this.start(false);
      this.sandboxed = false;
      this.options.logger.warn({ reason: rule.reason }, 'browser runs WITHOUT its sandbox');
      return browser;
    }
    try {
      const browser = await this.start(true);
      this.sandboxed = true;
      return browser;
    } catch (error) {
      const reason = sandboxRefusal(error as Error);
      if (rule.onFailure === 'refuse') throw new SandboxUnavailable(reason);
      const browser = await this.start(false);
      this.sandboxed = false;
      this.options.logger.warn(
        { reason },
        'browser runs WITHOUT its sandbox: Chromium could not start sandboxed here',
      );
      return browser;
    }
  }

  private launch(): Promise<Browser> {
    const missing = this.missingBrowser();
    // A clear reason in failedJobs instead of puppeteer's spawn error.
    if (missing) return Promise.reject(new Error(missing));
    const launching = this.startDeciding().then((browser) => {
      this.options.logger.info({ pid: browser.process()?.pid, sandbox: this.sandboxed }, 'browser launched');
      browser.once('disconnected', () => {
        if (this.browser === launching) this.browser = undefined;
        if (!this.closed) this.options.logger.warn('browser disconnected; the next use launches a new one');
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

/** Why Chromium would not start sandboxed, in one line. */
function sandboxRefusal(error: Error): string {
  if (process.getuid?.() === 0)
    return 'running as root, where Chromium refuses its sandbox (run the process as an unprivileged user to get it)';
  const line =
    error.message.split('\n').find((text) => /sandbox|namespace/i.test(text)) ?? error.message.split('\n')[0];
  return line.trim().slice(0, 300);
}
