import { InvalidArgumentError, type Command } from 'commander';
import { lazy } from './lazy-action.js';
import { nonNegativeInt, positiveInt, positiveNumber, sinceTime } from './options.js';

/** 0 asks the system for a free port (tests, several instances side by side). */
function port(value: string): number {
  const n = nonNegativeInt(value);
  if (n > 65535) throw new InvalidArgumentError('expected a port number (0-65535)');
  return n;
}

/** Sharing clips with peers and other programs: federation, sync, the HTTP API and the context bridge. */
export function registerSharingCommands(program: Command): void {
  program
    .command('federate-export')
    .description('clips with tags and notes as a peer export (stdout, or a file with --path)')
    .argument('[path]', 'file to write')
    .option('--path <file>', 'file to write')
    .option('--limit <n>', 'only the newest n clips', positiveInt)
    .option('--app <name>', 'only clips from this application')
    .option('--tag <tag>', 'only clips with this tag')
    .option('--pins-only', 'only pinned clips')
    .option('--since <when>', 'ISO date/time or duration back from now', sinceTime)
    .action(lazy(() => import('./commands/federate-export.command.js')));

  program
    .command('federate-import')
    .description('merge a peer export by content hash, from a file or a peer URL (http only to loopback/LAN)')
    .option('--path <file>', 'export file (federate-export or export output)')
    .option('--url <url>', "peer URL (a bare host:port means its /federate_export)")
    .option('--timeout <seconds>', 'give up on the peer after this long', positiveNumber, 30)
    .option('--json', 'print JSON')
    .action(lazy(() => import('./commands/federate-import.command.js')));

  program
    .command('federate-push')
    .description("send our export to a peer's /federate_import")
    .requiredOption('--url <url>', 'peer URL (a bare host:port means its /federate_import)')
    .option('--limit <n>', 'only the newest n clips', positiveInt)
    .option('--timeout <seconds>', 'give up on the peer after this long', positiveNumber, 30)
    .option('--json', 'print JSON')
    .action(lazy(() => import('./commands/federate-push.command.js')));

  program
    .command('sync')
    .description('two-way merge with a peer: federate-import --url, then federate-push')
    .requiredOption('--url <url>', 'peer base URL, e.g. http://127.0.0.1:8765')
    .option('--limit <n>', 'push only the newest n clips', positiveInt)
    .option('--timeout <seconds>', 'give up on the peer after this long', positiveNumber, 30)
    .option('--json', 'print JSON')
    .action(lazy(() => import('./commands/sync.command.js')));

  program
    .command('serve')
    .description('HTTP API and web UI on 127.0.0.1 (default port 8765; the next 2 ports are tried when busy)')
    // No defaults here: the server owns them (127.0.0.1, 8765) and an unset flag lets it apply them.
    .option('--host <host>', 'address to bind (default 127.0.0.1)')
    .option('--port <n>', 'port (default 8765)', port)
    .action(lazy(() => import('./commands/serve.command.js')));

  program
    .command('bridge')
    .description('context bridge for assistants (MCP resources and SSE) on 127.0.0.1 (default port 39300)')
    .option('--port <n>', 'port (default MFM_MCP_PORT, else 39300)', port)
    .action(lazy(() => import('./commands/bridge.command.js')));
}
