import { InvalidArgumentError, type Command } from 'commander';
import { filters } from './filter-flags.js';
import { lazy } from './lazy-action.js';
import { positiveInt, positiveNumber } from './options.js';
import { clipId, clipScope, json, limit, sinceHours, use } from './shared-options.js';

function topicKey(value: string): 'tag' | 'app' {
  if (value !== 'tag' && value !== 'app') throw new InvalidArgumentError('expected tag or app');
  return value;
}

/** Working with what was stored: clipboard round trips, history, summaries and bundles for assistants. */
export function registerInsightCommands(program: Command): void {
  use(program.command('copy').description('put a clip back on the clipboard'), clipId(), json()).action(
    lazy(() => import('./commands/copy.command.js')),
  );

  use(
    program.command('history').description('capture history (every sighting) of one clip, or of all clips'),
    clipId('clip id (all clips when left out)'),
    limit('how many events', 10),
    sinceHours('only the last h hours'),
    json(),
  ).action(lazy(() => import('./commands/history.command.js')));

  use(
    program
      .command('recap')
      .description('recent activity: new clips, sightings, counts by app and tag, most-seen clips')
      .option('--minutes <n>', 'look back n minutes', positiveInt, 60)
      .option('--top <n>', 'how many top clips', positiveInt, 5),
    json(),
  ).action(lazy(() => import('./commands/recap.command.js')));

  filters(
    use(
      program
        .command('topics')
        .description('recent clips grouped by tag or application, largest group first')
        .option('--by <key>', 'tag or app', topicKey, 'tag'),
      limit('how many groups', 8),
    ).option('--per-group <n>', 'clips shown per group', positiveInt, 5),
  ).action(lazy(() => import('./commands/topics.command.js')));

  use(
    program
      .command('palette')
      .description(
        'interactive fuzzy picker over recent clips and search; Enter copies the clip (terminal only)',
      )
      .option('--query <text>', 'start with this search')
      .option('--semantic', 'search by meaning instead of full text'),
    limit('how many clips to list', 30),
    sinceHours(),
    clipScope(),
  ).action(lazy(() => import('./commands/palette.command.js')));

  filters(
    use(
      program
        .command('context')
        .description(
          'a context bundle for an assistant: recent clips as Markdown, or {"items": [...]} with --json',
        ),
      limit('how many clips', 20),
      sinceHours(),
    ).option('--hours <h>', 'same as --since-hours', positiveNumber),
    false,
  ).action(lazy(() => import('./commands/context.command.js')));
}
