import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { CardView } from '../../services/card.service.js';
import type { ImportRunView } from '../../services/import.service.js';
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
  _FieldSet: { input: unknown; output: unknown; }
};

/** An opaque customer API token (ck_…); the token itself is shown once, when created. */
export type ApiToken = {
  __typename?: 'ApiToken';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  /** The token's first characters, to tell tokens apart. */
  prefix: Scalars['String']['output'];
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  scopes: Array<Scalars['String']['output']>;
};

/** What the gateway learns of a presented ck_ token. */
export type ApiTokenSession = {
  __typename?: 'ApiTokenSession';
  id: Scalars['ID']['output'];
  owner: Scalars['String']['output'];
  scopes: Array<Scalars['String']['output']>;
};

export type ArbitrageItem = {
  __typename?: 'ArbitrageItem';
  cardId: Scalars['ID']['output'];
  cardName: Scalars['String']['output'];
  highPrice: Scalars['Float']['output'];
  highSource: PriceSource;
  lowPrice: Scalars['Float']['output'];
  lowSource: PriceSource;
  spread: Scalars['Float']['output'];
  spreadPercentage: Scalars['Float']['output'];
  ticker: Scalars['String']['output'];
};

export type ArbitragePage = {
  __typename?: 'ArbitragePage';
  hasMore: Scalars['Boolean']['output'];
  items: Array<ArbitrageItem>;
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/**
 * A card of the catalog (one printing in one condition) with its variants. Other domains reference it
 * by id (a holding, a trade item) and value it with bestMarketPrice.
 */
export type Card = {
  __typename?: 'Card';
  /** The highest market price among the variants; null when none has one. Holdings and trade items are valued with it. */
  bestMarketPrice?: Maybe<Scalars['Float']['output']>;
  collectorNumber: Scalars['String']['output'];
  condition: CardCondition;
  createdAt: Scalars['DateTime']['output'];
  game: Game;
  id: Scalars['ID']['output'];
  imageUri?: Maybe<Scalars['String']['output']>;
  /** The market price over the last 30 days (pricing:read, wherever the card is reached from); null when no point lies in the window. */
  marketPrice?: Maybe<MarketPrice>;
  name: Scalars['String']['output'];
  rarity: Rarity;
  setCode: Scalars['String']['output'];
  setName: Scalars['String']['output'];
  /** GAME-SET-NAME: the name upper-cased, alphanumerics only, cut to 10 characters. */
  ticker: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  variants: Array<Variant>;
};

export type CardCondition =
  | 'damaged'
  | 'heavily_played'
  | 'lightly_played'
  | 'mint'
  | 'moderately_played'
  | 'near_mint';

export type CardScan = {
  __typename?: 'CardScan';
  /** Best first, at most 5; empty when nothing in the catalog matches. */
  matches: Array<ScanMatch>;
  /** The text recognized in the image (tesseract OCR). */
  text: Scalars['String']['output'];
};

/** What a search lists of a card. */
export type CardSummary = {
  __typename?: 'CardSummary';
  collectorNumber: Scalars['String']['output'];
  condition: CardCondition;
  game: Game;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  rarity: Rarity;
  setCode: Scalars['String']['output'];
  setName: Scalars['String']['output'];
  ticker: Scalars['String']['output'];
};

export type CardSummaryPage = {
  __typename?: 'CardSummaryPage';
  hasMore: Scalars['Boolean']['output'];
  items: Array<CardSummary>;
  nextCursor?: Maybe<Scalars['String']['output']>;
};

export type ChangeDirection =
  | 'both'
  | 'down'
  | 'up';

export type CreateApiTokenInput = {
  name: Scalars['String']['input'];
  /** Cards API scopes, each one the creator's token carries. */
  scopes: Array<Scalars['String']['input']>;
};

export type CreateCardInput = {
  collectorNumber: Scalars['String']['input'];
  condition?: InputMaybe<CardCondition>;
  game: Game;
  imageUri?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  rarity: Rarity;
  setCode: Scalars['String']['input'];
  setName: Scalars['String']['input'];
  /** None: one Standard variant. */
  variants?: InputMaybe<Array<VariantInput>>;
};

export type CreatedApiToken = {
  __typename?: 'CreatedApiToken';
  apiToken: ApiToken;
  /** The token: shown this once, stored only hashed. */
  token: Scalars['String']['output'];
};

export type Finish =
  | 'borderless'
  | 'etched'
  | 'foil'
  | 'serialized'
  | 'standard';

/** The card games. Enum values are spelled as the cards REST API spells them. */
export type Game =
  | 'lorcana'
  | 'mtg'
  | 'other'
  | 'pokemon'
  | 'yugioh';

export type ImportIssue = {
  __typename?: 'ImportIssue';
  /** Where in the file (a line or an item number). */
  at: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

/** scryfall: a Scryfall bulk-data JSON (cards and their prices); csv: the catalog CSV (cards); prices: the price CSV (points). */
export type ImportKind =
  | 'csv'
  | 'prices'
  | 'scryfall';

/** One run of an importer, with its progress and, once done, its summary. */
export type ImportRun = {
  __typename?: 'ImportRun';
  created: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  error?: Maybe<Scalars['String']['output']>;
  failed: Scalars['Int']['output'];
  file: Scalars['String']['output'];
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  issues: Array<ImportIssue>;
  kind: ImportKind;
  /** Price points recorded: Scryfall's prices of the cards, or the rows of a price CSV (a repeat of a recorded point is not). */
  pricesRecorded: Scalars['Int']['output'];
  processed: Scalars['Int']['output'];
  /** Share of the file read, 0 to 1; null while unknown. */
  progress?: Maybe<Scalars['Float']['output']>;
  /** The subject (`sub`) of the cards token that started the import. */
  requestedBy?: Maybe<Scalars['String']['output']>;
  skipped: Scalars['Int']['output'];
  startedAt?: Maybe<Scalars['DateTime']['output']>;
  status: ImportStatus;
  unchanged: Scalars['Int']['output'];
  updated: Scalars['Int']['output'];
};

export type ImportRunPage = {
  __typename?: 'ImportRunPage';
  hasMore: Scalars['Boolean']['output'];
  items: Array<ImportRun>;
  nextCursor?: Maybe<Scalars['String']['output']>;
};

export type ImportStatus =
  | 'completed'
  | 'failed'
  | 'queued'
  | 'running';

/** The market price result (quartiles by linear interpolation, IQR fences 1.5, weights 2 sold / 1 active). */
export type MarketPrice = {
  __typename?: 'MarketPrice';
  calculatedAt: Scalars['DateTime']['output'];
  cardId: Scalars['ID']['output'];
  /** 0 to 1: (1 − e^(−kept/8)) × (0.5 + 0.5 × (effective sources − 1)/3). */
  confidence: Scalars['Float']['output'];
  price: Scalars['Float']['output'];
  sourcesUsed: Scalars['Int']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Creates a customer API token with some of the caller's scopes (a user token). */
  createApiToken: CreatedApiToken;
  /** Creates a card (cards:write); the ticker is derived from game, set code and name. */
  createCard: Card;
  /** A /ws/prices session token for the caller (pricing:read), valid CARDS_STREAM_SESSION_TTL_S seconds. */
  createPriceStreamSession: PriceStreamSession;
  /** Records a price point (pricing:write); a point that changes the market price publishes price.update. */
  recordPrice: RecordedPrice;
  /** Revokes one of the caller's tokens; it is refused (401) from then on. */
  revokeApiToken: ApiToken;
  /**
   * Scan to catalog (cards:read): a photo of a card, base64 (PNG, JPEG, WebP, TIFF or BMP; the request stays
   * within BODY_LIMIT) → its text by OCR → the catalog's cards ranked by name match. Add the chosen one with
   * addHolding (portfolio:write). BAD_USER_INPUT invalid_image for anything else; SERVICE_UNAVAILABLE
   * ocr_unavailable without tesseract.
   */
  scanCard: CardScan;
  /** Queues an importer run as a job (cards:write); follow it with catalogImport. */
  startCatalogImport: ImportRun;
};


export type MutationCreateApiTokenArgs = {
  input: CreateApiTokenInput;
};


export type MutationCreateCardArgs = {
  input: CreateCardInput;
};


export type MutationRecordPriceArgs = {
  cardId: Scalars['ID']['input'];
  input: PricePointInput;
};


export type MutationRevokeApiTokenArgs = {
  id: Scalars['ID']['input'];
};


export type MutationScanCardArgs = {
  imageBase64: Scalars['String']['input'];
};


export type MutationStartCatalogImportArgs = {
  input: StartCatalogImportInput;
};

export type PriceChange = {
  __typename?: 'PriceChange';
  cardId: Scalars['ID']['output'];
  cardName: Scalars['String']['output'];
  change: Scalars['Float']['output'];
  changePercentage: Scalars['Float']['output'];
  currentPoints: Scalars['Int']['output'];
  currentPrice: Scalars['Float']['output'];
  game: Game;
  previousPoints: Scalars['Int']['output'];
  previousPrice: Scalars['Float']['output'];
  ticker: Scalars['String']['output'];
};

export type PriceChangePage = {
  __typename?: 'PriceChangePage';
  /** The moment the first page was computed at; later pages count only points recorded by then. */
  asOf: Scalars['DateTime']['output'];
  currentWindow: TimeWindow;
  hasMore: Scalars['Boolean']['output'];
  items: Array<PriceChange>;
  nextCursor?: Maybe<Scalars['String']['output']>;
  previousWindow: TimeWindow;
};

export type PriceHistory = {
  __typename?: 'PriceHistory';
  cardId: Scalars['ID']['output'];
  days: Array<PriceHistoryDay>;
  from: Scalars['DateTime']['output'];
  to: Scalars['DateTime']['output'];
};

export type PriceHistoryDay = {
  __typename?: 'PriceHistoryDay';
  /** UTC day, YYYY-MM-DD. */
  day: Scalars['String']['output'];
  high: Scalars['Float']['output'];
  low: Scalars['Float']['output'];
  points: Scalars['Int']['output'];
  /** Weighted mean of the day's points (2 sold / 1 active). */
  price: Scalars['Float']['output'];
  soldPoints: Scalars['Int']['output'];
};

export type PricePoint = {
  __typename?: 'PricePoint';
  isSold: Scalars['Boolean']['output'];
  price: Scalars['Float']['output'];
  source: PriceSource;
  timestamp: Scalars['DateTime']['output'];
};

export type PricePointInput = {
  isSold: Scalars['Boolean']['input'];
  price: Scalars['Float']['input'];
  source: PriceSource;
  /** When the price was seen (ISO 8601); absent: now. The only way to record an older point. */
  timestamp?: InputMaybe<Scalars['DateTime']['input']>;
};

/**
 * Where a price was seen: the marketplaces, and Scryfall's prices (as its card data carries them), one
 * source per currency and finish (scryfall_tix: MTGO event tickets). The market price reads the
 * marketplaces and scryfall_usd (dollars, nonfoil); the others are kept per source for history.
 */
export type PriceSource =
  | 'cardkingdom'
  | 'ebay'
  | 'private_auction'
  | 'scryfall_eur'
  | 'scryfall_eur_foil'
  | 'scryfall_tix'
  | 'scryfall_usd'
  | 'scryfall_usd_etched'
  | 'scryfall_usd_foil'
  | 'tcgplayer';

/** A short-lived token that opens /ws/prices (?session=...) where the client cannot send Authorization on the upgrade. */
export type PriceStreamSession = {
  __typename?: 'PriceStreamSession';
  expiresAt: Scalars['DateTime']['output'];
  token: Scalars['String']['output'];
};

/** The price.update message of the cards price stream. */
export type PriceUpdate = {
  __typename?: 'PriceUpdate';
  calculatedAt: Scalars['DateTime']['output'];
  cardId: Scalars['ID']['output'];
  confidence: Scalars['Float']['output'];
  price: Scalars['Float']['output'];
  sourcesUsed: Scalars['Int']['output'];
  ticker: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The gateway's own lookup of a presented ck_ token; never a client's. */
  _cardsApiToken?: Maybe<ApiTokenSession>;
  /** The caller's customer API tokens, newest first (a user token). */
  apiTokens: Array<ApiToken>;
  /** Cards whose per-source prices are at least minSpreadPercentage apart, widest first (pricing:read). */
  arbitrage: ArbitragePage;
  /** One card with its variants (cards:read). NOT_FOUND for an unknown id. */
  card: Card;
  /** One importer run (cards:write). */
  catalogImport: ImportRun;
  /** Importer runs, newest first (cards:write). */
  catalogImports: ImportRunPage;
  /** The card's market price (pricing:read). NOT_FOUND (reason no_price_data) when no point lies in the last 30 days. */
  marketPrice: MarketPrice;
  /** Price changes between two windows, largest |change_percentage| first (pricing:read). */
  priceChanges: PriceChangePage;
  /** Daily buckets (UTC) of the card's points over the last days (pricing:read): one source's, or (no source) the market price's sources. */
  priceHistory: PriceHistory;
  /** Cards by name order (cards:read): q matches part of the name or the start of the ticker; the rest are exact filters. */
  searchCards: CardSummaryPage;
};


export type Query_CardsApiTokenArgs = {
  token: Scalars['String']['input'];
};


export type QueryArbitrageArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  game?: InputMaybe<Game>;
  limit: Scalars['Int']['input'];
  minSpreadPercentage: Scalars['Float']['input'];
};


export type QueryCardArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCatalogImportArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCatalogImportsArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit: Scalars['Int']['input'];
};


