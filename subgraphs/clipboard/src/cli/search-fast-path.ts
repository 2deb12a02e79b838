import type { FilterOptions } from './filter-options.js';
import { positiveInt, positiveNumber, sinceTime, untilTime } from './options.js';

// The options register-retrieval and filter-flags give `search`, with the same parsers (and the same default limit).
const VALUE_OPTIONS = new Map<string, [keyof FilterOptions, ((value: string) => unknown)?]>([
  ['--limit', ['limit', positiveInt]],
  ['--app', ['app']],
  ['--tag', ['tag']],
  ['--since', ['since', sinceTime]],
  ['--since-hours', ['sinceHours', positiveNumber]],
  ['--until', ['until', untilTime]],
]);
const FLAGS = new Map<string, keyof FilterOptions>([
  ['--pins-only', 'pinsOnly'],
  ['--json', 'json'],
]);

export interface SimpleSearch {
  words: string[];
  options: FilterOptions;
}

/**
 * The arguments after `search` when they are a plain, valid use of the command (words, known
 * options as `--opt v` or `--opt=v`, flags), parsed as commander would; otherwise undefined, and the
 * caller runs the full commander program, which prints help or the usage error exactly as before.
 * Anything unusual (help, `--`, short flags, a value that starts with `-`, a bad value, no words) is
 * left to commander rather than imitated here.
 */
export function parseSimpleSearch(args: string[]): SimpleSearch | undefined {
  const options: FilterOptions = { limit: 10 };
  const set = options as unknown as Record<string, unknown>;
  const words: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (!arg.startsWith('-')) {
      words.push(arg);
      continue;
    }
    const flag = FLAGS.get(arg);
    if (flag) {
      set[flag] = true;
      continue;
    }
    const eq = arg.indexOf('=');
    const spec = VALUE_OPTIONS.get(eq < 0 ? arg : arg.slice(0, eq));
    if (!spec) return undefined;
    const value = eq < 0 ? args[++i] : arg.slice(eq + 1);
    if (value === undefined || value.startsWith('-')) return undefined;
    const [key, parse] = spec;
    try {
      set[key] = parse ? parse(value) : value; // repeated options: the last one wins, as in commander
    } catch {
      return undefined;
    }
  }
  return words.length ? { words, options } : undefined;
}
