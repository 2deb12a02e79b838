import type { Command } from 'commander';
import { lazy } from './lazy-action.js';
import { collect, nonNegativeInt, positiveInt } from './options.js';

/** Capture side: setting up, feeding and steering what gets stored. */
export function registerCaptureCommands(program: Command): void {
  program
    .command('init')
    .description('create (or upgrade) the database')
    .option('--json', 'print JSON')
    .action(lazy(() => import('./commands/init.command.js')));

  program
    .command('capture', { hidden: true })
    .description('capture text from stdin through the same pipeline as watch (for tests and benchmarks)')
    .option('--app <name>', 'frontmost application to record')
    .option('--window-title <title>', 'window title to record')
    .option('--title <title>', 'clip title (default: first line)')
    .option('--tag <tag>', 'tag to attach (repeatable)', collect)
    .option('--cap <n>', 'keep at most n clips (0 = no cap)', nonNegativeInt)
    .option('--ndjson', 'stdin holds one JSON object per line: {"text", "app", "window_title"}')
    .option('--json', 'print JSON')
    .action(lazy(() => import('./commands/capture.command.js')));

  program
    .command('ingest-file')
    .description('store a text or code file as a clip, or every text file under a folder')
    .argument('[path]', 'file or folder')
    .option('--path <path>', 'file or folder')
    .option('--tag <tag>', 'tag to attach (repeatable)', collect)
    .option('--max-bytes <n>', 'skip files larger than n bytes (default: max_bytes)', positiveInt)
    .option('--allow-secrets', 'store files even if they look like they hold secrets')
    .option('--json', 'print JSON')
    .action(lazy(() => import('./commands/ingest-file.command.js')));

  program
    .command('pause')
    .description('pause, resume or toggle capture; without an argument, show the state')
    .argument('[state]', 'on, off or toggle')
    .option('--on', 'pause capture')
    .option('--off', 'resume capture')
    .option('--toggle', 'toggle capture')
    .option('--json', 'print JSON')
    .action(lazy(() => import('./commands/pause.command.js')));

  program
    .command('blocklist')
    .description('applications whose clips are never captured')
    .argument('[action]', 'add, remove or list')
    .argument('[app]', 'application name')
    .option('--add <app>', 'block an application')
    .option('--remove <app>', 'unblock an application')
    .option('--list', 'list blocked applications')
    .option('--json', 'print JSON')
    .action(lazy(() => import('./commands/blocklist.command.js')));

  program
    .command('config')
    .description('read or change configuration; without arguments, list every key')
    .argument('[key]', 'configuration key (alone: print its value)')
    .argument('[value]', 'new value for the key')
    .option('--get <key>', 'print one value')
    .option('--set <key_value...>', 'set a value: --set KEY VALUE')
    .option('--list', 'list every key with its value, default and allowed values')
    .option('--json', 'print JSON')
    .action(lazy(() => import('./commands/config.command.js')));
}
