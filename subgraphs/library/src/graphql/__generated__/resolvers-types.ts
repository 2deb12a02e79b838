import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { Tab as TabEntity } from '../../entities/tab.entity.js';
import type { Bookmark as BookmarkEntity } from '../../entities/bookmark.entity.js';
import type { SuggestionRecord } from '../../services/suggestion-store.js';
import type { RequestContext } from '@platform/auth';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  DateTime: { input: Date; output: Date | string; }
  JSONObject: { input: Record<string, unknown>; output: Record<string, unknown>; }
  _FieldSet: { input: unknown; output: unknown; }
};

/** A bookmark, optionally in a folder. */
export type Bookmark = SavedItem & {
  __typename?: 'Bookmark';
  category?: Maybe<Scalars['String']['output']>;
  content?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  entities: Scalars['JSONObject']['output'];
  favicon?: Maybe<Scalars['String']['output']>;
  folder?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  isArchived: Scalars['Boolean']['output'];
  summary?: Maybe<Scalars['String']['output']>;
  tags: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  url: Scalars['String']['output'];
  userId: Scalars['Int']['output'];
};

/** A page of bookmarks: nextCursor (null on the last page) asks bookmarkPage for the next one. */
export type BookmarkPage = {
  __typename?: 'BookmarkPage';
  hasMore: Scalars['Boolean']['output'];
  items: Array<Bookmark>;
  nextCursor?: Maybe<Scalars['String']['output']>;
};

export type BulkBookmarkInput = {
  /** Page text; items with content are enriched after the job creates them. */
  content?: InputMaybe<Scalars['String']['input']>;
  folder?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  url: Scalars['String']['input'];
};

export type BulkTabInput = {
  /** Page text; items with content are enriched after the job creates them. */
  content?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  url: Scalars['String']['input'];
};

/** Live items of one category. */
export type CategoryCount = {
  __typename?: 'CategoryCount';
  /** One of the ten categories, or Uncategorized for items that have none. */
  category: Scalars['String']['output'];
  count: Scalars['Int']['output'];
};

export type CreateBookmarkInput = {
  content?: InputMaybe<Scalars['String']['input']>;
  favicon?: InputMaybe<Scalars['String']['input']>;
  folder?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  url: Scalars['String']['input'];
};

export type CreateTabInput = {
  content?: InputMaybe<Scalars['String']['input']>;
  favicon?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  url: Scalars['String']['input'];
};

/** What enrichment stored on one of the subscriber's items (itemEnriched). */
export type EnrichedItem = {
  __typename?: 'EnrichedItem';
  /** One of Technology, News, Education, Entertainment, Business, Social, Shopping, Health, Science, Other. */
  category: Scalars['String']['output'];
  /** Whether an embedding was stored (false when the database has no vector extension). */
  embedded: Scalars['Boolean']['output'];
  /** Entity type to values. */
  entities: Scalars['JSONObject']['output'];
  itemId: Scalars['Int']['output'];
  itemType: ItemType;
  /** Extractive summary of 50 to 150 words (the whole text when shorter). */
  summary: Scalars['String']['output'];
  /** The user's tags followed by the top keyword terms not already there. */
  tags: Array<Scalars['String']['output']>;
};

export type ItemType =
  | 'BOOKMARK'
  | 'TAB';

/** Library figures recomputed hourly by the statistics refresh (see refreshedAt). */
export type LibraryStats = {
  __typename?: 'LibraryStats';
  /** Archived tabs and bookmarks. */
  archived: Scalars['Int']['output'];
  /** All bookmarks, archived ones included. */
  bookmarks: Scalars['Int']['output'];
  /** Live items per category, most first. */
  byCategory: Array<CategoryCount>;
  /** Items the analysis service enriched (they have a summary). */
  enriched: Scalars['Int']['output'];
  pendingSuggestions: Scalars['Int']['output'];
  refreshedAt: Scalars['DateTime']['output'];
  /** Live tabs not opened for STALE_DAYS (by creation when never opened). */
  stale: Scalars['Int']['output'];
  /** All tabs, archived ones included. */
  tabs: Scalars['Int']['output'];
};

