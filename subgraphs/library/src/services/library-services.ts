import type { DomainOrm } from '@platform/db';
import type { Platform } from '@platform/subgraph-kit';
import { Tab } from '../entities/tab.entity.js';
import { Bookmark } from '../entities/bookmark.entity.js';
import { AnalysisClient } from './analysis-client.js';
import { BookmarkService } from './bookmark.service.js';
import { BulkSyncService } from './bulk-sync.service.js';
import { EnrichmentService } from './enrichment.service.js';
import { Entitlements } from './entitlements.js';
import { SearchService } from './search.service.js';
import { TabService } from './tab.service.js';
import { UsageService } from './usage.service.js';
import { VectorSearchService } from './vector-search.service.js';
import { VectorStore } from './vector-store.js';

export interface LibraryServices {
  tabs: TabService;
  bookmarks: BookmarkService;
  search: SearchService;
  vectorSearch: VectorSearchService;
  enrichment: EnrichmentService;
  bulk: BulkSyncService;
  usage: UsageService;
  entitlements: Entitlements;
  deleteUserData(userId: number): Promise<void>;
}

/** Wires the library's services once per running subgraph. */
export async function createLibraryServices(platform: Platform, orm: DomainOrm): Promise<LibraryServices> {
  const usage = new UsageService(orm);
  const entitlements = new Entitlements(platform.config, usage);
  const analysis = new AnalysisClient(platform.config.ML_URL, platform.config.ML_TIMEOUT_MS);
  const vectors = await VectorStore.open(platform.db, platform.logger);
  const enrichment = new EnrichmentService(platform.jobs, platform.bus, analysis, vectors, platform.logger.child({ component: 'enrichment' }));
  return {
    tabs: new TabService(orm, platform.jobs, enrichment),
    bookmarks: new BookmarkService(orm, platform.jobs, entitlements, usage, enrichment),
    search: new SearchService(orm),
    vectorSearch: new VectorSearchService(vectors, analysis),
    enrichment,
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
