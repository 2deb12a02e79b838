import { defineEntity, p } from '@mikro-orm/core';

export const JOB_SOURCE_KINDS = ['greenhouse', 'lever', 'feed'] as const;
export type JobSourceKind = (typeof JOB_SOURCE_KINDS)[number];

const JobSourceSchema = defineEntity({
  name: 'JobSource',
  schema: 'hunter',
  tableName: 'job_source',
  indexes: [{ name: 'job_source_owner_idx', properties: ['identityId'] }],
  properties: {
    id: p.uuid().primary(),
    identityId: p.uuid(),
    kind: p.string().length(12).$type<JobSourceKind>(),
    url: p.text(),
    /** The employer named on every job of the source (job-board feeds leave it out). */
    company: p.string().length(200).nullable(),
    lastFetchedAt: p.datetime().nullable(),
    lastError: p.text().nullable(),
    lastImported: p.integer().default(0),
    createdAt: p.datetime(),
  },
});

/** A job board feed a user registered; the fetch job reads every source on a schedule. */
export class JobSource extends JobSourceSchema.class {}
JobSourceSchema.setClass(JobSource);
