import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { JobRecord } from '../../services/job-index.service.js';
import type { JobSourceView } from '../../graphql/job-source.resolvers.js';
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

export type CoverLetter = {
  __typename?: 'CoverLetter';
  text: Scalars['String']['output'];
  /** The tone the letter was written in: the requested tone mapped to a supported one. */
  tone: CoverLetterTone;
  wordCount: Scalars['Int']['output'];
};

/** The tones a cover letter is written in; Profile.coverLetter maps free text to one of them. */
export type CoverLetterTone =
  | 'concise'
  | 'enthusiastic'
  | 'professional'
  | 'warm';

/** What the hunter reads of a profile's experiences (owned by the profiles subgraph). */
export type Experience = {
  __typename?: 'Experience';
  achievements: Array<Scalars['String']['output']>;
  company?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isCurrent: Scalars['Boolean']['output'];
  tags: Array<Scalars['String']['output']>;
  technologies: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

/** Skill gap of a profile against a job. */
export type GapAnalysis = {
  __typename?: 'GapAnalysis';
  /** ATS keyword match score, 0-100: the share of the job's keywords found in the profile. */
  atsScore: Scalars['Int']['output'];
  /** low, medium or high: from the share of required skills missing. */
  importance: Scalars['String']['output'];
  missing: Array<Scalars['String']['output']>;
  present: Array<Scalars['String']['output']>;
  required: Array<Scalars['String']['output']>;
};

export type HunterAccount = {
  __typename?: 'HunterAccount';
  /** The tier an operator granted, if any. */
  grantedTier?: Maybe<HunterTier>;
  quotas: Array<QuotaUsage>;
  /** The tier the caller's Stripe subscription sets (FREE without one). */
  subscribedTier: HunterTier;
  /** The tier the quotas follow: the higher of the subscription's and an operator's grant. */
  tier: HunterTier;
};

/** A Stripe customer portal session: the caller manages or cancels the subscription at url. */
export type HunterBillingPortal = {
  __typename?: 'HunterBillingPortal';
  portalSessionId: Scalars['ID']['output'];
  url: Scalars['String']['output'];
};

export type HunterBillingPortalInput = {
  /** Where the portal's back link leads. */
  returnUrl: Scalars['String']['input'];
};

/** A Stripe Checkout session: the buyer pays at url; the subscription's webhook then sets the tier. */
export type HunterCheckout = {
  __typename?: 'HunterCheckout';
  checkoutSessionId: Scalars['ID']['output'];
  tier: HunterPaidTier;
  url: Scalars['String']['output'];
};

export type HunterCheckoutInput = {
  /** Where Stripe sends the browser when the buyer goes back. */
  cancelUrl: Scalars['String']['input'];
  /** Where Stripe sends the browser after paying. */
  successUrl: Scalars['String']['input'];
  tier: HunterPaidTier;
};

/** What an erasure removed from the hunter domain. */
export type HunterErasure = {
  __typename?: 'HunterErasure';
  jobSources: Scalars['Int']['output'];
  /** Jobs the caller imported or their job sources fetched. */
  jobs: Scalars['Int']['output'];
  /** Monthly quota counters. */
  usageRows: Scalars['Int']['output'];
};

/** The tiers sold through Stripe Checkout. */
export type HunterPaidTier =
  | 'ENTERPRISE'
  | 'PRO';

export type HunterTier =
  | 'ENTERPRISE'
  | 'FREE'
  | 'PRO';

/** An operator's grant, as applied. */
export type HunterTierGrant = {
  __typename?: 'HunterTierGrant';
  /** The grant now held; FREE when the grant was taken back. */
  grantedTier: HunterTier;
  identityId: Scalars['ID']['output'];
  /** The tier the user's quotas now follow. */
  tier: HunterTier;
};

export type ImportJobsResult = {
  __typename?: 'ImportJobsResult';
  /** Jobs written: new ones and updated ones (a url already indexed is updated). */
  imported: Scalars['Int']['output'];
};

/** How well a job fits a profile: score 0-100 = 100 x (0.5 skills + 0.25 title + 0.15 location + 0.1 seniority). */
export type JobFit = {
  __typename?: 'JobFit';
  jobId: Scalars['ID']['output'];
  location: LocationFit;
  score: Scalars['Int']['output'];
  seniority: SeniorityFit;
  skills: SkillsFit;
  title: TitleFit;
};

/** A job in the local index (imported, or fetched from a job source); one per url. */
export type JobPosting = {
  __typename?: 'JobPosting';
  company?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  location?: Maybe<Scalars['String']['output']>;
  postedAt?: Maybe<Scalars['DateTime']['output']>;
  salaryRange?: Maybe<Scalars['String']['output']>;
  /** The skills the posting lists (empty when it lists none). */
  skills: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** One job of the POST /jobs/import body. */
export type JobPostingInput = {
  /** When applications close: from then on the posting is expired and search leaves it out. */
  closesAt?: InputMaybe<Scalars['DateTime']['input']>;
  company?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  location?: InputMaybe<Scalars['String']['input']>;
  postedAt?: InputMaybe<Scalars['DateTime']['input']>;
  salaryRange?: InputMaybe<Scalars['String']['input']>;
  skills?: InputMaybe<Array<Scalars['String']['input']>>;
  title: Scalars['String']['input'];
  url: Scalars['String']['input'];
};

export type JobSearchResult = {
  __typename?: 'JobSearchResult';
  /** With profileId: each job's fit to the profile, in the order of jobs (best fit first); empty without one. */
  fits: Array<JobFit>;
  jobs: Array<JobPosting>;
};

/** A job feed the caller registered; fetched on a schedule into the index. */
export type JobSource = {
  __typename?: 'JobSource';
  company?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  kind: JobSourceKind;
  lastError?: Maybe<Scalars['String']['output']>;
  lastFetchedAt?: Maybe<Scalars['DateTime']['output']>;
  lastImported: Scalars['Int']['output'];
  url: Scalars['String']['output'];
};

export type JobSourceInput = {
  /** The employer named on every job of the source (job-board feeds leave it out). */
  company?: InputMaybe<Scalars['String']['input']>;
  kind: JobSourceKind;
  url: Scalars['String']['input'];
};

/** Where a job source's feed comes from. */
export type JobSourceKind =
  /** An RSS 2.0 or Atom feed. */
  | 'feed'
  /** A Greenhouse job board's JSON (boards-api.greenhouse.io/v1/boards/<board>/jobs). */
  | 'greenhouse'
  /** A Lever postings JSON (api.lever.co/v0/postings/<company>?mode=json). */
  | 'lever';

/**
 * The platform's scheduled refresh of every registered job source (the job hunter.fetch-job-sources, also listed by
 * scheduledTasks): when it ran, how far a running refresh has come, and when it runs next. A source's own outcome is on
 * the source (lastFetchedAt, lastError, lastImported).
 */
export type JobSourceRefresh = {
  __typename?: 'JobSourceRefresh';
  /** The schedule, HUNTER_SOURCE_REFRESH_INTERVAL ("6 hours" by default). */
  interval: Scalars['String']['output'];
  /** Why the last refresh failed as a whole (RETRYING and FAILED only). */
  lastError?: Maybe<Scalars['String']['output']>;
  lastFinishedAt?: Maybe<Scalars['DateTime']['output']>;
  lastRunAt?: Maybe<Scalars['DateTime']['output']>;
  nextRunAt?: Maybe<Scalars['DateTime']['output']>;
  /** Percent of the sources fetched so far, 0 to 100, while RUNNING; null otherwise. */
  progress?: Maybe<Scalars['Int']['output']>;
  status: JobSourceRefreshStatus;
};

/** Where the scheduled refresh of every job source stands. */
export type JobSourceRefreshStatus =
  | 'FAILED'
  | 'NEVER_RUN'
  /** The last refresh failed as a whole; a retry is due. */
  | 'RETRYING'
  | 'RUNNING'
  | 'SUCCEEDED';

/** The location part: 1 remote or the same place, 0.5 when either names none, else 0. */
export type LocationFit = {
  __typename?: 'LocationFit';
  reason: Scalars['String']['output'];
  score: Scalars['Float']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Registers a job source; a url the SSRF guard refuses is BAD_USER_INPUT. */
  addJobSource: JobSource;
  /**
   * A Stripe subscription event, verified over its raw body with HUNTER_STRIPE_WEBHOOK_SECRET: a
   * subscription whose price is one of HUNTER_PRICE_* sets the tier of metadata.identity_id (FREE when
   * it ends). No token: the signature is the proof. Each event id applies once, and per subscription
   * only an event newer (by its created time) than the one applied, never after the deletion.
   */
  applyTierWebhook: TierWebhookResult;
  /**
   * POST /billing/portal on the resume API: Stripe's customer portal for the customer of the caller's own
   * latest subscription; NOT_FOUND for a caller who never subscribed.
   */
  createHunterBillingPortal: HunterBillingPortal;
  /**
   * POST /billing/checkout on the resume API: a Stripe Checkout session (mode subscription) for PRO or
   * ENTERPRISE at HUNTER_PRICE_<tier>; 503 checkout_unavailable until STRIPE_SECRET_KEY and the price are set.
   */
  createHunterCheckout: HunterCheckout;
  /**
   * Hard delete of the caller's job sources, their jobs and every usage row, at once (the tier and its
   * subscription record stay while the subscription lives). DELETE /me/data on the resume API.
   */
  eraseMyHunterData: HunterErasure;
  /**
   * An operator grants a user a tier beside any subscription (FREE takes the grant back). Only an account
   * holding accounts' admin role (ADMIN_EMAILS or `npm run admin`), signed in with its tab API token on
   * the gateway's /graphql; anyone else is FORBIDDEN.
   */
  grantHunterTier: HunterTierGrant;
  /** POST /jobs/import on the resume API: upsert by url. */
  importJobs: ImportJobsResult;
  /** Removes one of the caller's job sources; another's or an unknown one is NOT_FOUND. */
  removeJobSource: Scalars['Boolean']['output'];
  /**
   * POST /jobs/search on the resume API: a keyword in the title (or description, company, skills), and the
   * location in the job's location when given; newest first. With profileId (one of the caller's profiles, read
   * as the caller; another's is NOT_FOUND), the newest matches (up to 4 x limit) are ranked by their fit to it,
   * best first, and fits explains each score. Counts against job_searches.
   */
  searchJobs: JobSearchResult;
};


export type MutationAddJobSourceArgs = {
  input: JobSourceInput;
};


export type MutationApplyTierWebhookArgs = {
  payload: Scalars['String']['input'];
  stripeSignature: Scalars['String']['input'];
};


export type MutationCreateHunterBillingPortalArgs = {
  input: HunterBillingPortalInput;
};


export type MutationCreateHunterCheckoutArgs = {
  input: HunterCheckoutInput;
};


export type MutationGrantHunterTierArgs = {
  identityId: Scalars['ID']['input'];
  tier: HunterTier;
};


export type MutationImportJobsArgs = {
  jobs: Array<JobPostingInput>;
};


export type MutationRemoveJobSourceArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSearchJobsArgs = {
  keywords: Array<Scalars['String']['input']>;
  limit: Scalars['Int']['input'];
  location?: InputMaybe<Scalars['String']['input']>;
  profileId?: InputMaybe<Scalars['ID']['input']>;
};

export type Profile = {
  __typename?: 'Profile';
  /**
   * Counts against the monthly cover_letters quota: reserved before the work, given back when it fails.
   * tone is free text mapped to the nearest supported tone (CoverLetter.tone says which): a tone's own name,
   * else the first word that is a known synonym of one, else professional (docs/products/resume.md: cover-letter tones).
   */
  coverLetter: CoverLetter;
  displayName: Scalars['String']['output'];
  experiences: Array<Experience>;
  headline?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Skill gap of this profile against a job; an unknown job is NOT_FOUND. */
  jobGap: GapAnalysis;
  masks: Array<ScoredMask>;
  /**
   * Newest indexed jobs that share a skill with the profile or whose title contains the profile's title.
   * A search of the index: counts against the monthly job_searches quota (given back when it fails).
   */
  matchingJobs: Array<JobPosting>;
  skills: Array<Skill>;
  /**
   * The mask whose tags best match the job (its skills, else the skills its description names, and its
   * title's words), ties in the profile's own mask order; the experiences naming the job's skills, most
   * first. Counts against the monthly resume_tailoring quota: reserved before the work, given back when it fails.
   */
  tailoring: Tailoring;
  title?: Maybe<Scalars['String']['output']>;
};


export type ProfileCoverLetterArgs = {
  jobId: Scalars['ID']['input'];
  tone?: InputMaybe<Scalars['String']['input']>;
};


export type ProfileJobGapArgs = {
  jobId: Scalars['ID']['input'];
};


export type ProfileMasksArgs = {
  contexts?: InputMaybe<Array<Scalars['String']['input']>>;
  limit: Scalars['Int']['input'];
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type ProfileMatchingJobsArgs = {
  limit: Scalars['Int']['input'];
};


export type ProfileTailoringArgs = {
  jobId: Scalars['ID']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** The caller's tier and this month's quota use. */
  hunterAccount: HunterAccount;
  /** A job of the index (every hunter:use caller sees the same index). */
  jobPosting?: Maybe<JobPosting>;
  /** The scheduled refresh that fetches every job source into the index (GET /jobs/sources/refresh on the resume API). */
  jobSourceRefresh: JobSourceRefresh;
  /** The caller's job sources, oldest first. */
  jobSources: Array<JobSource>;
  /**
   * Every hunter row of the caller as one JSON document: tier, grant, subscription records, usage counters, job
   * sources and the jobs they imported. GET /me/data on the resume API.
   */
  myHunterArchive: Scalars['JSONObject']['output'];
};


export type QueryJobPostingArgs = {
  id: Scalars['ID']['input'];
};

/** One quota of the caller's tier in the current calendar month (UTC). */
export type QuotaUsage = {
  __typename?: 'QuotaUsage';
  feature: Scalars['String']['output'];
  /** Null when unlimited. */
  limit?: Maybe<Scalars['Int']['output']>;
  resetDate: Scalars['DateTime']['output'];
  used: Scalars['Int']['output'];
};

/** What the hunter reads of the masks scored for a profile (owned by the profiles subgraph). */
export type ScoredMask = {
  __typename?: 'ScoredMask';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  ontology: Scalars['String']['output'];
  tags: Array<Scalars['String']['output']>;
};

/** The seniority part: 1 same level (or the title names none), 0.5 one level apart, else 0. */
export type SeniorityFit = {
  __typename?: 'SeniorityFit';
  /** junior, mid, senior or lead as the job title names it; null when it names none. */
  job?: Maybe<Scalars['String']['output']>;
  /** The profile's level from its years of experience: under 2 junior, under 5 mid, under 10 senior, else lead. */
  profile: Scalars['String']['output'];
  score: Scalars['Float']['output'];
};

/** What the hunter reads of a profile's skills (owned by the profiles subgraph). */
export type Skill = {
  __typename?: 'Skill';
  name: Scalars['String']['output'];
};

/** The skills part of a fit: the share of the job's skills the profile lists (0.5 when the job lists none). */
export type SkillsFit = {
  __typename?: 'SkillsFit';
  matched: Array<Scalars['String']['output']>;
  missing: Array<Scalars['String']['output']>;
  score: Scalars['Float']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /** Jobs imported or fetched from now on that share a skill with the caller's profile or whose title contains its title. */
  jobFound: JobPosting;
};


export type SubscriptionJobFoundArgs = {
  profileId: Scalars['ID']['input'];
};

export type Tailoring = {
  __typename?: 'Tailoring';
  highlightedExperiences: Array<Scalars['ID']['output']>;
  maskId: Scalars['ID']['output'];
  maskName: Scalars['String']['output'];
  tailoringSummary: Scalars['String']['output'];
};

/** What a Stripe subscription event did to a tier. */
export type TierWebhookResult = {
  __typename?: 'TierWebhookResult';
  identityId?: Maybe<Scalars['ID']['output']>;
  /** True when the event was verified but changes no tier (see reason). */
  ignored: Scalars['Boolean']['output'];
  /**
   * Why an event changed nothing: "not a resume tier event" (another event type, price or customer),
   * "duplicate" (this event id was applied before) or "stale" (the subscription already has a newer
   * state, or was deleted). Null when applied.
   */
  reason?: Maybe<Scalars['String']['output']>;
  /** The tier set; null when ignored. */
  tier?: Maybe<HunterTier>;
};

/** The title part: the share of the job title's words found in the profile's title or its experiences' titles. */
export type TitleFit = {
  __typename?: 'TitleFit';
  matched: Array<Scalars['String']['output']>;
  score: Scalars['Float']['output'];
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
  JobPosting: JobPosting;
  Profile: Profile;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  JobPosting:
    ( { __typename: 'JobPosting' }
    & GraphQLRecursivePick<FederationTypes['JobPosting'], {"id":true}> );
  Profile:
    ( { __typename: 'Profile' }
    & GraphQLRecursivePick<FederationTypes['Profile'], {"id":true}>
    & ( Record<PropertyKey, never>
        | GraphQLRecursivePick<FederationTypes['Profile'], {"displayName":true,"title":true,"headline":true,"skills":{"name":true},"experiences":{"title":true,"company":true,"isCurrent":true}}>
        | GraphQLRecursivePick<FederationTypes['Profile'], {"displayName":true,"title":true,"headline":true,"skills":{"name":true},"experiences":{"title":true,"technologies":true,"tags":true,"achievements":true}}>
        | GraphQLRecursivePick<FederationTypes['Profile'], {"displayName":true,"title":true,"headline":true,"skills":{"name":true},"experiences":{"title":true,"company":true,"isCurrent":true}}>
        | GraphQLRecursivePick<FederationTypes['Profile'], {"displayName":true,"title":true,"headline":true,"skills":{"name":true},"experiences":{"id":true,"title":true,"technologies":true,"tags":true},"masks":{"id":true,"name":true,"ontology":true,"tags":true}}>
        | GraphQLRecursivePick<FederationTypes['Profile'], {"displayName":true,"title":true,"headline":true,"skills":{"name":true},"experiences":{"title":true,"technologies":true,"tags":true,"achievements":true}}>
        | GraphQLRecursivePick<FederationTypes['Profile'], {"displayName":true,"title":true,"headline":true,"skills":{"name":true},"experiences":{"id":true,"title":true,"technologies":true,"tags":true},"masks":{"id":true,"name":true,"ontology":true,"tags":true}}>
        | GraphQLRecursivePick<FederationTypes['Profile'], {"displayName":true,"title":true,"headline":true,"skills":{"name":true},"experiences":{"id":true,"title":true,"technologies":true,"tags":true},"masks":{"id":true,"name":true,"ontology":true,"tags":true}}>
        | GraphQLRecursivePick<FederationTypes['Profile'], {"title":true,"headline":true,"skills":{"name":true},"experiences":{"title":true,"technologies":true,"tags":true,"achievements":true}}>
        | GraphQLRecursivePick<FederationTypes['Profile'], {"title":true,"headline":true,"skills":{"name":true},"experiences":{"title":true,"technologies":true,"tags":true,"achievements":true}}>
        | GraphQLRecursivePick<FederationTypes['Profile'], {"title":true,"headline":true,"skills":{"name":true},"experiences":{"id":true,"title":true,"technologies":true,"tags":true},"masks":{"id":true,"name":true,"ontology":true,"tags":true}}>
        | GraphQLRecursivePick<FederationTypes['Profile'], {"title":true,"headline":true,"skills":{"name":true},"experiences":{"id":true,"title":true,"technologies":true,"tags":true},"masks":{"id":true,"name":true,"ontology":true,"tags":true}}>
        | GraphQLRecursivePick<FederationTypes['Profile'], {"title":true,"skills":{"name":true}}>
        | GraphQLRecursivePick<FederationTypes['Profile'], {"title":true,"skills":{"name":true},"experiences":{"id":true,"title":true,"technologies":true,"tags":true},"masks":{"id":true,"name":true,"ontology":true,"tags":true}}>
        | GraphQLRecursivePick<FederationTypes['Profile'], {"title":true,"skills":{"name":true},"experiences":{"id":true,"title":true,"technologies":true,"tags":true},"masks":{"id":true,"name":true,"ontology":true,"tags":true}}> ) );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  CoverLetter: ResolverTypeWrapper<CoverLetter>;
  CoverLetterTone: CoverLetterTone;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Experience: ResolverTypeWrapper<Experience>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  GapAnalysis: ResolverTypeWrapper<GapAnalysis>;
  HunterAccount: ResolverTypeWrapper<HunterAccount>;
  HunterBillingPortal: ResolverTypeWrapper<HunterBillingPortal>;
  HunterBillingPortalInput: HunterBillingPortalInput;
  HunterCheckout: ResolverTypeWrapper<HunterCheckout>;
  HunterCheckoutInput: HunterCheckoutInput;
  HunterErasure: ResolverTypeWrapper<HunterErasure>;
  HunterPaidTier: HunterPaidTier;
  HunterTier: HunterTier;
  HunterTierGrant: ResolverTypeWrapper<HunterTierGrant>;
  ImportJobsResult: ResolverTypeWrapper<ImportJobsResult>;
  JSONObject: ResolverTypeWrapper<Scalars['JSONObject']['output']>;
  JobFit: ResolverTypeWrapper<JobFit>;
  JobPosting: ResolverTypeWrapper<JobRecord>;
  JobPostingInput: JobPostingInput;
  JobSearchResult: ResolverTypeWrapper<Omit<JobSearchResult, 'jobs'> & { jobs: Array<ResolversTypes['JobPosting']> }>;
  JobSource: ResolverTypeWrapper<JobSourceView>;
  JobSourceInput: JobSourceInput;
  JobSourceKind: JobSourceKind;
  JobSourceRefresh: ResolverTypeWrapper<JobSourceRefresh>;
  JobSourceRefreshStatus: JobSourceRefreshStatus;
  LocationFit: ResolverTypeWrapper<LocationFit>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Profile: ResolverTypeWrapper<Omit<Profile, 'matchingJobs'> & { matchingJobs: Array<ResolversTypes['JobPosting']> }>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QuotaUsage: ResolverTypeWrapper<QuotaUsage>;
  ScoredMask: ResolverTypeWrapper<ScoredMask>;
  SeniorityFit: ResolverTypeWrapper<SeniorityFit>;
  Skill: ResolverTypeWrapper<Skill>;
  SkillsFit: ResolverTypeWrapper<SkillsFit>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Tailoring: ResolverTypeWrapper<Tailoring>;
  TierWebhookResult: ResolverTypeWrapper<TierWebhookResult>;
  TitleFit: ResolverTypeWrapper<TitleFit>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  CoverLetter: CoverLetter;
  DateTime: Scalars['DateTime']['output'];
  Experience: Experience;
  ID: Scalars['ID']['output'];
  Boolean: Scalars['Boolean']['output'];
  GapAnalysis: GapAnalysis;
  HunterAccount: HunterAccount;
  HunterBillingPortal: HunterBillingPortal;
  HunterBillingPortalInput: HunterBillingPortalInput;
  HunterCheckout: HunterCheckout;
  HunterCheckoutInput: HunterCheckoutInput;
  HunterErasure: HunterErasure;
  HunterTierGrant: HunterTierGrant;
  ImportJobsResult: ImportJobsResult;
  JSONObject: Scalars['JSONObject']['output'];
  JobFit: JobFit;
  JobPosting: JobRecord;
  JobPostingInput: JobPostingInput;
  JobSearchResult: Omit<JobSearchResult, 'jobs'> & { jobs: Array<ResolversParentTypes['JobPosting']> };
  JobSource: JobSourceView;
  JobSourceInput: JobSourceInput;
  JobSourceRefresh: JobSourceRefresh;
  LocationFit: LocationFit;
  Float: Scalars['Float']['output'];
  Mutation: Record<PropertyKey, never>;
  Profile: Omit<Profile, 'matchingJobs'> & { matchingJobs: Array<ResolversParentTypes['JobPosting']> } | FederationReferenceTypes['Profile'];
  Query: Record<PropertyKey, never>;
  QuotaUsage: QuotaUsage;
  ScoredMask: ScoredMask;
  SeniorityFit: SeniorityFit;
  Skill: Skill;
  SkillsFit: SkillsFit;
  Subscription: Record<PropertyKey, never>;
  Tailoring: Tailoring;
  TierWebhookResult: TierWebhookResult;
  TitleFit: TitleFit;
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

export type CoverLetterResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CoverLetter'] = ResolversParentTypes['CoverLetter']> = {
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tone?: Resolver<ResolversTypes['CoverLetterTone'], ParentType, ContextType>;
  wordCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type GapAnalysisResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GapAnalysis'] = ResolversParentTypes['GapAnalysis']> = {
  atsScore?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  importance?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  missing?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  present?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  required?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type HunterAccountResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HunterAccount'] = ResolversParentTypes['HunterAccount']> = {
  grantedTier?: Resolver<Maybe<ResolversTypes['HunterTier']>, ParentType, ContextType>;
  quotas?: Resolver<Array<ResolversTypes['QuotaUsage']>, ParentType, ContextType>;
  subscribedTier?: Resolver<ResolversTypes['HunterTier'], ParentType, ContextType>;
  tier?: Resolver<ResolversTypes['HunterTier'], ParentType, ContextType>;
};

export type HunterBillingPortalResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HunterBillingPortal'] = ResolversParentTypes['HunterBillingPortal']> = {
  portalSessionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HunterCheckoutResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HunterCheckout'] = ResolversParentTypes['HunterCheckout']> = {
  checkoutSessionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tier?: Resolver<ResolversTypes['HunterPaidTier'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HunterErasureResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HunterErasure'] = ResolversParentTypes['HunterErasure']> = {
  jobSources?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  jobs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  usageRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HunterTierGrantResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HunterTierGrant'] = ResolversParentTypes['HunterTierGrant']> = {
  grantedTier?: Resolver<ResolversTypes['HunterTier'], ParentType, ContextType>;
  identityId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tier?: Resolver<ResolversTypes['HunterTier'], ParentType, ContextType>;
};

export type ImportJobsResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ImportJobsResult'] = ResolversParentTypes['ImportJobsResult']> = {
  imported?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface JsonObjectScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSONObject'], any> {
  name: 'JSONObject';
}

export type JobFitResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['JobFit'] = ResolversParentTypes['JobFit']> = {
  jobId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['LocationFit'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seniority?: Resolver<ResolversTypes['SeniorityFit'], ParentType, ContextType>;
  skills?: Resolver<ResolversTypes['SkillsFit'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['TitleFit'], ParentType, ContextType>;
};

export type JobPostingResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['JobPosting'] = ResolversParentTypes['JobPosting'], FederationReferenceType extends FederationReferenceTypes['JobPosting'] = FederationReferenceTypes['JobPosting']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['JobPosting']> | FederationReferenceType, FederationReferenceType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  salaryRange?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  skills?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type JobSearchResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['JobSearchResult'] = ResolversParentTypes['JobSearchResult']> = {
  fits?: Resolver<Array<ResolversTypes['JobFit']>, ParentType, ContextType>;
  jobs?: Resolver<Array<ResolversTypes['JobPosting']>, ParentType, ContextType>;
};

export type JobSourceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['JobSource'] = ResolversParentTypes['JobSource']> = {
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['JobSourceKind'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastFetchedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastImported?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type JobSourceRefreshResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['JobSourceRefresh'] = ResolversParentTypes['JobSourceRefresh']> = {
  interval?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastFinishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastRunAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  nextRunAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  progress?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['JobSourceRefreshStatus'], ParentType, ContextType>;
};

export type LocationFitResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LocationFit'] = ResolversParentTypes['LocationFit']> = {
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addJobSource?: Resolver<ResolversTypes['JobSource'], ParentType, ContextType, RequireFields<MutationAddJobSourceArgs, 'input'>>;
  applyTierWebhook?: Resolver<ResolversTypes['TierWebhookResult'], ParentType, ContextType, RequireFields<MutationApplyTierWebhookArgs, 'payload' | 'stripeSignature'>>;
  createHunterBillingPortal?: Resolver<ResolversTypes['HunterBillingPortal'], ParentType, ContextType, RequireFields<MutationCreateHunterBillingPortalArgs, 'input'>>;
  createHunterCheckout?: Resolver<ResolversTypes['HunterCheckout'], ParentType, ContextType, RequireFields<MutationCreateHunterCheckoutArgs, 'input'>>;
  eraseMyHunterData?: Resolver<ResolversTypes['HunterErasure'], ParentType, ContextType>;
  grantHunterTier?: Resolver<ResolversTypes['HunterTierGrant'], ParentType, ContextType, RequireFields<MutationGrantHunterTierArgs, 'identityId' | 'tier'>>;
  importJobs?: Resolver<ResolversTypes['ImportJobsResult'], ParentType, ContextType, RequireFields<MutationImportJobsArgs, 'jobs'>>;
  removeJobSource?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveJobSourceArgs, 'id'>>;
  searchJobs?: Resolver<ResolversTypes['JobSearchResult'], ParentType, ContextType, RequireFields<MutationSearchJobsArgs, 'keywords' | 'limit'>>;
};

export type ProfileResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile'], FederationReferenceType extends FederationReferenceTypes['Profile'] = FederationReferenceTypes['Profile']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Profile']> | FederationReferenceType, FederationReferenceType, ContextType>;
  coverLetter?: Resolver<ResolversTypes['CoverLetter'], ParentType, ContextType, RequireFields<ProfileCoverLetterArgs, 'jobId'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jobGap?: Resolver<ResolversTypes['GapAnalysis'], ParentType, ContextType, RequireFields<ProfileJobGapArgs, 'jobId'>>;
  matchingJobs?: Resolver<Array<ResolversTypes['JobPosting']>, ParentType, ContextType, RequireFields<ProfileMatchingJobsArgs, 'limit'>>;
  tailoring?: Resolver<ResolversTypes['Tailoring'], ParentType, ContextType, RequireFields<ProfileTailoringArgs, 'jobId'>>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  hunterAccount?: Resolver<ResolversTypes['HunterAccount'], ParentType, ContextType>;
  jobPosting?: Resolver<Maybe<ResolversTypes['JobPosting']>, ParentType, ContextType, RequireFields<QueryJobPostingArgs, 'id'>>;
  jobSourceRefresh?: Resolver<ResolversTypes['JobSourceRefresh'], ParentType, ContextType>;
  jobSources?: Resolver<Array<ResolversTypes['JobSource']>, ParentType, ContextType>;
  myHunterArchive?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
};

export type QuotaUsageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['QuotaUsage'] = ResolversParentTypes['QuotaUsage']> = {
  feature?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  limit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  resetDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  used?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SeniorityFitResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SeniorityFit'] = ResolversParentTypes['SeniorityFit']> = {
  job?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type SkillsFitResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SkillsFit'] = ResolversParentTypes['SkillsFit']> = {
  matched?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  missing?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  jobFound?: SubscriptionResolver<ResolversTypes['JobPosting'], "jobFound", ParentType, ContextType, RequireFields<SubscriptionJobFoundArgs, 'profileId'>>;
};

export type TailoringResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Tailoring'] = ResolversParentTypes['Tailoring']> = {
  highlightedExperiences?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  maskId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maskName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tailoringSummary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TierWebhookResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TierWebhookResult'] = ResolversParentTypes['TierWebhookResult']> = {
  identityId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  ignored?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tier?: Resolver<Maybe<ResolversTypes['HunterTier']>, ParentType, ContextType>;
};

export type TitleFitResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TitleFit'] = ResolversParentTypes['TitleFit']> = {
  matched?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  CoverLetter?: CoverLetterResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  GapAnalysis?: GapAnalysisResolvers<ContextType>;
  HunterAccount?: HunterAccountResolvers<ContextType>;
  HunterBillingPortal?: HunterBillingPortalResolvers<ContextType>;
  HunterCheckout?: HunterCheckoutResolvers<ContextType>;
  HunterErasure?: HunterErasureResolvers<ContextType>;
  HunterTierGrant?: HunterTierGrantResolvers<ContextType>;
  ImportJobsResult?: ImportJobsResultResolvers<ContextType>;
  JSONObject?: GraphQLScalarType;
  JobFit?: JobFitResolvers<ContextType>;
  JobPosting?: JobPostingResolvers<ContextType>;
  JobSearchResult?: JobSearchResultResolvers<ContextType>;
  JobSource?: JobSourceResolvers<ContextType>;
  JobSourceRefresh?: JobSourceRefreshResolvers<ContextType>;
  LocationFit?: LocationFitResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QuotaUsage?: QuotaUsageResolvers<ContextType>;
  SeniorityFit?: SeniorityFitResolvers<ContextType>;
  SkillsFit?: SkillsFitResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  Tailoring?: TailoringResolvers<ContextType>;
  TierWebhookResult?: TierWebhookResultResolvers<ContextType>;
  TitleFit?: TitleFitResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = RequestContext> = {
  constraint?: ConstraintDirectiveResolver<any, any, ContextType>;
};
