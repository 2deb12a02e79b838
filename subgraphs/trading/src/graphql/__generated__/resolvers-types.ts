import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { TradeView } from '../../services/trade.service.js';
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

export type Card = {
  __typename?: 'Card';
  id: Scalars['ID']['output'];
};

export type CounterTradeInput = {
  cashAdjustment?: InputMaybe<Scalars['Float']['input']>;
  expiryHours?: InputMaybe<Scalars['Int']['input']>;
  message?: InputMaybe<Scalars['String']['input']>;
  offeredItems?: InputMaybe<Array<TradeItemInput>>;
  requestedItems?: InputMaybe<Array<TradeItemInput>>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** The receiver accepts: the holdings move between the two portfolios at once. */
  acceptTrade: Trade;
  cancelTrade: Trade;
  /** The receiver answers with a new pending proposal (parentTradeId); the original becomes countered. */
  counterTrade: Trade;
  proposeTrade: Trade;
  rejectTrade: Trade;
};


export type MutationAcceptTradeArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCancelTradeArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCounterTradeArgs = {
  id: Scalars['ID']['input'];
  input: CounterTradeInput;
};


export type MutationProposeTradeArgs = {
  input: ProposeTradeInput;
};


export type MutationRejectTradeArgs = {
  id: Scalars['ID']['input'];
};

export type ProposeTradeInput = {
  cashAdjustment?: InputMaybe<Scalars['Float']['input']>;
  expiryHours?: InputMaybe<Scalars['Int']['input']>;
  message?: InputMaybe<Scalars['String']['input']>;
  offeredItems?: InputMaybe<Array<TradeItemInput>>;
  /** The receiver's platform account handle, resolved through the accounts subgraph (accountByHandle). */
  receiverHandle?: InputMaybe<Scalars['String']['input']>;
  receiverId?: InputMaybe<Scalars['ID']['input']>;
  requestedItems?: InputMaybe<Array<TradeItemInput>>;
};

export type Query = {
  __typename?: 'Query';
  /** One trade, for its two parties only (trades:read; the collection reads it for the receiver whose accept it settles). */
  trade: Trade;
  tradeValue: TradeValue;
  /** Trades where the caller is proposer or receiver, newest first. */
  trades: TradePage;
};


export type QueryTradeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTradeValueArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTradesArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  role?: InputMaybe<TradeRole>;
  status?: InputMaybe<TradeStatus>;
};

/** A trade proposal between two users. */
export type Trade = {
  __typename?: 'Trade';
  /** From the proposer's view: positive, the proposer pays it on top. */
  cashAdjustment: Scalars['Float']['output'];
  createdAt: Scalars['DateTime']['output'];
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
  offeredItems: Array<TradeItem>;
  parentTradeId?: Maybe<Scalars['ID']['output']>;
  proposerId: Scalars['ID']['output'];
  receiverId: Scalars['ID']['output'];
  requestedItems: Array<TradeItem>;
  /** True while an accept is moving the holdings (the trade still reads pending). */
  settling: Scalars['Boolean']['output'];
  status: TradeStatus;
  updatedAt: Scalars['DateTime']['output'];
};

export type TradeItem = {
  __typename?: 'TradeItem';
  /** The catalog's card (an entity reference). */
  card?: Maybe<Card>;
  cardId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
};

