/** What decides whether Chromium may run without its sandbox. */
export interface SandboxSettings {
  /** NODE_ENV=production: the sandbox is required unless `optOut`. */
  production: boolean;
  /** CHROMIUM_NO_SANDBOX=true: run without the sandbox on purpose (for example in a container that cannot give Chromium one). */
  optOut: boolean;
  /** Whether this process runs as root, where Chromium refuses its sandbox; defaults to the real uid. */
  root?: boolean;
}

export type SandboxRule =
  /** Launch sandboxed; if Chromium cannot, `refuse` stops with SandboxUnavailable, `fallback` relaunches without and warns. */
  | { launch: 'sandboxed'; onFailure: 'refuse' | 'fallback' }
  /** Launch with --no-sandbox at once, saying `reason` once in the log. */
  | { launch: 'unsandboxed'; reason: string };

/** The setting that lets a deployment run Chromium without its sandbox. */
export const NO_SANDBOX_SETTING = 'CHROMIUM_NO_SANDBOX';

export function sandboxRule(settings: SandboxSettings): SandboxRule {
  if (settings.optOut) return { launch: 'unsandboxed', reason: `${NO_SANDBOX_SETTING}=true` };
  // Production never falls back on its own: a browser rendering strangers' pages is the most exposed process there is.
  if (settings.production) return { launch: 'sandboxed', onFailure: 'refuse' };
  if (settings.root ?? process.getuid?.() === 0) {
    return {
      launch: 'unsandboxed',
      reason:
        'running as root, where Chromium refuses its sandbox (development and test only; production refuses this)',
    };
  }
  return { launch: 'sandboxed', onFailure: 'fallback' };
}

/** Chromium would not start sandboxed and this deployment requires the sandbox. */
export class SandboxUnavailable extends Error {
  constructor(reason: string) {
    super(
      `Chromium could not start with its sandbox (${reason}). Run it as an unprivileged user where user namespaces are available, ` +
        `or set ${NO_SANDBOX_SETTING}=true to run it without the sandbox on purpose`,
    );
  }
}

/** The sandbox settings of a process's validated configuration. */
export const sandboxSettings = (config: {
  NODE_ENV: string;
  CHROMIUM_NO_SANDBOX: boolean;
}): SandboxSettings => ({
  production: config.NODE_ENV === 'production',
  optOut: config.CHROMIUM_NO_SANDBOX,
});
