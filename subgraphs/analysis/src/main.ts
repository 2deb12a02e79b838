import { createLogger } from '@platform/observability';
import { releaseMemoryWhenQuiet } from '@platform/process-memory';
import { createAnalysisApp } from './http/app.js';
import { loadAnalysisConfig } from './config.js';

/** In-flight requests get this long to finish after SIGTERM before connections are dropped. */
const SHUTDOWN_GRACE_MS = 10_000;

const config = loadAnalysisConfig();
const logger = createLogger(config.logLevel, 'analysis');
const app = createAnalysisApp(config, { logger });

const server = app.listen(config.port, config.host, (error?: Error) => {
  if (error) {
    logger.fatal({ err: error }, 'analysis service could not listen');
    process.exit(1);
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info(
    { url: `http://${config.host}:${port}`, maxTextChars: config.maxTextChars, bodyLimit: config.bodyLimit },
    'analysis service ready',
  );
  // Under the platform's supervisor: tell it at once, so its /health need not wait for a poll.
  process.send?.({ type: 'ready' });
  releaseMemoryWhenQuiet({ onRelease: (released) => logger.debug(released, 'quiet: memory released') });
});

function shutdown(signal: string): void {
  logger.info({ signal }, 'analysis service shutting down');
  const force = setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, SHUTDOWN_GRACE_MS);
  force.unref();
  server.close(() => process.exit(0));
  server.closeIdleConnections();
}

process.once('SIGTERM', () => shutdown('SIGTERM'));
process.once('SIGINT', () => shutdown('SIGINT'));
// Started by the platform's supervisor with an IPC channel: the channel closes when the platform
// process ends in any way (a forced exit, SIGKILL), and the service must not outlive it as an orphan.
if (process.send) process.once('disconnect', () => shutdown('parent exited'));
