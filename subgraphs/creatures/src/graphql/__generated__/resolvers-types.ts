import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { Creature as CreatureEntity } from '../../entities/creature.entity.js';
import type { PlayerReference } from '../player-position.js';
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

/** The loudest of seven spectrum bands, 20 Hz to 20 kHz. */
export type AudioBand =
  | 'bass'
  | 'brilliance'
  | 'high_mid'
  | 'low_mid'
  | 'mid'
  | 'presence'
  | 'sub_bass';

export type AudioFeaturesInput = {
  ambientLevel: Scalars['Float']['input'];
  complexity: Scalars['Float']['input'];
  frequency: Scalars['Float']['input'];
};

export type CaptureInput = {
  creatureId: Scalars['ID']['input'];
};

/** A capture: the creature, now in the caller's collection, and its cell (turf adds the +5 there). */
export type CaptureReceipt = {
  __typename?: 'CaptureReceipt';
  cell: Cell;
  creature: Creature;
};

export type Cell = {
  __typename?: 'Cell';
  h3Index: Scalars['String']['output'];
  /** Creatures that can still be captured here, newest first. */
  wildCreatures: Array<Creature>;
};

/** A Synthling, generated deterministically from a fingerprint. */
export type Creature = {
  __typename?: 'Creature';
  capturedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The gameplay cell it spawned in. */
  cell: Cell;
  /** Wild until then; null once captured. */
  expiresAt: Scalars['DateTime']['output'];
  /** Crystalline, Organic, Geometric, Fluid or Fractal. */
  geometry: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Float, Pulse, Spiral, Bounce or Swarm. */
  motion: Scalars['String']['output'];
  /** RGB arrays, dominant colour first. */
  palette: Array<Array<Scalars['Int']['output']>>;
  /** Common, Uncommon, Rare, Epic or Legendary. */
  rarity: Scalars['String']['output'];
  /** Ambient, Melodic, Percussive, Harmonic or Noise. */
  sound: Scalars['String']['output'];
  spawnedAt: Scalars['DateTime']['output'];
  /** 16 hex digits of the fingerprint's hash: the same place, light and sound give the same species. */
  species: Scalars['String']['output'];
};

export type DayType =
  | 'weekday'
  | 'weekend';

export type DescriptorAudioInput = {
  dominantBand: AudioBand;
  harmonicRatio: Scalars['Float']['input'];
  loudness: Scalars['Float']['input'];
  rhythmDensity: Scalars['Float']['input'];
  /** Spectral centroid in Hz. */
  spectralCentroid: Scalars['Float']['input'];
};

export type DescriptorGeometryInput = {
  complexity: Scalars['Float']['input'];
  /** Edge orientation histogram: 8 buckets of 22.5 degrees from horizontal (0 to 1 each). */
  edgeHistogram: Array<Scalars['Float']['input']>;
  surfaces: DescriptorSurfacesInput;
  /** -1 all horizontal structure, 1 all vertical. */
  verticalBias: Scalars['Float']['input'];
};

/** Locality buckets; the H3 cell (resolution 7) is the submission's h3Cell. */
export type DescriptorLocalityInput = {
  dayType: DayType;
  season?: InputMaybe<Season>;
  timeOfDay: TimeOfDay;
};

export type DescriptorMotionInput = {
  /** Heading of the movement in degrees (0 to 360). */
  direction: Scalars['Float']['input'];
  level: Scalars['Float']['input'];
  periodicity: Scalars['Float']['input'];
};

/** Shares of the scene (0 to 1 each; they need not sum to 1). */
export type DescriptorSurfacesInput = {
  building: Scalars['Float']['input'];
  ground: Scalars['Float']['input'];
  road: Scalars['Float']['input'];
  sky: Scalars['Float']['input'];
  vegetation: Scalars['Float']['input'];
  water: Scalars['Float']['input'];
};

export type DescriptorVisualInput = {
  /** One relative weight per colorPalette entry, in its order (0 to 1). */
  paletteWeights: Array<Scalars['Float']['input']>;
  saturation: Scalars['Float']['input'];
};