export type LibraryUsage = {
  __typename?: 'LibraryUsage';
  bookmarks: Scalars['Int']['output'];
  tabs: Scalars['Int']['output'];
};

export type MessagePayload = {
  __typename?: 'MessagePayload';
  message: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Pro (ml): PENDING → ACCEPTED, then acts: DUPLICATE archives every item but the oldest, STALE
   * archives the tab (the flag only, no page capture), RELATED changes nothing else. CONFLICT when
   * the suggestion is not pending.
   */
  acceptSuggestion: Suggestion;
  archiveBookmark: QueuedPayload;
  /** Marks the tab archived and queues a page capture. */
  archiveTab: QueuedPayload;
  /** Pro (sync): creates many bookmarks in a background job. */
  bulkCreateBookmarks: QueuedPayload;
  /** Pro (sync): creates many tabs in a background job. */
  bulkCreateTabs: QueuedPayload;
  /** Saves a bookmark; for Pro with content, enrichment is queued (see itemEnriched). */
  createBookmark: Bookmark;
  /** Saves a tab; for Pro with content, enrichment is queued (see itemEnriched). */
  createTab: Tab;
  deleteBookmark: MessagePayload;
  deleteTab: MessagePayload;
  /** Pro (ml): queues generation of the caller's suggestions (all kinds); follow it with jobUpdated. */
  generateSuggestions: QueuedPayload;
  /** Reads a tab as a user opening it: counts the access and sets lastAccessed. */
  openTab: Tab;
  /** Pro (ml): PENDING → REJECTED; the same items are never suggested again for that kind. CONFLICT when not pending. */
  rejectSuggestion: Suggestion;
  updateBookmark: Bookmark;
  updateTab: Tab;
};


export type MutationAcceptSuggestionArgs = {
  id: Scalars['Int']['input'];
};


export type MutationArchiveBookmarkArgs = {
  id: Scalars['Int']['input'];
};


export type MutationArchiveTabArgs = {
  id: Scalars['Int']['input'];
};


export type MutationBulkCreateBookmarksArgs = {
  bookmarks: Array<BulkBookmarkInput>;
};


export type MutationBulkCreateTabsArgs = {
  tabs: Array<BulkTabInput>;
};


export type MutationCreateBookmarkArgs = {
  input: CreateBookmarkInput;
};


export type MutationCreateTabArgs = {
  input: CreateTabInput;
};


export type MutationDeleteBookmarkArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteTabArgs = {
  id: Scalars['Int']['input'];
};


export type MutationOpenTabArgs = {
  id: Scalars['Int']['input'];
};


export type MutationRejectSuggestionArgs = {
  id: Scalars['Int']['input'];
};


export type MutationUpdateBookmarkArgs = {
  id: Scalars['Int']['input'];
  input: UpdateBookmarkInput;
};


export type MutationUpdateTabArgs = {
  id: Scalars['Int']['input'];
  input: UpdateTabInput;
};

