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

export type AlertKind =
  /** Fires on the first market price at or above price; again once it was below. */
  | 'above'
  /** Fires on the first market price at or below price; again once it was above. */
  | 'below'
  /** Fires when the market price is percent away (either way) from its reference, then measures from that price. */
  | 'move';

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

export type CreatePriceAlertInput = {
  cardId: Scalars['ID']['input'];
  kind: AlertKind;
  /** move: the percentage move, more than 0. */
  percent?: InputMaybe<Scalars['Float']['input']>;
  /** above / below: the threshold price. */
  price?: InputMaybe<Scalars['Float']['input']>;
  /** Optional: where fired alerts are POSTed, signed; a public http(s) URL. */
  webhookUrl?: InputMaybe<Scalars['String']['input']>;
};

export type CreatedPriceAlert = {
  __typename?: 'CreatedPriceAlert';
  alert: PriceAlert;
  /** Signs each webhook delivery (Cards-Signature: t=<unix>,v1=<HMAC-SHA256 of "<t>.<body>">); shown this once; null without a webhook. */
  webhookSecret?: Maybe<Scalars['String']['output']>;
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
  /** Makes a price alert; beyond the tier's count: alert_limit_exceeded (422). */
  createPriceAlert: CreatedPriceAlert;
  deletePriceAlert: PriceAlert;
  /** CSV bulk import (card_id, quantity, purchase_price); needs portfolio.catalog.bulk_import. */
  importHoldingsCsv: HoldingsImport;
  /** Removes copies; without a quantity, or with one at or above the holding's, removes the holding. */
  removeHolding: RemovedHolding;
  /** Moves the holdings of a trade the caller (its receiver) is accepting, once per trade. Kept for trading's accept: a client is FORBIDDEN (domain_call_only); acceptTrade (trades:write) is the client's way. */
  settleTradeTransfer: TradeTransfer;
  unwatchCard: WatchedCard;
  /** Adds a card to the watchlist (again: unchanged); beyond the tier's count: alert_limit_exceeded (422). */
  watchCard: WatchedCard;
};


export type MutationAddHoldingArgs = {
  input: AddHoldingInput;
};


export type MutationCreatePriceAlertArgs = {
  input: CreatePriceAlertInput;
};


