import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { User as UserEntity } from '../../entities/user.entity.js';
import type { Device as DeviceEntity } from '../../entities/device.entity.js';
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
 * The public identity of an account, the same in every product: the `sub` of the platform's resume, game and
 * cards tokens is its id. Anyone may read it; only its owner changes it (updateAccountProfile).
 */
export type Account = {
  __typename?: 'Account';
  /** Optional name to show, at most 80 characters. */
  displayName?: Maybe<Scalars['String']['output']>;
  /** Unique public name, 3 to 30 of a-z, 0-9 and _, compared without case; it can be changed. */
  handle: Scalars['String']['output'];
  /** A random UUID given at sign-up; it never changes. */
  id: Scalars['ID']['output'];
};

export type BillingWebhookResult = {
  __typename?: 'BillingWebhookResult';
  /** True when this event was applied before: a redelivery or replay, answered without changing anything. */
  duplicate: Scalars['Boolean']['output'];
  ignored: Scalars['Boolean']['output'];
  provider?: Maybe<Scalars['String']['output']>;
  status?: Maybe<Scalars['String']['output']>;
  userId?: Maybe<Scalars['Int']['output']>;
};

/** The headers a billing provider signs its event with; exactly one scheme is used. */
export type BillingWebhookSignatures = {
  /** X-Signature: hex HMAC-SHA256 of the raw body, or of `<timestamp>.<raw body>` with hmacTimestamp */
  hmacSignature?: InputMaybe<Scalars['String']['input']>;
  /** X-Signature-Timestamp: unix seconds, signed with the body; refused when more than 300 s from now */
  hmacTimestamp?: InputMaybe<Scalars['String']['input']>;
  /** X-Billing-Webhook-Secret: the shared secret itself */
  sharedSecret?: InputMaybe<Scalars['String']['input']>;
  /** Stripe-Signature or ProviderA-Signature (Stripe's t=...,v1=... scheme) */
  stripeSignature?: InputMaybe<Scalars['String']['input']>;
};

/** Either a checkout URL to pay at, or alreadyPro with the current plan. */
export type CheckoutSession = {
  __typename?: 'CheckoutSession';
  alreadyPro: Scalars['Boolean']['output'];
  plan: Plan;
  provider?: Maybe<Scalars['String']['output']>;
  url?: Maybe<Scalars['String']['output']>;
};

/** A persistent client registered through the X-Device-Id header. */
export type Device = {
  __typename?: 'Device';
  createdAt: Scalars['DateTime']['output'];
  deviceId: Scalars['String']['output'];
  label?: Maybe<Scalars['String']['output']>;
  lastSeenAt: Scalars['DateTime']['output'];
};

export type LoginPayload = {
  __typename?: 'LoginPayload';
  expiresAt: Scalars['DateTime']['output'];
  token: Scalars['String']['output'];
};

export type MessagePayload = {
  __typename?: 'MessagePayload';
  message: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Applies a billing provider's subscription event after verifying its signature over the raw body. */
  applyBillingWebhook: BillingWebhookResult;
  changePassword: MessagePayload;
  /** Starts a Stripe Checkout for Pro (or says the caller is already Pro). */
  createCheckoutSession: CheckoutSession;
  /** Deletes the account and, in every domain, every record of it. */
  deleteAccount: MessagePayload;
  login: LoginPayload;
  /** Revokes the token this request carries. */
  logout: MessagePayload;
  register: RegisterPayload;
  /** Sends the caller a new e-mail verification link (throttled per account and per address). */
  requestEmailVerification: MessagePayload;
  /** Mails a password reset link when an account has this address; the answer never says whether one has. */
  requestPasswordReset: MessagePayload;
  /** Sets a new password with a reset link's token (once, until it expires) and ends every session of the account. */
  resetPassword: MessagePayload;
  /** Changes the caller's handle or display name; a handle another account holds is a conflict. */
  updateAccountProfile: Account;
  updateEmail: UpdateEmailPayload;
  updateProfile: UpdateProfilePayload;
  /** Confirms the e-mail address of the account the link was sent to; a link works once, until it expires. */
  verifyEmail: MessagePayload;
};


export type MutationApplyBillingWebhookArgs = {
  rawBody: Scalars['String']['input'];
  signatures: BillingWebhookSignatures;
};


