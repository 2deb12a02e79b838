import type { Command } from 'commander';
import { lazy } from './lazy-action.js';
import { nonNegativeInt } from './options.js';
import { appAndTag, clipId, clipIdFlag, json, onOffToggle, pathArgument, use } from './shared-options.js';

/** Curating and safeguarding stored clips. */
export function registerMaintenanceCommands(program: Command): void {
  use(
    program
      .command('pin')
      .description('pin a clip (pinned clips survive tiered eviction), unpin it or toggle')
      .argument('[words...]', 'clip id, then on, off or toggle (default on)'),
    clipIdFlag(),
    onOffToggle('pin', 'unpin', 'toggle'),
    json(),
  ).action(lazy(() => import('./commands/pin.command.js')));

  use(
    program
      .command('tags')
      .description("list all tags, or show and change one clip's tags")
      .option('--add <tag>', 'add a tag to the clip')
      .option('--remove <tag>', 'remove a tag from the clip')
      .option('--clear', 'remove every tag from the clip')
      .option('--list-all', 'list every tag with its clip count'),
    clipId(),
    json(),
  ).action(lazy(() => import('./commands/tags.command.js')));

  use(
    program
      .command('note')
      .description("add a note to a clip, and show the clip's notes")
      .argument('[words...]', 'clip id, then the note text')
      .option('--text <text>', 'note text'),
    clipIdFlag(),
    json(),
  ).action(lazy(() => import('./commands/note.command.js')));

  use(program.command('delete').description('delete one clip'), clipId(), json()).action(
    lazy(() => import('./commands/delete.command.js')),
  );

  use(
    program
      .command('purge')
      .description(
        'delete clips by age, keep only the newest, or delete all (criteria combine with --app/--tag)',
      )
      .option('--older-than-days <n>', 'delete clips older than n days', nonNegativeInt)
      .option('--keep-last <n>', 'keep only the newest n clips', nonNegativeInt)
      .option('--all', 'delete every clip (within --app/--tag when given)'),
    appAndTag(),
    json(),
  ).action(lazy(() => import('./commands/purge.command.js')));

  use(
    program.command('backup').description('write a consistent copy of the database to a file'),
    pathArgument('destination file (or folder)'),
    json(),
  ).action(lazy(() => import('./commands/backup.command.js')));

  use(
    program
      .command('restore')
      .description('replace the database with a backup; the replaced database is kept as mfm.bak'),
    pathArgument('backup file'),
    json(),
  ).action(lazy(() => import('./commands/restore.command.js')));
}
