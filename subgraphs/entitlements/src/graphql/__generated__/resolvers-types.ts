import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { RequestContext } from '@platform/auth';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
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

/**
 * Price alerts and watched cards kept at once: Free 5 alerts and 25 cards, Pro 9007199254740991
 * (unlimited, the entitlement portfolio.alerts.unlimited).
 */
export type AlertLimits = {
  __typename?: 'AlertLimits';
  maxAlerts: Scalars['Float']['output'];
  maxWatchedCards: Scalars['Float']['output'];
};

/** What a verified provider event did: applied, ignored, stale or duplicate (applied before). */
export type CardsBillingEventResult = {
  __typename?: 'CardsBillingEventResult';
  eventId: Scalars['ID']['output'];
  outcome: Scalars['String']['output'];
  reason?: Maybe<Scalars['String']['output']>;
  type: Scalars['String']['output'];
};

export type CardsBillingInterval =
  | 'month'
  | 'year';

/** A Stripe customer portal session: the caller manages the subscription and payment methods at url. */
export type CardsBillingPortal = {
  __typename?: 'CardsBillingPortal';
  portalSessionId: Scalars['ID']['output'];
  url: Scalars['String']['output'];
};

export type CardsBillingPortalInput = {
  returnUrl: Scalars['String']['input'];
};

