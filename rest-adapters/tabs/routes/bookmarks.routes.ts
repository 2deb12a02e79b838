import {
  ArchiveBookmarkDocument,
  BulkCreateBookmarksDocument,
  CreateBookmarkDocument,
  DeleteBookmarkDocument,
  GetBookmarkDocument,
  ListBookmarksDocument,
  UpdateBookmarkDocument,
} from '@platform/operations';
import {
  CreateBookmarkInputSchema,
  MutationBulkCreateBookmarksArgsSchema,
  QueryBookmarksArgsSchema,
  UpdateBookmarkInputSchema,
} from '@platform/subgraph-library/validation';
import { bookmarkRecord, toBookmarkRecord } from '../records.js';
import { savedItemRoutes } from './saved-item.routes.js';

export const bookmarkRoutes = savedItemRoutes({
  label: 'Bookmark',
  tag: 'Bookmarks',
  record: bookmarkRecord,
  toRecord: toBookmarkRecord,
  schemas: {
    create: CreateBookmarkInputSchema(),
    bulk: MutationBulkCreateBookmarksArgsSchema(),
    list: QueryBookmarksArgsSchema(),
    update: UpdateBookmarkInputSchema(),
  },
  documents: {
    create: CreateBookmarkDocument,
    bulk: BulkCreateBookmarksDocument,
    list: ListBookmarksDocument,
    update: UpdateBookmarkDocument,
    delete: DeleteBookmarkDocument,
    archive: ArchiveBookmarkDocument,
  },
  read: { document: GetBookmarkDocument, field: 'bookmark', summary: 'Read a bookmark', cached: true },
  summaries: {
    create: 'Save a bookmark (Free accounts: at most FREE_BOOKMARK_LIMIT, else 402)',
    list: 'List bookmarks, newest first; folder narrows to one folder',
  },
});
