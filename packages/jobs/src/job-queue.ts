import { Agenda, InMemoryNotificationChannel, Job, backoffStrategies, type JobWithState } from 'agenda';
import { PermanentJobError } from './permanent-job-error.js';
import type { Logger } from 'pino';
import type { Database } from '@platform/db';
import type { EventBus } from '@platform/pubsub';
import { Conflict, NotFound } from '@platform/errors';
import { connectAgendaStore, type AgendaStore } from './agenda-backend.js';
import type { JobListFilter } from './job-list-query.js';
import {
  JOB_UPDATED_TOPIC,
  type JobData,
  type JobDefinition,
  type JobEvent,
  type JobStatus,
  type ScheduledTask,
  type ScheduledTaskStatus,
} from './job-definition.js';

export interface JobQueueOptions {
  db: Database;
  mongoUrl?: string;
  bus: EventBus;
  logger: Logger;
  maxAttempts: number;
  backoffMs: number;
  pollMs: number;
  /** Hears each run's outcome once Agenda has saved the job, as the bus does (metrics count them). */
  onOutcome?: (job: string, outcome: JobOutcome) => void;
}

export type JobOutcome = 'completed' | 'retried' | 'failed';

type AgendaJob = Job<JobData>;

/** Agenda reports a job waiting for its retry as failed too; only one with no next run is done failing. */
function statusOf(job: Pick<JobWithState, 'state' | 'nextRunAt'>): JobStatus {
  if (job.state === 'failed') return job.nextRunAt ? 'queued' : 'failed';
  if (job.state === 'running' || job.state === 'completed') return job.state;
  return 'queued';
}

/** What a scheduled task's job carries: no user, a marker `scheduledTasks` finds it by, and its description. */
interface ScheduledTaskData extends JobData {
  userId: null;
  scheduledTask: true;
  description: string;
}

const time = (date: Date | string | null | undefined) => (date ? new Date(date).getTime() : 0);

/**
 * The last run's outcome from the job's own timestamps: a run started after the last finish and
 * the last failure is still running; a failure after the last finish is RETRYING while attempts
 * remain (failCount > 0), FAILED once they are used up (JobQueue resets failCount then).
 */
function taskStatus(job: JobWithState): ScheduledTaskStatus {
  const run = time(job.lastRunAt);
  const finished = time(job.lastFinishedAt);
  const failed = time(job.failedAt);
  if (!run) return 'never_run';
  if (run > finished && run > failed) return 'running';
  // Agenda stamps a failure's failedAt and lastFinishedAt with the same instant.
  if (failed && failed >= finished) return job.failCount ? 'retrying' : 'failed';
  return 'succeeded';
}

/** Runs made so far: failures, plus the run that succeeded for a completed job. */
function attemptsOf(
  status: JobStatus,
  failCount: number | null | undefined,
  data: JobData | undefined,
): number {
  if (status === 'completed') return data?.completedOnAttempt ?? (failCount ?? 0) + 1;
  return failCount ?? 0;
}

function jobId(job: { attrs: { _id?: unknown } } | JobWithState): string {
  return String('attrs' in job ? job.attrs._id : job._id);
}

/** The platform's job runner: Agenda with retries and backoff, lifecycle events on the bus. */
export class JobQueue {
  /** Descriptions of the definitions this process registered, by job name (for `every`). */
  private readonly descriptions = new Map<string, string>();
  /** Ids of the jobs this process runs right now: what a timed-out drain must hand back. */
  private readonly running = new Set<string>();
  /**
   * A run's outcome, held until Agenda has saved the job ('complete'): Agenda emits success, retry
   * and retry exhausted before it writes the job, and a client that heard FAILED and then asked
   * for its failed jobs found the job still running. onOutcome hears it at the same moment.
   */
  private readonly outcomes = new Map<string, { outcome: JobOutcome; event: JobEvent }>();

