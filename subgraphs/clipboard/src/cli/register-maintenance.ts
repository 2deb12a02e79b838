import type { Command } from 'commander';
import { lazy } from './lazy-action.js';
import { nonNegativeInt, positiveInt } from './options.js';

/** Curating and safeguarding stored clips. */
export function registerMaintenanceCommands(program: Command): void {
  program
    .command('pin')
    .description('pin a clip (pinned clips survive tiered eviction), unpin it or toggle')
    .argument('[words...]', 'clip id, then on, off or toggle (default on)')
    .option('--id <n>', 'clip id', positiveInt)
    .option('--on', 'pin')
    .option('--off', 'unpin')
    .option('--toggle', 'toggle')
    .option('--json', 'print JSON')
    .action(lazy(() => import('./commands/pin.command.js')));

  program
    .command('tags')
    .description("list all tags, or show and change one clip's tags")
    .argument('[id]', 'clip id', positiveInt)
    .option('--id <n>', 'clip id', positiveInt)
    .option('--add <tag>', 'add a tag to the clip')
    .option('--remove <tag>', 'remove a tag from the clip')
    .option('--clear', 'remove every tag from the clip')
    .option('--list-all', 'list every tag with its clip count')
    .option('--json', 'print JSON')
    .action(lazy(() => import('./commands/tags.command.js')));

  program
    .command('note')
    .description("add a note to a clip, and show the clip's notes")
    .argument('[words...]', 'clip id, then the note text')
    .option('--id <n>', 'clip id', positiveInt)
    .option('--text <text>', 'note text')
    .option('--json', 'print JSON')
    .action(lazy(() => import('./commands/note.command.js')));

  program
    .command('delete')
    .description('delete one clip')
    .argument('[id]', 'clip id', positiveInt)
    .option('--id <n>', 'clip id', positiveInt)
    .option('--json', 'print JSON')
    .action(lazy(() => import('./commands/delete.command.js')));

  program
    .command('purge')
    .description('delete clips by age, keep only the newest, or delete all (criteria combine with --app/--tag)')
    .option('--older-than-days <n>', 'delete clips older than n days', nonNegativeInt)
    .option('--keep-last <n>', 'keep only the newest n clips', nonNegativeInt)
    .option('--app <name>', 'only clips from this application')
    .option('--tag <tag>', 'only clips with this tag')
    .option('--all', 'delete every clip (within --app/--tag when given)')
    .option('--json', 'print JSON')
    .action(lazy(() => import('./commands/purge.command.js')));

  program
    .command('backup')
    .description('write a consistent copy of the database to a file')
    .argument('[path]', 'destination file (or folder)')
    .option('--path <file>', 'destination file (or folder)')
    .option('--json', 'print JSON')
    .action(lazy(() => import('./commands/backup.command.js')));

  program
    .command('restore')
    .description('replace the database with a backup; the replaced database is kept as mfm.bak')
    .argument('[path]', 'backup file')
    .option('--path <file>', 'backup file')
    .option('--json', 'print JSON')
    .action(lazy(() => import('./commands/restore.command.js')));
}
