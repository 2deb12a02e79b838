import * as z from 'zod'


type definedNonNullAny = {};

export const isDefinedNonNullAny = (v: any): v is definedNonNullAny => v !== undefined && v !== null;

export const definedNonNullAnySchema = z.any().refine((v) => isDefinedNonNullAny(v));

export const ItemTypeSchema: z.ZodType<"BOOKMARK" | "TAB", "BOOKMARK" | "TAB"> = z.enum(['BOOKMARK', 'TAB']);

export const SearchScopeSchema: z.ZodType<"BOOKMARKS" | "BOTH" | "TABS", "BOOKMARKS" | "BOTH" | "TABS"> = z.enum(['BOOKMARKS', 'BOTH', 'TABS']);

export const SuggestionStatusSchema: z.ZodType<"ACCEPTED" | "PENDING" | "REJECTED", "ACCEPTED" | "PENDING" | "REJECTED"> = z.enum(['ACCEPTED', 'PENDING', 'REJECTED']);

export const SuggestionTypeSchema: z.ZodType<"DUPLICATE" | "RELATED" | "STALE", "DUPLICATE" | "RELATED" | "STALE"> = z.enum(['DUPLICATE', 'RELATED', 'STALE']);

export function BulkBookmarkInputSchema() {
  return z.object({
    content: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(1000000, "must be at most 1000000 characters").nullish(),
    folder: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(255, "must be at most 255 characters").nullish(),
    title: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(1000, "must be at most 1000 characters").nullish(),
    url: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(2048, "must be at most 2048 characters").regex(/\S/, "is required")
  })
}

export function BulkTabInputSchema() {
  return z.object({
    content: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(1000000, "must be at most 1000000 characters").nullish(),
    title: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(1000, "must be at most 1000 characters").nullish(),
    url: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(2048, "must be at most 2048 characters").regex(/\S/, "is required")
  })
}

export function CreateBookmarkInputSchema() {
  return z.object({
    content: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(1000000, "must be at most 1000000 characters").nullish(),
    favicon: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(2048, "must be at most 2048 characters").nullish(),
    folder: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(255, "must be at most 255 characters").nullish(),
    title: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(1000, "must be at most 1000 characters").nullish(),
    url: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(2048, "must be at most 2048 characters").regex(/\S/, "is required")
  })
}

export function CreateTabInputSchema() {
  return z.object({
    content: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(1000000, "must be at most 1000000 characters").nullish(),
    favicon: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(2048, "must be at most 2048 characters").nullish(),
    title: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(1000, "must be at most 1000 characters").nullish(),
    url: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(2048, "must be at most 2048 characters").regex(/\S/, "is required")
  })
}

export function UpdateBookmarkInputSchema() {
  return z.object({
    category: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(100, "must be at most 100 characters").nullish(),
    content: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(1000000, "must be at most 1000000 characters").nullish(),
    folder: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(255, "must be at most 255 characters").nullish(),
    tags: z.array(z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(100, 'must be at most 100 characters')).max(100, "may hold at most 100 items").nullish(),
    title: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(1000, "must be at most 1000 characters").nullish()
  })
}

export function UpdateTabInputSchema() {
  return z.object({
    category: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(100, "must be at most 100 characters").nullish(),
    content: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(1000000, "must be at most 1000000 characters").nullish(),
    tags: z.array(z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(100, 'must be at most 100 characters')).max(100, "may hold at most 100 items").nullish(),
    title: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(1000, "must be at most 1000 characters").nullish()
  })
}

export function MutationAcceptSuggestionArgsSchema() {
  return z.object({
    id: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1")
  })
}

export function MutationArchiveBookmarkArgsSchema() {
  return z.object({
    id: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1")
  })
}

export function MutationArchiveTabArgsSchema() {
  return z.object({
    id: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1")
  })
}

export function MutationBulkCreateBookmarksArgsSchema() {
  return z.object({
    bookmarks: z.array(z.lazy(() => BulkBookmarkInputSchema())).min(1, "must hold at least 1 item(s)").max(1000, "may hold at most 1000 items")
  })
}

export function MutationBulkCreateTabsArgsSchema() {
  return z.object({
    tabs: z.array(z.lazy(() => BulkTabInputSchema())).min(1, "must hold at least 1 item(s)").max(1000, "may hold at most 1000 items")
  })
}

export function MutationCreateBookmarkArgsSchema() {
  return z.object({
    input: z.lazy(() => CreateBookmarkInputSchema())
  })
}

export function MutationCreateTabArgsSchema() {
  return z.object({
    input: z.lazy(() => CreateTabInputSchema())
  })
}

export function MutationDeleteBookmarkArgsSchema() {
  return z.object({
    id: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1")
  })
}

export function MutationDeleteTabArgsSchema() {
  return z.object({
    id: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1")
  })
}

export function MutationOpenTabArgsSchema() {
  return z.object({
    id: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1")
  })
}

export function MutationRejectSuggestionArgsSchema() {
  return z.object({
    id: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1")
  })
}

export function MutationUpdateBookmarkArgsSchema() {
  return z.object({
    id: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1"),
    input: z.lazy(() => UpdateBookmarkInputSchema())
  })
}

export function MutationUpdateTabArgsSchema() {
  return z.object({
    id: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1"),
    input: z.lazy(() => UpdateTabInputSchema())
  })
}

export function QueryBookmarkArgsSchema() {
  return z.object({
    id: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1")
  })
}