export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationRegisterArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};


export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


export type MutationResetPasswordArgs = {
  newPassword: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationUpdateAccountProfileArgs = {
  input: UpdateAccountProfileInput;
};


export type MutationUpdateEmailArgs = {
  email: Scalars['String']['input'];
};


export type MutationUpdateProfileArgs = {
  username: Scalars['String']['input'];
};


export type MutationVerifyEmailArgs = {
  token: Scalars['String']['input'];
};

export type Plan = {
  __typename?: 'Plan';
  name: Scalars['String']['output'];
  priceCents: Scalars['Int']['output'];
  priceDisplay: Scalars['String']['output'];
  tier: PlanTier;
};

export type PlanDescriptor = {
  __typename?: 'PlanDescriptor';
  devicesUsed: Scalars['Int']['output'];
  features: PlanFeatures;
  limits: PlanLimits;
  plan: Plan;
  subscription: PlanSubscription;
  upgrade: PlanUpgrade;
};

export type PlanFeatures = {
  __typename?: 'PlanFeatures';
  ml: Scalars['Boolean']['output'];
  sync: Scalars['Boolean']['output'];
};

/** Null means unlimited. */
export type PlanLimits = {
  __typename?: 'PlanLimits';
  bookmarks?: Maybe<Scalars['Int']['output']>;
  devices?: Maybe<Scalars['Int']['output']>;
};

export type PlanSubscription = {
  __typename?: 'PlanSubscription';
  currentPeriodEnd?: Maybe<Scalars['DateTime']['output']>;
  provider?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
};

export type PlanTier =
  | 'FREE'
  | 'PRO';

export type PlanUpgrade = {
  __typename?: 'PlanUpgrade';
  priceDisplay: Scalars['String']['output'];
  tier: PlanTier;
};

export type Query = {
  __typename?: 'Query';
  /** Gateway-internal: whether a token is still valid, the plan, and the device check. */
  _session: Session;
  /** The account with this handle (compared without case), or null. */
  accountByHandle?: Maybe<Account>;
  /** The caller's account. */
  me: User;
};


export type Query_SessionArgs = {
  deviceId?: InputMaybe<Scalars['String']['input']>;
  deviceLabel?: InputMaybe<Scalars['String']['input']>;
  tokenId: Scalars['ID']['input'];
  userId: Scalars['Int']['input'];
};


export type QueryAccountByHandleArgs = {
  handle: Scalars['String']['input'];
};

export type RegisterPayload = {
  __typename?: 'RegisterPayload';
  message: Scalars['String']['output'];
  userId: Scalars['Int']['output'];
};

/** What the gateway learns about a bearer token: used by the gateway only. */
export type Session = {
  __typename?: 'Session';
  active: Scalars['Boolean']['output'];
  deviceBlocked: Scalars['Boolean']['output'];
  devices: Scalars['Int']['output'];
  plan: PlanTier;
  userId: Scalars['Int']['output'];
};

/** Set a field to change it; displayName null or empty clears it. */
export type UpdateAccountProfileInput = {
  displayName?: InputMaybe<Scalars['String']['input']>;
  handle?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateEmailPayload = {
  __typename?: 'UpdateEmailPayload';
  email: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

export type UpdateProfilePayload = {
  __typename?: 'UpdateProfilePayload';
  message: Scalars['String']['output'];
  username: Scalars['String']['output'];
};

/** An account. Only the owner can read it (through `me`). */
export type User = {
  __typename?: 'User';
  /** The account's public identity: its stable id, handle and display name. */
  account: Account;
  /** Whether the account holds the admin role (granted by ADMIN_EMAILS or `npm run admin`, never at sign-up). */
  admin: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  devices: Array<Device>;
  email: Scalars['String']['output'];
  /** Whether the e-mail address was confirmed through a verification link. */
  emailVerified: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  /** The plan, its limits and features, and the devices in use. */
  plan: PlanDescriptor;
  planTier: PlanTier;
  subscriptionCurrentPeriodEnd?: Maybe<Scalars['DateTime']['output']>;
  subscriptionProvider?: Maybe<Scalars['String']['output']>;
  /** inactive (default for Free), active, trialing, past_due, canceled... */
  subscriptionStatus: Scalars['String']['output'];
  username: Scalars['String']['output'];
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
  Account: Account;
  User: User;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Account:
    ( { __typename: 'Account' }
    & GraphQLRecursivePick<FederationTypes['Account'], {"id":true}> );
  User:
    ( { __typename: 'User' }
    & GraphQLRecursivePick<FederationTypes['User'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Account: ResolverTypeWrapper<Account>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  BillingWebhookResult: ResolverTypeWrapper<BillingWebhookResult>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BillingWebhookSignatures: BillingWebhookSignatures;
  CheckoutSession: ResolverTypeWrapper<CheckoutSession>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Device: ResolverTypeWrapper<DeviceEntity>;
  LoginPayload: ResolverTypeWrapper<LoginPayload>;
  MessagePayload: ResolverTypeWrapper<MessagePayload>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Plan: ResolverTypeWrapper<Plan>;
  PlanDescriptor: ResolverTypeWrapper<PlanDescriptor>;
  PlanFeatures: ResolverTypeWrapper<PlanFeatures>;
  PlanLimits: ResolverTypeWrapper<PlanLimits>;
  PlanSubscription: ResolverTypeWrapper<PlanSubscription>;
  PlanTier: PlanTier;
  PlanUpgrade: ResolverTypeWrapper<PlanUpgrade>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegisterPayload: ResolverTypeWrapper<RegisterPayload>;
  Session: ResolverTypeWrapper<Session>;
  UpdateAccountProfileInput: UpdateAccountProfileInput;
  UpdateEmailPayload: ResolverTypeWrapper<UpdateEmailPayload>;
  UpdateProfilePayload: ResolverTypeWrapper<UpdateProfilePayload>;
  User: ResolverTypeWrapper<UserEntity>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Account: Account | FederationReferenceTypes['Account'];
  ID: Scalars['ID']['output'];
  BillingWebhookResult: BillingWebhookResult;
  Boolean: Scalars['Boolean']['output'];
  BillingWebhookSignatures: BillingWebhookSignatures;
  CheckoutSession: CheckoutSession;
  DateTime: Scalars['DateTime']['output'];
  Device: DeviceEntity;
  LoginPayload: LoginPayload;
  MessagePayload: MessagePayload;
  Mutation: Record<PropertyKey, never>;
  Plan: Plan;
  PlanDescriptor: PlanDescriptor;
  PlanFeatures: PlanFeatures;
  PlanLimits: PlanLimits;
  PlanSubscription: PlanSubscription;
  PlanUpgrade: PlanUpgrade;
  Query: Record<PropertyKey, never>;
  RegisterPayload: RegisterPayload;
  Session: Session;
  UpdateAccountProfileInput: UpdateAccountProfileInput;
  UpdateEmailPayload: UpdateEmailPayload;
  UpdateProfilePayload: UpdateProfilePayload;
  User: UserEntity;
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

export type AccountResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Account'] = ResolversParentTypes['Account'], FederationReferenceType extends FederationReferenceTypes['Account'] = FederationReferenceTypes['Account']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Account']> | FederationReferenceType, FederationReferenceType, ContextType>;
  displayName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  handle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type BillingWebhookResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BillingWebhookResult'] = ResolversParentTypes['BillingWebhookResult']> = {
  duplicate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ignored?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  provider?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CheckoutSessionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CheckoutSession'] = ResolversParentTypes['CheckoutSession']> = {
  alreadyPro?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['Plan'], ParentType, ContextType>;
  provider?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeviceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Device'] = ResolversParentTypes['Device']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deviceId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastSeenAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type LoginPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LoginPayload'] = ResolversParentTypes['LoginPayload']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MessagePayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MessagePayload'] = ResolversParentTypes['MessagePayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  applyBillingWebhook?: Resolver<ResolversTypes['BillingWebhookResult'], ParentType, ContextType, RequireFields<MutationApplyBillingWebhookArgs, 'rawBody' | 'signatures'>>;
  changePassword?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'currentPassword' | 'newPassword'>>;
  createCheckoutSession?: Resolver<ResolversTypes['CheckoutSession'], ParentType, ContextType>;
  deleteAccount?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType>;
  login?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  logout?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType>;
  register?: Resolver<ResolversTypes['RegisterPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'email' | 'password' | 'username'>>;
  requestEmailVerification?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType>;
  requestPasswordReset?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  resetPassword?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'newPassword' | 'token'>>;
  updateAccountProfile?: Resolver<ResolversTypes['Account'], ParentType, ContextType, RequireFields<MutationUpdateAccountProfileArgs, 'input'>>;
  updateEmail?: Resolver<ResolversTypes['UpdateEmailPayload'], ParentType, ContextType, RequireFields<MutationUpdateEmailArgs, 'email'>>;
  updateProfile?: Resolver<ResolversTypes['UpdateProfilePayload'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'username'>>;
  verifyEmail?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationVerifyEmailArgs, 'token'>>;
};

export type PlanResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Plan'] = ResolversParentTypes['Plan']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceDisplay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tier?: Resolver<ResolversTypes['PlanTier'], ParentType, ContextType>;
};

export type PlanDescriptorResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PlanDescriptor'] = ResolversParentTypes['PlanDescriptor']> = {
  devicesUsed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  features?: Resolver<ResolversTypes['PlanFeatures'], ParentType, ContextType>;
  limits?: Resolver<ResolversTypes['PlanLimits'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['Plan'], ParentType, ContextType>;
  subscription?: Resolver<ResolversTypes['PlanSubscription'], ParentType, ContextType>;
  upgrade?: Resolver<ResolversTypes['PlanUpgrade'], ParentType, ContextType>;
};

export type PlanFeaturesResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PlanFeatures'] = ResolversParentTypes['PlanFeatures']> = {
  ml?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sync?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PlanLimitsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PlanLimits'] = ResolversParentTypes['PlanLimits']> = {
  bookmarks?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  devices?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type PlanSubscriptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PlanSubscription'] = ResolversParentTypes['PlanSubscription']> = {
  currentPeriodEnd?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  provider?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlanUpgradeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PlanUpgrade'] = ResolversParentTypes['PlanUpgrade']> = {
  priceDisplay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tier?: Resolver<ResolversTypes['PlanTier'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  _session?: Resolver<ResolversTypes['Session'], ParentType, ContextType, RequireFields<Query_SessionArgs, 'tokenId' | 'userId'>>;
  accountByHandle?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType, RequireFields<QueryAccountByHandleArgs, 'handle'>>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type RegisterPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RegisterPayload'] = ResolversParentTypes['RegisterPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SessionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deviceBlocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  devices?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['PlanTier'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UpdateEmailPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UpdateEmailPayload'] = ResolversParentTypes['UpdateEmailPayload']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UpdateProfilePayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UpdateProfilePayload'] = ResolversParentTypes['UpdateProfilePayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'], FederationReferenceType extends FederationReferenceTypes['User'] = FederationReferenceTypes['User']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['User']> | FederationReferenceType, FederationReferenceType, ContextType>;
  account?: Resolver<ResolversTypes['Account'], ParentType, ContextType>;
  admin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  devices?: Resolver<Array<ResolversTypes['Device']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['PlanDescriptor'], ParentType, ContextType>;
  planTier?: Resolver<ResolversTypes['PlanTier'], ParentType, ContextType>;
  subscriptionCurrentPeriodEnd?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  subscriptionProvider?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subscriptionStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  Account?: AccountResolvers<ContextType>;
  BillingWebhookResult?: BillingWebhookResultResolvers<ContextType>;
  CheckoutSession?: CheckoutSessionResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Device?: DeviceResolvers<ContextType>;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  MessagePayload?: MessagePayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Plan?: PlanResolvers<ContextType>;
  PlanDescriptor?: PlanDescriptorResolvers<ContextType>;
  PlanFeatures?: PlanFeaturesResolvers<ContextType>;
  PlanLimits?: PlanLimitsResolvers<ContextType>;
  PlanSubscription?: PlanSubscriptionResolvers<ContextType>;
  PlanUpgrade?: PlanUpgradeResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RegisterPayload?: RegisterPayloadResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  UpdateEmailPayload?: UpdateEmailPayloadResolvers<ContextType>;
  UpdateProfilePayload?: UpdateProfilePayloadResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = RequestContext> = {
  constraint?: ConstraintDirectiveResolver<any, any, ContextType>;
};