  private constructor(
    private readonly agenda: Agenda,
    private readonly store: AgendaStore,
    private readonly options: JobQueueOptions,
  ) {
    agenda.on('start', (job) => {
      this.running.add(jobId(job));
      void this.announce(job as AgendaJob, 'running', null);
    });
    agenda.on('complete', (job) => {
      const id = jobId(job);
      this.running.delete(id);
      const held = this.outcomes.get(id);
      if (!held) return;
      this.outcomes.delete(id);
      options.onOutcome?.(job.attrs.name, held.outcome);
      void options.bus.notify(JOB_UPDATED_TOPIC, { ...held.event, updatedAt: new Date().toISOString() });
    });
    agenda.on('success', (job) => {
      this.outcomes.set(jobId(job), {
        outcome: 'completed',
        event: this.eventOf(job as AgendaJob, 'completed', null),
      });
    });
    agenda.on('retry', (job) => {
      this.outcomes.set(jobId(job), {
        outcome: 'retried',
        event: this.eventOf(job as AgendaJob, 'queued', job.attrs.failReason ?? null),
      });
    });
    agenda.on('retry exhausted', (error, job) => {
      options.logger.warn(
        { job: job.attrs.name, id: jobId(job), err: error.message },
        'job failed after its last attempt',
      );
      this.outcomes.set(jobId(job), {
        outcome: 'failed',
        event: this.eventOf(job as AgendaJob, 'failed', error.message),
      });
      // A repeating task keeps its next scheduled run; without this its failCount would carry into
      // that run, which would then get no retries at all. failReason and failedAt stay as the record.
      // (Agenda saves the job's attributes after this synchronous listener returns.)
      if (job.attrs.repeatInterval) job.attrs.failCount = 0;
    });
    agenda.on('error', (error) => options.logger.error({ err: error.message }, 'job store error'));
  }

