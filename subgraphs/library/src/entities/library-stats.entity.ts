import { defineEntity, p } from '@mikro-orm/core';

const LibraryStatsSchema = defineEntity({
  name: 'LibraryStats',
  schema: 'library',
  tableName: 'library_stats',
  properties: {
    userId: p.integer().primary().autoincrement(false),
    tabs: p.integer(),
    bookmarks: p.integer(),
    archived: p.integer(),
    /** Items with a summary from the analysis service. */
    enriched: p.integer(),
    /** Live tabs not opened for STALE_DAYS (by creation when never opened). */
    stale: p.integer(),
    /** Live items per category ("Uncategorized" for items without one). */
    byCategory: p.json<Record<string, number>>(),
    pendingSuggestions: p.integer(),
    refreshedAt: p.datetime(),
  },
});

/** One user's library figures, recomputed for everyone by the hourly statistics refresh. */
export class LibraryStats extends LibraryStatsSchema.class {}
LibraryStatsSchema.setClass(LibraryStats);
