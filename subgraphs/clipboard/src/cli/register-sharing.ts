import { InvalidArgumentError, type Command } from 'commander';
import { lazy } from './lazy-action.js';
import { nonNegativeInt } from './options.js';
import { clipScope, limit, pathArgument, peerExchange, since, timeout, json, use } from './shared-options.js';

/** 0 asks the system for a free port (tests, several instances side by side). */
function port(value: string): number {
  const n = nonNegativeInt(value);
  if (n > 65535) throw new InvalidArgumentError('expected a port number (0-65535)');
  return n;
}

/** Sharing clips with peers and other programs: federation, sync, the HTTP API and the context bridge. */
export function registerSharingCommands(program: Command): void {
  use(
    program
      .command('federate-export')
      .description('clips with tags and notes as a peer export (stdout, or a file with --path)'),
    pathArgument('file to write'),
    limit('only the newest n clips'),
    clipScope(),
    since('ISO date/time or duration back from now'),
  ).action(lazy(() => import('./commands/federate-export.command.js')));

  use(
    program
      .command('federate-import')
      .description(
        'merge a peer export by content hash, from a file or a peer URL (http only to loopback/LAN)',
      )
      .option('--path <file>', 'export file (federate-export or export output)')
      .option('--url <url>', 'peer URL (a bare host:port means its /federate_export)'),
    timeout('give up on the peer after this long', 30),
    json(),
  ).action(lazy(() => import('./commands/federate-import.command.js')));

  use(
    program
      .command('federate-push')
      .description("send our export to a peer's /federate_import")
      .requiredOption('--url <url>', 'peer URL (a bare host:port means its /federate_import)'),
    peerExchange('only the newest n clips'),
  ).action(lazy(() => import('./commands/federate-push.command.js')));

  use(
    program
      .command('sync')
      .description('two-way merge with a peer: federate-import --url, then federate-push')
      .requiredOption('--url <url>', 'peer base URL, e.g. http://127.0.0.1:8765'),
    peerExchange('push only the newest n clips'),
  ).action(lazy(() => import('./commands/sync.command.js')));

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
