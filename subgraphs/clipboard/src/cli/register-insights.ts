import { InvalidArgumentError, type Command } from 'commander';
import { filters } from './filter-flags.js';
import { lazy } from './lazy-action.js';
import { positiveInt, positiveNumber } from './options.js';

function topicKey(value: string): 'tag' | 'app' {
  if (value !== 'tag' && value !== 'app') throw new InvalidArgumentError('expected tag or app');
  return value;
}

/** Working with what was stored: clipboard round trips, history, summaries and bundles for assistants. */
export function registerInsightCommands(program: Command): void {
  program
    .command('copy')
    .description('put a clip back on the clipboard')
    .argument('[id]', 'clip id', positiveInt)
    .option('--id <n>', 'clip id', positiveInt)
    .option('--json', 'print JSON')
    .action(lazy(() => import('./commands/copy.command.js')));

  program
    .command('history')
    .description('capture history (every sighting) of one clip, or of all clips')
    .argument('[id]', 'clip id (all clips when left out)', positiveInt)
    .option('--id <n>', 'clip id', positiveInt)
    .option('--limit <n>', 'how many events', positiveInt, 10)
    .option('--since-hours <h>', 'only the last h hours', positiveNumber)
    .option('--json', 'print JSON')
    .action(lazy(() => import('./commands/history.command.js')));

  program
    .command('recap')
    .description('recent activity: new clips, sightings, counts by app and tag, most-seen clips')
    .option('--minutes <n>', 'look back n minutes', positiveInt, 60)
    .option('--top <n>', 'how many top clips', positiveInt, 5)
    .option('--json', 'print JSON')
    .action(lazy(() => import('./commands/recap.command.js')));

  filters(
    program
      .command('topics')
      .description('recent clips grouped by tag or application, largest group first')
      .option('--by <key>', 'tag or app', topicKey, 'tag')
      .option('--limit <n>', 'how many groups', positiveInt, 8)
      .option('--per-group <n>', 'clips shown per group', positiveInt, 5),
  ).action(lazy(() => import('./commands/topics.command.js')));

  program
    .command('palette')
    .description('interactive fuzzy picker over recent clips and search; Enter copies the clip (terminal only)')
    .option('--query <text>', 'start with this search')
    .option('--semantic', 'search by meaning instead of full text')
    .option('--limit <n>', 'how many clips to list', positiveInt, 30)
    .option('--since-hours <h>', 'only clips from the last h hours', positiveNumber)
    .option('--app <name>', 'only clips from this application')
    .option('--tag <tag>', 'only clips with this tag')
    .option('--pins-only', 'only pinned clips')
    .action(lazy(() => import('./commands/palette.command.js')));

  filters(
    program
      .command('context')
      .description('a context bundle for an assistant: recent clips as Markdown, or {"items": [...]} with --json')
      .option('--limit <n>', 'how many clips', positiveInt, 20)
      .option('--since-hours <h>', 'only clips from the last h hours', positiveNumber)
      .option('--hours <h>', 'same as --since-hours', positiveNumber),
    false,
  ).action(lazy(() => import('./commands/context.command.js')));
}
