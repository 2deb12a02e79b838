import pino from 'pino';
import { openDatabase, type Database } from '@platform/db';
import { LocalEventBus } from '@platform/pubsub';
import { JobQueue, type JobOutcome, type JobQueueOptions } from './job-queue.js';
import {
  JOB_UPDATED_TOPIC,
  defineJob,
  type JobData,
  type JobEvent,
  type JobStatus,
} from './job-definition.js';

/*
 * JobQueue tests run on the real stack of an embedded platform: Agenda over an in-memory PGlite
 * (loaded from the build's template) and the in-process event bus. No mocks.
 */

export const USER = 7;
export const OTHER_USER = 8;

export interface QueueHarness {
  queue: JobQueue;
  bus: LocalEventBus;
  /** Every JOB_UPDATED_TOPIC event, in the order the bus delivered them. */
  events: JobEvent[];
  /** Every onOutcome call, in order. */
  outcomes: Array<{ job: string; outcome: JobOutcome }>;
}

/**
 * Registers the hooks of a test file: one database for the file, its job table emptied after each
 * test, and every queue a test started stopped (with its bus) before that.
 */
export function useJobQueues() {
  const logger = pino({ level: 'silent' });
  let db: Database;
  const open: QueueHarness[] = [];

  beforeAll(async () => {
    db = await openDatabase({ dataDir: 'memory://', logger });
  });
  afterEach(async () => {
    while (open.length) {
      const { queue, bus } = open.pop()!;
      await queue.stop();
      await bus.close();
    }
    await db.pool.query('delete from agenda_jobs');
  });
  afterAll(async () => {
    await db.close();
  });

  /** A queue with a fresh bus: fast polling and backoff unless `options` say otherwise; started unless told not to. */
  async function startQueue(
    options: Partial<JobQueueOptions> = {},
    { start = true } = {},
  ): Promise<QueueHarness> {
    const bus = new LocalEventBus();
    const events: JobEvent[] = [];
    const outcomes: QueueHarness['outcomes'] = [];
    bus.subscribe<JobEvent>(JOB_UPDATED_TOPIC, (event) => {
      events.push(event);
    });
    const queue = await JobQueue.connect({
      db,
      bus,
      logger,
      maxAttempts: 3,
      backoffMs: 20,
      pollMs: 25,
      onOutcome: (job, outcome) => outcomes.push({ job, outcome }),
      ...options,
    });
    const harness = { queue, bus, events, outcomes };
    open.push(harness);
    if (start) await queue.start();
    return harness;
  }

  return { startQueue };
}

/** Polls `read` until `done` holds; after `timeoutMs` fails, naming `what` and the last value read. */
export async function until<T>(
  what: string,
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 5000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The first event of job `id` with `status`, once the bus has delivered it. */
export const eventFor = (events: JobEvent[], id: string, status: JobStatus) =>
  until(
    `a ${status} event for job ${id}`,
    () => events.find((event) => event.id === id && event.status === status),
    Boolean,
  );

export const statusesOf = (events: JobEvent[], id: string) =>
  events.filter((event) => event.id === id).map((event) => event.status);

/** A job that fails its first `failures` runs, then succeeds; `attempts` records each run's attempt. */
export function flakyJob(
  name: string,
  failures: number,
  extra: { maxAttempts?: number; description?: string } = {},
) {
  const attempts: number[] = [];
  const definition = defineJob<JobData>({
    name,
    ...extra,
    async handler(_data, { attempt }) {
      attempts.push(attempt);
      if (attempts.length <= failures) throw new Error(`${name} failed on attempt ${attempt}`);
    },
  });
  return { definition, attempts };
}
