import { Agenda, Job, backoffStrategies, type JobWithState } from 'agenda';
import type { Logger } from 'pino';
import type { Database } from '@platform/db';
import type { EventBus } from '@platform/pubsub';
import { Conflict, NotFound } from '@platform/errors';
import { connectAgendaStore, type AgendaStore } from './agenda-backend.js';
import { JOB_UPDATED_TOPIC, type JobData, type JobDefinition, type JobEvent, type JobStatus } from './job-definition.js';

export interface JobQueueOptions {
  db: Database;
  mongoUrl?: string;
  bus: EventBus;
  logger: Logger;
  maxAttempts: number;
  backoffMs: number;
  pollMs: number;
  onOutcome?: (job: string, outcome: 'completed' | 'retried' | 'failed') => void;
}

type AgendaJob = Job<JobData>;

/** Agenda reports a job waiting for its retry as failed too; only one with no next run is done failing. */
function statusOf(job: Pick<JobWithState, 'state' | 'nextRunAt'>): JobStatus {
  if (job.state === 'failed') return job.nextRunAt ? 'queued' : 'failed';
  if (job.state === 'running' || job.state === 'completed') return job.state;
  return 'queued';
}

function jobId(job: { attrs: { _id?: unknown } } | JobWithState): string {
  return String('attrs' in job ? job.attrs._id : job._id);
}

/** The platform's job runner: Agenda with retries and backoff, lifecycle events on the bus. */
export class JobQueue {
  private constructor(
    private readonly agenda: Agenda,
    private readonly store: AgendaStore,
    private readonly options: JobQueueOptions,
  ) {
    agenda.on('start', (job) => void this.announce(job as AgendaJob, 'running', null));
    agenda.on('success', (job) => {
      options.onOutcome?.(job.attrs.name, 'completed');
      void this.announce(job as AgendaJob, 'completed', null);
    });
    agenda.on('retry', (job) => {
      options.onOutcome?.(job.attrs.name, 'retried');
      void this.announce(job as AgendaJob, 'queued', job.attrs.failReason ?? null);
    });
    agenda.on('retry exhausted', (error, job) => {
      options.onOutcome?.(job.attrs.name, 'failed');
      options.logger.warn({ job: job.attrs.name, id: jobId(job), err: error.message }, 'job failed after its last attempt');
      void this.announce(job as AgendaJob, 'failed', error.message);
    });
    agenda.on('error', (error) => options.logger.error({ err: error.message }, 'job store error'));
  }

  static async connect(options: JobQueueOptions): Promise<JobQueue> {
    const store = await connectAgendaStore(options.db, options.mongoUrl);
    const agenda = new Agenda({ backend: store.backend, processEvery: options.pollMs, defaultConcurrency: 2 });
    try {
      await agenda.ready;
    } catch (error) {
      await store.close();
      throw new Error(`Cannot open the job store: ${(error as Error).message}`);
    }
    return new JobQueue(agenda, store, options);
  }

  /** Registers definitions whose jobs this process will run. */
  define(definitions: JobDefinition<any>[]): void {
    for (const definition of definitions) {
      const maxAttempts = definition.maxAttempts ?? this.options.maxAttempts;
      this.agenda.define<JobData>(
        definition.name,
        async (job) => {
          const attempt = (job.attrs.failCount ?? 0) + 1;
          const logger = this.options.logger.child({ job: definition.name, jobId: jobId(job), attempt });
          await definition.handler(job.attrs.data, { jobId: jobId(job), attempt, logger });
        },
        {
          concurrency: definition.concurrency ?? 2,
          backoff: backoffStrategies.exponential({ delay: this.options.backoffMs, maxRetries: maxAttempts - 1 }),
        },
      );
    }
  }

  async start(): Promise<void> {
    await this.agenda.start();
  }

  async enqueue<D extends JobData>(name: string, data: D): Promise<JobEvent> {
    const job = (await this.agenda.now(name, data)) as AgendaJob;
    return this.announce(job, 'queued', null);
  }

  /** Runs `name` on a schedule (cron or human interval), once per deployment. */
  async every(interval: string, name: string): Promise<void> {
    await this.agenda.every(interval, name, { userId: null });
  }

  async get(id: string): Promise<JobEvent | null> {
    const { jobs } = await this.agenda.queryJobs({ id });
    return jobs[0] ? this.toEvent(jobs[0]) : null;
  }

  /** The caller's jobs, newest first; `status` narrows to one state (failed = the failed-jobs record). */
  async list(filter: { userId: number | null; status?: JobStatus; limit: number; offset: number }): Promise<JobEvent[]> {
    const state = filter.status === 'queued' ? undefined : filter.status;
    const { jobs } = await this.agenda.queryJobs({
      data: { userId: filter.userId },
      state,
      sort: { lastRunAt: 'desc', nextRunAt: 'desc' },
      skip: filter.offset,
      limit: filter.limit,
    } as never);
    const events = jobs.map((job) => this.toEvent(job));
    return filter.status ? events.filter((event) => event.status === filter.status) : events;
  }

  /** Puts a failed job back in the queue with a fresh set of attempts. */
  async retry(id: string, userId: number | null): Promise<JobEvent> {
    const { jobs } = await this.agenda.queryJobs({ id });
    const found = jobs[0];
    if (!found || (found.data as JobData)?.userId !== userId) throw new NotFound('Job');
    if (statusOf(found) !== 'failed') throw new Conflict(`Only failed jobs can be retried; this job is ${statusOf(found)}`);
    const job = new Job<JobData>(this.agenda, { ...(found as object), failCount: 0, failReason: undefined, failedAt: undefined } as never);
    job.schedule(new Date());
    await job.save();
    return this.announce(job, 'queued', null);
  }

  /** Removes every job of a user (account deletion): queued, failed and finished alike. */
  async removeForUser(userId: number): Promise<number> {
    return this.agenda.cancel({ data: { userId } });
  }

  async stop(): Promise<void> {
    await this.agenda.stop();
    await this.store.close();
  }

  private toEvent(job: JobWithState): JobEvent {
    const data = job.data as JobData | undefined;
    const status = statusOf(job);
    return {
      id: jobId(job),
      name: job.name,
      status,
      userId: data?.userId ?? null,
      attempts: (job.failCount ?? 0) + (status === 'completed' ? 1 : 0),
      error: status === 'failed' ? job.failReason ?? null : null,
      updatedAt: (job.lastFinishedAt ?? job.lastRunAt ?? job.nextRunAt ?? new Date()).toISOString?.() ?? new Date().toISOString(),
    };
  }

  private async announce(job: AgendaJob, status: JobStatus, error: string | null): Promise<JobEvent> {
    const event: JobEvent = {
      id: jobId(job),
      name: job.attrs.name,
      status,
      userId: job.attrs.data?.userId ?? null,
      attempts: (job.attrs.failCount ?? 0) + (status === 'completed' ? 1 : 0),
      error,
      updatedAt: new Date().toISOString(),
    };
    await this.options.bus.publish(JOB_UPDATED_TOPIC, event).catch((err: Error) =>
      this.options.logger.warn({ err: err.message }, 'could not publish a job update'),
    );
    return event;
  }
}
