import { basename } from 'node:path';
import { requireTabsUser } from '@platform/auth';
import { nullWhenNotFound } from '@platform/errors';
import type { ArchiveService } from '../services/archive.service.js';
import type { Resolvers } from './__generated__/resolvers-types.js';

/** Thin: identity from the context, the rest in ArchiveService. */
export function archiveResolvers(archives: ArchiveService): Resolvers {
  return {
    Query: {
      archives(_, { limit, offset }, context) {
        return archives.list(requireTabsUser(context).userId, limit, offset);
      },
      archive(_, { id }, context) {
        return archives.get(requireTabsUser(context).userId, id);
      },
    },
    Mutation: {
      archivePage(_, { url }, context) {
        return archives.request(requireTabsUser(context).userId, url);
      },
    },
    PageArchive: {
      // Where the files lie on the server is nobody's business: answers name them, not their folders.
      htmlPath: (archive) => basename(archive.htmlPath),
      screenshotPath: (archive) => basename(archive.screenshotPath),
      pdfPath: (archive) => basename(archive.pdfPath),
      // Another subgraph may point at an archive; it resolves only for its owner.
      __resolveReference({ id }, context) {
        return archives.get(requireTabsUser(context).userId, id).catch(nullWhenNotFound);
      },
    },
  };
}
