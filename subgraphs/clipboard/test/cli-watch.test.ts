import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ChildProcess } from 'node:child_process';
import { CliHarness } from './cli-harness.js';
import { missingXTools, XDisplay } from './x-display.js';

// Drives the built CLI against a real X clipboard (Xvfb + xclip): what `mfm watch` does on a Linux desktop.
const missing = missingXTools();
if (missing.length)
  console.warn(
    `cli-watch tests skipped: ${missing.join(', ')} not installed (Debian: apt install xvfb xclip xdotool x11-utils)`,
  );
const describeX = missing.length ? describe.skip : describe;

describeX('mfm watch on an X11 clipboard', () => {
  const cli = new CliHarness();
  const x = new XDisplay();
  let watch: ChildProcess;
  let log = '';

  async function until<T>(what: string, probe: () => T | undefined | false, timeoutMs = 8000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = probe();
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; watch log:\n${log}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const recent = () =>
    cli.json(['recent', '--limit', '50']).items as Array<{
      id: number;
      content: string;
      source_app: string;
      window_title: string;
    }>;
  const logLines = (needle: string) => log.split('\n').filter((l) => l.includes(needle)).length;

  beforeAll(async () => {
    await Promise.all([cli.build(), x.start()]);
    x.setClipboard('first clip from the X clipboard');
    watch = cli.start(['watch', '--interval', '0.2'], { env: x.env });
    watch.stdout!.setEncoding('utf8').on('data', (chunk: string) => (log += chunk));
    watch.stderr!.setEncoding('utf8').on('data', (chunk: string) => (log += chunk));
  }, 60_000);

  afterAll(() => {
    if (watch && watch.exitCode === null) watch.kill('SIGKILL');
    x.stop();
    cli.cleanup();
  });

  it('stores what is on the clipboard, with the frontmost window', async () => {
    const clip = await until('the first clip', () =>
      recent().find((c) => c.content === 'first clip from the X clipboard'),
    );
    // No window has the focus yet, so the application is unknown rather than guessed.
    expect(clip.source_app).toBe('unknown');
    await x.openFocusedWindow('notes-editor', 'Meeting notes');
    x.setClipboard('second clip, copied in the notes window');
    const second = await until('the second clip', () =>
      recent().find((c) => c.content.startsWith('second clip')),
    );
    expect(second).toMatchObject({ source_app: 'Xmessage', window_title: 'Meeting notes' });
    await until('the log line', () => /saved #\d+ \[Xmessage\] second clip/.test(log));
  }, 30_000);

  it('skips secrets (an AWS access key, a GitHub token) and never logs their content', async () => {
    x.setClipboard('aws key AKIAIOSFODNN7EXAMPLE for prod');
    await until('the AWS key skip', () => logLines('secret (aws-access-key-id)') === 1);
    x.setClipboard(`token ghp_${'Zx9'.repeat(12)}`);
    await until('the GitHub token skip', () => logLines('secret (github-token)') === 1);
    expect(recent().some((c) => c.content.includes('AKIA') || c.content.includes('ghp_'))).toBe(false);
    expect(log).not.toContain('AKIAIOSFODNN7EXAMPLE');
  }, 30_000);

  it('skips clips copied while a blocklisted application is in front', async () => {
    expect(cli.run(['blocklist', 'add', 'vaultapp']).code).toBe(0);
    await x.openFocusedWindow('vaultapp', 'Password Vault');
    x.setClipboard('hunter2 copied from the vault');
    await until('the blocklist skip', () => logLines('blocklisted-app (vaultapp)') === 1);
    expect(recent().some((c) => c.content.includes('hunter2'))).toBe(false);
  }, 30_000);

  it('logs a repeat sighting instead of storing the same content twice', async () => {
    await x.openFocusedWindow('notes-editor', 'Second notes');
    const before = recent().length;
    x.setClipboard('first clip from the X clipboard');
    await until('the repeat', () => logLines('(sighting logged)') === 1);
    expect(recent()).toHaveLength(before);
    const first = recent().find((c) => c.content === 'first clip from the X clipboard')!;
    expect(cli.json(['history', String(first.id)]).items).toHaveLength(2);
  }, 30_000);

  it('reads nothing while paused and does not store what was copied during the pause', async () => {
    cli.run(['pause', '--on']);
    await until('the pause', () => log.includes('capture paused'));
    x.setClipboard('copied while paused');
    await new Promise((r) => setTimeout(r, 600));
    cli.run(['pause', '--off']);
    await until('the resume', () => log.includes('capture resumed'));
    x.setClipboard('copied after resuming');
    await until('the clip after resuming', () => recent().find((c) => c.content === 'copied after resuming'));
    expect(recent().some((c) => c.content === 'copied while paused')).toBe(false);
  }, 30_000);

  it('copy puts a stored clip back on the clipboard, and watch counts it as a sighting', async () => {
    const clip = recent().find((c) => c.content.startsWith('second clip'))!;
    const sightings = logLines('(sighting logged)');
    expect(cli.run(['copy', '--id', String(clip.id)], { env: x.env }).code).toBe(0);
    expect(x.getClipboard()).toBe(clip.content);
    await until('the sighting of the copied clip', () => logLines('(sighting logged)') === sightings + 1);
  }, 30_000);

  it('exits cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => watch.once('exit', (code) => resolve(code)));
    watch.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(log).toContain('stopped');
  }, 15_000);
});

describe('mfm watch without a display', () => {
  const cli = new CliHarness();
  beforeAll(() => cli.build(), 60_000);
  afterAll(() => cli.cleanup());

  it('logs the clipboard read failure once and keeps running until stopped', async () => {
    const child = cli.start(['watch', '--interval', '0.1'], { env: { DISPLAY: '', WAYLAND_DISPLAY: '' } });
    let out = '';
    child.stdout!.setEncoding('utf8').on('data', (c: string) => (out += c));
    const deadline = Date.now() + 10_000;
    // Signal handlers are installed when the command starts; the first read failure shows it has.
    while (!out.includes('clipboard read failed') && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 800)); // several more failing ticks
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(out.match(/clipboard read failed/g)).toHaveLength(1);
    // The real cause, not clipboardy's advice to install xsel (which xclip users already answered).
    expect(out).toMatch(/clipboard read failed: no display: neither DISPLAY nor WAYLAND_DISPLAY is set/);
    expect(out).not.toContain('xsel');
  }, 20_000);
});
