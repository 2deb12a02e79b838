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
import { LibraryAutomation } from './library-automation.js';
import { LibraryStatsService } from './library-stats.service.js';
import { PlanRegistry } from './plan-registry.js';
import { SuggestionGenerator } from './suggestion-generator.js';
import { SuggestionService } from './suggestion.service.js';
import { SuggestionStore } from './suggestion-store.js';

export interface LibraryServices {
  tabs: TabService;
  bookmarks: BookmarkService;
  search: SearchService;
  vectorSearch: VectorSearchService;
  enrichment: EnrichmentService;
  bulk: BulkSyncService;
  usage: UsageService;
  entitlements: Entitlements;
  suggestions: SuggestionService;
  suggestionGenerator: SuggestionGenerator;
  stats: LibraryStatsService;
  automation: LibraryAutomation;
  deleteUserData(userId: number): Promise<void>;
}

/** Wires the library's services once per running subgraph. */
export async function createLibraryServices(platform: Platform, orm: DomainOrm): Promise<LibraryServices> {
  const { config, db } = platform;
  const usage = new UsageService(orm);
  const plans = new PlanRegistry(db.pool, platform.logger.child({ component: 'plans' }));
  const entitlements = new Entitlements(config, usage, plans);
  const analysis = new AnalysisClient(platform.config.ML_URL, platform.config.ML_TIMEOUT_MS);
  const vectors = await VectorStore.open(platform.db, platform.logger);
  const enrichment = new EnrichmentService(
    platform.jobs,
    platform.bus,
    analysis,
    vectors,
    platform.logger.child({ component: 'enrichment' }),
  );
  const suggestionStore = new SuggestionStore(db.pool);
  const staleDays = config.STALE_DAYS;
  const suggestionGenerator = new SuggestionGenerator(db.pool, vectors, suggestionStore, {
    duplicateThreshold: config.SUGGESTION_DUPLICATE_THRESHOLD,
    relatedThreshold: config.SUGGESTION_RELATED_THRESHOLD,
    staleDays,
  });
  const stats = new LibraryStatsService(db.pool, staleDays);
  // A deleted item leaves no pending suggestion behind (the daily cleanup catches any other path).
  const forgetItem = (userId: number, type: 'tab' | 'bookmark', id: number) =>
    suggestionStore.forgetItem(userId, { type, id });
  return {
    tabs: new TabService(orm, platform.jobs, enrichment, forgetItem),
    bookmarks: new BookmarkService(orm, platform.jobs, entitlements, usage, enrichment, forgetItem),
    search: new SearchService(orm),
    vectorSearch: new VectorSearchService(
      vectors,
      analysis,
      platform.logger.child({ component: 'vector-search' }),
    ),
    enrichment,
    bulk: new BulkSyncService(platform.jobs, entitlements),
    usage,
    entitlements,
    suggestions: new SuggestionService(suggestionStore, db.pool, platform.jobs, staleDays),
    suggestionGenerator,
    stats,
    automation: new LibraryAutomation(db.pool, platform.bus, plans, suggestionGenerator, suggestionStore, {
      staleDays,
      suggestionTtlDays: config.SUGGESTION_TTL_DAYS,
      archiveAfterDays: config.ARCHIVE_AFTER_DAYS,
    }),
    async deleteUserData(userId) {
      const em = orm.em.fork();
      await suggestionStore.deleteForUser(userId);
      await stats.deleteForUser(userId);
      await plans.forget(userId);
      await em.nativeDelete(Tab, { userId });
      await em.nativeDelete(Bookmark, { userId });
    },
  };
}
