import { z } from 'zod';
import { route, type FileReply } from '../../core/index.js';
import {
  ArchiveFilesDocument,
  ArchivePageDocument,
  GetArchiveDocument,
  ListArchivesDocument,
  type PageArchiveFieldsFragment,
} from '@platform/operations';
import { idParams, page } from '../params.js';
import { timestamp } from '../records.js';
import { MutationArchivePageArgsSchema } from '@platform/subgraph-archive/validation';

/** Where a stored file downloads from; what the record answers instead of a server path. */
const downloadPath = (id: number, kind: 'screenshot' | 'pdf') => `/api/archive/${id}/${kind}`;

/** The folder (createApiApp's fileFolders) the download routes stream from: ARCHIVE_DIR. */
export const ARCHIVE_FILES = 'archives';

// The tab API's archive record (snake_case), as a zod schema for OpenAPI and a mapper from the graph.
const archiveRecord = z
  .object({
    id: z.number().int(),
    url: z.string(),
    html_content: z.string(),
    screenshot_path: z.string().meta({
      description:
        'Where to download the PNG: /api/archive/{id}/screenshot on this API (never a server path).',
    }),
    pdf_path: z.string().meta({
      description: 'Where to download the PDF: /api/archive/{id}/pdf on this API (never a server path).',
    }),
    job_id: z
      .string()
      .meta({ description: 'The capture job that made this record (the jobId POST /api/archive answered).' }),
    created_at: timestamp,
    user_id: z.number().int(),
  })
  .meta({ id: 'Archive' });

const toArchiveRecord = (archive: PageArchiveFieldsFragment) => ({
  id: archive.id,
  url: archive.url,
  html_content: archive.htmlContent,
  screenshot_path: downloadPath(archive.id, 'screenshot'),
  pdf_path: downloadPath(archive.id, 'pdf'),
  job_id: archive.jobId,
  created_at: archive.createdAt,
  user_id: archive.userId,
});

const LIFECYCLE =
  'A record appears only once its capture has succeeded: until then (and when capture fails) GET /api/archive does not list it. ' +
  'Follow the capture with the jobId (GraphQL job(id) / jobUpdated(id)); a failed capture is retried per JOB_MAX_ATTEMPTS and then listed in failedJobs with its error.';

/** The three stored files of an archive, as download routes. */
const downloads = [
  {
    kind: 'html',
    field: 'htmlPath',
    contentType: 'text/html; charset=utf-8',
    extension: 'html',
    summary: 'Download the archived HTML',
  },
  {
    kind: 'screenshot',
    field: 'screenshotPath',
    contentType: 'image/png',
    extension: 'png',
    summary: 'Download the full-page PNG screenshot',
  },
  {
    kind: 'pdf',
    field: 'pdfPath',
    contentType: 'application/pdf',
    extension: 'pdf',
    summary: 'Download the PDF',
  },
] as const;

export const archiveRoutes = [
  route({
    method: 'post',
    path: '/api/archive',
    summary: 'Queue a capture of a web page (HTML, full-page screenshot, PDF)',
    description:
      'Only http and https URLs whose host resolves to public addresses; loopback, private, link-local, unique-local, CGNAT, multicast and other reserved ' +
      'addresses are refused with 400 (checked again for every request the page makes, redirects included). ' +
      LIFECYCLE,
    tag: 'Archive',
    auth: 'user',
    body: MutationArchivePageArgsSchema(),
    operation: ArchivePageDocument,
    variables: ({ body }) => body,
    respond: ({ archivePage }) => ({ message: archivePage.message, jobId: archivePage.jobId }),
    response: z.object({ message: z.string(), jobId: z.string() }),
  }),
  route({
    method: 'get',
    path: '/api/archive',
    summary: "List the caller's archived pages, newest first",
    description: LIFECYCLE,
    tag: 'Archive',
    auth: 'user',
    query: z.object(page(50, 1000)),
    operation: ListArchivesDocument,
    variables: ({ query }) => query,
    respond: ({ archives }) => archives.map(toArchiveRecord),
    response: z.array(archiveRecord),
  }),
  route({
    method: 'get',
    path: '/api/archive/:id',
    summary: 'Read one archived page',
    tag: 'Archive',
    auth: 'user',
    params: idParams,
    operation: GetArchiveDocument,
    variables: ({ params }) => params,
    respond: ({ archive }) => toArchiveRecord(archive),
    response: archiveRecord,
    errors: [404],
  }),
  ...downloads.map(({ kind, field, contentType, extension, summary }) =>
    route({
      method: 'get',
      path: `/api/archive/:id/${kind}`,
      summary,
      tag: 'Archive',
      auth: 'user',
      params: idParams,
      operation: ArchiveFilesDocument,
      variables: ({ params }) => params,
      file: { contentType },
      // By archive id only: the graph names the caller's own file, and the router streams it from
      // ARCHIVE_DIR/<user>/ and nowhere else (file-reply.ts).
      respond: ({ archive }): FileReply => ({
        folder: ARCHIVE_FILES,
        path: [String(archive.userId), archive[field]],
        filename: `archive-${archive.id}.${extension}`,
      }),
      response: z.string().meta({ format: 'binary' }),
      errors: [404],
    }),
  ),
];
