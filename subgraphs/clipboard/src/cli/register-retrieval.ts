import type { Command } from 'commander';
import { filters } from './filter-flags.js';
import { lazy } from './lazy-action.js';
import { positiveInt, positiveNumber, sinceTime } from './options.js';

/** Retrieval side: reading what was stored. */
export function registerRetrievalCommands(program: Command): void {
  filters(program.command('recent').description('newest clips first').option('--limit <n>', 'how many', positiveInt, 10)).action(
    lazy(() => import('./commands/recent.command.js')),
  );

  filters(
    program
      .command('search')
      .description('full-text search: words, "phrases", prefix*, AND/OR/NOT, NEAR(a b)')
      .argument('<query...>', 'search text')
      .option('--limit <n>', 'how many', positiveInt, 10),
  ).action(lazy(() => import('./commands/search.command.js')));

  filters(
    program
      .command('semantic-search')
      .description('clips closest in meaning (embedding similarity over every clip)')
      .argument('<query...>', 'text to compare with')
      .option('--limit <n>', 'how many', positiveInt, 10),
  ).action(lazy(() => import('./commands/semantic-search.command.js')));

  filters(
    program
      .command('related')
      .description('clips closest in meaning to a given clip')
      .argument('[id]', 'clip id', positiveInt)
      .option('--id <n>', 'clip id', positiveInt)
      .option('--limit <n>', 'how many', positiveInt, 10),
    false,
  ).action(lazy(() => import('./commands/related.command.js')));

  program
    .command('show')
    .description('one clip in full, with tags, notes and capture history')
    .argument('[id]', 'clip id', positiveInt)
    .option('--id <n>', 'clip id', positiveInt)
    .option('--json', 'print JSON')
    .action(lazy(() => import('./commands/show.command.js')));

  for (const [name, description] of [
    ['stats', 'clip, tag, note and capture counts and database size'],
    ['status', 'capture state and configuration at a glance'],
    ['about', 'version, data folder and platform'],
  ] as const) {
    program
      .command(name)
      .description(description)
      .option('--json', 'print JSON')
      .action(lazy(() => import('./commands/info.command.js')));
  }

  program
    .command('export')
    .description('clips as a JSON array (stdout, or a file with --path)')
    .argument('[path]', 'file to write')
    .option('--path <file>', 'file to write')
    .option('--limit <n>', 'how many, newest first', positiveInt, 1000)
    .option('--app <name>', 'only clips from this application')
    .option('--tag <tag>', 'only clips with this tag')
    .option('--pins-only', 'only pinned clips')
    .option('--since <when>', 'ISO date/time or duration back from now', sinceTime)
    .action(lazy(() => import('./commands/export.command.js')));

  program
    .command('export-md')
    .description('clips as a Markdown journal grouped by day and application')
    .argument('[path]', 'file to write')
    .option('--path <file>', 'file to write')
    .option('--hours <h>', 'only the last h hours', positiveNumber)
    .option('--limit <n>', 'how many, newest first', positiveInt, 200)
    .action(lazy(() => import('./commands/export-md.command.js')));
}
