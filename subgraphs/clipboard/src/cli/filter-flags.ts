import type { Command } from 'commander';
import { positiveNumber, sinceTime, untilTime } from './options.js';

/** The clip filter options (read by filter-options.ts) and --json, shared by the listing commands. */
export function filters(command: Command, withTime = true): Command {
  command.option('--app <name>', 'only clips from this application').option('--tag <tag>', 'only clips with this tag');
  command.option('--pins-only', 'only pinned clips');
  if (withTime) {
    command
      .option('--since <when>', 'ISO date/time or duration back from now (2h, 7d)', sinceTime)
      .option('--since-hours <h>', 'only clips from the last h hours', positiveNumber)
      .option('--until <when>', 'ISO date/time or duration back from now', untilTime);
  }
  return command.option('--json', 'print JSON');
}

