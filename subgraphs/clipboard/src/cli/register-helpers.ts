import type { Command } from 'commander';
import { lazy } from './lazy-action.js';
import { positiveInt, positiveNumber } from './options.js';

/** rewrite, shorten, extract: a clip through the user's helper_<kind>_cmd. */
export function registerHelperCommands(program: Command): void {
  for (const [name, what] of [
    ['rewrite', 'rewrite'],
    ['shorten', 'shorten'],
    ['extract', 'extract from'],
  ] as const) {
    program
      .command(name)
      .description(
        `${what} a clip with helper_${name}_cmd (clip by id, text piped on stdin, or else the newest clip)`,
      )
      .argument('[id]', 'clip id', positiveInt)
      .option('--id <n>', 'clip id', positiveInt)
      .option('--timeout <seconds>', 'stop the helper after this long', positiveNumber, 8)
      .option('--save', `store the output as a new clip tagged ${name}`)
      .option('--json', 'print JSON')
      .action(lazy(() => import('./commands/helper.command.js')));
  }
}
