import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CliHarness } from './cli-harness.js';

const cli = new CliHarness();
beforeAll(() => cli.build());
afterAll(() => cli.cleanup());

describe('mfm config', () => {
  it('reads every spec key with its default', () => {
    expect(cli.json(['config'])).toEqual({
      max_bytes: 16384,
      max_db_mb: 512,
      allow_secrets: false,
      notify: false,
      embedder: 'hash',
      evict_mode: 'fifo',
      cap_by_app: {},
      cap_by_tag: {},
      allow_pdf: false,
      allow_images: false,
      auto_summary_cmd: '',
      auto_tag_cmd: '',
      helper_rewrite_cmd: '',
      helper_shorten_cmd: '',
      helper_extract_cmd: '',
      e5_model_dir: '',
    });
  });

  it('sets values with --set KEY VALUE and the positional KEY VALUE form', () => {
    expect(cli.run(['config', '--set', 'evict_mode', 'tiered']).stdout).toBe('evict_mode=tiered\n');
    expect(cli.run(['config', '--get', 'evict_mode']).stdout).toBe('evict_mode=tiered\n');
    expect(cli.run(['config', 'notify', 'on']).stdout).toBe('notify=true\n');
    expect(cli.json(['config', 'cap_by_app', '{"Slack": 50}'])).toEqual({
      key: 'cap_by_app',
      value: { slack: 50 },
    });
  });

  it('refuses a bad value with exit 2 and names the allowed values', () => {
    const result = cli.run(['config', '--set', 'embedder', 'word2vec']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('allowed: hash, e5-small');
    expect(cli.run(['config', '--set', 'max_bytes', '-5']).stderr).toContain('an integer from 1 to');
    expect(cli.run(['config', '--set', 'allow_pdf', 'maybe']).stderr).toContain('true or false');
  });

  it('refuses an unknown key with exit 2', () => {
    expect(cli.run(['config', '--get', 'colour'])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('known keys: max_bytes'),
    });
  });

  it('refuses e5-small with a clear message when no local model folder is configured', () => {
    const result = cli.run(['config', '--set', 'embedder', 'e5-small']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('e5_model_dir');
    expect(cli.json(['config', 'embedder']).value).toBe('hash');
  });
});

describe('curating clips', () => {
  let id: number;
  beforeAll(() => {
    id = cli.capture('clip to curate').id;
  });

  it('pins with --on/--off/--toggle or the positional form', () => {
    expect(cli.json(['pin', '--id', String(id), '--on'])).toEqual({ id, pinned: true });
    expect(cli.json(['pin', String(id), 'toggle'])).toEqual({ id, pinned: false });
    expect(cli.json(['pin', String(id)])).toEqual({ id, pinned: true });
    expect(cli.run(['pin', String(id), '--on', '--off']).code).toBe(2);
  });

  it('adds, lists and removes tags (stored lower-case)', () => {
    expect(cli.json(['tags', String(id), '--add', 'Work']).tags).toEqual(['work']);
    expect(cli.json(['tags', '--list-all']).tags).toEqual([{ name: 'work', count: 1 }]);
    expect(cli.json(['tags', '--id', String(id), '--remove', 'work']).tags).toEqual([]);
  });

  it('adds notes and shows them', () => {
    cli.run(['note', String(id), 'check', 'this', 'later']);
    const { notes } = cli.json(['note', '--id', String(id), '--text', 'second']);
    expect(notes.map((n: any) => n.note)).toEqual(['check this later', 'second']);
  });

  it('deletes a clip, then reports it missing with exit 1', () => {
    expect(cli.run(['delete', '--id', String(id)]).code).toBe(0);
    expect(cli.run(['delete', String(id)]).code).toBe(1);
  });

  it('purges by keep-last and requires a criterion', () => {
    for (const text of ['p1', 'p2', 'p3']) cli.capture(text);
    expect(cli.json(['purge', '--keep-last', '1'])).toEqual({ purged: 2 });
    expect(cli.run(['purge']).code).toBe(2);
  });

  it('pauses and resumes capture', () => {
    expect(cli.json(['pause', '--toggle'])).toEqual({ paused: true });
    expect(cli.json(['pause'])).toEqual({ paused: true });
    expect(cli.json(['pause', '--off'])).toEqual({ paused: false });
  });

  it('manages the blocklist', () => {
    cli.run(['blocklist', '--add', 'KeePassXC']);
    expect(cli.json(['blocklist', 'list'])).toEqual({ blocklist: ['keepassxc'] });
    expect(cli.json(['blocklist', 'remove', 'keepassxc'])).toEqual({ blocklist: [] });
  });
});

describe('backup and restore', () => {
  it('restores a backup and keeps the replaced database as mfm.bak', () => {
    cli.capture('kept in the backup');
    const backup = join(cli.home, 'snapshot.db');
    expect(cli.run(['backup', '--path', backup]).code).toBe(0);
    cli.capture('only after the backup');
    const restored = cli.json(['restore', '--path', backup]);
    expect(restored).toMatchObject({ previous_kept_at: join(cli.home, 'mfm.bak') });
    expect(existsSync(join(cli.home, 'mfm.bak'))).toBe(true);
    const contents = cli.json(['recent']).items.map((c: any) => c.content);
    expect(contents).toContain('kept in the backup');
    expect(contents).not.toContain('only after the backup');
  });

  it('refuses a file that is not an mfm database and changes nothing', () => {
    const bogus = join(cli.home, 'notes.txt');
    writeFileSync(bogus, 'hello');
    const before = cli.json(['stats']).clips;
    const result = cli.run(['restore', bogus]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('is not an mfm database');
    expect(cli.json(['stats']).clips).toBe(before);
  });
});

describe('command line conventions', () => {
  const commands = [
    'init',
    'capture',
    'ingest-file',
    'pause',
    'blocklist',
    'config',
    'recent',
    'search',
    'semantic-search',
    'related',
    'show',
    'stats',
    'status',
    'about',
    'export',
    'export-md',
    'pin',
    'tags',
    'note',
    'delete',
    'purge',
    'backup',
    'restore',
  ];

  it.each(commands)('%s has --help', (name) => {
    const result = cli.run([name, '--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Usage: mfm ${name}`);
  });

  it('exits 2 on usage errors: unknown command, bad option value, missing argument', () => {
    expect(cli.run(['frobnicate']).code).toBe(2);
    expect(cli.run(['recent', '--limit', 'ten']).code).toBe(2);
    expect(cli.run(['search']).code).toBe(2);
  });

  it('has a launcher that asks for the build when the bundle is missing', () => {
    const bin = join(cli.home, 'pkg', 'bin');
    mkdirSync(bin, { recursive: true });
    copyFileSync(fileURLToPath(new URL('../bin/mfm.js', import.meta.url)), join(bin, 'mfm.js'));
    const result = spawnSync(process.execPath, [join(bin, 'mfm.js'), 'recent'], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('npm run build:mfm');
  });

  it("registers every command of the spec's list", () => {
    const help = cli.run(['--help']).stdout;
    const spec = [
      'init',
      'capture',
      'watch',
      'pause',
      'ingest-file',
      'ingest-transcript',
      'watch-inbox',
      'recent',
      'search',
      'semantic-search',
      'related',
      'show',
      'copy',
      'history',
      'stats',
      'status',
      'config',
      'tags',
      'note',
      'pin',
      'delete',
      'purge',
      'export',
      'export-md',
      'recap',
      'topics',
      'palette',
      'context',
      'rewrite',
      'shorten',
      'extract',
      'blocklist',
      'sync',
      'federate-export',
      'federate-import',
      'federate-push',
      'backup',
      'restore',
      'serve',
      'about',
    ];
    for (const name of spec) expect(help).toMatch(new RegExp(`^  ${name} `, 'm'));
  });
});
