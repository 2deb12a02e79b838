import type { Resolvers } from '@platform/subgraph-kit';
import type { LibraryServices } from '../services/library-services.js';
import type { CreateBookmarkInput, UpdateBookmarkInput } from '../services/bookmark.service.js';
import type { BulkSyncItem } from '../jobs/bulk-sync.job.js';
import { nullWhenNotFound } from '../services/saved-items.js';

type Id = { id: number };

export function bookmarkResolvers({ bookmarks, bulk, entitlements }: LibraryServices): Resolvers {
  return {
    Query: {
      async bookmarks(_, args: { limit: number; offset: number; archived: boolean; folder?: string | null }, context) {
        const { userId } = await entitlements.caller(context);
        return bookmarks.list(userId, args);
      },
      async bookmark(_, { id }: Id, context) {
        const { userId } = await entitlements.caller(context);
        return bookmarks.get(userId, id);
      },
    },
    Mutation: {
      async createBookmark(_, { input }: { input: CreateBookmarkInput }, context) {
        return bookmarks.create(await entitlements.caller(context), input);
      },
      async updateBookmark(_, { id, input }: Id & { input: UpdateBookmarkInput }, context) {
        const { userId } = await entitlements.caller(context);
        return bookmarks.update(userId, id, input);
      },
      async deleteBookmark(_, { id }: Id, context) {
        const { userId } = await entitlements.caller(context);
        return bookmarks.remove(userId, id);
      },
      async archiveBookmark(_, { id }: Id, context) {
        const { userId } = await entitlements.caller(context);
        return bookmarks.archive(userId, id);
      },
      async bulkCreateBookmarks(_, args: { bookmarks: BulkSyncItem[] }, context) {
        return bulk.queue(await entitlements.caller(context), 'bookmarks', args.bookmarks);
      },
    },
    Bookmark: {
      async __resolveReference({ id }: Id, context) {
        const { userId } = await entitlements.caller(context);
        return bookmarks.get(userId, id).catch(nullWhenNotFound);
      },
    },
  };
}
