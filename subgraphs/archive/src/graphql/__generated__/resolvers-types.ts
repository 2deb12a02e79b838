import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { PageArchive as PageArchiveEntity } from '../../entities/page-archive.entity.js';
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

/** A capture was queued; follow it with jobUpdated(id: jobId). */
export type ArchiveQueued = {
  __typename?: 'ArchiveQueued';
  jobId: Scalars['ID']['output'];
  message: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Queues a capture of an http or https page. Refused (BAD_USER_INPUT) when the host resolves to a
   * loopback, private, link-local or otherwise non-public address.
   */
  archivePage: ArchiveQueued;
};


export type MutationArchivePageArgs = {
  url: Scalars['String']['input'];
};

/**
 * A captured web page: its HTML, a full-page PNG screenshot and a PDF, stored on the archive worker's
 * filesystem. A record exists only once its capture has succeeded; a capture in progress or failed is
 * followed through its job (jobUpdated, failedJobs).
 */
export type PageArchive = {
  __typename?: 'PageArchive';
  createdAt: Scalars['DateTime']['output'];
  /** The page's HTML as rendered after load. */
  htmlContent: Scalars['String']['output'];
  /**
   * Name of the HTML file in the caller's archive folder (never a server path); the tabs API serves it
   * at /api/archive/{id}/html.
   */
  htmlPath: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** The capture job that made this record. */
  jobId: Scalars['ID']['output'];
  /** Name of the PDF in the archive folder; served at /api/archive/{id}/pdf. */
  pdfPath: Scalars['String']['output'];
  /** Name of the full-page PNG screenshot in the archive folder; served at /api/archive/{id}/screenshot. */
  screenshotPath: Scalars['String']['output'];
  url: Scalars['String']['output'];
  userId: Scalars['Int']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** One of the caller's archived pages; NOT_FOUND for a missing or another user's archive. */
  archive: PageArchive;
  /** The caller's archived pages, newest first. */
  archives: Array<PageArchive>;
};


export type QueryArchiveArgs = {
  id: Scalars['Int']['input'];
};


export type QueryArchivesArgs = {
  limit: Scalars['Int']['input'];
  offset: Scalars['Int']['input'];
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
  PageArchive: PageArchive;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  PageArchive:
    ( { __typename: 'PageArchive' }
    & GraphQLRecursivePick<FederationTypes['PageArchive'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  ArchiveQueued: ResolverTypeWrapper<ArchiveQueued>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PageArchive: ResolverTypeWrapper<PageArchiveEntity>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ArchiveQueued: ArchiveQueued;
  ID: Scalars['ID']['output'];
  DateTime: Scalars['DateTime']['output'];
  Mutation: Record<PropertyKey, never>;
  PageArchive: PageArchiveEntity;
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
  Int: Scalars['Int']['output'];
  Boolean: Scalars['Boolean']['output'];
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

export type ArchiveQueuedResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ArchiveQueued'] = ResolversParentTypes['ArchiveQueued']> = {
  jobId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  archivePage?: Resolver<ResolversTypes['ArchiveQueued'], ParentType, ContextType, RequireFields<MutationArchivePageArgs, 'url'>>;
};

export type PageArchiveResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PageArchive'] = ResolversParentTypes['PageArchive'], FederationReferenceType extends FederationReferenceTypes['PageArchive'] = FederationReferenceTypes['PageArchive']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['PageArchive']> | FederationReferenceType, FederationReferenceType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  htmlContent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  htmlPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  jobId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pdfPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  screenshotPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  archive?: Resolver<ResolversTypes['PageArchive'], ParentType, ContextType, RequireFields<QueryArchiveArgs, 'id'>>;
  archives?: Resolver<Array<ResolversTypes['PageArchive']>, ParentType, ContextType, RequireFields<QueryArchivesArgs, 'limit' | 'offset'>>;
};

export type Resolvers<ContextType = RequestContext> = {
  ArchiveQueued?: ArchiveQueuedResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  PageArchive?: PageArchiveResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = RequestContext> = {
  constraint?: ConstraintDirectiveResolver<any, any, ContextType>;
};
