import type { Server } from 'node:http';
import { loadConfig, type Config } from '@platform/config';
import { createLogger, type Logger } from '@platform/observability';
import { releaseMemoryWhenQuiet } from '@platform/process-memory';

/**
 * Runs a process entry point: configuration first (a bad value is one line on stderr), then
 * `start`; a start-up failure (database, job store or Redis unreachable...) is one clear log line
 * and exit code 1, never an unhandled rejection.
 */
export async function runProcess(
  name: string,
  start: (config: Config, logger: Logger) => Promise<void>,
): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const logger = createLogger(config.LOG_LEVEL, name, config.LOG_FORMAT);
  for (const warning of config.warnings ?? []) logger.warn(warning);
  try {
    await start(config, logger);
  } catch (error) {
    logger.fatal({ err: (error as Error).message }, `cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
  releaseMemoryWhenQuiet({ onRelease: (released) => logger.debug(released, 'quiet: memory released') });
}

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

/** Stops accepting connections, lets requests in flight finish, and drops idle keep-alive sockets. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
}

/**
 * A terminal's Ctrl-C reaches every process of the foreground group: npm, which passes it on, and
 * the platform itself, so the platform sees the same request twice a few milliseconds apart (the
 * same holds for `kill -TERM -<pgid>`). A signal repeated within this window is that same request;
 * only one that comes later forces the exit.
 */
export const REPEATED_SIGNAL_WINDOW_MS = 1000;

/**
 * Graceful shutdown on SIGTERM/SIGINT, owned here alone (every ApolloServer is built with
 * `stopOnTerminationSignals: false`, whose own handler would stop Apollo and re-send the signal,
 * which this one would take as a second signal): stop taking requests, finish what runs, close
 * stores, in order, then exit 0. A signal repeated within REPEATED_SIGNAL_WINDOW_MS of the first is
 * ignored (see there); a later one, or the timeout, forces exit 1. A stray rejection is logged,
 * never fatal. Parts that react to the process stopping on their own (a supervised child that exits
 * with the terminal's Ctrl-C must not be restarted) watch `stopping`, which is aborted as soon as
 * the first signal arrives, before any step runs.
 */
export function installShutdown(
  logger: Logger,
  timeoutMs: number,
  steps: Array<() => Promise<unknown>>,
  stopping: AbortController = new AbortController(),
  repeatWindowMs = REPEATED_SIGNAL_WINDOW_MS,
): void {
  let firstSignalAt = 0;
  const stop = async (signal: string) => {
    if (stopping.signal.aborted) {
      if (performance.now() - firstSignalAt < repeatWindowMs) {
        logger.info({ signal }, 'repeated signal ignored: already shutting down');
        return;
      }
      logger.warn({ signal }, 'second signal during shutdown; exiting now');
      process.exit(1);
    }
    firstSignalAt = performance.now();
    stopping.abort();
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.warn('shutdown timed out; exiting');
      process.exit(1);
    }, timeoutMs).unref();
    for (const step of steps)
      await step().catch((error: Error) => logger.warn({ err: error.message }, 'shutdown step failed'));
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection'));
}