/**
 * The documented full descriptor, sent with the flat fields: creature geometry follows its surfaces and edges,
 * motion its motion part, sound its audio part, the palette order its weights. Encoded with the flat
 * fields in at most 90 bytes.
 */
export type FingerprintDescriptorInput = {
  /** Optional: no microphone. */
  audio?: InputMaybe<DescriptorAudioInput>;
  geometry: DescriptorGeometryInput;
  locality: DescriptorLocalityInput;
  /** Optional: no motion sensors. */
  motion?: InputMaybe<DescriptorMotionInput>;
  visual: DescriptorVisualInput;
};

/** What erasing the caller's fingerprints removed. */
export type FingerprintErasure = {
  __typename?: 'FingerprintErasure';
  /** Fingerprints deleted. The creatures they spawned stay, no longer linked to them or to the caller. */
  fingerprints: Scalars['Int']['output'];
};

/** The fingerprint body of POST /api/v1/fingerprint/submit: the flat fields (audioFeatures and motionSignature optional: no microphone, no gyroscope) and the optional full descriptor. */
export type FingerprintInput = {
  audioFeatures?: InputMaybe<AudioFeaturesInput>;
  brightness: Scalars['Float']['input'];
  colorPalette: Array<RgbInput>;
  colorTemperature: Scalars['Float']['input'];
  /** Optional: the full descriptor; without it traits come from the flat fields alone. */
  descriptor?: InputMaybe<FingerprintDescriptorInput>;
  dominantColor: RgbInput;
  /** An H3 cell at resolution 7, within one cell of the player's last validated position. */
  h3Cell: Scalars['String']['input'];
  motionSignature?: InputMaybe<MotionSignatureInput>;
  planeCount: Scalars['Int']['input'];
  /** Optional; when sent it must be the token's subject (403 user_mismatch). */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** What a fingerprint submission produced. */
export type FingerprintReceipt = {
  __typename?: 'FingerprintReceipt';
  /** The gameplay cell credited (the player's last validated one): turf adds the +10 there. */
  cell: Cell;
  /** The creature spawned from the fingerprint, capturable for 30 minutes. */
  creature: Creature;
  /** Size of the stored binary form (under 400 bytes). */
  encodedBytes: Scalars['Int']['output'];
  fingerprintId: Scalars['ID']['output'];
};

export type MotionSignatureInput = {
  accelerationMagnitude: Scalars['Float']['input'];
  rotationX: Scalars['Float']['input'];
  rotationY: Scalars['Float']['input'];
  rotationZ: Scalars['Float']['input'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** The caller as a Player, to run the located creature actions on (submitFingerprint, captureCreature). */
  creaturesPlayer: Player;
  /**
   * Deletes every fingerprint the caller submitted. Creatures spawned from them stay (wild ones and
   * others' captures) without the link; the caller's own collection stays; a cooldown still running stays
   * until its hour ends.
   */
  eraseMyFingerprints: FingerprintErasure;
};

export type Player = {
  __typename?: 'Player';
  /** Captures a wild creature within one cell of the player's last valid location. */
  captureCreature: CaptureReceipt;
  id: Scalars['ID']['output'];
  /** geo-safety: when that location was validated. */
  lastValidatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** geo-safety: the gameplay cell (resolution 9) of the last valid location. */
  lastValidatedGameplayCell?: Maybe<Scalars['String']['output']>;
  /** geo-safety: the storage cell (resolution 7) of the last valid location. */
  lastValidatedH3Cell?: Maybe<Scalars['String']['output']>;
  /** Submits a fingerprint where the player stands: refused (403, reason) without a recent valid location or for a cell more than one away. */
  submitFingerprint: FingerprintReceipt;
};


export type PlayerCaptureCreatureArgs = {
  input: CaptureInput;
};


export type PlayerSubmitFingerprintArgs = {
  input: FingerprintInput;
};

export type Query = {
  __typename?: 'Query';
  /** The caller's collection, newest first. */
  myCreatures: Array<Creature>;
};


export type QueryMyCreaturesArgs = {
  limit: Scalars['Int']['input'];
  offset: Scalars['Int']['input'];
};

/** A colour as 8-bit channels. */
export type Rgb = {
  __typename?: 'Rgb';
  b: Scalars['Int']['output'];
  g: Scalars['Int']['output'];
  r: Scalars['Int']['output'];
};

export type RgbInput = {
  b: Scalars['Int']['input'];
  g: Scalars['Int']['input'];
  r: Scalars['Int']['input'];
};

export type Season =
  | 'autumn'
  | 'spring'
  | 'summer'
  | 'winter';

export type TimeOfDay =
  | 'afternoon'
  | 'evening'
  | 'morning'
  | 'night';



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
  Cell: Cell;
  Player: Player;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Cell:
    ( { __typename: 'Cell' }
    & GraphQLRecursivePick<FederationTypes['Cell'], {"h3Index":true}> );
  Player:
    ( { __typename: 'Player' }
    & GraphQLRecursivePick<FederationTypes['Player'], {"id":true}>
    & ( Record<PropertyKey, never>
        | GraphQLRecursivePick<FederationTypes['Player'], {"lastValidatedH3Cell":true,"lastValidatedGameplayCell":true,"lastValidatedAt":true}>
        | GraphQLRecursivePick<FederationTypes['Player'], {"lastValidatedH3Cell":true,"lastValidatedGameplayCell":true,"lastValidatedAt":true}>
        | GraphQLRecursivePick<FederationTypes['Player'], {"lastValidatedH3Cell":true,"lastValidatedGameplayCell":true,"lastValidatedAt":true}> ) );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AudioBand: AudioBand;
  AudioFeaturesInput: AudioFeaturesInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  CaptureInput: CaptureInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  CaptureReceipt: ResolverTypeWrapper<Omit<CaptureReceipt, 'cell' | 'creature'> & { cell: ResolversTypes['Cell'], creature: ResolversTypes['Creature'] }>;
  Cell: ResolverTypeWrapper<{ h3Index: string }>;
  Creature: ResolverTypeWrapper<CreatureEntity>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DayType: DayType;
  DescriptorAudioInput: DescriptorAudioInput;
  DescriptorGeometryInput: DescriptorGeometryInput;
  DescriptorLocalityInput: DescriptorLocalityInput;
  DescriptorMotionInput: DescriptorMotionInput;
  DescriptorSurfacesInput: DescriptorSurfacesInput;
  DescriptorVisualInput: DescriptorVisualInput;
  FingerprintDescriptorInput: FingerprintDescriptorInput;
  FingerprintErasure: ResolverTypeWrapper<FingerprintErasure>;
  FingerprintInput: FingerprintInput;
  FingerprintReceipt: ResolverTypeWrapper<Omit<FingerprintReceipt, 'cell' | 'creature'> & { cell: ResolversTypes['Cell'], creature: ResolversTypes['Creature'] }>;
  MotionSignatureInput: MotionSignatureInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Player: ResolverTypeWrapper<PlayerReference>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Rgb: ResolverTypeWrapper<Rgb>;
  RgbInput: RgbInput;
  Season: Season;
  TimeOfDay: TimeOfDay;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AudioFeaturesInput: AudioFeaturesInput;
  Float: Scalars['Float']['output'];
  CaptureInput: CaptureInput;
  ID: Scalars['ID']['output'];
  CaptureReceipt: Omit<CaptureReceipt, 'cell' | 'creature'> & { cell: ResolversParentTypes['Cell'], creature: ResolversParentTypes['Creature'] };
  Cell: { h3Index: string };
  Creature: CreatureEntity;
  DateTime: Scalars['DateTime']['output'];
  DescriptorAudioInput: DescriptorAudioInput;
  DescriptorGeometryInput: DescriptorGeometryInput;
  DescriptorLocalityInput: DescriptorLocalityInput;
  DescriptorMotionInput: DescriptorMotionInput;
  DescriptorSurfacesInput: DescriptorSurfacesInput;
  DescriptorVisualInput: DescriptorVisualInput;
  FingerprintDescriptorInput: FingerprintDescriptorInput;
  FingerprintErasure: FingerprintErasure;
  FingerprintInput: FingerprintInput;
  FingerprintReceipt: Omit<FingerprintReceipt, 'cell' | 'creature'> & { cell: ResolversParentTypes['Cell'], creature: ResolversParentTypes['Creature'] };
  MotionSignatureInput: MotionSignatureInput;
  Mutation: Record<PropertyKey, never>;
  Player: PlayerReference;
  Query: Record<PropertyKey, never>;
  Rgb: Rgb;
  RgbInput: RgbInput;
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

export type CaptureReceiptResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CaptureReceipt'] = ResolversParentTypes['CaptureReceipt']> = {
  cell?: Resolver<ResolversTypes['Cell'], ParentType, ContextType>;
  creature?: Resolver<ResolversTypes['Creature'], ParentType, ContextType>;
};

export type CellResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Cell'] = ResolversParentTypes['Cell'], FederationReferenceType extends FederationReferenceTypes['Cell'] = FederationReferenceTypes['Cell']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Cell']> | FederationReferenceType, FederationReferenceType, ContextType>;
  h3Index?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wildCreatures?: Resolver<Array<ResolversTypes['Creature']>, ParentType, ContextType>;
};