export type Query = {
  __typename?: 'Query';
  bookmark: Bookmark;
  /** The caller's bookmarks, newest first, a page at a time by keyset (as tabPage); folder narrows to one folder. */
  bookmarkPage: BookmarkPage;
  /** The caller's bookmarks, newest first; folder narrows to one folder. */
  bookmarks: Array<Bookmark>;
  /** Pro (ml): pending suggestions of one kind, highest confidence first. */
  pendingSuggestions: Array<Suggestion>;
  /**
   * Pro (ml): pending related-content suggestions naming item `id`, highest confidence first. `type`
   * says which kind the id is (both kinds when omitted). NOT_FOUND when the caller owns no such item.
   */
  relatedSuggestions: Array<Suggestion>;
  /**
   * Pro (ml): reciprocal rank fusion (k = 60) of the full-text and the vector ranking, per type;
   * `limit` best per type, merged by fused score. `distance` is set for results the vector ranking
   * found, null for those only full text found. Every saved item takes part, archived ones included;
   * `archived` narrows to live (false) or archived (true) items.
   */
  searchHybrid: Array<SearchResult>;
  /**
   * Pro (ml): the caller's live items nearest in meaning to `query` (embedded by the analysis
   * service), by cosine distance. `limit` nearest per type, merged and ordered by distance ascending.
   * Only enriched items (those with an embedding) take part. SERVICE_UNAVAILABLE with reason
   * ml_unavailable when the analysis service is down, vector_unavailable without the vector extension.
   */
  searchSemantic: Array<SearchResult>;
  /**
   * Full-text search over title, content and summary of every saved item, archived ones included;
   * `archived` narrows to live (false) or archived (true) items. `limit` applies per type.
   */
  searchText: Array<SearchResult>;
  /**
   * Pro (ml): the caller's live tabs and bookmarks nearest to item `id` (of kind `type`), nearest
   * first, without the item itself; `limit` in total. BAD_USER_INPUT when the item has no embedding yet.
   */
  similarItems: Array<SearchResult>;
  /** Pro: tabs not opened for `days` (0 and up; created that long ago when never opened), oldest first. */
  staleTabs: Array<Tab>;
  /** Pro (ml): the caller's suggestions, newest first; status and type narrow the list. */
  suggestions: Array<Suggestion>;
  /** One of the caller's tabs (does not count as an access; see openTab). */
  tab: Tab;
  /**
   * The caller's tabs, newest first, a page at a time by keyset: pass a page's nextCursor as `cursor`
   * for the next one. Unlike tabs(offset), saving or deleting meanwhile neither repeats nor skips a
   * tab. BAD_USER_INPUT invalid_cursor for a cursor of another list or other filters.
   */
  tabPage: TabPage;
  /** The caller's tabs, newest first; archived ones only with archived: true. */
  tabs: Array<Tab>;
};


export type QueryBookmarkArgs = {
  id: Scalars['Int']['input'];
};


export type QueryBookmarkPageArgs = {
  archived: Scalars['Boolean']['input'];
  cursor?: InputMaybe<Scalars['String']['input']>;
  folder?: InputMaybe<Scalars['String']['input']>;
  limit: Scalars['Int']['input'];
};


export type QueryBookmarksArgs = {
  archived: Scalars['Boolean']['input'];
  folder?: InputMaybe<Scalars['String']['input']>;
  limit: Scalars['Int']['input'];
  offset: Scalars['Int']['input'];
};


export type QueryPendingSuggestionsArgs = {
  limit: Scalars['Int']['input'];
  offset: Scalars['Int']['input'];
  type: SuggestionType;
};


export type QueryRelatedSuggestionsArgs = {
  id: Scalars['Int']['input'];
  limit: Scalars['Int']['input'];
  offset: Scalars['Int']['input'];
  type?: InputMaybe<ItemType>;
};


export type QuerySearchHybridArgs = {
  archived?: InputMaybe<Scalars['Boolean']['input']>;
  limit: Scalars['Int']['input'];
  query: Scalars['String']['input'];
  type: SearchScope;
};


export type QuerySearchSemanticArgs = {
  limit: Scalars['Int']['input'];
  query: Scalars['String']['input'];
  type: SearchScope;
};


export type QuerySearchTextArgs = {
  archived?: InputMaybe<Scalars['Boolean']['input']>;
  limit: Scalars['Int']['input'];
  query: Scalars['String']['input'];
  type: SearchScope;
};


export type QuerySimilarItemsArgs = {
  id: Scalars['Int']['input'];
  limit: Scalars['Int']['input'];
  type: ItemType;
};


export type QueryStaleTabsArgs = {
  days: Scalars['Int']['input'];
};