  static async connect(options: JobQueueOptions): Promise<JobQueue> {
    const store = await connectAgendaStore(options.db, options.mongoUrl);
    const agenda = new Agenda({
      backend: store.backend,
      // A job this process enqueues and runs itself (the embedded default) starts at once instead of
      // at the next poll, so the poll can be slow: on embedded PGlite each poll is one lookup per job
      // name inside this process's event loop. Jobs of other processes, retries and schedules still
      // wait for the poll (JOB_POLL_MS).
      notificationChannel: new InMemoryNotificationChannel(),
      processEvery: options.pollMs,
      defaultConcurrency: 2,
    });
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
      if (definition.description) this.descriptions.set(definition.name, definition.description);
      this.agenda.define<JobData>(
        definition.name,
        async (job) => {
          const attempt = (job.attrs.failCount ?? 0) + 1;
          const logger = this.options.logger.child({ job: definition.name, jobId: jobId(job), attempt });
          const progress = (percent: number) => job.touch(Math.min(100, Math.max(0, Math.round(percent))));
          await definition.handler(job.attrs.data, { jobId: jobId(job), attempt, logger, progress });
          if (attempt > 1) {
            // The processor persists state fields only; the data needs its own save.
            job.attrs.data = { ...job.attrs.data, completedOnAttempt: attempt };
            await job.save();
          }
        },
        {
          concurrency: definition.concurrency ?? 2,
          backoff: backoffStrategies.when(
            (failure) => !(failure.error instanceof PermanentJobError),
            backoffStrategies.exponential({ delay: this.options.backoffMs, maxRetries: maxAttempts - 1 }),
          ),
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

  /**
   * Runs `name` on a schedule (cron or human interval), once per deployment. Idempotent across
   * restarts and replicas: Agenda keeps one job per name (an upsert on the name, type 'single'),
   * and a repeated call keeps the stored next run, so restarting never postpones a task; only the
   * very first call runs it at once. Define the job first so its description is stored with it.
   */
  async every(interval: string, name: string): Promise<void> {
    const data: ScheduledTaskData = {
      userId: null,
      scheduledTask: true,
      description: this.descriptions.get(name) ?? name,
    };
    await this.agenda.every(interval, name, data);
  }

  /** Every scheduled task of the deployment (whichever process registered it), by name. */
  async scheduledTasks(): Promise<ScheduledTask[]> {
    const { jobs } = await this.agenda.queryJobs({ data: { scheduledTask: true } });
    return jobs
      .filter((job) => job.type === 'single')
      .map((job) => {
        const status = taskStatus(job);
        return {
          name: job.name,
          description: (job.data as Partial<ScheduledTaskData>)?.description ?? job.name,
          interval: String(job.repeatInterval ?? ''),
          lastRunAt: job.lastRunAt ? new Date(job.lastRunAt) : null,
          lastFinishedAt: job.lastFinishedAt ? new Date(job.lastFinishedAt) : null,
          nextRunAt: job.nextRunAt ? new Date(job.nextRunAt) : null,
          lastStatus: status,
          lastError: status === 'retrying' || status === 'failed' ? (job.failReason ?? null) : null,
          progress: status === 'running' ? (job.progress ?? 0) : null,
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  async get(id: string): Promise<JobEvent | null> {
    const { jobs } = await this.agenda.queryJobs({ id });
    return jobs[0] ? this.toEvent(jobs[0]) : null;
  }

  /**
   * The caller's jobs, newest first; `status` narrows to one state (failed = the failed-jobs record).
   * Always one user's: platform jobs (scheduled tasks, userId null) are listed by `scheduledTasks`.
   */
  async list(filter: JobListFilter): Promise<JobEvent[]> {
    // The page is cut by the store's own query, status included; Agenda then reads those jobs.
    const ids = await this.store.findJobIds(filter);
    if (!ids.length) return [];
    const { jobs } = await this.agenda.queryJobs({ ids });
    const byId = new Map(jobs.map((job) => [jobId(job), job]));
    return ids.flatMap((id) => {
      const job = byId.get(id);
      return job ? [this.toEvent(job)] : [];
    });
  }

  /** Puts a failed job back in the queue with a fresh set of attempts. */
  async retry(id: string, userId: number): Promise<JobEvent> {
    const { jobs } = await this.agenda.queryJobs({ id });
    const found = jobs[0];
    if (!found || (found.data as JobData)?.userId !== userId) throw new NotFound('Job');
    if (statusOf(found) !== 'failed')
      throw new Conflict(`Only failed jobs can be retried; this job is ${statusOf(found)}`);
    const job = new Job<JobData>(this.agenda, {
      ...(found as object),
      failCount: 0,
      failReason: undefined,
      failedAt: undefined,
    } as never);
    job.schedule(new Date());
    await job.save();
    return this.announce(job, 'queued', null);
  }

  /** Removes every job of a user (account deletion): queued, failed and finished alike. */
  async removeForUser(userId: number): Promise<number> {
    return this.agenda.cancel({ data: { userId } });
  }

  /**
   * Shutdown, first step: takes no new jobs and lets the running ones finish (up to `timeoutMs`), so
   * that closing the domains after it does not pull storage or a browser from under a job. A job
   * still running after the timeout is released: Agenda leaves it locked with no next run (it would
   * wait out the 10-minute lock lifetime), so it is put back as due now and unlocked, and the next
   * process runs it again from the start.
   */
  async drain(timeoutMs: number): Promise<void> {
    const result = await this.agenda.drain({ timeout: timeoutMs, closeConnection: false });
    if (!result.timedOut) return;
    const ids = [...this.running];
    this.options.logger.warn(
      { running: ids.length },
      'jobs still running at shutdown; released to run again',
    );
    await this.release(ids);
  }

  private async release(ids: string[]): Promise<void> {
    for (const id of ids) {
      const { jobs } = await this.agenda.queryJobs({ id });
      if (!jobs[0]) continue;
      // A fresh Job object: the running one would save its own state over this when it ends.
      const job = new Job<JobData>(this.agenda, { ...(jobs[0] as object) } as never);
      job.schedule(new Date());
      await job.save();
    }
    await this.agenda.db.unlockJobs(ids);
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
      attempts: attemptsOf(status, job.failCount, data),
      error: status === 'failed' ? (job.failReason ?? null) : null,
      updatedAt:
        (job.lastFinishedAt ?? job.lastRunAt ?? job.nextRunAt ?? new Date()).toISOString?.() ??
        new Date().toISOString(),
    };
  }

  private eventOf(job: AgendaJob, status: JobStatus, error: string | null): JobEvent {
    return {
      id: jobId(job),
      name: job.attrs.name,
      status,
      userId: job.attrs.data?.userId ?? null,
      attempts: attemptsOf(status, job.attrs.failCount, job.attrs.data),
      error,
      updatedAt: new Date().toISOString(),
    };
  }

  private async announce(job: AgendaJob, status: JobStatus, error: string | null): Promise<JobEvent> {
    const event = this.eventOf(job, status, error);
    await this.options.bus.notify(JOB_UPDATED_TOPIC, event);
    return event;
  }
}
