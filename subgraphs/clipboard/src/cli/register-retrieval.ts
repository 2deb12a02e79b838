import type { Command } from 'commander';
import { filters } from './filter-flags.js';
import { lazy } from './lazy-action.js';
import { positiveNumber } from './options.js';
import { clipId, clipScope, json, limit, pathArgument, since, use } from './shared-options.js';

/** Retrieval side: reading what was stored. */
export function registerRetrievalCommands(program: Command): void {
  filters(use(program.command('recent').description('newest clips first'), limit('how many', 10))).action(
    lazy(() => import('./commands/recent.command.js')),
  );

  filters(
    use(
      program
        .command('search')
        .description('full-text search: words, "phrases", prefix*, AND/OR/NOT, NEAR(a b)')
        .argument('<query...>', 'search text'),
      limit('how many', 10),
    ),
  ).action(lazy(() => import('./commands/search.command.js')));

  filters(
    use(
      program
        .command('semantic-search')
        .description('clips closest in meaning (embedding similarity over every clip)')
        .argument('<query...>', 'text to compare with'),
      limit('how many', 10),
    ),
  ).action(lazy(() => import('./commands/semantic-search.command.js')));

  filters(
    use(
      program.command('related').description('clips closest in meaning to a given clip'),
      clipId(),
      limit('how many', 10),
    ),
    false,
  ).action(lazy(() => import('./commands/related.command.js')));

  use(
    program.command('show').description('one clip in full, with tags, notes and capture history'),
    clipId(),
    json(),
  ).action(lazy(() => import('./commands/show.command.js')));

  for (const [name, description] of [
    ['stats', 'clip, tag, note and capture counts and database size'],
    ['status', 'capture state and configuration at a glance'],
    ['about', 'version, data folder and platform'],
  ] as const) {
    use(program.command(name).description(description), json()).action(
      lazy(() => import('./commands/info.command.js')),
    );
  }

  use(
    program.command('export').description('clips as a JSON array (stdout, or a file with --path)'),
    pathArgument('file to write'),
    limit('how many, newest first', 1000),
    clipScope(),
    since('ISO date/time or duration back from now'),
  ).action(lazy(() => import('./commands/export.command.js')));

  use(
    program.command('export-md').description('clips as a Markdown journal grouped by day and application'),
    pathArgument('file to write'),
    (command) => command.option('--hours <h>', 'only the last h hours', positiveNumber),
    limit('how many, newest first', 200),
  ).action(lazy(() => import('./commands/export-md.command.js')));
}
