import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CliHarness } from './cli-harness.js';

const cli = new CliHarness();
const ids: Record<string, number> = {};

beforeAll(async () => {
  await cli.build();
  ids.deploy = cli.capture('kubectl rollout restart deploy/api', '--app', 'Terminal', '--tag', 'ops').id;
  ids.invoice = cli.capture('invoice 2024-117 for ACME', '--app', 'Mail', '--tag', 'billing').id;
  ids.logs = cli.capture('tail -f /var/log/api.log', '--app', 'Terminal', '--tag', 'ops').id;
  ids.fence = cli.capture('```js\nconsole.log(1)\n```', '--app', 'Code').id;
  cli.capture('kubectl rollout restart deploy/api', '--app', 'Slack'); // a repeat sighting from another app
  cli.run(['pin', String(ids.invoice)]);
}, 60_000);
afterAll(() => cli.cleanup());

describe('mfm history', () => {
  it('lists every sighting of a clip with the application of each, newest first', () => {
    const { items } = cli.json(['history', '--id', String(ids.deploy)]);
    expect(items.map((e: any) => e.source_app)).toEqual(['Slack', 'Terminal']);
  });

  it('without an id lists sightings of all clips, and fails for an unknown clip', () => {
    expect(cli.json(['history', '--limit', '3']).items).toHaveLength(3);
    expect(cli.run(['history', '999']).code).toBe(1);
  });
});

describe('mfm recap', () => {
  it('counts new clips, sightings, applications and tags, and ranks the most-seen clip first', () => {
    const recap = cli.json(['recap', '--minutes', '30']);
    expect(recap).toMatchObject({ minutes: 30, new_clips: 4, sightings: 5 });
    expect(recap.by_app[0]).toEqual({ app: 'Terminal', count: 2 });
    expect(recap.by_tag).toEqual([
      { tag: 'ops', count: 2 },
      { tag: 'billing', count: 1 },
    ]);
    expect(recap.top[0]).toMatchObject({ id: ids.deploy, sightings: 2 });
  });
});

describe('mfm topics', () => {
  it('groups by tag, largest first, untagged clips in their own group', () => {
    const { groups } = cli.json(['topics']);
    expect(groups.map((g: any) => [g.name, g.count])).toEqual([
      ['ops', 2],
      ['billing', 1],
      ['untagged', 1],
    ]);
  });

  it('groups by application with --by app, honouring --limit and --per-group', () => {
    const { groups } = cli.json(['topics', '--by', 'app', '--limit', '1', '--per-group', '1']);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ name: 'Terminal', count: 2 });
    expect(groups[0].items.map((c: any) => c.id)).toEqual([ids.logs]);
    expect(cli.run(['topics', '--by', 'colour']).code).toBe(2);
  });
});

describe('mfm context', () => {
  it('prints {"items": [...]} with --json, filtered by app and pins', () => {
    expect(cli.json(['context', '--app', 'terminal']).items.map((c: any) => c.id)).toEqual([
      ids.logs,
      ids.deploy,
    ]);
    expect(cli.json(['context', '--pins-only']).items.map((c: any) => c.id)).toEqual([ids.invoice]);
  });

  it('puts pinned clips first, then the newest, as the HTTP API and the bridge do', () => {
    expect(cli.json(['context', '--limit', '3']).items.map((c: any) => c.id)).toEqual([
      ids.invoice,
      ids.fence,
      ids.logs,
    ]);
  });

  it('renders Markdown whose fences survive clips that contain fences', () => {
    const markdown = cli.run(['context', '--app', 'Code']).stdout;
    expect(markdown).toContain('# Clipboard context (1 clip; app Code)');
    expect(markdown).toContain('````\n```js\nconsole.log(1)\n```\n````');
  });
});

describe('mfm rewrite / shorten / extract', () => {
  it('refuses with a clear message while the helper setting is empty', () => {
    const result = cli.run(['rewrite', String(ids.deploy)]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('helper_rewrite_cmd is not set');
  });

  it('pipes a clip through the helper and prints its output', () => {
    cli.run(['config', '--set', 'helper_rewrite_cmd', 'tr a-z A-Z']);
    expect(cli.run(['rewrite', '--id', String(ids.invoice)]).stdout).toBe('INVOICE 2024-117 FOR ACME\n');
  });

  it('takes text piped on stdin and, with --save, stores the output as a new tagged clip', () => {
    cli.run(['config', '--set', 'helper_extract_cmd', "grep -o '[0-9-]*-[0-9]*'"]);
    const result = cli.json(['extract', '--save'], { input: 'see invoice 2024-118 today' });
    expect(result).toMatchObject({
      kind: 'extract',
      source_id: null,
      output: '2024-118',
      saved_id: expect.any(Number),
    });
    expect(cli.json(['show', String(result.saved_id)])).toMatchObject({
      content: '2024-118',
      tags: ['extract'],
      source_app: 'mfm',
    });
  });

  it('stops a helper that runs past --timeout', () => {
    cli.run(['config', '--set', 'helper_shorten_cmd', 'sleep 5']);
    const started = Date.now();
    const result = cli.run(['shorten', String(ids.deploy), '--timeout', '0.3']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('timed out');
    expect(Date.now() - started).toBeLessThan(4000);
  });
});

describe('mfm palette', () => {
  it('refuses to run without a terminal and says what to use instead', () => {
    const result = cli.run(['palette']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('needs a terminal');
  });
});

describe('command line conventions (later commands)', () => {
  const commands = [
    'watch',
    'watch-inbox',
    'ingest-transcript',
    'copy',
    'history',
    'recap',
    'topics',
    'palette',
    'context',
    'rewrite',
    'shorten',
    'extract',
    'federate-export',
    'federate-import',
    'federate-push',
    'sync',
    'serve',
    'bridge',
  ];

  it.each(commands)('%s has --help', (name) => {
    const result = cli.run([name, '--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Usage: mfm ${name}`);
  });
});
