import { z } from 'zod';
import {
  AddJobSourceDocument,
  JobSourceRefreshDocument,
  JobSourcesDocument,
  RemoveJobSourceDocument,
} from '@platform/operations';
import { JobSourceInputSchema } from '@platform/subgraph-hunter/validation';
import { route } from '../../core/index.js';
import { jobSourceRecord, jobSourceRefreshRecord } from './job-records.js';

/** Job sources a user registers; an Agenda job fetches them all on HUNTER_SOURCE_REFRESH_INTERVAL. */
export const jobSourceRoutes = [
  route({
    method: 'get',
    path: '/jobs/sources',
    summary: "The caller's job sources, oldest first, each with its last fetch, error and count",
    tag: 'Hunter',
    auth: 'user',
    operation: JobSourcesDocument,
    respond: ({ jobSources }) => ({ sources: jobSources }),
    response: z.object({ sources: z.array(jobSourceRecord) }),
  }),
  route({
    method: 'get',
    path: '/jobs/sources/refresh',
    summary:
      'The scheduled refresh of every job source: its status, progress while running, and its next run',
    description:
      'The platform job hunter.fetch-job-sources, run every HUNTER_SOURCE_REFRESH_INTERVAL: progress is the percent of ' +
      'sources fetched so far while status is RUNNING (null otherwise). Each source keeps its own outcome (GET /jobs/sources).',
    tag: 'Hunter',
    auth: 'user',
    operation: JobSourceRefreshDocument,
    respond: ({ jobSourceRefresh }) => jobSourceRefresh,
    response: jobSourceRefreshRecord,
  }),
  route({
    method: 'post',
    path: '/jobs/sources',
    summary: 'Register a job source: a Greenhouse job board JSON, a Lever postings JSON, or an RSS/Atom feed',
    description:
      'company names the employer of every job of the source (job-board feeds leave it out). The url passes the page-archive SSRF guard ' +
      '(private and loopback addresses are refused unless HUNTER_SOURCES_ALLOW_PRIVATE=true): 400 otherwise.',
    tag: 'Hunter',
    auth: 'user',
    body: JobSourceInputSchema(),
    operation: AddJobSourceDocument,
    variables: ({ body }) => ({ input: body }),
    respond: ({ addJobSource }) => addJobSource,
    status: 201,
    response: jobSourceRecord,
  }),
  route({
    method: 'delete',
    path: '/jobs/sources/:id',
    summary: 'Remove one of your job sources (jobs already fetched stay in the index)',
    tag: 'Hunter',
    auth: 'user',
    params: z.object({ id: z.string().min(1).max(100) }),
    errors: [404],
    operation: RemoveJobSourceDocument,
    variables: ({ params }) => ({ id: params.id }),
    respond: () => undefined,
    status: 204,
    response: z.null(),
  }),
];
