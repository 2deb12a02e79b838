import type { Config } from '@platform/config';
import { openDatabase, type Database } from '@platform/db';
import { createEventBus, type EventBus } from '@platform/pubsub';
import { JobQueue } from '@platform/jobs';
import { createLogger, Metrics, type Logger } from '@platform/observability';

/** What one process shares between its subgraphs: configuration, logs, metrics, database, bus, jobs. */
export interface Platform {
  config: Config;
  logger: Logger;
  metrics: Metrics;
  db: Database;
  bus: EventBus;
  jobs: JobQueue;
  close(): Promise<void>;
}

/** Opens the process's shared resources in order, closing what was opened if a later step fails. */
export async function bootPlatform(
  config: Config,
  logger: Logger = createLogger(config.LOG_LEVEL),
): Promise<Platform> {
  const metrics = new Metrics();
  const opened: Array<() => Promise<void>> = [];
  try {
    const db = await openDatabase({
      dataDir: config.DATA_DIR,
      databaseUrl: config.DATABASE_URL,
      logger,
      poolSize: config.DATABASE_POOL_SIZE,
    });
    opened.push(() => db.close());
    const bus = await createEventBus(
      {
        url: config.REDIS_URL,
        namespace: config.REDIS_NAMESPACE,
        commandTimeoutMs: config.REDIS_COMMAND_TIMEOUT_MS,
      },
      (topic, error) => logger.error({ topic, err: (error as Error).message }, 'event bus error'),
      (topic, error) => {
        metrics.eventNotifyFailures.inc({ topic });
        logger.error({ topic, err: (error as Error).message }, 'event about a committed write not delivered');
      },
    );
    opened.push(() => bus.close());
    const jobs = await JobQueue.connect({
      db,
      mongoUrl: config.MONGODB_URL,
      bus,
      logger: logger.child({ component: 'jobs' }),
      maxAttempts: config.JOB_MAX_ATTEMPTS,
      backoffMs: config.JOB_BACKOFF_MS,
      pollMs: config.JOB_POLL_MS,
      onOutcome: (job, outcome) => metrics.jobs.inc({ job, outcome }),
    });
    opened.push(() => jobs.stop());
    const close = async () => {
      for (const closeOne of opened.reverse())
        await closeOne().catch((err: Error) => logger.warn({ err: err.message }, 'close failed'));
    };
    return { config, logger, metrics, db, bus, jobs, close };
  } catch (error) {
    for (const closeOne of opened.reverse()) await closeOne().catch(() => undefined);
    throw error;
  }
}
