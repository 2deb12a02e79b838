import type { Db, Document } from 'mongodb';
import type { Database } from '@platform/db';
import type { JobStatus } from './job-definition.js';

/**
 * One page of a user's jobs, narrowed to a status: jobs still to run first (latest next run first),
 * then the others by their last run, newest first (the order Agenda's queryJobs gave them).
 */
export interface JobListFilter {
  userId: number;
  status?: JobStatus;
  limit: number;
  offset: number;
}

/** Finds the ids of one page of jobs in the job store itself, status filter included. */
export type FindJobIds = (filter: JobListFilter) => Promise<string[]>;

/*
 * The platform's statuses over Agenda's stored fields (Agenda's computeJobState, then statusOf in
 * job-queue.ts: a failure waiting for its retry counts as queued). They are written out as store
 * queries because Agenda's queryJobs filters by state after reading every row of the user and its
 * paging cannot see our statuses: filtering after it returned short pages.
 *   failedLast: failed_at set, and no later finish (Agenda stamps both on a failure)
 *   running:    locked
 *   failed:     not locked, failedLast, no next run
 *   queued:     not locked, and a next run (a retry, a schedule) or a repeat interval without a failure
 *   completed:  not locked, not failedLast, no next run, no repeat interval
 */
const SQL_FAILED_LAST =
  '(failed_at is not null and (last_finished_at is null or failed_at >= last_finished_at))';
const SQL_STATUS: Record<JobStatus, string> = {
  running: 'locked_at is not null',
  failed: `locked_at is null and ${SQL_FAILED_LAST} and next_run_at is null`,
  queued: `locked_at is null and (next_run_at is not null or (repeat_interval is not null and not ${SQL_FAILED_LAST}))`,
  completed: `locked_at is null and not ${SQL_FAILED_LAST} and next_run_at is null and repeat_interval is null`,
};

/** Agenda's Postgres backend keeps jobs in `agenda_jobs` (its default table name, which we keep). */
export function postgresJobIds(pool: Database['pool'], table = 'agenda_jobs'): FindJobIds {
  return async ({ userId, status, limit, offset }) => {
    const where = status ? ` and ${SQL_STATUS[status]}` : '';
    const { rows } = await pool.query(
      `select id from "${table}" where data @> $1::jsonb${where}
       order by next_run_at desc nulls last, last_run_at desc nulls last, id limit $2 offset $3`,
      [JSON.stringify({ userId }), limit, offset],
    );
    return (rows as Array<{ id: string }>).map((row) => String(row.id));
  };
}

const isSet = (field: string) => ({ $ne: [{ $ifNull: [`$${field}`, null] }, null] });
const isUnset = (field: string) => ({ $eq: [{ $ifNull: [`$${field}`, null] }, null] });
const MONGO_FAILED_LAST = {
  $and: [isSet('failedAt'), { $or: [isUnset('lastFinishedAt'), { $gte: ['$failedAt', '$lastFinishedAt'] }] }],
};
const MONGO_STATUS: Record<JobStatus, Document> = {
  running: isSet('lockedAt'),
  failed: { $and: [isUnset('lockedAt'), MONGO_FAILED_LAST, isUnset('nextRunAt')] },
  queued: {
    $and: [
      isUnset('lockedAt'),
      { $or: [isSet('nextRunAt'), { $and: [isSet('repeatInterval'), { $not: [MONGO_FAILED_LAST] }] }] },
    ],
  },
  completed: {
    $and: [
      isUnset('lockedAt'),
      { $not: [MONGO_FAILED_LAST] },
      isUnset('nextRunAt'),
      isUnset('repeatInterval'),
    ],
  },
};

/** The same page from Agenda's Mongo backend (collection `agendaJobs`, its default). */
export function mongoJobIds(db: Db, collection = 'agendaJobs'): FindJobIds {
  return async ({ userId, status, limit, offset }) => {
    const query: Document = { 'data.userId': userId, ...(status ? { $expr: MONGO_STATUS[status] } : {}) };
    const rows = await db
      .collection(collection)
      .find(query, { projection: { _id: 1 } })
      .sort({ nextRunAt: -1, lastRunAt: -1, _id: 1 })
      .skip(offset)
      .limit(limit)
      .toArray();
    return rows.map((row) => String(row._id));
  };
}
