import { BadInput } from '@platform/errors';

/**
 * Job ids are made by the queue's backend: a uuid (PostgreSQL) or a 24-hex ObjectId (MongoDB).
 * Anything else can name no job, and handed to the backend it fails as a database error (a 500):
 * refuse it here as the client's mistake.
 */
const JOB_ID = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{24})$/i;

export function isJobId(id: string): boolean {
  return JOB_ID.test(id);
}

export function parseJobId(id: string): string {
  if (!isJobId(id)) throw new BadInput('id is not a job id (a uuid)', { field: 'id' });
  return id;
}
