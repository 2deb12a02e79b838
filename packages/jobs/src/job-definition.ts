import type { Logger } from 'pino';

/** Every job's data names the user it works for (null for platform jobs), so owners can follow it. */
export interface JobData {
  userId: number | null;
}

export interface JobContext {
  jobId: string;
  /** 1 on the first run, 2 on the first retry, and so on. */
  attempt: number;
  logger: Logger;
}

/** A typed job: its name, how to run it, and how hard to retry. */
export interface JobDefinition<D extends JobData = JobData> {
  name: string;
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
