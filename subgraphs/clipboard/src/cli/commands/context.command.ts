import { buildContext } from '../../insights/context.js';
import { contextMarkdown } from '../../insights/context-markdown.js';
import { withStore } from '../command-context.js';
import { printJson } from '../output.js';

interface ContextOptions {
  limit: number;
  app?: string;
  tag?: string;
  sinceHours?: number;
  /** The bridge's and HTTP API's name for --since-hours. */
  hours?: number;
  pinsOnly?: boolean;
  json?: boolean;
}

function describe(options: ContextOptions, hours: number | undefined): string {
  const parts: string[] = [];
  if (options.app) parts.push(`app ${options.app}`);
  if (options.tag) parts.push(`tag ${options.tag}`);
  if (hours !== undefined) parts.push(`last ${hours} h`);
  if (options.pinsOnly) parts.push('pinned only');
  return parts.join(', ');
}

/** A context bundle for an assistant (pinned clips first, then the newest): Markdown, or {"items": [...]} with --json. */
export async function run(_args: unknown[], options: ContextOptions): Promise<void> {
  const hours = options.sinceHours ?? options.hours;
  await withStore(({ db }) => {
    const { items } = buildContext(db, {
      limit: options.limit,
      app: options.app,
      tag: options.tag,
      hours,
      pinsOnly: options.pinsOnly,
    });
    if (options.json) printJson({ items });
    else process.stdout.write(contextMarkdown(items, describe(options, hours)));
  });
}
