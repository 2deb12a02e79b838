import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CliHarness } from './cli-harness.js';

const cli = new CliHarness();
const ids: Record<string, number> = {};

beforeAll(async () => {
  await cli.build();
  const clips: Array<[string, string, string]> = [
    ['deploy', 'deploy the billing service to production', 'Terminal'],
    ['rollback', 'rollback plan for the billing deploy', 'Slack'],
    ['recipe', 'banana bread recipe with walnuts', 'Safari'],
    ['cplus', 'compile with c++ and -O2', 'Terminal'],
  ];
  for (const [key, text, app] of clips) ids[key] = cli.capture(text, '--app', app).id;
  cli.run(['tags', String(ids.rollback), '--add', 'ops']);
  cli.run(['pin', String(ids.recipe)]);
});
afterAll(() => cli.cleanup());

const idsOf = (items: Array<{ id: number }>) => items.map((c) => c.id);

describe('mfm recent', () => {
  it('lists newest first as {"items": [...]} with the existing tool field names', () => {
    const { items } = cli.json(['recent']);
    expect(idsOf(items)).toEqual([ids.cplus, ids.recipe, ids.rollback, ids.deploy]);
    expect(Object.keys(items[0]).sort()).toEqual(
      [
        'content',
        'created_at',
        'file_path',
        'id',
        'lang',
        'notes',
        'pinned',
        'source_app',
        'tags',
        'title',
        'window_title',
      ].sort(),
    );
  });

  it('filters by app (any case), tag, pins and time', () => {
    expect(idsOf(cli.json(['recent', '--app', 'terminal']).items)).toEqual([ids.cplus, ids.deploy]);
    expect(idsOf(cli.json(['recent', '--tag', 'OPS']).items)).toEqual([ids.rollback]);
    expect(idsOf(cli.json(['recent', '--pins-only']).items)).toEqual([ids.recipe]);
    expect(cli.json(['recent', '--until', '2000-01-01']).items).toEqual([]);
    expect(cli.json(['recent', '--since', '1h', '--limit', '2']).items).toHaveLength(2);
  });

  it('prints one line per clip without --json, pinned marked with *', () => {
    const lines = cli.run(['recent']).stdout.trim().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(new RegExp(`^\\*#${ids.recipe} .*\\[Safari\\].*banana bread`));
  });
});

describe('mfm search', () => {
  const search = (...args: string[]) => idsOf(cli.json(['search', ...args]).items);

  it('supports boolean operators, phrases and prefixes', () => {
    expect(search('billing AND rollback')).toEqual([ids.rollback]);
    expect(search('billing NOT rollback')).toEqual([ids.deploy]);
    expect(search('"banana bread"')).toEqual([ids.recipe]);
    expect(search('walnut*')).toEqual([ids.recipe]);
    expect(search('billing', '--app', 'slack')).toEqual([ids.rollback]);
  });

  it('treats input that is not valid search syntax as a phrase instead of failing', () => {
    const result = cli.json(['search', 'c++']);
    expect(result).toMatchObject({ fallback: true, query: '"c++"' });
    expect(idsOf(result.items)).toEqual([ids.cplus]);
    expect(cli.run(['search', 'unbalanced "quote']).code).toBe(0);
    expect(cli.run(['search', 'NOT']).code).toBe(0);
  });

  it('joins unquoted words into one query', () => {
    expect(search('banana', 'bread')).toEqual([ids.recipe]);
  });
});

describe('mfm semantic-search and related', () => {
  it('ranks the clip closest in wording first and reports a score', () => {
    const { items } = cli.json(['semantic-search', 'billing deploy to production']);
    expect(items[0]).toMatchObject({ id: ids.deploy, score: expect.any(Number) });
    expect(items).toHaveLength(4);
  });

  it('finds clips related to a clip, excluding the clip itself', () => {
    const { items } = cli.json(['related', String(ids.deploy), '--limit', '1']);
    expect(idsOf(items)).toEqual([ids.rollback]);
    expect(cli.run(['related', '--id', '99999']).code).toBe(1);
  });
});

describe('mfm show, stats, status, about', () => {
  it('shows one clip in full, or exits 1 when it does not exist', () => {
    const text = cli.run(['show', '--id', String(ids.recipe)]).stdout;
    expect(text).toContain('banana bread recipe with walnuts');
    expect(cli.run(['show', '424242'])).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('not found'),
    });
  });

  it('reports counts, state and where the data lives', () => {
    expect(cli.json(['stats'])).toMatchObject({
      clips: 4,
      pinned: 1,
      tags: 1,
      vectors: { 'hash-ngram-v1': 4 },
    });
    expect(cli.json(['status'])).toMatchObject({
      capture: 'active',
      clips: 4,
      settings: { max_bytes: 16384, embedder: 'hash' },
    });
    expect(cli.json(['about'])).toMatchObject({
      name: 'mfm',
      db_path: join(cli.home, 'mfm.db'),
      schema_version: 3,
    });
  });
});

describe('mfm export and export-md', () => {
  it('prints a JSON array on stdout without --path', () => {
    const data = JSON.parse(cli.run(['export', '--limit', '2']).stdout);
    expect(Array.isArray(data)).toBe(true);
    expect(idsOf(data)).toEqual([ids.cplus, ids.recipe]);
  });

  it('writes the array to --path (or a positional path) and says so', () => {
    const path = join(cli.home, 'export.json');
    expect(cli.run(['export', path]).stdout).toContain('exported 4 clips');
    expect(JSON.parse(readFileSync(path, 'utf8'))).toHaveLength(4);
  });

  it('writes a Markdown journal grouped by day and application', () => {
    const markdown = cli.run(['export-md', '--hours', '1']).stdout;
    expect(markdown).toMatch(/^# my--father-mother journal \(latest 4 clips\)/);
    expect(markdown).toContain('- **Safari**');
    expect(markdown).toContain('## Tag totals\n- ops: 1');
  });
});

// Found when the tool was tried as a new user would.
describe('list output for people', () => {
  it('says "no matches" on stderr when a search finds nothing, and keeps stdout empty and JSON items []', () => {
    const result = cli.run(['search', 'zyxwvutsrq']);
    expect(result).toMatchObject({ code: 0, stdout: '' });
    expect(result.stderr).toContain('no matches');
    expect(cli.json(['search', 'zyxwvutsrq']).items).toEqual([]);
    expect(cli.run(['search', 'billing']).stderr).not.toContain('no matches');
  });

  it('shows a multi-line clip as its first line and a marker, never a literal \\n', () => {
    const id = cli.capture('first line of the snippet\nsecond line\n\nfourth line', '--app', 'Editor').id;
    const [line] = cli.run(['recent', '--limit', '1']).stdout.trim().split('\n');
    expect(line).toMatch(new RegExp(`#${id} .*first line of the snippet ↵ \\(\\+3 lines\\)`));
    expect(line).not.toContain('\\n');
    expect(line).not.toContain('second line');
  });
});
