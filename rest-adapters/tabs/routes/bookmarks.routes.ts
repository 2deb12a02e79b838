import { z } from 'zod';
import { LIBRARY_CHANGED_TOPIC } from '@platform/subgraph-kit';
import { route } from '../../core/index.js';
import {
  ArchiveBookmarkDocument,
  BulkCreateBookmarksDocument,
  CreateBookmarkDocument,
  DeleteBookmarkDocument,
  GetBookmarkDocument,
  ListBookmarksDocument,
  UpdateBookmarkDocument,
} from '@platform/sdk';
import { idParams, optionalText, page, queryBoolean } from '../params.js';
import { bookmarkRecord, messageRecord, toBookmarkRecord } from '../records.js';
import { MAX_BULK_ITEMS, tagsInput } from './tabs.routes.js';

const queued = z.object({ message: z.string(), jobId: z.string() });

export const bookmarkRoutes = [
  route({
    method: 'post',
    path: '/api/bookmarks',
    summary: 'Save a bookmark (Free accounts: at most FREE_BOOKMARK_LIMIT, else 402)',
    tag: 'Bookmarks',
    auth: 'user',
    body: z.object({
      url: z.string().min(1).max(2048),
      title: optionalText(1000),
      favicon: optionalText(2048),
      folder: optionalText(255),
      content: optionalText(1_000_000),
    }),
    operation: CreateBookmarkDocument,
    variables: ({ body }) => ({ input: body }),
    respond: ({ createBookmark }) => toBookmarkRecord(createBookmark),
    status: 201,
    response: bookmarkRecord,
    errors: [402],
  }),
  route({
    method: 'post',
    path: '/api/bookmarks/bulk',
    summary: 'Bulk sync bookmarks (Pro, feature sync); done by a background job',
    description: 'Items with content are enriched once the job has created them.',
    tag: 'Bookmarks',
    auth: 'user',
    body: z.object({
      bookmarks: z
        .array(z.object({ url: z.string().min(1).max(2048), title: optionalText(1000), folder: optionalText(255), content: optionalText(1_000_000) }))
        .min(1)
        .max(MAX_BULK_ITEMS),
    }),
    operation: BulkCreateBookmarksDocument,
    variables: ({ body }) => body,
    respond: ({ bulkCreateBookmarks }) => ({ message: bulkCreateBookmarks.message, jobId: bulkCreateBookmarks.jobId }),
    status: 202,
    response: queued,
    errors: [402],
  }),
  route({
    method: 'get',
    path: '/api/bookmarks',
    cache: { invalidatedBy: LIBRARY_CHANGED_TOPIC },
    summary: 'List bookmarks, newest first; folder narrows to one folder',
    tag: 'Bookmarks',
    auth: 'user',
    query: z.object({ ...page(100, 1000), folder: z.string().max(255).optional(), archived: queryBoolean.default(false) }),
    operation: ListBookmarksDocument,
    variables: ({ query }) => query,
    respond: ({ bookmarks }) => bookmarks.map(toBookmarkRecord),
    response: z.array(bookmarkRecord),
  }),
  route({
    method: 'get',
    path: '/api/bookmarks/:id',
    cache: { invalidatedBy: LIBRARY_CHANGED_TOPIC },
    summary: 'Read a bookmark',
    tag: 'Bookmarks',
    auth: 'user',
    params: idParams,
    operation: GetBookmarkDocument,
    variables: ({ params }) => params,
    respond: ({ bookmark }) => toBookmarkRecord(bookmark),
    response: bookmarkRecord,
    errors: [404],
  }),
  route({
    method: 'put',
    path: '/api/bookmarks/:id',
    summary: 'Update a bookmark; only supplied values change',
    tag: 'Bookmarks',
    auth: 'user',
    params: idParams,
    body: z.object({
      title: z.string().max(1000).optional(),
      folder: z.string().max(255).nullable().optional(),
      content: z.string().max(1_000_000).optional(),
      tags: tagsInput.optional(),
      category: z.string().max(100).nullable().optional(),
    }),
    operation: UpdateBookmarkDocument,
    variables: ({ params, body }) => ({ id: params.id, input: body }),
    respond: ({ updateBookmark }) => toBookmarkRecord(updateBookmark),
    response: bookmarkRecord,
    errors: [404],
  }),
  route({
    method: 'delete',
    path: '/api/bookmarks/:id',
    summary: 'Delete a bookmark',
    tag: 'Bookmarks',
    auth: 'user',
    params: idParams,
    operation: DeleteBookmarkDocument,
    variables: ({ params }) => params,
    respond: ({ deleteBookmark }) => deleteBookmark,
    response: messageRecord,
    errors: [404],
  }),
  route({
    method: 'post',
    path: '/api/bookmarks/:id/archive',
    summary: 'Archive a bookmark: sets is_archived and queues a page capture',
    tag: 'Bookmarks',
    auth: 'user',
    params: idParams,
    operation: ArchiveBookmarkDocument,
    variables: ({ params }) => params,
    respond: ({ archiveBookmark }) => ({ message: archiveBookmark.message, jobId: archiveBookmark.jobId }),
    response: queued,
    errors: [404],
  }),
];
