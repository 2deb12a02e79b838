import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ProfileView, ExperienceView, SkillView, ProjectView } from '../../services/profile-views.js';
import type { Mask as MaskRecord } from '../../taxonomy/masks.js';
import type { NarrativeBlock as NarrativeBlockRecord } from '../../narrative/narrative-request.js';
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

export type Account = {
  __typename?: 'Account';
  id: Scalars['ID']['output'];
};

/**
 * A credential's check. Valid only when its issuer is trusted (one of the service's signing keys,
 * current or earlier, or a did:key on VC_TRUSTED_ISSUERS) and the proof verifies with that issuer's
 * key over exactly this content.
 */
export type CredentialCheck = {
  __typename?: 'CredentialCheck';
  /** The issuer the credential names (null when it names none). */
  issuer?: Maybe<Scalars['String']['output']>;
  /** Why an invalid credential is invalid. */
  reason?: Maybe<Scalars['String']['output']>;
  /** Whether the issuer is one the service trusts (independent of the signature). */
  trusted: Scalars['Boolean']['output'];
  /** How the issuer is trusted: service-key or trust-list; null when it is not. */
  trustedBy?: Maybe<Scalars['String']['output']>;
  valid: Scalars['Boolean']['output'];
};

export type Epoch = {
  __typename?: 'Epoch';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Years before the present the epoch spans (to: null = open-ended). */
  yearsAgoFrom: Scalars['Int']['output'];
  yearsAgoTo?: Maybe<Scalars['Int']['output']>;
};

