import type { LibraryServices } from '../services/library-services.js';
import { nullWhenNotFound } from '@platform/errors';
import type { Resolvers } from './__generated__/resolvers-types.js';

export function bookmarkResolvers({ bookmarks, bulk, entitlements }: LibraryServices): Resolvers {
  return {
    Query: {
      async bookmarks(_, args, context) {
        const { userId } = await entitlements.caller(context);
        return bookmarks.list(userId, args);
      },
      async bookmark(_, { id }, context) {
        const { userId } = await entitlements.caller(context);
        return bookmarks.get(userId, id);
      },
    },
    Mutation: {
      async createBookmark(_, { input }, context) {
        return bookmarks.create(await entitlements.caller(context), input);
      },
      async updateBookmark(_, { id, input }, context) {
        const { userId } = await entitlements.caller(context);
        return bookmarks.update(userId, id, input);
      },
      async deleteBookmark(_, { id }, context) {
        const { userId } = await entitlements.caller(context);
        return bookmarks.remove(userId, id);
      },
      async archiveBookmark(_, { id }, context) {
        const { userId } = await entitlements.caller(context);
        return bookmarks.archive(userId, id);
      },
      async bulkCreateBookmarks(_, args, context) {
        return bulk.queue(await entitlements.caller(context), 'bookmarks', args.bookmarks);
      },
    },
    Bookmark: {
      async __resolveReference({ id }, context) {
        const { userId } = await entitlements.caller(context);
        return bookmarks.get(userId, id).catch(nullWhenNotFound);
      },
    },
  };
}
