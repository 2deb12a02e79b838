import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CliHarness } from './cli-harness.js';

const cli = new CliHarness();
beforeAll(() => cli.build());
afterAll(() => cli.cleanup());

describe('mfm capture (the pipeline watch uses)', () => {
  it('saves new text with its application and window title', () => {
    const result = cli.capture(
      'kubectl rollout restart deploy/api',
      '--app',
      'Terminal',
      '--window-title',
      'prod shell',
    );
    expect(result).toEqual({ status: 'saved', id: expect.any(Number), evicted: 0 });
    const clip = cli.json(['show', String(result.id)]);
    expect(clip).toMatchObject({
      source_app: 'Terminal',
      window_title: 'prod shell',
      title: 'kubectl rollout restart deploy/api',
    });
  });

  it('skips content identical to the last capture', () => {
    cli.capture('same text twice');
    expect(cli.capture('same text twice')).toEqual({ status: 'skipped', reason: 'same-as-last' });
  });

  it('logs a repeat sighting of older content as a capture event, not a new clip', () => {
    const first = cli.capture('first sighting text', '--app', 'Notes');
    cli.capture('something in between');
    const before = cli.json(['stats']).clips;
    expect(cli.capture('first sighting text', '--app', 'Mail')).toEqual({ status: 'repeat', id: first.id });
    expect(cli.json(['stats']).clips).toBe(before);
    expect(cli.json(['show', String(first.id)]).seen.count).toBe(2);
  });

  it('skips clips over max_bytes and tells why', () => {
    cli.run(['config', '--set', 'max_bytes', '64']);
    const result = cli.capture('x'.repeat(65));
    cli.run(['config', '--set', 'max_bytes', '16384']);
    expect(result).toMatchObject({ status: 'skipped', reason: 'too-large' });
  });

  it('skips secret-looking clips unless allow_secrets is on', () => {
    const token = `ghp_${'a1B2'.repeat(9)}`;
    expect(cli.capture(`my token ${token}`)).toEqual({
      status: 'skipped',
      reason: 'secret',
      detail: 'github-token',
    });
    cli.run(['config', '--set', 'allow_secrets', 'true']);
    expect(cli.capture(`my token ${token}`).status).toBe('saved');
    cli.run(['config', '--set', 'allow_secrets', 'false']);
  });

  it('skips clips from a blocklisted application, whatever its case', () => {
    cli.run(['blocklist', 'add', '1Password']);
    expect(cli.capture('vault entry', '--app', '1PASSWORD')).toMatchObject({
      status: 'skipped',
      reason: 'blocklisted-app',
    });
    cli.run(['blocklist', '--remove', '1password']);
  });

  it('captures nothing while paused', () => {
    cli.run(['pause', '--on']);
    expect(cli.capture('while paused')).toEqual({ status: 'skipped', reason: 'paused' });
    cli.run(['pause', 'off']);
    expect(cli.capture('while paused').status).toBe('saved');
  });

  it('reads one clip per line with --ndjson and reports the counts', () => {
    const lines = [
      '{"text":"nd one","app":"A"}',
      '{"text":"nd two"}',
      '{"text":"nd two"}',
      '{"text":"   "}',
    ].join('\n');
    const summary = cli.json(['capture', '--ndjson'], { input: lines });
    expect(summary).toEqual({
      saved: 2,
      repeat: 0,
      skipped: 2,
      skipped_by_reason: { 'same-as-last': 1, empty: 1 },
    });
  });

  it('evicts the oldest clips beyond --cap', () => {
    const result = cli.capture('one clip too many', '--cap', '3');
    expect(result.evicted).toBeGreaterThan(0);
    expect(cli.json(['stats']).clips).toBe(3);
  });
});

describe('mfm ingest-file', () => {
  it('ingests the text files of a folder, skipping binary files and non-text extensions', () => {
    const dir = join(cli.home, 'docs');
    mkdirSync(join(dir, 'src'), { recursive: true });
    writeFileSync(join(dir, 'readme.md'), 'ingested readme about penguins');
    writeFileSync(join(dir, 'src', 'main.ts'), 'export const penguin = 1;');
    writeFileSync(join(dir, 'logo.txt'), Buffer.from([1, 0, 2]));
    writeFileSync(join(dir, 'image.png'), 'not text');
    const summary = cli.json(['ingest-file', dir, '--tag', 'docs']);
    expect(summary).toMatchObject({ files: 3, saved: 2, skipped: 1 });
    const items = cli.json(['recent', '--tag', 'docs']).items;
    expect(items.map((c: any) => c.title).sort()).toEqual(['main.ts', 'readme.md']);
    expect(items[0]).toMatchObject({ source_app: 'inbox', file_path: expect.stringContaining(dir) });
  });

  it('logs a repeat when the same file is ingested again (--path form)', () => {
    const result = cli.json(['ingest-file', '--path', join(cli.home, 'docs', 'readme.md')]);
    expect(result).toMatchObject({ files: 1, repeat: 1 });
  });

  it('fails with exit 1 for a missing path and exit 2 without one', () => {
    expect(cli.run(['ingest-file', join(cli.home, 'missing')]).code).toBe(1);
    expect(cli.run(['ingest-file']).code).toBe(2);
  });
});