export type Experience = {
  __typename?: 'Experience';
  achievements: Array<Scalars['String']['output']>;
  company?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['String']['output']>;
  endDate?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isCurrent: Scalars['Boolean']['output'];
  location?: Maybe<Scalars['String']['output']>;
  profileId: Scalars['ID']['output'];
  /** YYYY-MM-DD */
  startDate?: Maybe<Scalars['String']['output']>;
  tags: Array<Scalars['String']['output']>;
  technologies: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type ExperienceInput = {
  achievements?: InputMaybe<Array<Scalars['String']['input']>>;
  company?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  endDate?: InputMaybe<Scalars['String']['input']>;
  isCurrent?: InputMaybe<Scalars['Boolean']['input']>;
  location?: InputMaybe<Scalars['String']['input']>;
  startDate?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  technologies?: InputMaybe<Array<Scalars['String']['input']>>;
  title: Scalars['String']['input'];
};

export type ExperiencePatchInput = {
  achievements?: InputMaybe<Array<Scalars['String']['input']>>;
  company?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  endDate?: InputMaybe<Scalars['String']['input']>;
  isCurrent?: InputMaybe<Scalars['Boolean']['input']>;
  location?: InputMaybe<Scalars['String']['input']>;
  startDate?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  technologies?: InputMaybe<Array<Scalars['String']['input']>>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/** An identity mask: a way of presenting the same career for a purpose. */
export type Mask = {
  __typename?: 'Mask';
  /** Situations the mask suits. */
  contexts: Array<Scalars['String']['output']>;
  functionalScope: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** family/role, the family one of cognitive, expressive, operational. */
  ontology: Scalars['String']['output'];
  stylisticParameters: StylisticParameters;
  /** Themes it brings forward. */
  tags: Array<Scalars['String']['output']>;
};

export type MaskSelectionInput = {
  contexts?: InputMaybe<Array<Scalars['String']['input']>>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type Mutation = {
  __typename?: 'Mutation';
  addExperience: Experience;
  addProject: Project;
  addSkill: Skill;
  createResumeProfile: Profile;
  deleteExperience: Scalars['Boolean']['output'];
  deleteProject: Scalars['Boolean']['output'];
  /** Soft delete: isActive becomes false. */
  deleteResumeProfile: Scalars['Boolean']['output'];
  deleteSkill: Scalars['Boolean']['output'];
  /** Hard delete of every profile of the caller and all derived from them, at once. DELETE /me/data on the resume API. */
  eraseMyProfiles: ProfilesErasure;
  /** Renders the profile as a PDF with the platform's Chromium, styled by the mask when given. */
  exportProfilePdf: PdfExport;
  /** Hands the narrative to the orchestrator and waits for it (up to the narrative wait); pending when it did not finish. */
  generateNarrative: NarrativeTask;
  /** A new profile from a JSON Resume document (validated against its schema). */
  importJsonResume: Profile;
  /**
   * The owner publishes a profile or takes it back (profiles:write). indexable (default false) lets search
   * engines index the page; a slug another active public profile holds is CONFLICT.
   */
  setProfileSharing: ProfileSharing;
  updateExperience: Experience;
  /** Changes the fields given; a field left out keeps its value, null clears an optional one. */
  updateProject: Project;
  updateResumeProfile: Profile;
  /** Changes the fields given; a field left out keeps its value, null clears an optional one. */
  updateSkill: Skill;
};


export type MutationAddExperienceArgs = {
  input: ExperienceInput;
  profileId: Scalars['ID']['input'];
};


export type MutationAddProjectArgs = {
  input: ProjectInput;
  profileId: Scalars['ID']['input'];
};


export type MutationAddSkillArgs = {
  input: SkillInput;
  profileId: Scalars['ID']['input'];
};


export type MutationCreateResumeProfileArgs = {
  input: ProfileInput;
};


export type MutationDeleteExperienceArgs = {
  id: Scalars['ID']['input'];
  profileId: Scalars['ID']['input'];
};


export type MutationDeleteProjectArgs = {
  id: Scalars['ID']['input'];
  profileId: Scalars['ID']['input'];
};


export type MutationDeleteResumeProfileArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteSkillArgs = {
  id: Scalars['ID']['input'];
  profileId: Scalars['ID']['input'];
};


export type MutationExportProfilePdfArgs = {
  id: Scalars['ID']['input'];
  maskId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationGenerateNarrativeArgs = {
  input: NarrativeInput;
  profileId: Scalars['ID']['input'];
};


export type MutationImportJsonResumeArgs = {
  resume: Scalars['JSONObject']['input'];
  slug: Scalars['String']['input'];
};


export type MutationSetProfileSharingArgs = {
  id: Scalars['ID']['input'];
  indexable?: InputMaybe<Scalars['Boolean']['input']>;
  isPublic: Scalars['Boolean']['input'];
};


export type MutationUpdateExperienceArgs = {
  id: Scalars['ID']['input'];
  input: ExperiencePatchInput;
  profileId: Scalars['ID']['input'];
};


export type MutationUpdateProjectArgs = {
  id: Scalars['ID']['input'];
  input: ProjectPatchInput;
  profileId: Scalars['ID']['input'];
};


export type MutationUpdateResumeProfileArgs = {
  id: Scalars['ID']['input'];
  input: ProfilePatchInput;
};


export type MutationUpdateSkillArgs = {
  id: Scalars['ID']['input'];
  input: SkillPatchInput;
  profileId: Scalars['ID']['input'];
};

export type NarrativeBlock = {
  __typename?: 'NarrativeBlock';
  blockId: Scalars['String']['output'];
  meta: NarrativeMeta;
  /** Ids of the timeline items the block was built from. */
  sources: Array<Scalars['String']['output']>;
  text: Scalars['String']['output'];
  weight: Scalars['Float']['output'];
};

export type NarrativeInput = {
  contexts?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Narrate through this mask instead of the best-scoring one. */
  maskId?: InputMaybe<Scalars['ID']['input']>;
  settings?: InputMaybe<NarrativeSettingsInput>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  timeline?: InputMaybe<Array<TimelineItemInput>>;
};

export type NarrativeMeta = {
  __typename?: 'NarrativeMeta';
  personality: Scalars['String']['output'];
  setting: Scalars['String']['output'];
};

export type NarrativeSettingsInput = {
  compressionRatio?: InputMaybe<Scalars['Float']['input']>;
  tone?: InputMaybe<Scalars['String']['input']>;
};

/** A narrative handed to the orchestrator: pending while queued, then completed (blocks) or failed (error). */
export type NarrativeTask = {
  __typename?: 'NarrativeTask';
  blocks?: Maybe<Array<NarrativeBlock>>;
  error?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  status: Scalars['String']['output'];
};

/** A rendered PDF export, kept under the data folder until the next export of the same profile and mask. */
export type PdfExport = {
  __typename?: 'PdfExport';
  fileName: Scalars['String']['output'];
  pages: Scalars['Int']['output'];
  profileId: Scalars['ID']['output'];
};

/** A resume profile of the caller. Another user's, a deleted and an unknown profile are all NOT_FOUND. */
export type Profile = {
  __typename?: 'Profile';
  /** The owner's platform account (handle, display name); null when no platform account holds identityId. */
  account?: Maybe<Account>;
  avatarUrl?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  displayName: Scalars['String']['output'];
  /** Current first, then newest start. */
  experiences: Array<Experience>;
  headline?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The owner: the resume token's subject. */
  identityId: Scalars['ID']['output'];
  /** False after a soft delete (the record stays; every path answers 404 for it). */
  isActive: Scalars['Boolean']['output'];
  locationText?: Maybe<Scalars['String']['output']>;
  /** The masks that fit this profile best (its skills and experience tags), relevanceScore descending. */
  masks: Array<ScoredMask>;
  projects: Array<Project>;
  skills: Array<Skill>;
  slug: Scalars['String']['output'];
  summaryMarkdown?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};


/** A resume profile of the caller. Another user's, a deleted and an unknown profile are all NOT_FOUND. */
export type ProfileMasksArgs = {
  contexts?: InputMaybe<Array<Scalars['String']['input']>>;
  limit: Scalars['Int']['input'];
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type ProfileInput = {
  avatarUrl?: InputMaybe<Scalars['String']['input']>;
  displayName: Scalars['String']['input'];
  headline?: InputMaybe<Scalars['String']['input']>;
  locationText?: InputMaybe<Scalars['String']['input']>;
  slug: Scalars['String']['input'];
  summaryMarkdown?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type ProfilePage = {
  __typename?: 'ProfilePage';
  limit: Scalars['Int']['output'];
  offset: Scalars['Int']['output'];
  profiles: Array<ProfileSummary>;
  /** The caller's active profiles. */
  total: Scalars['Int']['output'];
};

export type ProfilePatchInput = {
  avatarUrl?: InputMaybe<Scalars['String']['input']>;
  displayName?: InputMaybe<Scalars['String']['input']>;
  headline?: InputMaybe<Scalars['String']['input']>;
  locationText?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  summaryMarkdown?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Whether a profile is published, and where (docs/products/resume.md: sharing a profile). */
export type ProfileSharing = {
  __typename?: 'ProfileSharing';
  /** Search engines may index the public page (else it is served noindex); false while private. */
  indexable: Scalars['Boolean']['output'];
  /** False by default: nothing of the profile is readable without the owner's token. */
  isPublic: Scalars['Boolean']['output'];
  profileId: Scalars['ID']['output'];
  /** The public page's path on the resume API, null while private. */
  publicPath?: Maybe<Scalars['String']['output']>;
  slug: Scalars['String']['output'];
};

/** A list item of GET /profiles: the profile's identifying fields. */
export type ProfileSummary = {
  __typename?: 'ProfileSummary';
  createdAt: Scalars['DateTime']['output'];
  displayName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  slug: Scalars['String']['output'];
  title?: Maybe<Scalars['String']['output']>;
};

/** What an erasure removed from the profiles domain. */
export type ProfilesErasure = {
  __typename?: 'ProfilesErasure';
  /** Narrative tasks deleted (requests and generated blocks). */
  narratives: Scalars['Int']['output'];
  /** Profiles deleted, the soft-deleted ones included; their experiences, skills, projects and PDF exports went with them. */
  profiles: Scalars['Int']['output'];
};

export type Project = {
  __typename?: 'Project';
  createdAt: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  profileId: Scalars['ID']['output'];
  startDate?: Maybe<Scalars['String']['output']>;
  status?: Maybe<Scalars['String']['output']>;
  tags: Array<Scalars['String']['output']>;
  technologies: Array<Scalars['String']['output']>;
  url?: Maybe<Scalars['String']['output']>;
};

export type ProjectInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  startDate?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  technologies?: InputMaybe<Array<Scalars['String']['input']>>;
  url?: InputMaybe<Scalars['String']['input']>;
};

export type ProjectPatchInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  startDate?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  technologies?: InputMaybe<Array<Scalars['String']['input']>>;
  url?: InputMaybe<Scalars['String']['input']>;
};

/** What anyone may read of a published profile: the public fields only. */
export type PublicProfile = {
  __typename?: 'PublicProfile';
  displayName: Scalars['String']['output'];
  headline?: Maybe<Scalars['String']['output']>;
  indexable: Scalars['Boolean']['output'];
  /** schema.org Person of the public fields: no summary, location, experience descriptions or achievements, no owner id. */
  jsonLd: Scalars['JSONObject']['output'];
  /** The public page's path on the resume API. */
  path: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  title?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

export type Query = {
  __typename?: 'Query';
  epochs: Array<Epoch>;
  experiences: Array<Experience>;
  mask?: Maybe<Mask>;
  /** Masks scored for a profile against contexts and tags, relevanceScore descending, never empty. */
  maskSelection: Array<ScoredMask>;
  /** Every mask, or those of one family (`cognitive`, case-insensitive) or one ontology (`cognitive/analyst`). */
  masks: Array<Mask>;
  /**
   * Every stored field of every profile of the caller (soft-deleted ones too), decrypted: records, experiences,
   * skills, projects, narratives, and each profile's JSON Resume. GET /me/data on the resume API.
   */
  myProfilesArchive: Scalars['JSONObject']['output'];
  narrativeTask: NarrativeTask;
  profile?: Maybe<Profile>;
  /** A signed W3C Verifiable Credential (Ed25519, did:key issuer) whose subject is the JSON-LD Person. */
  profileCredential: Scalars['JSONObject']['output'];
  /** schema.org Person (JSON-LD). */
  profileJsonLd: Scalars['JSONObject']['output'];
  /** The profile as a JSON Resume document (validated against its schema). */
  profileJsonResume: Scalars['JSONObject']['output'];
  /** The owner's sharing settings of a profile (profiles:read). */
  profileSharing: ProfileSharing;
  /** The caller's active profiles, newest first. */
  profiles: ProfilePage;
  projects: Array<Project>;
  /** A published profile by slug, no token needed; a private, deleted or unknown slug is NOT_FOUND alike. */
  publicProfile: PublicProfile;
  skills: Array<Skill>;
  stages: Array<Stage>;
  /** Whether a credential's proof verifies against its did:key issuer and its content. */
  verifyCredential: CredentialCheck;
};


export type QueryExperiencesArgs = {
  profileId: Scalars['ID']['input'];
};


export type QueryMaskArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMaskSelectionArgs = {
  input: MaskSelectionInput;
  profileId: Scalars['ID']['input'];
};


export type QueryMasksArgs = {
  ontology?: InputMaybe<Scalars['String']['input']>;
};


export type QueryNarrativeTaskArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProfileArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProfileCredentialArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProfileJsonLdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProfileJsonResumeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProfileSharingArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProfilesArgs = {
  limit: Scalars['Int']['input'];
  offset: Scalars['Int']['input'];
};


export type QueryProjectsArgs = {
  profileId: Scalars['ID']['input'];
};


export type QueryPublicProfileArgs = {
  slug: Scalars['String']['input'];
};


export type QuerySkillsArgs = {
  profileId: Scalars['ID']['input'];
};


export type QueryVerifyCredentialArgs = {
  credential: Scalars['JSONObject']['input'];
};

export type ScoredMask = {
  __typename?: 'ScoredMask';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  ontology: Scalars['String']['output'];
  /** In [0, 1]: the signals matched over the best possible sum (docs/products/resume.md: mask scoring). */
  relevanceScore: Scalars['Float']['output'];
  /** The mask's themes (as Mask.tags): what a caller with signals of its own, such as a job's skills, re-ranks by. */
  tags: Array<Scalars['String']['output']>;
};

export type Skill = {
  __typename?: 'Skill';
  category?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  proficiencyLevel?: Maybe<Scalars['String']['output']>;
  profileId: Scalars['ID']['output'];
  tags: Array<Scalars['String']['output']>;
  yearsOfExperience?: Maybe<Scalars['Float']['output']>;
};

export type SkillInput = {
  category?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  proficiencyLevel?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  yearsOfExperience?: InputMaybe<Scalars['Float']['input']>;
};

export type SkillPatchInput = {
  category?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  proficiencyLevel?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  yearsOfExperience?: InputMaybe<Scalars['Float']['input']>;
};

export type Stage = {
  __typename?: 'Stage';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  minYears: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  order: Scalars['Int']['output'];
};

export type StylisticParameters = {
  __typename?: 'StylisticParameters';
  compressionRatio: Scalars['Float']['output'];
  rhetoricalMode: Scalars['String']['output'];
  tone: Scalars['String']['output'];
};

export type TimelineItemInput = {
  end?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['String']['input'];
  start?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  title: Scalars['String']['input'];
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
  Profile: Profile;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Profile:
    ( { __typename: 'Profile' }
    & GraphQLRecursivePick<FederationTypes['Profile'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Account: ResolverTypeWrapper<Account>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  CredentialCheck: ResolverTypeWrapper<CredentialCheck>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Epoch: ResolverTypeWrapper<Epoch>;
  Experience: ResolverTypeWrapper<ExperienceView>;
  ExperienceInput: ExperienceInput;
  ExperiencePatchInput: ExperiencePatchInput;
  JSONObject: ResolverTypeWrapper<Scalars['JSONObject']['output']>;
  Mask: ResolverTypeWrapper<MaskRecord>;
  MaskSelectionInput: MaskSelectionInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NarrativeBlock: ResolverTypeWrapper<NarrativeBlockRecord>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  NarrativeInput: NarrativeInput;
  NarrativeMeta: ResolverTypeWrapper<NarrativeMeta>;
  NarrativeSettingsInput: NarrativeSettingsInput;
  NarrativeTask: ResolverTypeWrapper<Omit<NarrativeTask, 'blocks'> & { blocks?: Maybe<Array<ResolversTypes['NarrativeBlock']>> }>;
  PdfExport: ResolverTypeWrapper<PdfExport>;
  Profile: ResolverTypeWrapper<ProfileView>;
  ProfileInput: ProfileInput;
  ProfilePage: ResolverTypeWrapper<ProfilePage>;
  ProfilePatchInput: ProfilePatchInput;
  ProfileSharing: ResolverTypeWrapper<ProfileSharing>;
  ProfileSummary: ResolverTypeWrapper<ProfileSummary>;
  ProfilesErasure: ResolverTypeWrapper<ProfilesErasure>;
  Project: ResolverTypeWrapper<ProjectView>;
  ProjectInput: ProjectInput;
  ProjectPatchInput: ProjectPatchInput;
  PublicProfile: ResolverTypeWrapper<PublicProfile>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ScoredMask: ResolverTypeWrapper<ScoredMask>;
  Skill: ResolverTypeWrapper<SkillView>;
  SkillInput: SkillInput;
  SkillPatchInput: SkillPatchInput;
  Stage: ResolverTypeWrapper<Stage>;
  StylisticParameters: ResolverTypeWrapper<StylisticParameters>;
  TimelineItemInput: TimelineItemInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Account: Account;
  ID: Scalars['ID']['output'];
  CredentialCheck: CredentialCheck;
  Boolean: Scalars['Boolean']['output'];
  DateTime: Scalars['DateTime']['output'];
  Epoch: Epoch;
  Experience: ExperienceView;
  ExperienceInput: ExperienceInput;
  ExperiencePatchInput: ExperiencePatchInput;
  JSONObject: Scalars['JSONObject']['output'];
  Mask: MaskRecord;
  MaskSelectionInput: MaskSelectionInput;
  Mutation: Record<PropertyKey, never>;
  NarrativeBlock: NarrativeBlockRecord;
  Float: Scalars['Float']['output'];
  NarrativeInput: NarrativeInput;
  NarrativeMeta: NarrativeMeta;
  NarrativeSettingsInput: NarrativeSettingsInput;
  NarrativeTask: Omit<NarrativeTask, 'blocks'> & { blocks?: Maybe<Array<ResolversParentTypes['NarrativeBlock']>> };
  PdfExport: PdfExport;
  Profile: ProfileView;
  ProfileInput: ProfileInput;
  ProfilePage: ProfilePage;
  ProfilePatchInput: ProfilePatchInput;
  ProfileSharing: ProfileSharing;
  ProfileSummary: ProfileSummary;
  ProfilesErasure: ProfilesErasure;
  Project: ProjectView;
  ProjectInput: ProjectInput;
  ProjectPatchInput: ProjectPatchInput;
  PublicProfile: PublicProfile;
  Query: Record<PropertyKey, never>;
  ScoredMask: ScoredMask;
  Skill: SkillView;
  SkillInput: SkillInput;
  SkillPatchInput: SkillPatchInput;
  Stage: Stage;
  StylisticParameters: StylisticParameters;
  TimelineItemInput: TimelineItemInput;
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

export type AccountResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Account'] = ResolversParentTypes['Account']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CredentialCheckResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CredentialCheck'] = ResolversParentTypes['CredentialCheck']> = {
  issuer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trusted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  trustedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  valid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type EpochResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Epoch'] = ResolversParentTypes['Epoch']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  yearsAgoFrom?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  yearsAgoTo?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ExperienceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Experience'] = ResolversParentTypes['Experience']> = {
  achievements?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCurrent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profileId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  technologies?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export interface JsonObjectScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSONObject'], any> {
  name: 'JSONObject';
}

export type MaskResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mask'] = ResolversParentTypes['Mask']> = {
  contexts?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  functionalScope?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ontology?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stylisticParameters?: Resolver<ResolversTypes['StylisticParameters'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addExperience?: Resolver<ResolversTypes['Experience'], ParentType, ContextType, RequireFields<MutationAddExperienceArgs, 'input' | 'profileId'>>;
  addProject?: Resolver<ResolversTypes['Project'], ParentType, ContextType, RequireFields<MutationAddProjectArgs, 'input' | 'profileId'>>;
  addSkill?: Resolver<ResolversTypes['Skill'], ParentType, ContextType, RequireFields<MutationAddSkillArgs, 'input' | 'profileId'>>;
  createResumeProfile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<MutationCreateResumeProfileArgs, 'input'>>;
  deleteExperience?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteExperienceArgs, 'id' | 'profileId'>>;
  deleteProject?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteProjectArgs, 'id' | 'profileId'>>;
  deleteResumeProfile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteResumeProfileArgs, 'id'>>;
  deleteSkill?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteSkillArgs, 'id' | 'profileId'>>;
  eraseMyProfiles?: Resolver<ResolversTypes['ProfilesErasure'], ParentType, ContextType>;
  exportProfilePdf?: Resolver<ResolversTypes['PdfExport'], ParentType, ContextType, RequireFields<MutationExportProfilePdfArgs, 'id'>>;
  generateNarrative?: Resolver<ResolversTypes['NarrativeTask'], ParentType, ContextType, RequireFields<MutationGenerateNarrativeArgs, 'input' | 'profileId'>>;
  importJsonResume?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<MutationImportJsonResumeArgs, 'resume' | 'slug'>>;
  setProfileSharing?: Resolver<ResolversTypes['ProfileSharing'], ParentType, ContextType, RequireFields<MutationSetProfileSharingArgs, 'id' | 'isPublic'>>;
  updateExperience?: Resolver<ResolversTypes['Experience'], ParentType, ContextType, RequireFields<MutationUpdateExperienceArgs, 'id' | 'input' | 'profileId'>>;
  updateProject?: Resolver<ResolversTypes['Project'], ParentType, ContextType, RequireFields<MutationUpdateProjectArgs, 'id' | 'input' | 'profileId'>>;
  updateResumeProfile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<MutationUpdateResumeProfileArgs, 'id' | 'input'>>;
  updateSkill?: Resolver<ResolversTypes['Skill'], ParentType, ContextType, RequireFields<MutationUpdateSkillArgs, 'id' | 'input' | 'profileId'>>;
};

export type NarrativeBlockResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['NarrativeBlock'] = ResolversParentTypes['NarrativeBlock']> = {
  blockId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['NarrativeMeta'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type NarrativeMetaResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['NarrativeMeta'] = ResolversParentTypes['NarrativeMeta']> = {
  personality?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  setting?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NarrativeTaskResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['NarrativeTask'] = ResolversParentTypes['NarrativeTask']> = {
  blocks?: Resolver<Maybe<Array<ResolversTypes['NarrativeBlock']>>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PdfExportResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PdfExport'] = ResolversParentTypes['PdfExport']> = {
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  profileId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ProfileResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile'], FederationReferenceType extends FederationReferenceTypes['Profile'] = FederationReferenceTypes['Profile']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Profile']> | FederationReferenceType, FederationReferenceType, ContextType>;
  account?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType>;
  avatarUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  experiences?: Resolver<Array<ResolversTypes['Experience']>, ParentType, ContextType>;
  headline?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  identityId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  locationText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  masks?: Resolver<Array<ResolversTypes['ScoredMask']>, ParentType, ContextType, RequireFields<ProfileMasksArgs, 'limit'>>;
  projects?: Resolver<Array<ResolversTypes['Project']>, ParentType, ContextType>;
  skills?: Resolver<Array<ResolversTypes['Skill']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summaryMarkdown?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ProfilePageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProfilePage'] = ResolversParentTypes['ProfilePage']> = {
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  profiles?: Resolver<Array<ResolversTypes['ProfileSummary']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProfileSharingResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProfileSharing'] = ResolversParentTypes['ProfileSharing']> = {
  indexable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPublic?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  profileId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  publicPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProfileSummaryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProfileSummary'] = ResolversParentTypes['ProfileSummary']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProfilesErasureResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProfilesErasure'] = ResolversParentTypes['ProfilesErasure']> = {
  narratives?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  profiles?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProjectResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Project'] = ResolversParentTypes['Project']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profileId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  technologies?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PublicProfileResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PublicProfile'] = ResolversParentTypes['PublicProfile']> = {
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  headline?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  indexable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  jsonLd?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  epochs?: Resolver<Array<ResolversTypes['Epoch']>, ParentType, ContextType>;
  experiences?: Resolver<Array<ResolversTypes['Experience']>, ParentType, ContextType, RequireFields<QueryExperiencesArgs, 'profileId'>>;
  mask?: Resolver<Maybe<ResolversTypes['Mask']>, ParentType, ContextType, RequireFields<QueryMaskArgs, 'id'>>;
  maskSelection?: Resolver<Array<ResolversTypes['ScoredMask']>, ParentType, ContextType, RequireFields<QueryMaskSelectionArgs, 'input' | 'profileId'>>;
  masks?: Resolver<Array<ResolversTypes['Mask']>, ParentType, ContextType, Partial<QueryMasksArgs>>;
  myProfilesArchive?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  narrativeTask?: Resolver<ResolversTypes['NarrativeTask'], ParentType, ContextType, RequireFields<QueryNarrativeTaskArgs, 'id'>>;
  profile?: Resolver<Maybe<ResolversTypes['Profile']>, ParentType, ContextType, RequireFields<QueryProfileArgs, 'id'>>;
  profileCredential?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType, RequireFields<QueryProfileCredentialArgs, 'id'>>;
  profileJsonLd?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType, RequireFields<QueryProfileJsonLdArgs, 'id'>>;
  profileJsonResume?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType, RequireFields<QueryProfileJsonResumeArgs, 'id'>>;
  profileSharing?: Resolver<ResolversTypes['ProfileSharing'], ParentType, ContextType, RequireFields<QueryProfileSharingArgs, 'id'>>;
  profiles?: Resolver<ResolversTypes['ProfilePage'], ParentType, ContextType, RequireFields<QueryProfilesArgs, 'limit' | 'offset'>>;
  projects?: Resolver<Array<ResolversTypes['Project']>, ParentType, ContextType, RequireFields<QueryProjectsArgs, 'profileId'>>;
  publicProfile?: Resolver<ResolversTypes['PublicProfile'], ParentType, ContextType, RequireFields<QueryPublicProfileArgs, 'slug'>>;
  skills?: Resolver<Array<ResolversTypes['Skill']>, ParentType, ContextType, RequireFields<QuerySkillsArgs, 'profileId'>>;
  stages?: Resolver<Array<ResolversTypes['Stage']>, ParentType, ContextType>;
  verifyCredential?: Resolver<ResolversTypes['CredentialCheck'], ParentType, ContextType, RequireFields<QueryVerifyCredentialArgs, 'credential'>>;
};

export type ScoredMaskResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ScoredMask'] = ResolversParentTypes['ScoredMask']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ontology?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  relevanceScore?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SkillResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Skill'] = ResolversParentTypes['Skill']> = {
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  proficiencyLevel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profileId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  yearsOfExperience?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type StageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Stage'] = ResolversParentTypes['Stage']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  minYears?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StylisticParametersResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['StylisticParameters'] = ResolversParentTypes['StylisticParameters']> = {
  compressionRatio?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  rhetoricalMode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  Account?: AccountResolvers<ContextType>;
  CredentialCheck?: CredentialCheckResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Epoch?: EpochResolvers<ContextType>;
  Experience?: ExperienceResolvers<ContextType>;
  JSONObject?: GraphQLScalarType;
  Mask?: MaskResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NarrativeBlock?: NarrativeBlockResolvers<ContextType>;
  NarrativeMeta?: NarrativeMetaResolvers<ContextType>;
  NarrativeTask?: NarrativeTaskResolvers<ContextType>;
  PdfExport?: PdfExportResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  ProfilePage?: ProfilePageResolvers<ContextType>;
  ProfileSharing?: ProfileSharingResolvers<ContextType>;
  ProfileSummary?: ProfileSummaryResolvers<ContextType>;
  ProfilesErasure?: ProfilesErasureResolvers<ContextType>;
  Project?: ProjectResolvers<ContextType>;
  PublicProfile?: PublicProfileResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ScoredMask?: ScoredMaskResolvers<ContextType>;
  Skill?: SkillResolvers<ContextType>;
  Stage?: StageResolvers<ContextType>;
  StylisticParameters?: StylisticParametersResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = RequestContext> = {
  constraint?: ConstraintDirectiveResolver<any, any, ContextType>;
};
