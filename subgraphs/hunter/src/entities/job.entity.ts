import { defineEntity, p } from '@mikro-orm/core';

/** The text a job is found by: title weighs most, then skills and company, then the description. */
export const JOB_SEARCH_DOCUMENT =
  "setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(company, '') || ' ' || coalesce(skills_text, '')), 'B') || setweight(to_tsvector('simple', coalesce(description, '')), 'C')";

const JobSchema = defineEntity({
  name: 'Job',
  schema: 'hunter',
  tableName: 'job',
  // One row per (url, owner): a user's import never rewrites another user's row nor a shared one.
  // The migration makes the constraint NULLS NOT DISTINCT, so shared rows (no owner) stay one per url.
  uniques: [{ name: 'job_url_owner_unique', properties: ['url', 'ownerId'] }],
  // The generated tsvector column "search" and its GIN index are written by hand in the migration
  // (the ORM maps no generated column); a later generated migration must keep them.
  // Newest first, as search orders: a common keyword then reads the first matches off this index.
  // The location's trigram index (pg_trgm) lets a search with a location intersect both indexes first.
  indexes: [
    {
      name: 'job_posted_idx',
      expression: 'create index "job_posted_idx" on "hunter"."job" ("posted_at" desc nulls last, "id")',
    },
    {
      name: 'job_location_trgm_idx',
      expression:
        'create index "job_location_trgm_idx" on "hunter"."job" using gin ("location" gin_trgm_ops)',
    },
  ],
  properties: {
    id: p.uuid().primary(),
    title: p.string().length(300),
    company: p.string().length(200).nullable(),
    location: p.string().length(200).nullable(),
    salaryRange: p.string().length(120).nullable(),
    url: p.text(),
    postedAt: p.datetime().nullable(),
    description: p.text().nullable(),
    skills: p.json<string[]>(),
    /** The skills as one lower-case line, for the search document (a generated column cannot read json arrays simply). */
    skillsText: p.text(),
    /**
     * Whose record it is: the user who imported it (or whose job source fetched it), who alone reads
     * it; null for a shared record (written by the platform itself: seeds, benches), which everyone reads.
     */
    ownerId: p.uuid().nullable(),
    /** When the posting closes (its source or importer says); from then on search leaves it out. */
    closesAt: p.datetime().nullable(),
    /** When it left the index's answers: closed, or no longer listed by the source that fetched it. */
    expiredAt: p.datetime().nullable(),
    /** The source refresh that last listed it (rules/job-identity.ts); null for imports. */
    seenIn: p.string().length(64).nullable(),
    /** The posting's identity across sources: its normalized url (rules/job-identity.ts). */
    sameAs: p.text().nullable(),
    /** Where it came from: 'import' or a job source id. */
    origin: p.string().length(64),
    importedAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

/** A job in the local index (imported or fetched from a source); one row per url and owner. */
export class Job extends JobSchema.class {}
JobSchema.setClass(Job);