export type QuerySuggestionsArgs = {
  limit: Scalars['Int']['input'];
  offset: Scalars['Int']['input'];
  status?: InputMaybe<SuggestionStatus>;
  type?: InputMaybe<SuggestionType>;
};


export type QueryTabArgs = {
  id: Scalars['Int']['input'];
};


export type QueryTabPageArgs = {
  archived: Scalars['Boolean']['input'];
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit: Scalars['Int']['input'];
};


export type QueryTabsArgs = {
  archived: Scalars['Boolean']['input'];
  limit: Scalars['Int']['input'];
  offset: Scalars['Int']['input'];
};

export type QueuedPayload = {
  __typename?: 'QueuedPayload';
  jobId: Scalars['ID']['output'];
  message: Scalars['String']['output'];
};

/** What a tab and a bookmark both are: a saved page of the caller's. */
export type SavedItem = {
  category?: Maybe<Scalars['String']['output']>;
  content?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** Entity type to values, for example { people: ["Ada Lovelace"] }. */
  entities: Scalars['JSONObject']['output'];
  favicon?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  isArchived: Scalars['Boolean']['output'];
  summary?: Maybe<Scalars['String']['output']>;
  tags: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  url: Scalars['String']['output'];
  userId: Scalars['Int']['output'];
};

export type SearchResult = {
  __typename?: 'SearchResult';
  category?: Maybe<Scalars['String']['output']>;
  /**
   * Cosine distance (0 to 2, lower is closer) for semantic and similar-item results, and for hybrid
   * results the vector ranking found; null for text search.
   */
  distance?: Maybe<Scalars['Float']['output']>;
  id: Scalars['Int']['output'];
  summary?: Maybe<Scalars['String']['output']>;
  tags: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  type: ItemType;
  url: Scalars['String']['output'];
};

export type SearchScope =
  | 'BOOKMARKS'
  | 'BOTH'
  | 'TABS';

export type Subscription = {
  __typename?: 'Subscription';
  /**
   * Streams each enrichment of the subscriber's own tabs and bookmarks once it is stored (Pro items
   * created with content; see createTab and createBookmark).
   */
  itemEnriched: EnrichedItem;
};

/** One of the items a suggestion is about (tab and bookmark ids overlap, so each comes with its kind). */
export type SuggestedItem = {
  __typename?: 'SuggestedItem';
  id: Scalars['Int']['output'];
  type: ItemType;
};

/**
 * A suggestion about some of the caller's items. Only PENDING ones can be accepted or rejected;
 * the same set of items is never suggested twice for the same kind, so a rejected one never returns.
 */
export type Suggestion = {
  __typename?: 'Suggestion';
  /** 0 to 1: the cosine similarity for duplicate and related, 1 for an identical URL, growing with age for stale. */
  confidence: Scalars['Float']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['Int']['output'];
  /** The items' ids, in the order of `items` (duplicates: oldest first). */
  itemIds: Array<Scalars['Int']['output']>;
  items: Array<SuggestedItem>;
  reason: Scalars['String']['output'];
  /** When it was accepted or rejected. */
  resolvedAt?: Maybe<Scalars['DateTime']['output']>;
  status: SuggestionStatus;
  type: SuggestionType;
  updatedAt: Scalars['DateTime']['output'];
  userId: Scalars['Int']['output'];
};

export type SuggestionStatus =
  | 'ACCEPTED'
  | 'PENDING'
  | 'REJECTED';

export type SuggestionType =
  /** Two items with nearly the same content (cosine similarity at least SUGGESTION_DUPLICATE_THRESHOLD) or the same URL. */
  | 'DUPLICATE'
  /** Two items with similar content (similarity in [SUGGESTION_RELATED_THRESHOLD, SUGGESTION_DUPLICATE_THRESHOLD)). */
  | 'RELATED'
  /** A tab not opened for STALE_DAYS. */
  | 'STALE';

