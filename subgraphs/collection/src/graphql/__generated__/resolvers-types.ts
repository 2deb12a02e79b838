import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { HoldingParent } from '../holding.resolvers.js';
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

export type AddHoldingInput = {
  cardId: Scalars['ID']['input'];
  purchasePrice?: InputMaybe<Scalars['Float']['input']>;
  quantity: Scalars['Int']['input'];
};

export type AddedHolding = {
  __typename?: 'AddedHolding';
  entry: Holding;
  ownerId: Scalars['ID']['output'];
};

export type Card = {
  __typename?: 'Card';
  id: Scalars['ID']['output'];
};

export type CardItemInput = {
  cardId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

export type CatalogingCheck = {
  __typename?: 'CatalogingCheck';
  allowed: Scalars['Boolean']['output'];
  currentCards: Scalars['Float']['output'];
  maxCards: Scalars['Float']['output'];
  requestedCards: Scalars['Float']['output'];
  requiresPro: Scalars['Boolean']['output'];
};

export type GameAllocation = {
  __typename?: 'GameAllocation';
  cards: Scalars['Int']['output'];
  game: Scalars['String']['output'];
  percentage: Scalars['Float']['output'];
  value: Scalars['Float']['output'];
};

export type HeldQuantity = {
  __typename?: 'HeldQuantity';
  cardId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
};

/** One card in the caller's portfolio (the cards API's holding), valued at the catalog's current prices. */
export type Holding = {
  __typename?: 'Holding';
  addedAt: Scalars['DateTime']['output'];
  /** The catalog's card (an entity reference: the catalog answers its fields). */
  card?: Maybe<Card>;
  cardId: Scalars['ID']['output'];
  cardName?: Maybe<Scalars['String']['output']>;
  condition?: Maybe<Scalars['String']['output']>;
  game?: Maybe<Scalars['String']['output']>;
  marketValue?: Maybe<Scalars['Float']['output']>;
  /** Average price paid per copy. */
  purchasePrice: Scalars['Float']['output'];
  quantity: Scalars['Int']['output'];
  /** Best variant market price × condition multiplier, one copy; null without a market price. */
  unitValue?: Maybe<Scalars['Float']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

export type HoldingPage = {
  __typename?: 'HoldingPage';
  hasMore: Scalars['Boolean']['output'];
  items: Array<Holding>;
  nextCursor?: Maybe<Scalars['String']['output']>;
};

export type HoldingsImport = {
  __typename?: 'HoldingsImport';
  cards: Scalars['Int']['output'];
  copiesAdded: Scalars['Int']['output'];
  rows: Scalars['Int']['output'];
  totalCards: Scalars['Float']['output'];
};

export type ItemsValue = {
  __typename?: 'ItemsValue';
  items: Array<ValuedItem>;
  total: Scalars['Float']['output'];
  unknownCardIds: Array<Scalars['ID']['output']>;
  unpricedCardIds: Array<Scalars['ID']['output']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Adds copies (an existing holding's quantity increments; its purchase price becomes the average paid). */
  addHolding: AddedHolding;
  /** CSV bulk import (card_id, quantity, purchase_price); needs portfolio.catalog.bulk_import. */
  importHoldingsCsv: HoldingsImport;
  /** Removes copies; without a quantity, or with one at or above the holding's, removes the holding. */
  removeHolding: RemovedHolding;
  /** Moves the holdings of a trade the caller (its receiver) is accepting, once per trade. Kept for trading's accept: a client is FORBIDDEN (domain_call_only); acceptTrade (trades:write) is the client's way. */
  settleTradeTransfer: TradeTransfer;
};


export type MutationAddHoldingArgs = {
  input: AddHoldingInput;
};


export type MutationImportHoldingsCsvArgs = {
  csv: Scalars['String']['input'];
};


export type MutationRemoveHoldingArgs = {
  cardId: Scalars['ID']['input'];
  quantity?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationSettleTradeTransferArgs = {
  tradeId: Scalars['ID']['input'];
};

export type PortfolioAnalytics = {
  __typename?: 'PortfolioAnalytics';
  concentrationRisk: Scalars['String']['output'];
  concentrationScore: Scalars['Float']['output'];
  largestPosition?: Maybe<Position>;
  positions: Array<Position>;
  totalCards: Scalars['Int']['output'];
  totalCostBasis: Scalars['Float']['output'];
  totalValue: Scalars['Float']['output'];
  unrealizedPnl: Scalars['Float']['output'];
  unrealizedPnlPercentage?: Maybe<Scalars['Float']['output']>;
};

export type PortfolioStats = {
  __typename?: 'PortfolioStats';
  allocations: Array<GameAllocation>;
  totalCards: Scalars['Int']['output'];
  totalValue: Scalars['Float']['output'];
  unpricedCards: Scalars['Int']['output'];
};

export type Position = {
  __typename?: 'Position';
  cardId: Scalars['ID']['output'];
  cardName: Scalars['String']['output'];
  costBasis: Scalars['Float']['output'];
  marketValue: Scalars['Float']['output'];
  quantity: Scalars['Int']['output'];
  unrealizedPnl: Scalars['Float']['output'];
  weightPercentage: Scalars['Float']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Values {cardId, quantity} lists at current market prices (trading's valuation). Kept for the cards domains' calls for their caller: a client is FORBIDDEN (domain_call_only). */
  cardItemsValue: ItemsValue;
  /** Card references for ids (the collection's way to read the catalog's cards through the graph). Kept for the cards domains' calls for their caller: a client is FORBIDDEN (domain_call_only). */
  cardRefs: Array<Maybe<Card>>;
  catalogingCheck: CatalogingCheck;
  /** What the caller holds of each card, 0 when none (trading's holdings check). Kept for the cards domains' calls for their caller: a client is FORBIDDEN (domain_call_only); portfolioHoldings (portfolio:read) is the client's read. */
  heldQuantities: Array<HeldQuantity>;
  /** Needs portfolio.analytics.advanced (Pro): else FORBIDDEN entitlement_required. */
  portfolioAnalytics: PortfolioAnalytics;
  /** The caller's holdings, most recently added first. */
  portfolioHoldings: HoldingPage;
  portfolioStats: PortfolioStats;
};


export type QueryCardItemsValueArgs = {
  items: Array<CardItemInput>;
};


export type QueryCardRefsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type QueryCatalogingCheckArgs = {
  requestedCards: Scalars['Int']['input'];
};


export type QueryHeldQuantitiesArgs = {
  cardIds: Array<Scalars['ID']['input']>;
};


export type QueryPortfolioHoldingsArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};

export type RemovedHolding = {
  __typename?: 'RemovedHolding';
  ownerId: Scalars['ID']['output'];
  remainingQuantity: Scalars['Int']['output'];
  removedCardId: Scalars['ID']['output'];
};

/** applied, already_applied or insufficient (then the shortages; nothing moved). */
export type TradeTransfer = {
  __typename?: 'TradeTransfer';
  shortages: Array<TransferShortage>;
  status: Scalars['String']['output'];
};

export type TransferShortage = {
  __typename?: 'TransferShortage';
  cardId: Scalars['ID']['output'];
  held: Scalars['Int']['output'];
  needed: Scalars['Int']['output'];
  ownerId: Scalars['ID']['output'];
};

/** A {cardId, quantity} list valued (a trade's items). */
export type ValuedItem = {
  __typename?: 'ValuedItem';
  cardId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  unitValue?: Maybe<Scalars['Float']['output']>;
  value?: Maybe<Scalars['Float']['output']>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


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





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AddHoldingInput: AddHoldingInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  AddedHolding: ResolverTypeWrapper<Omit<AddedHolding, 'entry'> & { entry: ResolversTypes['Holding'] }>;
  Card: ResolverTypeWrapper<{ id: string }>;
  CardItemInput: CardItemInput;
  CatalogingCheck: ResolverTypeWrapper<CatalogingCheck>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  GameAllocation: ResolverTypeWrapper<GameAllocation>;
  HeldQuantity: ResolverTypeWrapper<HeldQuantity>;
  Holding: ResolverTypeWrapper<HoldingParent>;
  HoldingPage: ResolverTypeWrapper<Omit<HoldingPage, 'items'> & { items: Array<ResolversTypes['Holding']> }>;
  HoldingsImport: ResolverTypeWrapper<HoldingsImport>;
  ItemsValue: ResolverTypeWrapper<ItemsValue>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PortfolioAnalytics: ResolverTypeWrapper<PortfolioAnalytics>;
  PortfolioStats: ResolverTypeWrapper<PortfolioStats>;
  Position: ResolverTypeWrapper<Position>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RemovedHolding: ResolverTypeWrapper<RemovedHolding>;
  TradeTransfer: ResolverTypeWrapper<TradeTransfer>;
  TransferShortage: ResolverTypeWrapper<TransferShortage>;
  ValuedItem: ResolverTypeWrapper<ValuedItem>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AddHoldingInput: AddHoldingInput;
  ID: Scalars['ID']['output'];
  Float: Scalars['Float']['output'];
  AddedHolding: Omit<AddedHolding, 'entry'> & { entry: ResolversParentTypes['Holding'] };
  Card: { id: string };
  CardItemInput: CardItemInput;
  CatalogingCheck: CatalogingCheck;
  Boolean: Scalars['Boolean']['output'];
  DateTime: Scalars['DateTime']['output'];
  GameAllocation: GameAllocation;
  HeldQuantity: HeldQuantity;
  Holding: HoldingParent;
  HoldingPage: Omit<HoldingPage, 'items'> & { items: Array<ResolversParentTypes['Holding']> };
  HoldingsImport: HoldingsImport;
  ItemsValue: ItemsValue;
  Mutation: Record<PropertyKey, never>;
  PortfolioAnalytics: PortfolioAnalytics;
  PortfolioStats: PortfolioStats;
  Position: Position;
  Query: Record<PropertyKey, never>;
  RemovedHolding: RemovedHolding;
  TradeTransfer: TradeTransfer;
  TransferShortage: TransferShortage;
  ValuedItem: ValuedItem;
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

export type AddedHoldingResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AddedHolding'] = ResolversParentTypes['AddedHolding']> = {
  entry?: Resolver<ResolversTypes['Holding'], ParentType, ContextType>;
  ownerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CardResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Card'] = ResolversParentTypes['Card']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CatalogingCheckResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CatalogingCheck'] = ResolversParentTypes['CatalogingCheck']> = {
  allowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  currentCards?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  maxCards?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  requestedCards?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  requiresPro?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type GameAllocationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GameAllocation'] = ResolversParentTypes['GameAllocation']> = {
  cards?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  game?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  percentage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type HeldQuantityResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HeldQuantity'] = ResolversParentTypes['HeldQuantity']> = {
  cardId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HoldingResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Holding'] = ResolversParentTypes['Holding']> = {
  addedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  card?: Resolver<Maybe<ResolversTypes['Card']>, ParentType, ContextType>;
  cardId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  cardName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  condition?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  game?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  marketValue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  purchasePrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitValue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type HoldingPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HoldingPage'] = ResolversParentTypes['HoldingPage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Holding']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type HoldingsImportResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HoldingsImport'] = ResolversParentTypes['HoldingsImport']> = {
  cards?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  copiesAdded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCards?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ItemsValueResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ItemsValue'] = ResolversParentTypes['ItemsValue']> = {
  items?: Resolver<Array<ResolversTypes['ValuedItem']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unknownCardIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  unpricedCardIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addHolding?: Resolver<ResolversTypes['AddedHolding'], ParentType, ContextType, RequireFields<MutationAddHoldingArgs, 'input'>>;
  importHoldingsCsv?: Resolver<ResolversTypes['HoldingsImport'], ParentType, ContextType, RequireFields<MutationImportHoldingsCsvArgs, 'csv'>>;
  removeHolding?: Resolver<ResolversTypes['RemovedHolding'], ParentType, ContextType, RequireFields<MutationRemoveHoldingArgs, 'cardId'>>;
  settleTradeTransfer?: Resolver<ResolversTypes['TradeTransfer'], ParentType, ContextType, RequireFields<MutationSettleTradeTransferArgs, 'tradeId'>>;
};

export type PortfolioAnalyticsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PortfolioAnalytics'] = ResolversParentTypes['PortfolioAnalytics']> = {
  concentrationRisk?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  concentrationScore?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  largestPosition?: Resolver<Maybe<ResolversTypes['Position']>, ParentType, ContextType>;
  positions?: Resolver<Array<ResolversTypes['Position']>, ParentType, ContextType>;
  totalCards?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCostBasis?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unrealizedPnl?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unrealizedPnlPercentage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type PortfolioStatsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PortfolioStats'] = ResolversParentTypes['PortfolioStats']> = {
  allocations?: Resolver<Array<ResolversTypes['GameAllocation']>, ParentType, ContextType>;
  totalCards?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unpricedCards?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PositionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Position'] = ResolversParentTypes['Position']> = {
  cardId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  cardName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  costBasis?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  marketValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unrealizedPnl?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  weightPercentage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  cardItemsValue?: Resolver<ResolversTypes['ItemsValue'], ParentType, ContextType, RequireFields<QueryCardItemsValueArgs, 'items'>>;
  cardRefs?: Resolver<Array<Maybe<ResolversTypes['Card']>>, ParentType, ContextType, RequireFields<QueryCardRefsArgs, 'ids'>>;
  catalogingCheck?: Resolver<ResolversTypes['CatalogingCheck'], ParentType, ContextType, RequireFields<QueryCatalogingCheckArgs, 'requestedCards'>>;
  heldQuantities?: Resolver<Array<ResolversTypes['HeldQuantity']>, ParentType, ContextType, RequireFields<QueryHeldQuantitiesArgs, 'cardIds'>>;
  portfolioAnalytics?: Resolver<ResolversTypes['PortfolioAnalytics'], ParentType, ContextType>;
  portfolioHoldings?: Resolver<ResolversTypes['HoldingPage'], ParentType, ContextType, Partial<QueryPortfolioHoldingsArgs>>;
  portfolioStats?: Resolver<ResolversTypes['PortfolioStats'], ParentType, ContextType>;
};

export type RemovedHoldingResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RemovedHolding'] = ResolversParentTypes['RemovedHolding']> = {
  ownerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  remainingQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  removedCardId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TradeTransferResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TradeTransfer'] = ResolversParentTypes['TradeTransfer']> = {
  shortages?: Resolver<Array<ResolversTypes['TransferShortage']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TransferShortageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TransferShortage'] = ResolversParentTypes['TransferShortage']> = {
  cardId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  held?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  needed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ownerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ValuedItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ValuedItem'] = ResolversParentTypes['ValuedItem']> = {
  cardId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitValue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  AddedHolding?: AddedHoldingResolvers<ContextType>;
  Card?: CardResolvers<ContextType>;
  CatalogingCheck?: CatalogingCheckResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  GameAllocation?: GameAllocationResolvers<ContextType>;
  HeldQuantity?: HeldQuantityResolvers<ContextType>;
  Holding?: HoldingResolvers<ContextType>;
  HoldingPage?: HoldingPageResolvers<ContextType>;
  HoldingsImport?: HoldingsImportResolvers<ContextType>;
  ItemsValue?: ItemsValueResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PortfolioAnalytics?: PortfolioAnalyticsResolvers<ContextType>;
  PortfolioStats?: PortfolioStatsResolvers<ContextType>;
  Position?: PositionResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RemovedHolding?: RemovedHoldingResolvers<ContextType>;
  TradeTransfer?: TradeTransferResolvers<ContextType>;
  TransferShortage?: TransferShortageResolvers<ContextType>;
  ValuedItem?: ValuedItemResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = RequestContext> = {
  constraint?: ConstraintDirectiveResolver<any, any, ContextType>;
};