export type TradeItemInput = {
  cardId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

export type TradePage = {
  __typename?: 'TradePage';
  hasMore: Scalars['Boolean']['output'];
  items: Array<Trade>;
  nextCursor?: Maybe<Scalars['String']['output']>;
};

export type TradeRole =
  | 'any'
  | 'proposer'
  | 'receiver';

export type TradeStatus =
  | 'accepted'
  | 'cancelled'
  | 'countered'
  | 'expired'
  | 'pending'
  | 'rejected';

/** net_value = requested value − offered value + cash_adjustment, from the proposer's view. */
export type TradeValue = {
  __typename?: 'TradeValue';
  cashAdjustment: Scalars['Float']['output'];
  meaning: Scalars['String']['output'];
  netValue: Scalars['Float']['output'];
  offeredValue: Scalars['Float']['output'];
  perspective: Scalars['String']['output'];
  requestedValue: Scalars['Float']['output'];
  tradeId: Scalars['ID']['output'];
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
  Card: ResolverTypeWrapper<{ id: string }>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  CounterTradeInput: CounterTradeInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ProposeTradeInput: ProposeTradeInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Trade: ResolverTypeWrapper<TradeView>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  TradeItem: ResolverTypeWrapper<Omit<TradeItem, 'card'> & { card?: Maybe<ResolversTypes['Card']> }>;
  TradeItemInput: TradeItemInput;
  TradePage: ResolverTypeWrapper<Omit<TradePage, 'items'> & { items: Array<ResolversTypes['Trade']> }>;
  TradeRole: TradeRole;
  TradeStatus: TradeStatus;
  TradeValue: ResolverTypeWrapper<TradeValue>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Card: { id: string };
  ID: Scalars['ID']['output'];
  CounterTradeInput: CounterTradeInput;
  Float: Scalars['Float']['output'];
  DateTime: Scalars['DateTime']['output'];
  Mutation: Record<PropertyKey, never>;
  ProposeTradeInput: ProposeTradeInput;
  Query: Record<PropertyKey, never>;
  Trade: TradeView;
  Boolean: Scalars['Boolean']['output'];
  TradeItem: Omit<TradeItem, 'card'> & { card?: Maybe<ResolversParentTypes['Card']> };
  TradeItemInput: TradeItemInput;
  TradePage: Omit<TradePage, 'items'> & { items: Array<ResolversParentTypes['Trade']> };
  TradeValue: TradeValue;
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

export type CardResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Card'] = ResolversParentTypes['Card']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptTrade?: Resolver<ResolversTypes['Trade'], ParentType, ContextType, RequireFields<MutationAcceptTradeArgs, 'id'>>;
  cancelTrade?: Resolver<ResolversTypes['Trade'], ParentType, ContextType, RequireFields<MutationCancelTradeArgs, 'id'>>;
  counterTrade?: Resolver<ResolversTypes['Trade'], ParentType, ContextType, RequireFields<MutationCounterTradeArgs, 'id' | 'input'>>;
  proposeTrade?: Resolver<ResolversTypes['Trade'], ParentType, ContextType, RequireFields<MutationProposeTradeArgs, 'input'>>;
  rejectTrade?: Resolver<ResolversTypes['Trade'], ParentType, ContextType, RequireFields<MutationRejectTradeArgs, 'id'>>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  trade?: Resolver<ResolversTypes['Trade'], ParentType, ContextType, RequireFields<QueryTradeArgs, 'id'>>;
  tradeValue?: Resolver<ResolversTypes['TradeValue'], ParentType, ContextType, RequireFields<QueryTradeValueArgs, 'id'>>;
  trades?: Resolver<ResolversTypes['TradePage'], ParentType, ContextType, Partial<QueryTradesArgs>>;
};

export type TradeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Trade'] = ResolversParentTypes['Trade']> = {
  cashAdjustment?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offeredItems?: Resolver<Array<ResolversTypes['TradeItem']>, ParentType, ContextType>;
  parentTradeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  proposerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  receiverId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  requestedItems?: Resolver<Array<ResolversTypes['TradeItem']>, ParentType, ContextType>;
  settling?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TradeStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type TradeItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TradeItem'] = ResolversParentTypes['TradeItem']> = {
  card?: Resolver<Maybe<ResolversTypes['Card']>, ParentType, ContextType>;
  cardId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TradePageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TradePage'] = ResolversParentTypes['TradePage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Trade']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TradeValueResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TradeValue'] = ResolversParentTypes['TradeValue']> = {
  cashAdjustment?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  meaning?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  netValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  offeredValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  perspective?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestedValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tradeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  Card?: CardResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Trade?: TradeResolvers<ContextType>;
  TradeItem?: TradeItemResolvers<ContextType>;
  TradePage?: TradePageResolvers<ContextType>;
  TradeValue?: TradeValueResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = RequestContext> = {
  constraint?: ConstraintDirectiveResolver<any, any, ContextType>;
};
