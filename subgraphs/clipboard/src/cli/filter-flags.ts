import type { Command } from 'commander';
import { clipScope, json, since, sinceHours, until, use } from './shared-options.js';

/** The clip filter options (read by filter-options.ts) and --json, shared by the listing commands. */
export function filters(command: Command, withTime = true): Command {
  return use(command, clipScope(), ...(withTime ? [since(), sinceHours(), until()] : []), json());
}
