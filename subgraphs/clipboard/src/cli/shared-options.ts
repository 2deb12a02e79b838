import type { Command } from 'commander';
import { collect, positiveInt, positiveNumber, sinceTime, untilTime } from './options.js';

// The options several commands take, each declared once here. register-*.ts compose them with `use`:
//   use(program.command('show').description('...'), clipId(), json()).action(...)
// A command that words an option differently passes its own help text; flag and parser stay here.

/** Adds one or more options (and their positional twins) to a command. */
export type OptionSet = (command: Command) => Command;

export const use = (command: Command, ...sets: OptionSet[]): Command =>
  sets.reduce((current, add) => add(current), command);

export const json =
  (description = 'print JSON'): OptionSet =>
  (command) =>
    command.option('--json', description);

/** --id, for commands whose positional words hold more than the id (pin, note). */
export const clipIdFlag = (): OptionSet => (command) => command.option('--id <n>', 'clip id', positiveInt);

/** A clip by id, either way: `mfm show 12` or `mfm show --id 12`. */
export const clipId =
  (description = 'clip id'): OptionSet =>
  (command) =>
    clipIdFlag()(command.argument('[id]', description, positiveInt));

/** A file or folder, either way: `mfm backup out.db` or `mfm backup --path out.db`. */
export const pathArgument =
  (description: string, name: 'path' | 'dir' = 'path', placeholder = 'file'): OptionSet =>
  (command) =>
    command.argument(`[${name}]`, description).option(`--${name} <${placeholder}>`, description);

export const appAndTag = (): OptionSet => (command) =>
  command
    .option('--app <name>', 'only clips from this application')
    .option('--tag <tag>', 'only clips with this tag');

/** --app, --tag and --pins-only: which clips a listing or an export covers. */
export const clipScope = (): OptionSet => (command) =>
  appAndTag()(command).option('--pins-only', 'only pinned clips');

export const since =
  (description = 'ISO date/time or duration back from now (2h, 7d)'): OptionSet =>
  (command) =>
    command.option('--since <when>', description, sinceTime);

export const sinceHours =
  (description = 'only clips from the last h hours'): OptionSet =>
  (command) =>
    command.option('--since-hours <h>', description, positiveNumber);

export const until = (): OptionSet => (command) =>
  command.option('--until <when>', 'ISO date/time or duration back from now', untilTime);

export const limit =
  (description: string, fallback?: number): OptionSet =>
  (command) =>
    fallback === undefined
      ? command.option('--limit <n>', description, positiveInt)
      : command.option('--limit <n>', description, positiveInt, fallback);

export const timeout =
  (description: string, fallback: number): OptionSet =>
  (command) =>
    command.option('--timeout <seconds>', description, positiveNumber, fallback);

/** What a peer exchange takes: how many clips, how long to wait, JSON output. */
export const peerExchange =
  (limitDescription: string): OptionSet =>
  (command) =>
    use(command, limit(limitDescription), timeout('give up on the peer after this long', 30), json());

/** --on, --off and --toggle, each with its own meaning. */
export const onOffToggle =
  (on: string, off: string, toggle: string): OptionSet =>
  (command) =>
    command.option('--on', on).option('--off', off).option('--toggle', toggle);

/** What the ingesting commands share: repeatable tags, the size cap and the secrets override. */
export const ingestLimits =
  (tagDescription = 'tag to attach (repeatable)'): OptionSet =>
  (command) =>
    command
      .option('--tag <tag>', tagDescription, collect)
      .option('--max-bytes <n>', 'skip input larger than n bytes (default: max_bytes)', positiveInt)
      .option('--allow-secrets', 'store input even if it looks like it holds secrets');
