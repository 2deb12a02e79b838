import { z } from 'zod';
import {
  HunterAccountDocument,
  ImportJobsDocument,
  JobPostingDocument,
  SearchJobsDocument,
} from '@platform/operations';
import { NotFound } from '@platform/errors';
import {
  JobPostingInputSchema,
  MutationImportJobsArgsSchema,
  MutationSearchJobsArgsSchema,
} from '@platform/subgraph-hunter/validation';
import { route } from '../../core/index.js';
import { jobIdParams, jobRecord, toJobRecord } from './job-records.js';

/** JSON carries postedAt and closesAt as date strings; the graph's DateTime variable takes it as ISO 8601. */
const isoDate = z.coerce
  .date()
  .nullish()
  .transform((date) => date?.toISOString() ?? null);
const importedJob = JobPostingInputSchema().extend({ postedAt: isoDate, closesAt: isoDate });
const importBody = MutationImportJobsArgsSchema().extend({
  jobs: z.array(importedJob).min(1, 'must hold at least 1 item(s)').max(5000, 'may hold at most 5000 items'),
});

const TIERS = ['FREE', 'PRO', 'ENTERPRISE'] as const;

const jobFit = z
  .object({
    score: z.number().int().describe('100 x (0.5 skills + 0.25 title + 0.15 location + 0.1 seniority)'),
    skills: z.object({ score: z.number(), matched: z.array(z.string()), missing: z.array(z.string()) }),
    title: z.object({ score: z.number(), matched: z.array(z.string()) }),
    location: z.object({ score: z.number(), reason: z.string() }),
    seniority: z.object({ score: z.number(), job: z.string().nullable(), profile: z.string() }),
  })
  .meta({ id: 'JobFit' });

const quotaNote =
  'Counts against the monthly job_searches quota (FREE 5; PRO and ENTERPRISE unlimited) only when it succeeds; over it: 429 QUOTA_EXCEEDED with details {feature, limit, used, resetDate}.';

/** The Hunter Protocol: the local job index (hunter:use on every path). */
export const jobsRoutes = [
  route({
    method: 'post',
    path: '/jobs/import',
    summary: 'Import jobs into the local index; a url already indexed is updated',
    description:
      'At most 5,000 jobs a call; a url repeated in one batch keeps the last. Answers how many jobs were written.',
    tag: 'Hunter',
    auth: 'user',
    body: importBody,
    operation: ImportJobsDocument,
    variables: ({ body }) => ({ jobs: body.jobs }),
    respond: ({ importJobs }) => ({ imported: importJobs.imported }),
    status: 201,
    response: z.object({ imported: z.number().int() }),
  }),
  route({
    method: 'post',
    path: '/jobs/search',
    summary:
      'Search the job index: a keyword in the title (or description, company, skills), the location in its location',
    description:
      'Keywords are ORed, case-insensitive, whole words (the last word of each also as a prefix). Newest postedAt first, at most limit (default 50, max 100). ' +
      "With profileId (one of the caller's profiles; another's is 404): the newest matches (up to 4 x limit) ranked by fit to the profile, best first, " +
      'each job with fit {score 0-100, skills, title, location, seniority}: each part its score and what matched (docs/products/resume.md). ' +
      quotaNote,
    tag: 'Hunter',
    auth: 'user',
    body: MutationSearchJobsArgsSchema(),
    operation: SearchJobsDocument,
    variables: ({ body }) => ({
      keywords: body.keywords,
      location: body.location ?? null,
      profileId: body.profileId ?? null,
      limit: body.limit,
    }),
    respond: ({ searchJobs }) => ({
      jobs: searchJobs.jobs.map((job, index) => {
        const fit = searchJobs.fits[index];
        if (!fit) return toJobRecord(job);
        const { jobId: _, ...explained } = fit;
        return { ...toJobRecord(job), fit: explained };
      }),
    }),
    response: z.object({ jobs: z.array(jobRecord.extend({ fit: jobFit.optional() })) }),
    errors: [404, 429],
  }),
  route({
    method: 'get',
    path: '/jobs/quota',
    summary:
      "The caller's tier (subscribed, granted, effective) and this month's use of every quota (limit null = unlimited)",
    tag: 'Hunter',
    auth: 'user',
    operation: HunterAccountDocument,
    respond: ({ hunterAccount }) => hunterAccount,
    response: z.object({
      tier: z
        .enum(TIERS)
        .describe('The tier the quotas follow: the higher of subscribedTier and grantedTier'),
      subscribedTier: z.enum(TIERS).describe("The tier the caller's Stripe subscription sets"),
      grantedTier: z.enum(TIERS).nullable().describe("An operator's grant, if any"),
      quotas: z.array(
        z.object({
          feature: z.string(),
          limit: z.number().int().nullable(),
          used: z.number().int(),
          resetDate: z.string(),
        }),
      ),
    }),
  }),
  // Last: /jobs/:jobId would otherwise take /jobs/quota and /jobs/sources.
  route({
    method: 'get',
    path: '/jobs/:jobId',
    summary: 'One job of the index, with the skills it lists',
    tag: 'Hunter',
    auth: 'user',
    params: jobIdParams,
    operation: JobPostingDocument,
    variables: ({ params }) => ({ id: params.jobId }),
    respond: ({ jobPosting }) => {
      if (!jobPosting) throw new NotFound('Job');
      return { ...toJobRecord(jobPosting), skills: jobPosting.skills };
    },
    response: jobRecord.extend({ skills: z.array(z.string()) }).meta({ id: 'JobWithSkills' }),
    errors: [404],
  }),
];
