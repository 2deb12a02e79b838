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
import {
  CreateBookmarkInputSchema,
  MutationBulkCreateBookmarksArgsSchema,
  QueryBookmarksArgsSchema,
  UpdateBookmarkInputSchema,
} from '@platform/subgraph-library/validation';
import { idParams } from '../params.js';
import { bookmarkRecord, toBookmarkRecord } from '../records.js';
import { savedItemRoutes } from './saved-item.routes.js';

const [create, bulk, list, ...changes] = savedItemRoutes({
  label: 'Bookmark',
  tag: 'Bookmarks',
  record: bookmarkRecord,
  toRecord: toBookmarkRecord,
  schemas: { create: CreateBookmarkInputSchema(), bulk: MutationBulkCreateBookmarksArgsSchema(), list: QueryBookmarksArgsSchema(), update: UpdateBookmarkInputSchema() },
  documents: {
    create: CreateBookmarkDocument,
    bulk: BulkCreateBookmarksDocument,
    list: ListBookmarksDocument,
    update: UpdateBookmarkDocument,
    delete: DeleteBookmarkDocument,
    archive: ArchiveBookmarkDocument,
  },
  summaries: { create: 'Save a bookmark (Free accounts: at most FREE_BOOKMARK_LIMIT, else 402)', list: 'List bookmarks, newest first; folder narrows to one folder' },
});

export const bookmarkRoutes = [
  create,
  bulk,
  list,
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
  ...changes,
];
