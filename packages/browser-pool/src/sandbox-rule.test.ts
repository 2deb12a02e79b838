import { describe, expect, it } from '@jest/globals';
import { sandboxRule, sandboxSettings, SandboxUnavailable } from './sandbox-rule.js';

describe('Chromium sandbox rule', () => {
  it('in production requires the sandbox, as root too: a failed sandboxed launch is refused, never retried without', () => {
    expect(sandboxRule({ production: true, optOut: false, root: false })).toEqual({
      launch: 'sandboxed',
      onFailure: 'refuse',
    });
    expect(sandboxRule({ production: true, optOut: false, root: true })).toEqual({
      launch: 'sandboxed',
      onFailure: 'refuse',
    });
  });

  it('runs without the sandbox only when CHROMIUM_NO_SANDBOX=true says so, in production or not', () => {
    expect(sandboxRule({ production: true, optOut: true, root: false })).toEqual({
      launch: 'unsandboxed',
      reason: 'CHROMIUM_NO_SANDBOX=true',
    });
    expect(sandboxRule({ production: false, optOut: true, root: false })).toEqual({
      launch: 'unsandboxed',
      reason: 'CHROMIUM_NO_SANDBOX=true',
    });
  });

  it('outside production runs without the sandbox as root, and elsewhere tries it first', () => {
    expect(sandboxRule({ production: false, optOut: false, root: true })).toEqual({
      launch: 'unsandboxed',
      reason: expect.stringMatching(/running as root/),
    });
    expect(sandboxRule({ production: false, optOut: false, root: false })).toEqual({
      launch: 'sandboxed',
      onFailure: 'fallback',
    });
  });

  it('reads NODE_ENV and CHROMIUM_NO_SANDBOX from the validated configuration', () => {
    expect(sandboxSettings({ NODE_ENV: 'production', CHROMIUM_NO_SANDBOX: false })).toEqual({
      production: true,
      optOut: false,
    });
    expect(sandboxSettings({ NODE_ENV: 'test', CHROMIUM_NO_SANDBOX: true })).toEqual({
      production: false,
      optOut: true,
    });
  });

  it('names the setting that opts out in its refusal', () => {
    expect(new SandboxUnavailable('No usable sandbox!').message).toMatch(
      /No usable sandbox!.*set CHROMIUM_NO_SANDBOX=true/,
    );
  });
});