export type QueryMarketPriceArgs = {
  cardId: Scalars['ID']['input'];
};


export type QueryPriceChangesArgs = {
  currentFrom?: InputMaybe<Scalars['DateTime']['input']>;
  currentTo?: InputMaybe<Scalars['DateTime']['input']>;
  cursor?: InputMaybe<Scalars['String']['input']>;
  direction: ChangeDirection;
  end?: InputMaybe<Scalars['DateTime']['input']>;
  game?: InputMaybe<Game>;
  limit: Scalars['Int']['input'];
  minChangePercentage: Scalars['Float']['input'];
  previousFrom?: InputMaybe<Scalars['DateTime']['input']>;
  previousTo?: InputMaybe<Scalars['DateTime']['input']>;
  windowHours?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPriceHistoryArgs = {
  cardId: Scalars['ID']['input'];
  days: Scalars['Int']['input'];
  source?: InputMaybe<PriceSource>;
};


export type QuerySearchCardsArgs = {
  collectorNumber?: InputMaybe<Scalars['String']['input']>;
  cursor?: InputMaybe<Scalars['String']['input']>;
  game?: InputMaybe<Game>;
  limit: Scalars['Int']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  q?: InputMaybe<Scalars['String']['input']>;
  rarity?: InputMaybe<Rarity>;
  set?: InputMaybe<Scalars['String']['input']>;
};

export type Rarity =
  | 'common'
  | 'mythic'
  | 'rare'
  | 'secret'
  | 'uncommon';

export type RecordedPrice = {
  __typename?: 'RecordedPrice';
  cardId: Scalars['ID']['output'];
  /** The card's newest point by timestamp. */
  latestPoint: PricePoint;
  /** Every point recorded for the card so far, this one included. */
  pointsRecorded: Scalars['Int']['output'];
};

/** A catalog card the scanner found in a photo's text. */
export type ScanMatch = {
  __typename?: 'ScanMatch';
  cardId: Scalars['ID']['output'];
  collectorNumber: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** 0 to 1: 0.8 × how well the best line of the text matches the name, + 0.1 each for the set code and the collector number seen. */
  score: Scalars['Float']['output'];
  setCode: Scalars['String']['output'];
  ticker: Scalars['String']['output'];
};

export type StartCatalogImportInput = {
  /** A file name inside CATALOG_IMPORT_DIR (no folders): a Scryfall bulk-data JSON, or a CSV with the documented columns. */
  file: Scalars['String']['input'];
  kind: ImportKind;
};

export type Subscription = {
  __typename?: 'Subscription';
  /** price.update for the given tickers (at most 100), as each recorded point changes a market price (pricing:read). */
  priceUpdates: PriceUpdate;
};


export type SubscriptionPriceUpdatesArgs = {
  symbols: Array<Scalars['String']['input']>;
};

export type TimeWindow = {
  __typename?: 'TimeWindow';
  from: Scalars['DateTime']['output'];
  to: Scalars['DateTime']['output'];
};

export type Variant = {
  __typename?: 'Variant';
  finish: Finish;
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  listedPrice?: Maybe<Scalars['Float']['output']>;
  /** The primary variant (the first) carries the card's computed market price once points are recorded. */
  marketPrice?: Maybe<Scalars['Float']['output']>;
};

export type VariantInput = {
  finish?: InputMaybe<Finish>;
  label: Scalars['String']['input'];
  listedPrice?: InputMaybe<Scalars['Float']['input']>;
  marketPrice?: InputMaybe<Scalars['Float']['input']>;
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
  Card: Card;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Card:
    ( { __typename: 'Card' }
    & GraphQLRecursivePick<FederationTypes['Card'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  ApiToken: ResolverTypeWrapper<ApiToken>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ApiTokenSession: ResolverTypeWrapper<ApiTokenSession>;
  ArbitrageItem: ResolverTypeWrapper<ArbitrageItem>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ArbitragePage: ResolverTypeWrapper<ArbitragePage>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Card: ResolverTypeWrapper<CardView>;
  CardCondition: CardCondition;
  CardScan: ResolverTypeWrapper<CardScan>;
  CardSummary: ResolverTypeWrapper<CardSummary>;
  CardSummaryPage: ResolverTypeWrapper<CardSummaryPage>;
  ChangeDirection: ChangeDirection;
  CreateApiTokenInput: CreateApiTokenInput;
  CreateCardInput: CreateCardInput;
  CreatedApiToken: ResolverTypeWrapper<CreatedApiToken>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Finish: Finish;
  Game: Game;
  ImportIssue: ResolverTypeWrapper<ImportIssue>;
  ImportKind: ImportKind;
  ImportRun: ResolverTypeWrapper<ImportRunView>;
  ImportRunPage: ResolverTypeWrapper<Omit<ImportRunPage, 'items'> & { items: Array<ResolversTypes['ImportRun']> }>;
  ImportStatus: ImportStatus;
  MarketPrice: ResolverTypeWrapper<MarketPrice>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PriceChange: ResolverTypeWrapper<PriceChange>;
  PriceChangePage: ResolverTypeWrapper<PriceChangePage>;
  PriceHistory: ResolverTypeWrapper<PriceHistory>;
  PriceHistoryDay: ResolverTypeWrapper<PriceHistoryDay>;
  PricePoint: ResolverTypeWrapper<PricePoint>;
  PricePointInput: PricePointInput;
  PriceSource: PriceSource;
  PriceStreamSession: ResolverTypeWrapper<PriceStreamSession>;
  PriceUpdate: ResolverTypeWrapper<PriceUpdate>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Rarity: Rarity;
  RecordedPrice: ResolverTypeWrapper<RecordedPrice>;
  ScanMatch: ResolverTypeWrapper<ScanMatch>;
  StartCatalogImportInput: StartCatalogImportInput;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  TimeWindow: ResolverTypeWrapper<TimeWindow>;
  Variant: ResolverTypeWrapper<Variant>;
  VariantInput: VariantInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ApiToken: ApiToken;
  ID: Scalars['ID']['output'];
  ApiTokenSession: ApiTokenSession;
  ArbitrageItem: ArbitrageItem;
  Float: Scalars['Float']['output'];
  ArbitragePage: ArbitragePage;
  Boolean: Scalars['Boolean']['output'];
  Card: CardView;
  CardScan: CardScan;
  CardSummary: CardSummary;
  CardSummaryPage: CardSummaryPage;
  CreateApiTokenInput: CreateApiTokenInput;
  CreateCardInput: CreateCardInput;
  CreatedApiToken: CreatedApiToken;
  DateTime: Scalars['DateTime']['output'];
  ImportIssue: ImportIssue;
  ImportRun: ImportRunView;
  ImportRunPage: Omit<ImportRunPage, 'items'> & { items: Array<ResolversParentTypes['ImportRun']> };
  MarketPrice: MarketPrice;
  Mutation: Record<PropertyKey, never>;
  PriceChange: PriceChange;
  PriceChangePage: PriceChangePage;
  PriceHistory: PriceHistory;
  PriceHistoryDay: PriceHistoryDay;
  PricePoint: PricePoint;
  PricePointInput: PricePointInput;
  PriceStreamSession: PriceStreamSession;
  PriceUpdate: PriceUpdate;
  Query: Record<PropertyKey, never>;
  RecordedPrice: RecordedPrice;
  ScanMatch: ScanMatch;
  StartCatalogImportInput: StartCatalogImportInput;
  Subscription: Record<PropertyKey, never>;
  TimeWindow: TimeWindow;
  Variant: Variant;
  VariantInput: VariantInput;
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

export type ApiTokenResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ApiToken'] = ResolversParentTypes['ApiToken']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ApiTokenSessionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ApiTokenSession'] = ResolversParentTypes['ApiTokenSession']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ArbitrageItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ArbitrageItem'] = ResolversParentTypes['ArbitrageItem']> = {
  cardId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  cardName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  highPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  highSource?: Resolver<ResolversTypes['PriceSource'], ParentType, ContextType>;
  lowPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lowSource?: Resolver<ResolversTypes['PriceSource'], ParentType, ContextType>;
  spread?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  spreadPercentage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  ticker?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ArbitragePageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ArbitragePage'] = ResolversParentTypes['ArbitragePage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ArbitrageItem']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CardResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Card'] = ResolversParentTypes['Card'], FederationReferenceType extends FederationReferenceTypes['Card'] = FederationReferenceTypes['Card']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Card']> | FederationReferenceType, FederationReferenceType, ContextType>;
  bestMarketPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  collectorNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  condition?: Resolver<ResolversTypes['CardCondition'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  game?: Resolver<ResolversTypes['Game'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  marketPrice?: Resolver<Maybe<ResolversTypes['MarketPrice']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rarity?: Resolver<ResolversTypes['Rarity'], ParentType, ContextType>;
  setCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  setName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ticker?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  variants?: Resolver<Array<ResolversTypes['Variant']>, ParentType, ContextType>;
};

export type CardScanResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CardScan'] = ResolversParentTypes['CardScan']> = {
  matches?: Resolver<Array<ResolversTypes['ScanMatch']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CardSummaryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CardSummary'] = ResolversParentTypes['CardSummary']> = {
  collectorNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  condition?: Resolver<ResolversTypes['CardCondition'], ParentType, ContextType>;
  game?: Resolver<ResolversTypes['Game'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rarity?: Resolver<ResolversTypes['Rarity'], ParentType, ContextType>;
  setCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  setName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ticker?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CardSummaryPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CardSummaryPage'] = ResolversParentTypes['CardSummaryPage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CardSummary']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CreatedApiTokenResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CreatedApiToken'] = ResolversParentTypes['CreatedApiToken']> = {
  apiToken?: Resolver<ResolversTypes['ApiToken'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type ImportIssueResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ImportIssue'] = ResolversParentTypes['ImportIssue']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ImportRunResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ImportRun'] = ResolversParentTypes['ImportRun']> = {
  created?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  file?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issues?: Resolver<Array<ResolversTypes['ImportIssue']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ImportKind'], ParentType, ContextType>;
  pricesRecorded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  processed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  progress?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  requestedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  skipped?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ImportStatus'], ParentType, ContextType>;
  unchanged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ImportRunPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ImportRunPage'] = ResolversParentTypes['ImportRunPage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ImportRun']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MarketPriceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MarketPrice'] = ResolversParentTypes['MarketPrice']> = {
  calculatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  cardId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  confidence?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sourcesUsed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  createApiToken?: Resolver<ResolversTypes['CreatedApiToken'], ParentType, ContextType, RequireFields<MutationCreateApiTokenArgs, 'input'>>;
  createCard?: Resolver<ResolversTypes['Card'], ParentType, ContextType, RequireFields<MutationCreateCardArgs, 'input'>>;
  createPriceStreamSession?: Resolver<ResolversTypes['PriceStreamSession'], ParentType, ContextType>;
  recordPrice?: Resolver<ResolversTypes['RecordedPrice'], ParentType, ContextType, RequireFields<MutationRecordPriceArgs, 'cardId' | 'input'>>;
  revokeApiToken?: Resolver<ResolversTypes['ApiToken'], ParentType, ContextType, RequireFields<MutationRevokeApiTokenArgs, 'id'>>;
  scanCard?: Resolver<ResolversTypes['CardScan'], ParentType, ContextType, RequireFields<MutationScanCardArgs, 'imageBase64'>>;
  startCatalogImport?: Resolver<ResolversTypes['ImportRun'], ParentType, ContextType, RequireFields<MutationStartCatalogImportArgs, 'input'>>;
};

export type PriceChangeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PriceChange'] = ResolversParentTypes['PriceChange']> = {
  cardId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  cardName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  change?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  changePercentage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currentPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currentPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  game?: Resolver<ResolversTypes['Game'], ParentType, ContextType>;
  previousPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  previousPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  ticker?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PriceChangePageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PriceChangePage'] = ResolversParentTypes['PriceChangePage']> = {
  asOf?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currentWindow?: Resolver<ResolversTypes['TimeWindow'], ParentType, ContextType>;
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['PriceChange']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  previousWindow?: Resolver<ResolversTypes['TimeWindow'], ParentType, ContextType>;
};

export type PriceHistoryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PriceHistory'] = ResolversParentTypes['PriceHistory']> = {
  cardId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  days?: Resolver<Array<ResolversTypes['PriceHistoryDay']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type PriceHistoryDayResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PriceHistoryDay'] = ResolversParentTypes['PriceHistoryDay']> = {
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  high?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  low?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  soldPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PricePointResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PricePoint'] = ResolversParentTypes['PricePoint']> = {
  isSold?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['PriceSource'], ParentType, ContextType>;
  timestamp?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type PriceStreamSessionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PriceStreamSession'] = ResolversParentTypes['PriceStreamSession']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PriceUpdateResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PriceUpdate'] = ResolversParentTypes['PriceUpdate']> = {
  calculatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  cardId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  confidence?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sourcesUsed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ticker?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  _cardsApiToken?: Resolver<Maybe<ResolversTypes['ApiTokenSession']>, ParentType, ContextType, RequireFields<Query_CardsApiTokenArgs, 'token'>>;
  apiTokens?: Resolver<Array<ResolversTypes['ApiToken']>, ParentType, ContextType>;
  arbitrage?: Resolver<ResolversTypes['ArbitragePage'], ParentType, ContextType, RequireFields<QueryArbitrageArgs, 'limit' | 'minSpreadPercentage'>>;
  card?: Resolver<ResolversTypes['Card'], ParentType, ContextType, RequireFields<QueryCardArgs, 'id'>>;
  catalogImport?: Resolver<ResolversTypes['ImportRun'], ParentType, ContextType, RequireFields<QueryCatalogImportArgs, 'id'>>;
  catalogImports?: Resolver<ResolversTypes['ImportRunPage'], ParentType, ContextType, RequireFields<QueryCatalogImportsArgs, 'limit'>>;
  marketPrice?: Resolver<ResolversTypes['MarketPrice'], ParentType, ContextType, RequireFields<QueryMarketPriceArgs, 'cardId'>>;
  priceChanges?: Resolver<ResolversTypes['PriceChangePage'], ParentType, ContextType, RequireFields<QueryPriceChangesArgs, 'direction' | 'limit' | 'minChangePercentage'>>;
  priceHistory?: Resolver<ResolversTypes['PriceHistory'], ParentType, ContextType, RequireFields<QueryPriceHistoryArgs, 'cardId' | 'days'>>;
  searchCards?: Resolver<ResolversTypes['CardSummaryPage'], ParentType, ContextType, RequireFields<QuerySearchCardsArgs, 'limit'>>;
};

export type RecordedPriceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RecordedPrice'] = ResolversParentTypes['RecordedPrice']> = {
  cardId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  latestPoint?: Resolver<ResolversTypes['PricePoint'], ParentType, ContextType>;
  pointsRecorded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ScanMatchResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ScanMatch'] = ResolversParentTypes['ScanMatch']> = {
  cardId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  collectorNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  setCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ticker?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  priceUpdates?: SubscriptionResolver<ResolversTypes['PriceUpdate'], "priceUpdates", ParentType, ContextType, RequireFields<SubscriptionPriceUpdatesArgs, 'symbols'>>;
};

export type TimeWindowResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TimeWindow'] = ResolversParentTypes['TimeWindow']> = {
  from?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type VariantResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Variant'] = ResolversParentTypes['Variant']> = {
  finish?: Resolver<ResolversTypes['Finish'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  listedPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  marketPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  ApiToken?: ApiTokenResolvers<ContextType>;
  ApiTokenSession?: ApiTokenSessionResolvers<ContextType>;
  ArbitrageItem?: ArbitrageItemResolvers<ContextType>;
  ArbitragePage?: ArbitragePageResolvers<ContextType>;
  Card?: CardResolvers<ContextType>;
  CardScan?: CardScanResolvers<ContextType>;
  CardSummary?: CardSummaryResolvers<ContextType>;
  CardSummaryPage?: CardSummaryPageResolvers<ContextType>;
  CreatedApiToken?: CreatedApiTokenResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  ImportIssue?: ImportIssueResolvers<ContextType>;
  ImportRun?: ImportRunResolvers<ContextType>;
  ImportRunPage?: ImportRunPageResolvers<ContextType>;
  MarketPrice?: MarketPriceResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PriceChange?: PriceChangeResolvers<ContextType>;
  PriceChangePage?: PriceChangePageResolvers<ContextType>;
  PriceHistory?: PriceHistoryResolvers<ContextType>;
  PriceHistoryDay?: PriceHistoryDayResolvers<ContextType>;
  PricePoint?: PricePointResolvers<ContextType>;
  PriceStreamSession?: PriceStreamSessionResolvers<ContextType>;
  PriceUpdate?: PriceUpdateResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RecordedPrice?: RecordedPriceResolvers<ContextType>;
  ScanMatch?: ScanMatchResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  TimeWindow?: TimeWindowResolvers<ContextType>;
  Variant?: VariantResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = RequestContext> = {
  constraint?: ConstraintDirectiveResolver<any, any, ContextType>;
};
