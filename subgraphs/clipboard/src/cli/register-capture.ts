import type { Command } from 'commander';
import { lazy } from './lazy-action.js';
import { collect, nonNegativeInt, positiveNumber } from './options.js';
import { ingestLimits, json, onOffToggle, pathArgument, use } from './shared-options.js';

/** The options ingest-file and watch-inbox share (commands/ingest-setup.ts reads them). */
function ingestFlags(command: Command): Command {
  return ingestLimits()(command)
    .option('--allow-pdf', 'read PDFs with pdftotext even if allow_pdf is off')
    .option('--allow-images', 'OCR images with tesseract even if allow_images is off');
}

/** Capture side: setting up, feeding and steering what gets stored. */
export function registerCaptureCommands(program: Command): void {
  use(program.command('init').description('create (or upgrade) the database'), json()).action(
    lazy(() => import('./commands/init.command.js')),
  );

  const capture = program
    .command('capture')
    .description(
      'capture text read from stdin through the same pipeline as watch (e.g. some-command | mfm capture)',
    )
    .option('--app <name>', 'frontmost application to record')
    .option('--window-title <title>', 'window title to record')
    .option('--title <title>', 'clip title (default: first line)')
    .option('--tag <tag>', 'tag to attach (repeatable)', collect)
    .option('--cap <n>', 'keep at most n clips (0 = no cap)', nonNegativeInt)
    .option('--ndjson', 'stdin holds one JSON object per line: {"text", "app", "window_title"}');
  json()(capture).action(lazy(() => import('./commands/capture.command.js')));

  use(
    program
      .command('ingest-file')
      .description('store a text or code file as a clip, or every text file under a folder'),
    pathArgument('file or folder', 'path', 'path'),
    ingestFlags,
    json(),
  ).action(lazy(() => import('./commands/ingest-file.command.js')));

  use(
    program
      .command('ingest-transcript')
      .description(
        'store a meeting transcript (.srt/.vtt without timestamps, or plain text) tagged transcript',
      ),
    pathArgument('transcript file', 'path', 'path'),
    (command) =>
      command.option(
        '--chunk-minutes <n>',
        'one clip per n minutes of recording instead of one clip',
        positiveNumber,
      ),
    ingestLimits('extra tag to attach (repeatable)'),
    json(),
  ).action(lazy(() => import('./commands/ingest-transcript.command.js')));

  program
    .command('watch')
    .description(
      'capture the clipboard every interval until Ctrl+C (skips while paused; one log line per clip)',
    )
    .option('--cap <n>', 'keep at most n clips, evicting the oldest (0 = no count cap)', nonNegativeInt, 5000)
    .option('--interval <seconds>', 'seconds between clipboard reads', positiveNumber, 1.0)
    .option('--notify', 'desktop notification for each saved or skipped clip (also: config notify true)')
    .action(lazy(() => import('./commands/watch.command.js')));

  use(
    program
      .command('watch-inbox')
      .description('poll a folder and ingest each new or changed file once (default folder: MFM_HOME/inbox)'),
    pathArgument('folder to watch', 'dir', 'dir'),
    (command) =>
      command
        .option('--interval <seconds>', 'seconds between scans', positiveNumber, 5)
        .option('--once', 'scan once and exit')
        .option('--move-to <dir>', 'move processed files here instead of remembering them'),
    ingestFlags,
    json('print JSON (with --once)'),
  ).action(lazy(() => import('./commands/watch-inbox.command.js')));

  const pause = program
    .command('pause')
    .description('pause, resume or toggle capture; without an argument, show the state')
    .argument('[state]', 'on, off or toggle');
  use(pause, onOffToggle('pause capture', 'resume capture', 'toggle capture'), json()).action(
    lazy(() => import('./commands/pause.command.js')),
  );

  const blocklist = program
    .command('blocklist')
    .description('applications whose clips are never captured')
    .argument('[action]', 'add, remove or list')
    .argument('[app]', 'application name')
    .option('--add <app>', 'block an application')
    .option('--remove <app>', 'unblock an application')
    .option('--list', 'list blocked applications');
  json()(blocklist).action(lazy(() => import('./commands/blocklist.command.js')));

  const config = program
    .command('config')
    .description('read or change configuration; without arguments, list every key')
    .argument('[key]', 'configuration key (alone: print its value)')
    .argument('[value]', 'new value for the key')
    .option('--get <key>', 'print one value')
    .option('--set <key_value...>', 'set a value: --set KEY VALUE')
    .option('--list', 'list every key with its value, default and allowed values');
  json()(config).action(lazy(() => import('./commands/config.command.js')));
}