/** A saved browser tab. */
export type Tab = SavedItem & {
  __typename?: 'Tab';
  accessCount: Scalars['Int']['output'];
  category?: Maybe<Scalars['String']['output']>;
  content?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** Entity type to values, for example { people: ["Ada Lovelace"] }. */
  entities: Scalars['JSONObject']['output'];
  favicon?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  isArchived: Scalars['Boolean']['output'];
  /** Null until the tab is first opened (openTab). */
  lastAccessed?: Maybe<Scalars['DateTime']['output']>;
  summary?: Maybe<Scalars['String']['output']>;
  tags: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  url: Scalars['String']['output'];
  userId: Scalars['Int']['output'];
};

/** A page of tabs: nextCursor (null on the last page) asks tabPage for the next one. */
export type TabPage = {
  __typename?: 'TabPage';
  hasMore: Scalars['Boolean']['output'];
  items: Array<Tab>;
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** Only supplied fields change. */
export type UpdateBookmarkInput = {
  category?: InputMaybe<Scalars['String']['input']>;
  content?: InputMaybe<Scalars['String']['input']>;
  folder?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Cannot be null (a bookmark's title is a string; leave it out to keep it). */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Only supplied fields change. */
export type UpdateTabInput = {
  category?: InputMaybe<Scalars['String']['input']>;
  content?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Cannot be null (a tab's title is a string; leave it out to keep it). */
  title?: InputMaybe<Scalars['String']['input']>;
};

export type User = {
  __typename?: 'User';
  id: Scalars['Int']['output'];
  /** The user's library statistics as of the last hourly refresh; null before the first refresh that saw an item. */
  libraryStats?: Maybe<LibraryStats>;
  /** How many tabs and bookmarks the user keeps (the plan's usage figures). */
  libraryUsage: LibraryUsage;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ReferenceResolver<TResult, TReference, TContext> = (
      reference: TReference,
      context: TContext,
      info: GraphQLResolveInfo
    ) => Promise<TResult> | TResult;

      type ScalarCheck<T, S> = S extends true ? T : NullableCheck<T, S>;
      type NullableCheck<T, S> = Maybe<T> extends T ? Maybe<ListCheck<NonNullable<T>, S>> : ListCheck<T, S>;
      type ListCheck<T, S> = T extends (infer U)[] ? NullableCheck<U, S>[] : GraphQLRecursivePick<T, S>;
      export type GraphQLRecursivePick<T, S> = { [K in keyof T & keyof S]: ScalarCheck<T[K], S[K]> };
    

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

/** Mapping of federation types */
export type FederationTypes = {
  Bookmark: Bookmark;
  Tab: Tab;
  User: User;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Bookmark:
    ( { __typename: 'Bookmark' }
    & GraphQLRecursivePick<FederationTypes['Bookmark'], {"id":true}> );
  Tab:
    ( { __typename: 'Tab' }
    & GraphQLRecursivePick<FederationTypes['Tab'], {"id":true}> );
  User:
    ( { __typename: 'User' }
    & GraphQLRecursivePick<FederationTypes['User'], {"id":true}> );
};


/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  SavedItem:
    | ( BookmarkEntity )
    | ( TabEntity )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Bookmark: ResolverTypeWrapper<BookmarkEntity>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BookmarkPage: ResolverTypeWrapper<Omit<BookmarkPage, 'items'> & { items: Array<ResolversTypes['Bookmark']> }>;
  BulkBookmarkInput: BulkBookmarkInput;
  BulkTabInput: BulkTabInput;
  CategoryCount: ResolverTypeWrapper<CategoryCount>;
  CreateBookmarkInput: CreateBookmarkInput;
  CreateTabInput: CreateTabInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  EnrichedItem: ResolverTypeWrapper<EnrichedItem>;
  ItemType: ItemType;
  JSONObject: ResolverTypeWrapper<Scalars['JSONObject']['output']>;
  LibraryStats: ResolverTypeWrapper<LibraryStats>;
  LibraryUsage: ResolverTypeWrapper<LibraryUsage>;
  MessagePayload: ResolverTypeWrapper<MessagePayload>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QueuedPayload: ResolverTypeWrapper<QueuedPayload>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  SavedItem: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['SavedItem']>;
  SearchResult: ResolverTypeWrapper<SearchResult>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  SearchScope: SearchScope;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SuggestedItem: ResolverTypeWrapper<SuggestedItem>;
  Suggestion: ResolverTypeWrapper<SuggestionRecord>;
  SuggestionStatus: SuggestionStatus;
  SuggestionType: SuggestionType;
  Tab: ResolverTypeWrapper<TabEntity>;
  TabPage: ResolverTypeWrapper<Omit<TabPage, 'items'> & { items: Array<ResolversTypes['Tab']> }>;
  UpdateBookmarkInput: UpdateBookmarkInput;
  UpdateTabInput: UpdateTabInput;
  User: ResolverTypeWrapper<{ id: number }>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Bookmark: BookmarkEntity;
  Boolean: Scalars['Boolean']['output'];
  BookmarkPage: Omit<BookmarkPage, 'items'> & { items: Array<ResolversParentTypes['Bookmark']> };
  BulkBookmarkInput: BulkBookmarkInput;
  BulkTabInput: BulkTabInput;
  CategoryCount: CategoryCount;
  CreateBookmarkInput: CreateBookmarkInput;
  CreateTabInput: CreateTabInput;
  DateTime: Scalars['DateTime']['output'];
  EnrichedItem: EnrichedItem;
  JSONObject: Scalars['JSONObject']['output'];
  LibraryStats: LibraryStats;
  LibraryUsage: LibraryUsage;
  MessagePayload: MessagePayload;
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  QueuedPayload: QueuedPayload;
  ID: Scalars['ID']['output'];
  SavedItem: ResolversInterfaceTypes<ResolversParentTypes>['SavedItem'];
  SearchResult: SearchResult;
  Float: Scalars['Float']['output'];
  Subscription: Record<PropertyKey, never>;
  SuggestedItem: SuggestedItem;
  Suggestion: SuggestionRecord;
  Tab: TabEntity;
  TabPage: Omit<TabPage, 'items'> & { items: Array<ResolversParentTypes['Tab']> };
  UpdateBookmarkInput: UpdateBookmarkInput;
  UpdateTabInput: UpdateTabInput;
  User: { id: number };
  String: Scalars['String']['output'];
  Int: Scalars['Int']['output'];
};

export type ConstraintDirectiveArgs = {
  format?: Maybe<Scalars['String']['input']>;
  max?: Maybe<Scalars['Int']['input']>;
  maxItemLength?: Maybe<Scalars['Int']['input']>;
  maxItems?: Maybe<Scalars['Int']['input']>;
  maxLength?: Maybe<Scalars['Int']['input']>;
  min?: Maybe<Scalars['Int']['input']>;
  minItems?: Maybe<Scalars['Int']['input']>;
  minLength?: Maybe<Scalars['Int']['input']>;
};

export type ConstraintDirectiveResolver<Result, Parent, ContextType = RequestContext, Args = ConstraintDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type BookmarkResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Bookmark'] = ResolversParentTypes['Bookmark'], FederationReferenceType extends FederationReferenceTypes['Bookmark'] = FederationReferenceTypes['Bookmark']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Bookmark']> | FederationReferenceType, FederationReferenceType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  entities?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  favicon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  folder?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isArchived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BookmarkPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BookmarkPage'] = ResolversParentTypes['BookmarkPage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Bookmark']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CategoryCountResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CategoryCount'] = ResolversParentTypes['CategoryCount']> = {
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type EnrichedItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['EnrichedItem'] = ResolversParentTypes['EnrichedItem']> = {
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  embedded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  entities?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemType?: Resolver<ResolversTypes['ItemType'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export interface JsonObjectScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSONObject'], any> {
  name: 'JSONObject';
}

export type LibraryStatsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LibraryStats'] = ResolversParentTypes['LibraryStats']> = {
  archived?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bookmarks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  byCategory?: Resolver<Array<ResolversTypes['CategoryCount']>, ParentType, ContextType>;
  enriched?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pendingSuggestions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refreshedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  stale?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tabs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LibraryUsageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LibraryUsage'] = ResolversParentTypes['LibraryUsage']> = {
  bookmarks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tabs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MessagePayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MessagePayload'] = ResolversParentTypes['MessagePayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptSuggestion?: Resolver<ResolversTypes['Suggestion'], ParentType, ContextType, RequireFields<MutationAcceptSuggestionArgs, 'id'>>;
  archiveBookmark?: Resolver<ResolversTypes['QueuedPayload'], ParentType, ContextType, RequireFields<MutationArchiveBookmarkArgs, 'id'>>;
  archiveTab?: Resolver<ResolversTypes['QueuedPayload'], ParentType, ContextType, RequireFields<MutationArchiveTabArgs, 'id'>>;
  bulkCreateBookmarks?: Resolver<ResolversTypes['QueuedPayload'], ParentType, ContextType, RequireFields<MutationBulkCreateBookmarksArgs, 'bookmarks'>>;
  bulkCreateTabs?: Resolver<ResolversTypes['QueuedPayload'], ParentType, ContextType, RequireFields<MutationBulkCreateTabsArgs, 'tabs'>>;
  createBookmark?: Resolver<ResolversTypes['Bookmark'], ParentType, ContextType, RequireFields<MutationCreateBookmarkArgs, 'input'>>;
  createTab?: Resolver<ResolversTypes['Tab'], ParentType, ContextType, RequireFields<MutationCreateTabArgs, 'input'>>;
  deleteBookmark?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationDeleteBookmarkArgs, 'id'>>;
  deleteTab?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationDeleteTabArgs, 'id'>>;
  generateSuggestions?: Resolver<ResolversTypes['QueuedPayload'], ParentType, ContextType>;
  openTab?: Resolver<ResolversTypes['Tab'], ParentType, ContextType, RequireFields<MutationOpenTabArgs, 'id'>>;
  rejectSuggestion?: Resolver<ResolversTypes['Suggestion'], ParentType, ContextType, RequireFields<MutationRejectSuggestionArgs, 'id'>>;
  updateBookmark?: Resolver<ResolversTypes['Bookmark'], ParentType, ContextType, RequireFields<MutationUpdateBookmarkArgs, 'id' | 'input'>>;
  updateTab?: Resolver<ResolversTypes['Tab'], ParentType, ContextType, RequireFields<MutationUpdateTabArgs, 'id' | 'input'>>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  bookmark?: Resolver<ResolversTypes['Bookmark'], ParentType, ContextType, RequireFields<QueryBookmarkArgs, 'id'>>;
  bookmarkPage?: Resolver<ResolversTypes['BookmarkPage'], ParentType, ContextType, RequireFields<QueryBookmarkPageArgs, 'archived' | 'limit'>>;
  bookmarks?: Resolver<Array<ResolversTypes['Bookmark']>, ParentType, ContextType, RequireFields<QueryBookmarksArgs, 'archived' | 'limit' | 'offset'>>;
  pendingSuggestions?: Resolver<Array<ResolversTypes['Suggestion']>, ParentType, ContextType, RequireFields<QueryPendingSuggestionsArgs, 'limit' | 'offset' | 'type'>>;
  relatedSuggestions?: Resolver<Array<ResolversTypes['Suggestion']>, ParentType, ContextType, RequireFields<QueryRelatedSuggestionsArgs, 'id' | 'limit' | 'offset'>>;
  searchHybrid?: Resolver<Array<ResolversTypes['SearchResult']>, ParentType, ContextType, RequireFields<QuerySearchHybridArgs, 'limit' | 'query' | 'type'>>;
  searchSemantic?: Resolver<Array<ResolversTypes['SearchResult']>, ParentType, ContextType, RequireFields<QuerySearchSemanticArgs, 'limit' | 'query' | 'type'>>;
  searchText?: Resolver<Array<ResolversTypes['SearchResult']>, ParentType, ContextType, RequireFields<QuerySearchTextArgs, 'limit' | 'query' | 'type'>>;
  similarItems?: Resolver<Array<ResolversTypes['SearchResult']>, ParentType, ContextType, RequireFields<QuerySimilarItemsArgs, 'id' | 'limit' | 'type'>>;
  staleTabs?: Resolver<Array<ResolversTypes['Tab']>, ParentType, ContextType, RequireFields<QueryStaleTabsArgs, 'days'>>;
  suggestions?: Resolver<Array<ResolversTypes['Suggestion']>, ParentType, ContextType, RequireFields<QuerySuggestionsArgs, 'limit' | 'offset'>>;
  tab?: Resolver<ResolversTypes['Tab'], ParentType, ContextType, RequireFields<QueryTabArgs, 'id'>>;
  tabPage?: Resolver<ResolversTypes['TabPage'], ParentType, ContextType, RequireFields<QueryTabPageArgs, 'archived' | 'limit'>>;
  tabs?: Resolver<Array<ResolversTypes['Tab']>, ParentType, ContextType, RequireFields<QueryTabsArgs, 'archived' | 'limit' | 'offset'>>;
};

export type QueuedPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['QueuedPayload'] = ResolversParentTypes['QueuedPayload']> = {
  jobId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SavedItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SavedItem'] = ResolversParentTypes['SavedItem']> = {
  __resolveType: TypeResolveFn<'Bookmark' | 'Tab', ParentType, ContextType>;
};

export type SearchResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SearchResult'] = ResolversParentTypes['SearchResult']> = {
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  distance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ItemType'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  itemEnriched?: SubscriptionResolver<ResolversTypes['EnrichedItem'], "itemEnriched", ParentType, ContextType>;
};

export type SuggestedItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SuggestedItem'] = ResolversParentTypes['SuggestedItem']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ItemType'], ParentType, ContextType>;
};