export type CreatureResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Creature'] = ResolversParentTypes['Creature']> = {
  capturedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  cell?: Resolver<ResolversTypes['Cell'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  geometry?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  motion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  palette?: Resolver<Array<Array<ResolversTypes['Int']>>, ParentType, ContextType>;
  rarity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sound?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  spawnedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  species?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type FingerprintErasureResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FingerprintErasure'] = ResolversParentTypes['FingerprintErasure']> = {
  fingerprints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FingerprintReceiptResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FingerprintReceipt'] = ResolversParentTypes['FingerprintReceipt']> = {
  cell?: Resolver<ResolversTypes['Cell'], ParentType, ContextType>;
  creature?: Resolver<ResolversTypes['Creature'], ParentType, ContextType>;
  encodedBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fingerprintId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  creaturesPlayer?: Resolver<ResolversTypes['Player'], ParentType, ContextType>;
  eraseMyFingerprints?: Resolver<ResolversTypes['FingerprintErasure'], ParentType, ContextType>;
};

export type PlayerResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Player'] = ResolversParentTypes['Player'], FederationReferenceType extends FederationReferenceTypes['Player'] = FederationReferenceTypes['Player']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Player']> | FederationReferenceType, FederationReferenceType, ContextType>;
  captureCreature?: Resolver<ResolversTypes['CaptureReceipt'], ParentType, ContextType, RequireFields<PlayerCaptureCreatureArgs, 'input'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  submitFingerprint?: Resolver<ResolversTypes['FingerprintReceipt'], ParentType, ContextType, RequireFields<PlayerSubmitFingerprintArgs, 'input'>>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  myCreatures?: Resolver<Array<ResolversTypes['Creature']>, ParentType, ContextType, RequireFields<QueryMyCreaturesArgs, 'limit' | 'offset'>>;
};

export type RgbResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Rgb'] = ResolversParentTypes['Rgb']> = {
  b?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  g?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  r?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  CaptureReceipt?: CaptureReceiptResolvers<ContextType>;
  Cell?: CellResolvers<ContextType>;
  Creature?: CreatureResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  FingerprintErasure?: FingerprintErasureResolvers<ContextType>;
  FingerprintReceipt?: FingerprintReceiptResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Player?: PlayerResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Rgb?: RgbResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = RequestContext> = {
  constraint?: ConstraintDirectiveResolver<any, any, ContextType>;
};
