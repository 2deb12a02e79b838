import type { LibraryServices } from '../services/library-services.js';
import type { Resolvers } from './__generated__/resolvers-types.js';
import { savedItemResolvers } from './saved-item.resolvers.js';

/** Bookmarks: the saved-item fields (bookmarks, bookmark, createBookmark, updateBookmark, ...); folders and the Free limit live in BookmarkService. */
export function bookmarkResolvers(services: LibraryServices): Resolvers {
  return savedItemResolvers(services, { type: 'Bookmark', plural: 'bookmarks', service: services.bookmarks });
}
