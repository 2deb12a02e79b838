import type { Server } from 'node:http';
import type { Logger } from '@platform/observability';

/** Listens and resolves with the port actually bound (PORT=0 picks a free one). */
export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

/**
 * Graceful shutdown on SIGTERM/SIGINT: stop taking requests, finish what runs, close stores, in
 * order; a second signal or the timeout forces exit. A stray rejection is logged, never fatal.
 */
export function installShutdown(logger: Logger, timeoutMs: number, steps: Array<() => Promise<unknown>>): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.warn('shutdown timed out; exiting');
      process.exit(1);
    }, timeoutMs).unref();
    for (const step of steps) await step().catch((error: Error) => logger.warn({ err: error.message }, 'shutdown step failed'));
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection'));
}
