import type { DomainOrm } from '@platform/db';
import type { Platform } from '@platform/subgraph-kit';
import { Tab } from '../entities/tab.entity.js';
import { Bookmark } from '../entities/bookmark.entity.js';
import { BookmarkService } from './bookmark.service.js';
import { BulkSyncService } from './bulk-sync.service.js';
import { Entitlements } from './entitlements.js';
import { SearchService } from './search.service.js';
import { TabService } from './tab.service.js';
import { UsageService } from './usage.service.js';

export interface LibraryServices {
  tabs: TabService;
  bookmarks: BookmarkService;
  search: SearchService;
  bulk: BulkSyncService;
  usage: UsageService;
  entitlements: Entitlements;
  deleteUserData(userId: number): Promise<void>;
}

/** Wires the library's services once per running subgraph. */
export function createLibraryServices(platform: Platform, orm: DomainOrm): LibraryServices {
  const usage = new UsageService(orm);
  const entitlements = new Entitlements(platform.config, usage);
  return {
    tabs: new TabService(orm, platform.jobs),
    bookmarks: new BookmarkService(orm, platform.jobs, entitlements, usage),
    search: new SearchService(orm),
    bulk: new BulkSyncService(platform.jobs, entitlements),
    usage,
    entitlements,
    async deleteUserData(userId) {
      const em = orm.em.fork();
      await em.nativeDelete(Tab, { userId });
      await em.nativeDelete(Bookmark, { userId });
    },
  };
}
