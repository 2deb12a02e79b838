import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GraphQLJob } from '../job.resolvers.js';
import type { GraphQLScheduledTask } from '../scheduled-task.resolvers.js';
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
 * A background job of the caller's (bulk sync, archive capture, enrichment...). Jobs retry with
 * backoff; after the last attempt they stay FAILED in the failed-jobs record until retried.
 */
export type Job = {
  __typename?: 'Job';
  /** Runs so far that failed, plus one when completed. */
  attempts: Scalars['Int']['output'];
  /** Why the last attempt failed (FAILED jobs only). */
  error?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  status: JobStatus;
  updatedAt: Scalars['DateTime']['output'];
};

export type JobStatus =
  | 'COMPLETED'
  | 'FAILED'
  | 'QUEUED'
  | 'RUNNING';

export type Mutation = {
  __typename?: 'Mutation';
  /** Queues a failed job of the caller's again, with a fresh set of attempts. */
  retryJob: Job;
};


export type MutationRetryJobArgs = {
  id: Scalars['ID']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** The caller's failed-jobs record: jobs that used up their attempts. */
  failedJobs: Array<Job>;
  /** One of the caller's jobs, or null when it is not the caller's or does not exist. */
  job?: Maybe<Job>;
  /** The caller's jobs, most recent first, optionally in one state. */
  jobs: Array<Job>;
  /** The deployment's scheduled tasks by name, for any signed-in user (they hold no user's data). */
  scheduledTasks: Array<ScheduledTask>;
};


export type QueryFailedJobsArgs = {
  limit: Scalars['Int']['input'];
  offset: Scalars['Int']['input'];
};


export type QueryJobArgs = {
  id: Scalars['ID']['input'];
};


export type QueryJobsArgs = {
  limit: Scalars['Int']['input'];
  offset: Scalars['Int']['input'];
  status?: InputMaybe<JobStatus>;
};

/** A platform task the deployment runs on a schedule (suggestion generation, cleanup, archival...). */
export type ScheduledTask = {
  __typename?: 'ScheduledTask';
  description: Scalars['String']['output'];
  /** The schedule: an interval such as "6 hours" (or a cron expression). */
  interval: Scalars['String']['output'];
  /** Why the last run failed (RETRYING and FAILED only). */
  lastError?: Maybe<Scalars['String']['output']>;
  lastFinishedAt?: Maybe<Scalars['DateTime']['output']>;
  lastRunAt?: Maybe<Scalars['DateTime']['output']>;
  lastStatus: ScheduledTaskStatus;
  name: Scalars['String']['output'];
  nextRunAt?: Maybe<Scalars['DateTime']['output']>;
  /** How far a RUNNING run has come, 0 to 100, as the task reports it; null when not running. */
  progress?: Maybe<Scalars['Int']['output']>;
};

export type ScheduledTaskStatus =
  /** The last run failed and used up its attempts; the task runs again at nextRunAt. */
  | 'FAILED'
  | 'NEVER_RUN'
  /** The last run failed; a retry is due. */
  | 'RETRYING'
  | 'RUNNING'
  | 'SUCCEEDED';

export type Subscription = {
  __typename?: 'Subscription';
  /** Streams QUEUED, RUNNING, COMPLETED and FAILED for one of the caller's jobs. */
  jobUpdated: Job;
};


export type SubscriptionJobUpdatedArgs = {
  id: Scalars['ID']['input'];
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
  Job: Job;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Job:
    ( { __typename: 'Job' }
    & GraphQLRecursivePick<FederationTypes['Job'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Job: ResolverTypeWrapper<GraphQLJob>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  JobStatus: JobStatus;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ScheduledTask: ResolverTypeWrapper<GraphQLScheduledTask>;
  ScheduledTaskStatus: ScheduledTaskStatus;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  DateTime: Scalars['DateTime']['output'];
  Job: GraphQLJob;
  Int: Scalars['Int']['output'];
  String: Scalars['String']['output'];
  ID: Scalars['ID']['output'];
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  ScheduledTask: GraphQLScheduledTask;
  Subscription: Record<PropertyKey, never>;
  Boolean: Scalars['Boolean']['output'];
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type JobResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Job'] = ResolversParentTypes['Job'], FederationReferenceType extends FederationReferenceTypes['Job'] = FederationReferenceTypes['Job']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Job']> | FederationReferenceType, FederationReferenceType, ContextType>;
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['JobStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  retryJob?: Resolver<ResolversTypes['Job'], ParentType, ContextType, RequireFields<MutationRetryJobArgs, 'id'>>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  failedJobs?: Resolver<Array<ResolversTypes['Job']>, ParentType, ContextType, RequireFields<QueryFailedJobsArgs, 'limit' | 'offset'>>;
  job?: Resolver<Maybe<ResolversTypes['Job']>, ParentType, ContextType, RequireFields<QueryJobArgs, 'id'>>;
  jobs?: Resolver<Array<ResolversTypes['Job']>, ParentType, ContextType, RequireFields<QueryJobsArgs, 'limit' | 'offset'>>;
  scheduledTasks?: Resolver<Array<ResolversTypes['ScheduledTask']>, ParentType, ContextType>;
};

export type ScheduledTaskResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ScheduledTask'] = ResolversParentTypes['ScheduledTask']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  interval?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastFinishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastRunAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastStatus?: Resolver<ResolversTypes['ScheduledTaskStatus'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextRunAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  progress?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  jobUpdated?: SubscriptionResolver<ResolversTypes['Job'], "jobUpdated", ParentType, ContextType, RequireFields<SubscriptionJobUpdatedArgs, 'id'>>;
};

export type Resolvers<ContextType = RequestContext> = {
  DateTime?: GraphQLScalarType;
  Job?: JobResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ScheduledTask?: ScheduledTaskResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
};