export type SuggestionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Suggestion'] = ResolversParentTypes['Suggestion']> = {
  confidence?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['SuggestedItem']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resolvedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SuggestionStatus'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['SuggestionType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TabResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Tab'] = ResolversParentTypes['Tab'], FederationReferenceType extends FederationReferenceTypes['Tab'] = FederationReferenceTypes['Tab']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Tab']> | FederationReferenceType, FederationReferenceType, ContextType>;
  accessCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  entities?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  favicon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isArchived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastAccessed?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TabPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TabPage'] = ResolversParentTypes['TabPage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Tab']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UserResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'], FederationReferenceType extends FederationReferenceTypes['User'] = FederationReferenceTypes['User']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['User']> | FederationReferenceType, FederationReferenceType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  libraryStats?: Resolver<Maybe<ResolversTypes['LibraryStats']>, ParentType, ContextType>;
  libraryUsage?: Resolver<ResolversTypes['LibraryUsage'], ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  Bookmark?: BookmarkResolvers<ContextType>;
  BookmarkPage?: BookmarkPageResolvers<ContextType>;
  CategoryCount?: CategoryCountResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  EnrichedItem?: EnrichedItemResolvers<ContextType>;
  JSONObject?: GraphQLScalarType;
  LibraryStats?: LibraryStatsResolvers<ContextType>;
  LibraryUsage?: LibraryUsageResolvers<ContextType>;
  MessagePayload?: MessagePayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QueuedPayload?: QueuedPayloadResolvers<ContextType>;
  SavedItem?: SavedItemResolvers<ContextType>;
  SearchResult?: SearchResultResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  SuggestedItem?: SuggestedItemResolvers<ContextType>;
  Suggestion?: SuggestionResolvers<ContextType>;
  Tab?: TabResolvers<ContextType>;
  TabPage?: TabPageResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = RequestContext> = {
  constraint?: ConstraintDirectiveResolver<any, any, ContextType>;
};
