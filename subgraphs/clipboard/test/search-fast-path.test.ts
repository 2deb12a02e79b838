import { Command } from 'commander';
import { registerRetrievalCommands } from '../src/cli/register-retrieval.js';
import { parseSimpleSearch } from '../src/cli/search-fast-path.js';

/** What the commander program hands `mfm search` for these arguments (its action replaced by a probe). */
async function viaCommander(args: string[]): Promise<{ words: string[]; options: Record<string, unknown> }> {
  const program = new Command('mfm').exitOverride();
  registerRetrievalCommands(program);
  const search = program.commands.find((c) => c.name() === 'search')!;
  search.exitOverride().configureOutput({ writeErr: () => {}, writeOut: () => {} });
  let seen: { words: string[]; options: Record<string, unknown> } | undefined;
  search.action((words: string[], options: Record<string, unknown>) => {
    seen = { words, options: { ...options } };
  });
  await program.parseAsync(['search', ...args], { from: 'user' });
  return seen!;
}

describe('mfm search fast path', () => {
  it.each([
    [['hello']],
    [['deploy', 'key']],
    [['"a phrase"', 'AND', 'b*']],
    [['foo', '--limit', '5']],
    [['--limit=3', 'foo', 'bar']],
    [['foo', '--app', 'Terminal', '--tag=work', '--pins-only', '--json']],
    [['foo', '--since', '2024-05-01', '--until', '2024-06-01T10:00:00Z']],
    [['foo', '--since-hours', '1.5']],
    [['foo', '--limit', '5', '--limit', '7']],
    [['foo', '--app=']],
    [['']],
  ])('parses %j exactly as commander does', async (args) => {
    const fast = parseSimpleSearch(args);
    expect(fast).toBeDefined();
    const slow = await viaCommander(args);
    expect(fast!.words).toEqual(slow.words);
    expect(fast!.options).toEqual(slow.options);
  });

  it.each([
    [[]], // missing query: commander's usage error
    [['--help']],
    [['-h', 'foo']],
    [['foo', '--limit', '0']], // invalid value: commander's message
    [['foo', '--limit']],
    [['foo', '--since', 'yesterday-ish']],
    [['foo', '--unknown']],
    [['foo', '--json=1']],
    [['--', '-x']],
    [['foo', '--app', '-x']],
    [['-5']],
  ])('leaves %j to commander', (args) => {
    expect(parseSimpleSearch(args)).toBeUndefined();
  });
});
