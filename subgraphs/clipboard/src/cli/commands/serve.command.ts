import { startClipboardServer } from '../../http/clipboard-server.js';
import { printLine } from '../output.js';

interface ServeOptions {
  host?: string;
  port?: number;
}

/**
 * `mfm serve [--host H] [--port P]`: runs until SIGINT/SIGTERM, then closes the server and the store.
 * This module is the only CLI entry into the HTTP/GraphQL stack, so other commands never load it.
 */
export async function run(_args: unknown[], options: ServeOptions): Promise<void> {
  const server = await startClipboardServer({
    host: options.host,
    port: options.port !== undefined ? Number(options.port) : undefined,
    logger: (line) => process.stderr.write(`mfm serve: ${line}\n`),
  });
  printLine(`mfm serve: listening on ${server.url}`);
  await new Promise<void>((resolve) => {
    const stop = (signal: NodeJS.Signals) => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      process.stderr.write(`mfm serve: ${signal}, shutting down\n`);
      server.close().then(resolve, (error: Error) => {
        process.stderr.write(`mfm serve: ${error.message}\n`);
        resolve();
      });
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}