export type CardsCheckout = {
  __typename?: 'CardsCheckout';
  checkoutSessionId: Scalars['ID']['output'];
  /** subscription (Pro) or payment (in-app product). */
  mode: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** The credits of one consumable product: credits is every receipt's quantity added up, spent every spend's, balance what is left. */
export type CardsCredit = {
  __typename?: 'CardsCredit';
  /** credits - spent, never below zero. */
  balance: Scalars['Int']['output'];
  credits: Scalars['Int']['output'];
  lastPurchasedAt: Scalars['DateTime']['output'];
  productId: CardsProductId;
  receipts: Scalars['Int']['output'];
  spent: Scalars['Int']['output'];
};

export type CardsCreditPage = {
  __typename?: 'CardsCreditPage';
  hasMore: Scalars['Boolean']['output'];
  items: Array<CardsCredit>;
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** Credits spent at once (one ledger row), with the product's totals after it. */
export type CardsCreditSpend = {
  __typename?: 'CardsCreditSpend';
  balance: Scalars['Int']['output'];
  credits: Scalars['Int']['output'];
  productId: CardsProductId;
  quantity: Scalars['Int']['output'];
  spendId: Scalars['ID']['output'];
  spent: Scalars['Int']['output'];
};

export type CardsCreditSpendInput = {
  productId: CardsProductId;
  quantity: Scalars['Int']['input'];
};

/** The caller's card-trading entitlements. */
export type CardsEntitlements = {
  __typename?: 'CardsEntitlements';
  alertLimits: AlertLimits;
  cancelAtPeriodEnd: Scalars['Boolean']['output'];
  catalogingLimits: CatalogingLimits;
  currentPeriodEnd?: Maybe<Scalars['DateTime']['output']>;
  effectiveTier: Scalars['String']['output'];
  entitlements: Array<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  tier: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
};

export type CardsIapCheckoutInput = {
  cancelUrl: Scalars['String']['input'];
  productId: CardsProductId;
  quantity?: InputMaybe<Scalars['Int']['input']>;
  successUrl: Scalars['String']['input'];
};

export type CardsProCheckoutInput = {
  billingInterval: CardsBillingInterval;
  cancelUrl: Scalars['String']['input'];
  successUrl: Scalars['String']['input'];
};

export type CardsProductId =
  | 'avatar_skin'
  | 'guild_banner'
  | 'proxy_print_credit';

export type CardsProxyCardInput = {
  cardId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

/** A printed sheet of proxies: one proxy_print_credit spent per card; the PDF is served by the cards API. */
export type CardsProxyPrint = {
  __typename?: 'CardsProxyPrint';
  /** The proxy_print_credit balance after the print. */
  balance: Scalars['Int']['output'];
  cards: Scalars['Int']['output'];
  fileName: Scalars['String']['output'];
  pages: Scalars['Int']['output'];
  printId: Scalars['ID']['output'];
};

/** At most 36 proxies in all (4 A4 pages of 9). */
export type CardsProxyPrintInput = {
  cards: Array<CardsProxyCardInput>;
};

/** An in-app purchase: one per completed payment-mode checkout. amountTotal is in the currency's minor unit (cents). */
export type CardsReceipt = {
  __typename?: 'CardsReceipt';
  amountTotal?: Maybe<Scalars['Int']['output']>;
  currency?: Maybe<Scalars['String']['output']>;
  /** consumable or durable. */
  kind: Scalars['String']['output'];
  productId: CardsProductId;
  purchasedAt: Scalars['DateTime']['output'];
  quantity: Scalars['Int']['output'];
  receiptId: Scalars['ID']['output'];
};

export type CardsReceiptPage = {
  __typename?: 'CardsReceiptPage';
  hasMore: Scalars['Boolean']['output'];
  items: Array<CardsReceipt>;
  nextCursor?: Maybe<Scalars['String']['output']>;
};

export type CatalogingLimits = {
  __typename?: 'CatalogingLimits';
  bulkImport: Scalars['Boolean']['output'];
  /** Pro: 9007199254740991 (unlimited). */
  maxCards: Scalars['Float']['output'];
  scanToCatalog: Scalars['Boolean']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** A provider event, verified here by its Stripe signature before anything changes. */
  applyCardsBillingWebhook: CardsBillingEventResult;
  /** A Stripe customer portal session for the caller's subscription. */
  createCardsBillingPortal: CardsBillingPortal;
  /** Stripe Checkout for an in-app product. */
  createCardsIapCheckout: CardsCheckout;
  /** Stripe Checkout for Pro (monthly or yearly). */
  createCardsProCheckout: CardsCheckout;
  /** Prints proxies of catalog cards (cards:read to see them), one proxy_print_credit per card; unknown card: NOT_FOUND, nothing spent. */
  printCardsProxies: CardsProxyPrint;
  /** Spends the caller's credits of a consumable at once, or none (402 reason insufficient_credits); answers the balance left. */
  spendCardsCredits: CardsCreditSpend;
};


export type MutationApplyCardsBillingWebhookArgs = {
  rawBody: Scalars['String']['input'];
  signature?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateCardsBillingPortalArgs = {
  input: CardsBillingPortalInput;
};


export type MutationCreateCardsIapCheckoutArgs = {
  input: CardsIapCheckoutInput;
};


export type MutationCreateCardsProCheckoutArgs = {
  input: CardsProCheckoutInput;
};


export type MutationPrintCardsProxiesArgs = {
  input: CardsProxyPrintInput;
};


export type MutationSpendCardsCreditsArgs = {
  input: CardsCreditSpendInput;
};

export type Query = {
  __typename?: 'Query';
  /** The caller's consumable credits per product, by product id (billing:read; only the caller's own). */
  cardsCredits: CardsCreditPage;
  /** The caller's entitlements (billing:read; the collection reads them for its caller's holding limits and analytics). */
  cardsEntitlements: CardsEntitlements;
  /** The caller's in-app purchase receipts, newest first (billing:read; only the caller's own). */
  cardsReceipts: CardsReceiptPage;
};


export type QueryCardsCreditsArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCardsReceiptsArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
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
  AlertLimits: ResolverTypeWrapper<AlertLimits>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  CardsBillingEventResult: ResolverTypeWrapper<CardsBillingEventResult>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  CardsBillingInterval: CardsBillingInterval;
  CardsBillingPortal: ResolverTypeWrapper<CardsBillingPortal>;
  CardsBillingPortalInput: CardsBillingPortalInput;
  CardsCheckout: ResolverTypeWrapper<CardsCheckout>;
  CardsCredit: ResolverTypeWrapper<CardsCredit>;
  CardsCreditPage: ResolverTypeWrapper<CardsCreditPage>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CardsCreditSpend: ResolverTypeWrapper<CardsCreditSpend>;
  CardsCreditSpendInput: CardsCreditSpendInput;
  CardsEntitlements: ResolverTypeWrapper<CardsEntitlements>;
  CardsIapCheckoutInput: CardsIapCheckoutInput;
  CardsProCheckoutInput: CardsProCheckoutInput;
  CardsProductId: CardsProductId;
  CardsProxyCardInput: CardsProxyCardInput;
  CardsProxyPrint: ResolverTypeWrapper<CardsProxyPrint>;
  CardsProxyPrintInput: CardsProxyPrintInput;
  CardsReceipt: ResolverTypeWrapper<CardsReceipt>;
  CardsReceiptPage: ResolverTypeWrapper<CardsReceiptPage>;
  CatalogingLimits: ResolverTypeWrapper<CatalogingLimits>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AlertLimits: AlertLimits;
  Float: Scalars['Float']['output'];
  CardsBillingEventResult: CardsBillingEventResult;
  ID: Scalars['ID']['output'];
  CardsBillingPortal: CardsBillingPortal;
  CardsBillingPortalInput: CardsBillingPortalInput;
  CardsCheckout: CardsCheckout;
  CardsCredit: CardsCredit;
  CardsCreditPage: CardsCreditPage;
  Boolean: Scalars['Boolean']['output'];
  CardsCreditSpend: CardsCreditSpend;
  CardsCreditSpendInput: CardsCreditSpendInput;
  CardsEntitlements: CardsEntitlements;
  CardsIapCheckoutInput: CardsIapCheckoutInput;
  CardsProCheckoutInput: CardsProCheckoutInput;
  CardsProxyCardInput: CardsProxyCardInput;
  CardsProxyPrint: CardsProxyPrint;
  CardsProxyPrintInput: CardsProxyPrintInput;
  CardsReceipt: CardsReceipt;
  CardsReceiptPage: CardsReceiptPage;
  CatalogingLimits: CatalogingLimits;
  DateTime: Scalars['DateTime']['output'];
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
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

export type AlertLimitsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AlertLimits'] = ResolversParentTypes['AlertLimits']> = {
  maxAlerts?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  maxWatchedCards?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CardsBillingEventResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CardsBillingEventResult'] = ResolversParentTypes['CardsBillingEventResult']> = {
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CardsBillingPortalResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CardsBillingPortal'] = ResolversParentTypes['CardsBillingPortal']> = {
  portalSessionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CardsCheckoutResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CardsCheckout'] = ResolversParentTypes['CardsCheckout']> = {
  checkoutSessionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CardsCreditResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CardsCredit'] = ResolversParentTypes['CardsCredit']> = {
  balance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  credits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastPurchasedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['CardsProductId'], ParentType, ContextType>;
  receipts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  spent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CardsCreditPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CardsCreditPage'] = ResolversParentTypes['CardsCreditPage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CardsCredit']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CardsCreditSpendResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CardsCreditSpend'] = ResolversParentTypes['CardsCreditSpend']> = {
  balance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  credits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['CardsProductId'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  spendId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  spent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CardsEntitlementsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CardsEntitlements'] = ResolversParentTypes['CardsEntitlements']> = {
  alertLimits?: Resolver<ResolversTypes['AlertLimits'], ParentType, ContextType>;
  cancelAtPeriodEnd?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  catalogingLimits?: Resolver<ResolversTypes['CatalogingLimits'], ParentType, ContextType>;
  currentPeriodEnd?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  effectiveTier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entitlements?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CardsProxyPrintResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CardsProxyPrint'] = ResolversParentTypes['CardsProxyPrint']> = {
  balance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cards?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  printId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CardsReceiptResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CardsReceipt'] = ResolversParentTypes['CardsReceipt']> = {
  amountTotal?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['CardsProductId'], ParentType, ContextType>;
  purchasedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  receiptId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CardsReceiptPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CardsReceiptPage'] = ResolversParentTypes['CardsReceiptPage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CardsReceipt']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CatalogingLimitsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CatalogingLimits'] = ResolversParentTypes['CatalogingLimits']> = {
  bulkImport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maxCards?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  scanToCatalog?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  applyCardsBillingWebhook?: Resolver<ResolversTypes['CardsBillingEventResult'], ParentType, ContextType, RequireFields<MutationApplyCardsBillingWebhookArgs, 'rawBody'>>;
  createCardsBillingPortal?: Resolver<ResolversTypes['CardsBillingPortal'], ParentType, ContextType, RequireFields<MutationCreateCardsBillingPortalArgs, 'input'>>;
  createCardsIapCheckout?: Resolver<ResolversTypes['CardsCheckout'], ParentType, ContextType, RequireFields<MutationCreateCardsIapCheckoutArgs, 'input'>>;
  createCardsProCheckout?: Resolver<ResolversTypes['CardsCheckout'], ParentType, ContextType, RequireFields<MutationCreateCardsProCheckoutArgs, 'input'>>;
  printCardsProxies?: Resolver<ResolversTypes['CardsProxyPrint'], ParentType, ContextType, RequireFields<MutationPrintCardsProxiesArgs, 'input'>>;
  spendCardsCredits?: Resolver<ResolversTypes['CardsCreditSpend'], ParentType, ContextType, RequireFields<MutationSpendCardsCreditsArgs, 'input'>>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  cardsCredits?: Resolver<ResolversTypes['CardsCreditPage'], ParentType, ContextType, Partial<QueryCardsCreditsArgs>>;
  cardsEntitlements?: Resolver<ResolversTypes['CardsEntitlements'], ParentType, ContextType>;
  cardsReceipts?: Resolver<ResolversTypes['CardsReceiptPage'], ParentType, ContextType, Partial<QueryCardsReceiptsArgs>>;
};

export type Resolvers<ContextType = RequestContext> = {
  AlertLimits?: AlertLimitsResolvers<ContextType>;
  CardsBillingEventResult?: CardsBillingEventResultResolvers<ContextType>;
  CardsBillingPortal?: CardsBillingPortalResolvers<ContextType>;
  CardsCheckout?: CardsCheckoutResolvers<ContextType>;
  CardsCredit?: CardsCreditResolvers<ContextType>;
  CardsCreditPage?: CardsCreditPageResolvers<ContextType>;
  CardsCreditSpend?: CardsCreditSpendResolvers<ContextType>;
  CardsEntitlements?: CardsEntitlementsResolvers<ContextType>;
  CardsProxyPrint?: CardsProxyPrintResolvers<ContextType>;
  CardsReceipt?: CardsReceiptResolvers<ContextType>;
  CardsReceiptPage?: CardsReceiptPageResolvers<ContextType>;
  CatalogingLimits?: CatalogingLimitsResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = RequestContext> = {
  constraint?: ConstraintDirectiveResolver<any, any, ContextType>;
};
