import type { Logger } from 'pino';

/** Every job's data names the user it works for (null for platform jobs), so owners can follow it. */
export interface JobData {
  userId: number | null;
  /**
   * Set by the queue when the job completes: the attempt that succeeded. Agenda zeroes its failure
   * count on success, so without this a job that needed retries would report one attempt.
   */
  completedOnAttempt?: number;
}

export interface JobContext {
  jobId: string;
  /** 1 on the first run, 2 on the first retry, and so on. */
  attempt: number;
  logger: Logger;
  /**
   * Records how far the run has come, 0 to 100, in the job store (Agenda's progress), so a scheduled
   * task's readers see a long run advance rather than only RUNNING.
   */
  progress(percent: number): Promise<void>;
}

/** A typed job: its name, how to run it, and how hard to retry. */
export interface JobDefinition<D extends JobData = JobData> {
  name: string;
  /** One line saying what the job does; scheduled tasks show it in `scheduledTasks`. */
  description?: string;
  concurrency?: number;
  /** Total runs before the job is parked as failed; defaults to JOB_MAX_ATTEMPTS. */
  maxAttempts?: number;
  handler(data: D, context: JobContext): Promise<void>;
}

export function defineJob<D extends JobData>(definition: JobDefinition<D>): JobDefinition<D> {
  return definition;
}

export type JobStatus = 'queued' | 'running' | 'completed' | 'failed';

/** What `jobUpdated` streams and the jobs subgraph lists. */
export interface JobEvent {
  id: string;
  name: string;
  status: JobStatus;
  userId: number | null;
  attempts: number;
  error: string | null;
  updatedAt: string;
}

export const JOB_UPDATED_TOPIC = 'jobs.updated';

/** How the last run of a scheduled task ended (RETRYING: it failed and a retry is due). */
export type ScheduledTaskStatus = 'never_run' | 'running' | 'succeeded' | 'retrying' | 'failed';

/** A platform task run on a schedule (`JobQueue.every`), as `scheduledTasks` lists it. */
export interface ScheduledTask {
  name: string;
  description: string;
  /** The schedule as given to `every`: a human interval ('6 hours') or a cron expression. */
  interval: string;
  lastRunAt: Date | null;
  lastFinishedAt: Date | null;
  nextRunAt: Date | null;
  lastStatus: ScheduledTaskStatus;
  /** Why the last run failed (RETRYING and FAILED only). */
  lastError: string | null;
  /** How far a RUNNING run has come, 0 to 100, as its handler reported it; null when not running. */
  progress: number | null;
}

/** The context of a handler run directly rather than by the queue (tests, scripts): its progress goes nowhere. */
export const directJobContext = (logger: Logger, attempt = 1): JobContext => ({
  jobId: 'direct',
  attempt,
  logger,
  progress: async () => {},
});