export function QueryBookmarkPageArgsSchema() {
  return z.object({
    archived: z.boolean().default(false),
    cursor: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(1000, "must be at most 1000 characters").nullish(),
    folder: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(255, "must be at most 255 characters").nullish(),
    limit: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1").max(100, "must be at most 100").default(20)
  })
}

export function QueryBookmarksArgsSchema() {
  return z.object({
    archived: z.boolean().default(false),
    folder: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(255, "must be at most 255 characters").nullish(),
    limit: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1").max(1000, "must be at most 1000").default(100),
    offset: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(0, "must be at least 0").max(1000000, "must be at most 1000000").default(0)
  })
}

export function QueryPendingSuggestionsArgsSchema() {
  return z.object({
    limit: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1").max(1000, "must be at most 1000").default(50),
    offset: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(0, "must be at least 0").max(1000000, "must be at most 1000000").default(0),
    type: SuggestionTypeSchema
  })
}

export function QueryRelatedSuggestionsArgsSchema() {
  return z.object({
    id: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1"),
    limit: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1").max(1000, "must be at most 1000").default(50),
    offset: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(0, "must be at least 0").max(1000000, "must be at most 1000000").default(0),
    type: ItemTypeSchema.nullish()
  })
}

export function QuerySearchHybridArgsSchema() {
  return z.object({
    archived: z.boolean().nullish(),
    limit: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').default(10),
    query: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters'),
    type: SearchScopeSchema.default("BOTH")
  })
}

export function QuerySearchSemanticArgsSchema() {
  return z.object({
    limit: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').default(10),
    query: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters'),
    type: SearchScopeSchema.default("BOTH")
  })
}

export function QuerySearchTextArgsSchema() {
  return z.object({
    archived: z.boolean().nullish(),
    limit: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').default(10),
    query: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters'),
    type: SearchScopeSchema.default("BOTH")
  })
}

export function QuerySimilarItemsArgsSchema() {
  return z.object({
    id: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer'),
    limit: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').default(10),
    type: ItemTypeSchema.default("TAB")
  })
}

export function QueryStaleTabsArgsSchema() {
  return z.object({
    days: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(0, "must be at least 0").max(36500, "must be at most 36500").default(30)
  })
}

export function QuerySuggestionsArgsSchema() {
  return z.object({
    limit: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1").max(1000, "must be at most 1000").default(50),
    offset: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(0, "must be at least 0").max(1000000, "must be at most 1000000").default(0),
    status: SuggestionStatusSchema.nullish(),
    type: SuggestionTypeSchema.nullish()
  })
}

export function QueryTabArgsSchema() {
  return z.object({
    id: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1")
  })
}

export function QueryTabPageArgsSchema() {
  return z.object({
    archived: z.boolean().default(false),
    cursor: z.string().regex(/^[^\u0000]*$/, 'must not contain NUL characters').max(1000, "must be at most 1000 characters").nullish(),
    limit: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1").max(100, "must be at most 100").default(20)
  })
}

export function QueryTabsArgsSchema() {
  return z.object({
    archived: z.boolean().default(false),
    limit: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1").max(1000, "must be at most 1000").default(100),
    offset: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(0, "must be at least 0").max(1000000, "must be at most 1000000").default(0)
  })
}


/** Each field's argument schema by coordinate, for subgraph-kit's argument check. */
export const argumentSchemas = {
  'Mutation.acceptSuggestion': MutationAcceptSuggestionArgsSchema,
  'Mutation.archiveBookmark': MutationArchiveBookmarkArgsSchema,
  'Mutation.archiveTab': MutationArchiveTabArgsSchema,
  'Mutation.bulkCreateBookmarks': MutationBulkCreateBookmarksArgsSchema,
  'Mutation.bulkCreateTabs': MutationBulkCreateTabsArgsSchema,
  'Mutation.createBookmark': MutationCreateBookmarkArgsSchema,
  'Mutation.createTab': MutationCreateTabArgsSchema,
  'Mutation.deleteBookmark': MutationDeleteBookmarkArgsSchema,
  'Mutation.deleteTab': MutationDeleteTabArgsSchema,
  'Mutation.openTab': MutationOpenTabArgsSchema,
  'Mutation.rejectSuggestion': MutationRejectSuggestionArgsSchema,
  'Mutation.updateBookmark': MutationUpdateBookmarkArgsSchema,
  'Mutation.updateTab': MutationUpdateTabArgsSchema,
  'Query.bookmark': QueryBookmarkArgsSchema,
  'Query.bookmarkPage': QueryBookmarkPageArgsSchema,
  'Query.bookmarks': QueryBookmarksArgsSchema,
  'Query.pendingSuggestions': QueryPendingSuggestionsArgsSchema,
  'Query.relatedSuggestions': QueryRelatedSuggestionsArgsSchema,
  'Query.searchHybrid': QuerySearchHybridArgsSchema,
  'Query.searchSemantic': QuerySearchSemanticArgsSchema,
  'Query.searchText': QuerySearchTextArgsSchema,
  'Query.similarItems': QuerySimilarItemsArgsSchema,
  'Query.staleTabs': QueryStaleTabsArgsSchema,
  'Query.suggestions': QuerySuggestionsArgsSchema,
  'Query.tab': QueryTabArgsSchema,
  'Query.tabPage': QueryTabPageArgsSchema,
  'Query.tabs': QueryTabsArgsSchema,
};