export type MutationDeletePriceAlertArgs = {
  id: Scalars['ID']['input'];
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


export type MutationUnwatchCardArgs = {
  cardId: Scalars['ID']['input'];
};


export type MutationWatchCardArgs = {
  cardId: Scalars['ID']['input'];
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

/** A price alert on one card (pricing:read). Free keeps 5, Pro any number (alertLimits of cardsEntitlements). */
export type PriceAlert = {
  __typename?: 'PriceAlert';
  /** above / below: false after firing, until the price is back on the other side. */
  armed: Scalars['Boolean']['output'];
  /** The catalog's card (an entity reference). */
  card?: Maybe<Card>;
  cardId: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  kind: AlertKind;
  lastPrice?: Maybe<Scalars['Float']['output']>;
  lastTriggeredAt?: Maybe<Scalars['DateTime']['output']>;
  /** move: the percentage. */
  percent?: Maybe<Scalars['Float']['output']>;
  /** above / below: the threshold. */
  price?: Maybe<Scalars['Float']['output']>;
  /** move: the market price it measures from (null until the card has one). */
  referencePrice?: Maybe<Scalars['Float']['output']>;
  triggerCount: Scalars['Int']['output'];
  webhookUrl?: Maybe<Scalars['String']['output']>;
};

/** A fired alert, as /ws/prices (alert.triggered), the webhook and priceAlerts deliver it. */
export type PriceAlertEvent = {
  __typename?: 'PriceAlertEvent';
  alertId: Scalars['ID']['output'];
  cardId: Scalars['ID']['output'];
  changePercentage?: Maybe<Scalars['Float']['output']>;
  kind: AlertKind;
  percent?: Maybe<Scalars['Float']['output']>;
  price: Scalars['Float']['output'];
  referencePrice?: Maybe<Scalars['Float']['output']>;
  threshold?: Maybe<Scalars['Float']['output']>;
  ticker: Scalars['String']['output'];
  triggeredAt: Scalars['DateTime']['output'];
};

export type PriceAlertPage = {
  __typename?: 'PriceAlertPage';
  hasMore: Scalars['Boolean']['output'];
  items: Array<PriceAlert>;
  nextCursor?: Maybe<Scalars['String']['output']>;
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
  /** The caller's price alerts, newest first. */
  priceAlerts: PriceAlertPage;
  /** The caller's watchlist, most recently added first. */
  watchlist: Array<WatchedCard>;
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


export type QueryPriceAlertsArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};

export type RemovedHolding = {
  __typename?: 'RemovedHolding';
  ownerId: Scalars['ID']['output'];
  remainingQuantity: Scalars['Int']['output'];
  removedCardId: Scalars['ID']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /** The caller's alerts as they fire (pricing:read). */
  priceAlerts: PriceAlertEvent;
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

/** A card on the caller's watchlist (portfolio:read). Free keeps 25, Pro any number. */
export type WatchedCard = {
  __typename?: 'WatchedCard';
  addedAt: Scalars['DateTime']['output'];
  card?: Maybe<Card>;
  cardId: Scalars['ID']['output'];
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
  AlertKind: AlertKind;
  Card: ResolverTypeWrapper<{ id: string }>;
  CardItemInput: CardItemInput;
  CatalogingCheck: ResolverTypeWrapper<CatalogingCheck>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CreatePriceAlertInput: CreatePriceAlertInput;
  CreatedPriceAlert: ResolverTypeWrapper<Omit<CreatedPriceAlert, 'alert'> & { alert: ResolversTypes['PriceAlert'] }>;
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
  PriceAlert: ResolverTypeWrapper<Omit<PriceAlert, 'card'> & { card?: Maybe<ResolversTypes['Card']> }>;
  PriceAlertEvent: ResolverTypeWrapper<PriceAlertEvent>;
  PriceAlertPage: ResolverTypeWrapper<Omit<PriceAlertPage, 'items'> & { items: Array<ResolversTypes['PriceAlert']> }>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RemovedHolding: ResolverTypeWrapper<RemovedHolding>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  TradeTransfer: ResolverTypeWrapper<TradeTransfer>;
  TransferShortage: ResolverTypeWrapper<TransferShortage>;
  ValuedItem: ResolverTypeWrapper<ValuedItem>;
  WatchedCard: ResolverTypeWrapper<Omit<WatchedCard, 'card'> & { card?: Maybe<ResolversTypes['Card']> }>;
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
  CreatePriceAlertInput: CreatePriceAlertInput;
  CreatedPriceAlert: Omit<CreatedPriceAlert, 'alert'> & { alert: ResolversParentTypes['PriceAlert'] };
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
  PriceAlert: Omit<PriceAlert, 'card'> & { card?: Maybe<ResolversParentTypes['Card']> };
  PriceAlertEvent: PriceAlertEvent;
  PriceAlertPage: Omit<PriceAlertPage, 'items'> & { items: Array<ResolversParentTypes['PriceAlert']> };
  Query: Record<PropertyKey, never>;
  RemovedHolding: RemovedHolding;
  Subscription: Record<PropertyKey, never>;
  TradeTransfer: TradeTransfer;
  TransferShortage: TransferShortage;
  ValuedItem: ValuedItem;
  WatchedCard: Omit<WatchedCard, 'card'> & { card?: Maybe<ResolversParentTypes['Card']> };
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

export type CreatedPriceAlertResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CreatedPriceAlert'] = ResolversParentTypes['CreatedPriceAlert']> = {
  alert?: Resolver<ResolversTypes['PriceAlert'], ParentType, ContextType>;
  webhookSecret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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
  createPriceAlert?: Resolver<ResolversTypes['CreatedPriceAlert'], ParentType, ContextType, RequireFields<MutationCreatePriceAlertArgs, 'input'>>;
  deletePriceAlert?: Resolver<ResolversTypes['PriceAlert'], ParentType, ContextType, RequireFields<MutationDeletePriceAlertArgs, 'id'>>;
  importHoldingsCsv?: Resolver<ResolversTypes['HoldingsImport'], ParentType, ContextType, RequireFields<MutationImportHoldingsCsvArgs, 'csv'>>;
  removeHolding?: Resolver<ResolversTypes['RemovedHolding'], ParentType, ContextType, RequireFields<MutationRemoveHoldingArgs, 'cardId'>>;
  settleTradeTransfer?: Resolver<ResolversTypes['TradeTransfer'], ParentType, ContextType, RequireFields<MutationSettleTradeTransferArgs, 'tradeId'>>;
  unwatchCard?: Resolver<ResolversTypes['WatchedCard'], ParentType, ContextType, RequireFields<MutationUnwatchCardArgs, 'cardId'>>;
  watchCard?: Resolver<ResolversTypes['WatchedCard'], ParentType, ContextType, RequireFields<MutationWatchCardArgs, 'cardId'>>;
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

export type PriceAlertResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PriceAlert'] = ResolversParentTypes['PriceAlert']> = {
  armed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  card?: Resolver<Maybe<ResolversTypes['Card']>, ParentType, ContextType>;
  cardId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['AlertKind'], ParentType, ContextType>;
  lastPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  lastTriggeredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  percent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  referencePrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  triggerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  webhookUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PriceAlertEventResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PriceAlertEvent'] = ResolversParentTypes['PriceAlertEvent']> = {
  alertId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  cardId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  changePercentage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['AlertKind'], ParentType, ContextType>;
  percent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  referencePrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  threshold?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  ticker?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  triggeredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type PriceAlertPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PriceAlertPage'] = ResolversParentTypes['PriceAlertPage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['PriceAlert']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  cardItemsValue?: Resolver<ResolversTypes['ItemsValue'], ParentType, ContextType, RequireFields<QueryCardItemsValueArgs, 'items'>>;
  cardRefs?: Resolver<Array<Maybe<ResolversTypes['Card']>>, ParentType, ContextType, RequireFields<QueryCardRefsArgs, 'ids'>>;
  catalogingCheck?: Resolver<ResolversTypes['CatalogingCheck'], ParentType, ContextType, RequireFields<QueryCatalogingCheckArgs, 'requestedCards'>>;
  heldQuantities?: Resolver<Array<ResolversTypes['HeldQuantity']>, ParentType, ContextType, RequireFields<QueryHeldQuantitiesArgs, 'cardIds'>>;
  portfolioAnalytics?: Resolver<ResolversTypes['PortfolioAnalytics'], ParentType, ContextType>;
  portfolioHoldings?: Resolver<ResolversTypes['HoldingPage'], ParentType, ContextType, Partial<QueryPortfolioHoldingsArgs>>;
  portfolioStats?: Resolver<ResolversTypes['PortfolioStats'], ParentType, ContextType>;
  priceAlerts?: Resolver<ResolversTypes['PriceAlertPage'], ParentType, ContextType, Partial<QueryPriceAlertsArgs>>;
  watchlist?: Resolver<Array<ResolversTypes['WatchedCard']>, ParentType, ContextType>;
};

export type RemovedHoldingResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RemovedHolding'] = ResolversParentTypes['RemovedHolding']> = {
  ownerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  remainingQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  removedCardId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  priceAlerts?: SubscriptionResolver<ResolversTypes['PriceAlertEvent'], "priceAlerts", ParentType, ContextType>;
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

export type WatchedCardResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['WatchedCard'] = ResolversParentTypes['WatchedCard']> = {
  addedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  card?: Resolver<Maybe<ResolversTypes['Card']>, ParentType, ContextType>;
  cardId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  AddedHolding?: AddedHoldingResolvers<ContextType>;
  Card?: CardResolvers<ContextType>;
  CatalogingCheck?: CatalogingCheckResolvers<ContextType>;
  CreatedPriceAlert?: CreatedPriceAlertResolvers<ContextType>;
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
  PriceAlert?: PriceAlertResolvers<ContextType>;
  PriceAlertEvent?: PriceAlertEventResolvers<ContextType>;
  PriceAlertPage?: PriceAlertPageResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RemovedHolding?: RemovedHoldingResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  TradeTransfer?: TradeTransferResolvers<ContextType>;
  TransferShortage?: TransferShortageResolvers<ContextType>;
  ValuedItem?: ValuedItemResolvers<ContextType>;
  WatchedCard?: WatchedCardResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = RequestContext> = {
  constraint?: ConstraintDirectiveResolver<any, any, ContextType>;
};
