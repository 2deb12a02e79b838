import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { CellView } from '../cell-view.js';
import type { PlayerReference } from '../player-position.js';
import type { OutpostView } from '../../services/outpost.service.js';
import type { CrewView } from '../../services/crew.service.js';
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

export type Cell = {
  __typename?: 'Cell';
  controllingCrewId?: Maybe<Scalars['ID']['output']>;
  /** Crew id to influence. */
  crewInfluence: Scalars['JSONObject']['output'];
  /** The district: the cell's parent at GAME_DISTRICT_RESOLUTION. */
  districtId: Scalars['String']['output'];
  h3Index: Scalars['String']['output'];
  outpost?: Maybe<Outpost>;
  /** Player uuid to influence. */
  playerInfluence: Scalars['JSONObject']['output'];
  totals: InfluenceTotals;
};

/** A cell whose influence, control or outpost changed. */
export type CellChange = {
  __typename?: 'CellChange';
  at: Scalars['DateTime']['output'];
  /** influence, outpost or raid. */
  cause: Scalars['String']['output'];
  districtId: Scalars['String']['output'];
  h3Index: Scalars['String']['output'];
};

/** A daily contract of a district with the caller's progress. */
export type Contract = {
  __typename?: 'Contract';
  completedAt?: Maybe<Scalars['DateTime']['output']>;
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  progress: Scalars['Int']['output'];
  reward: Scalars['Int']['output'];
  target: Scalars['Int']['output'];
  /** capture, survey, patrol, raid or defend. */
  type: Scalars['String']['output'];
};

/** A contract the subscriber completed. */
export type ContractCompletion = {
  __typename?: 'ContractCompletion';
  at: Scalars['DateTime']['output'];
  contractId: Scalars['ID']['output'];
  reward: Scalars['Int']['output'];
  type: Scalars['String']['output'];
};

/** A crew: name, tag (3 to 5 letters or digits), hex colour; active (controls cells) with 6 to 30 players. */
export type Crew = {
  __typename?: 'Crew';
  active: Scalars['Boolean']['output'];
  color: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  members: Array<CrewMember>;
  name: Scalars['String']['output'];
  tag: Scalars['String']['output'];
};

export type CrewInput = {
  /** A hex colour such as #1e90ff. */
  color: Scalars['String']['input'];
  name: Scalars['String']['input'];
  tag: Scalars['String']['input'];
};

export type CrewLeft = {
  __typename?: 'CrewLeft';
  /** True when the last member left and the crew is gone. */
  disbanded: Scalars['Boolean']['output'];
};

export type CrewMember = {
  __typename?: 'CrewMember';
  /** The player's platform account (handle, display name); null when no platform account holds the id. */
  account?: Maybe<Account>;
  joinedAt: Scalars['DateTime']['output'];
  playerId: Scalars['ID']['output'];
  /** leader, officer or member. */
  role: Scalars['String']['output'];
};

export type CrewRank = {
  __typename?: 'CrewRank';
  crewId: Scalars['ID']['output'];
  influence: Scalars['Float']['output'];
  name?: Maybe<Scalars['String']['output']>;
  rank: Scalars['Int']['output'];
  tag?: Maybe<Scalars['String']['output']>;
};

export type CrewRole =
  | 'leader'
  | 'member'
  | 'officer';

/** Influence totals of a cell. */
export type InfluenceTotals = {
  __typename?: 'InfluenceTotals';
  crews: Scalars['Float']['output'];
  players: Scalars['Float']['output'];
};

/** A district's players and crews ranked by their influence there now. */
export type Leaderboard = {
  __typename?: 'Leaderboard';
  crews: Array<CrewRank>;
  districtId: Scalars['String']['output'];
  players: Array<PlayerRank>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Tests only (GAME_TEST_CLOCK, refused in production): moves every game domain's clock forward, then runs turf's hourly work (decay, outpost ticks, contracts); returns the new time. */
  advanceTestClock: Scalars['DateTime']['output'];
  createCrew: Crew;
  /**
   * Buys the next level of a module (to 3); owner and their crew. Level n costs 10 x n of the installer's influence in the
   * outpost's cell (FORBIDDEN insufficient_influence) and works after 10 x n minutes of building; one build at a time per
   * outpost (CONFLICT upgrade_in_progress).
   */
  installOutpostModule: Outpost;
  joinCrew: Crew;
  leaveCrew: CrewLeft;
  /** The leader names officers and members, or hands over the lead. */
  setCrewRole: Crew;
  /** The caller as a Player, to run the located turf actions on (raid, deployOutpost). */
  turfPlayer: Player;
};


export type MutationAdvanceTestClockArgs = {
  seconds: Scalars['Int']['input'];
};


export type MutationCreateCrewArgs = {
  input: CrewInput;
};


export type MutationInstallOutpostModuleArgs = {
  module: OutpostModule;
  outpostId: Scalars['ID']['input'];
};


export type MutationJoinCrewArgs = {
  crewId: Scalars['ID']['input'];
};


export type MutationSetCrewRoleArgs = {
  playerId: Scalars['ID']['input'];
  role: CrewRole;
};

/** An outpost: one per cell, health 0 to 100, level 1 to 5 (from its modules). */
export type Outpost = {
  __typename?: 'Outpost';
  cell: Scalars['String']['output'];
  crewId?: Maybe<Scalars['ID']['output']>;
  districtId: Scalars['String']['output'];
  effects: OutpostEffects;
  health: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** 1 to 5, from the module levels that work now. */
  level: Scalars['Int']['output'];
  /** Module levels that work now (a level still being built is not counted). */
  modules: OutpostModules;
  /** The owner's platform account (handle, display name); null when no platform account holds the owner's id. */
  owner?: Maybe<Account>;
  ownerId: Scalars['ID']['output'];
  /** The module level bought and still being built; null when none is. */
  upgrade?: Maybe<OutpostUpgrade>;
};

/** What the modules do, as numbers. */
export type OutpostEffects = {
  __typename?: 'OutpostEffects';
  /** Shield: 5 defence per level against raids. */
  defence: Scalars['Int']['output'];
  /** Amplifier: passive influence multiplied by 1 + 0.25 per level. */
  passiveMultiplier: Scalars['Float']['output'];
  /** Beacon: the owner's crew shows as recruiting (recruitingCrews) to players this many cells away. */
  recruitRadiusCells: Scalars['Int']['output'];
  /** Scanner: creatures spawn this many times as often in the cell. */
  spawnRateMultiplier: Scalars['Float']['output'];
};

export type OutpostModule =
  | 'amplifier'
  | 'beacon'
  | 'scanner'
  | 'shield';

/** The four modules' levels (0 to 3 each). */
export type OutpostModules = {
  __typename?: 'OutpostModules';
  amplifier: Scalars['Int']['output'];
  beacon: Scalars['Int']['output'];
  scanner: Scalars['Int']['output'];
  shield: Scalars['Int']['output'];
};

/** A module level bought with influence and being built: it works from readyAt on (10 minutes per level: 10, 20, 30). */
export type OutpostUpgrade = {
  __typename?: 'OutpostUpgrade';
  level: Scalars['Int']['output'];
  module: OutpostModule;
  readyAt: Scalars['DateTime']['output'];
};

export type Player = {
  __typename?: 'Player';
  /** Deploys an outpost in the cell the player stands in, spending 20 of the player's influence there (FORBIDDEN insufficient_influence). */
  deployOutpost: Outpost;
  id: Scalars['ID']['output'];
  /** geo-safety: when that location was validated. */
  lastValidatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** geo-safety: the gameplay cell (resolution 9) of the last valid location. */
  lastValidatedGameplayCell?: Maybe<Scalars['String']['output']>;
  /** geo-safety: the storage cell (resolution 7) of the last valid location. */
  lastValidatedH3Cell?: Maybe<Scalars['String']['output']>;
  /**
   * Raids the outpost of a cell in or next to the player's last valid cell; resolved at once and atomically. Costs the
   * attacker 5 of their influence in the target cell (FORBIDDEN insufficient_influence); one raid per attacker and cell
   * every 5 minutes (CONFLICT raid_cooldown).
   */
  raid: RaidResult;
};


export type PlayerDeployOutpostArgs = {
  cell: Scalars['String']['input'];
};


export type PlayerRaidArgs = {
  input: RaidInput;
};

export type PlayerRank = {
  __typename?: 'PlayerRank';
  /** The player's platform account (handle, display name); null when no platform account holds the id. */
  account?: Maybe<Account>;
  influence: Scalars['Float']['output'];
  playerId: Scalars['ID']['output'];
  rank: Scalars['Int']['output'];
};

export type Query = {
  __typename?: 'Query';
  crew: Crew;
  /** Open contracts of a district with the caller's progress. */
  districtContracts: Array<Contract>;
  /** A district's rankings. */
  districtLeaderboard: Leaderboard;
  /** The caller's crew, null when in none. */
  myCrew?: Maybe<Crew>;
  /** Crews recruiting in a gameplay cell: those whose outpost beacons (level n: n cells) reach it and that have room; nearest first. */
  recruitingCrews: Array<RecruitingCrew>;
  /** A cell's territory status. */
  turfCell: Cell;
};


export type QueryCrewArgs = {
  id: Scalars['ID']['input'];
};


export type QueryDistrictContractsArgs = {
  districtId: Scalars['String']['input'];
};


export type QueryDistrictLeaderboardArgs = {
  districtId: Scalars['String']['input'];
  limit: Scalars['Int']['input'];
};


export type QueryRecruitingCrewsArgs = {
  cell: Scalars['String']['input'];
};


export type QueryTurfCellArgs = {
  h3Index: Scalars['String']['input'];
};

/** The raid body of POST /api/v1/turf/raid: a gameplay cell in or next to the raider's last valid one, and the attack. */
export type RaidInput = {
  /** 1 to 100; a shield takes 5 per level off it. */
  attackPower: Scalars['Int']['input'];
  targetCellH3: Scalars['String']['input'];
  /** Optional; when sent it must be the token's subject (403 user_mismatch). */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** A raid, resolved when it was made: repelled (no damage), damaged or destroyed. */
export type RaidResult = {
  __typename?: 'RaidResult';
  at: Scalars['DateTime']['output'];
  attackPower: Scalars['Int']['output'];
  attackerId: Scalars['ID']['output'];
  damage: Scalars['Int']['output'];
  /** The shield's defence (5 per level) the attack had to beat. */
  defence: Scalars['Int']['output'];
  defenderId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  /** Influence moved from the defender to the attacker in the cell (the attacker also paid the raid's cost, 5). */
  influenceMoved: Scalars['Float']['output'];
  outcome: Scalars['String']['output'];
  /** The outpost's health after the raid (0: destroyed and removed). */
  outpostHealth: Scalars['Int']['output'];
  targetCell: Scalars['String']['output'];
};

/** A crew an outpost's beacon shows as recruiting in a cell (the beacon module's effect). */
export type RecruitingCrew = {
  __typename?: 'RecruitingCrew';
  crew: Crew;
  /** Cells from that outpost to the asking cell (0: the same cell); at most the beacon's level. */
  distanceCells: Scalars['Int']['output'];
  /** Places left before the crew has 30 players. */
  openSlots: Scalars['Int']['output'];
  /** The nearest outpost of the crew whose beacon reaches the cell. */
  outpostCell: Scalars['String']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /** Changes of one cell (influence, outpost, raids). */
  cellChanged: CellChange;
  /** Contracts the subscriber completed. */
  contractCompleted: ContractCompletion;
  /** Raids on the subscriber's outposts and raids they made. */
  raidResolved: RaidResult;
};


export type SubscriptionCellChangedArgs = {
  h3Index: Scalars['String']['input'];
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
  Cell: Cell;
  Crew: Crew;
  Player: Player;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Cell:
    ( { __typename: 'Cell' }
    & GraphQLRecursivePick<FederationTypes['Cell'], {"h3Index":true}> );
  Crew:
    ( { __typename: 'Crew' }
    & GraphQLRecursivePick<FederationTypes['Crew'], {"id":true}> );
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
  Account: ResolverTypeWrapper<Account>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Cell: ResolverTypeWrapper<CellView>;
  CellChange: ResolverTypeWrapper<CellChange>;
  Contract: ResolverTypeWrapper<Contract>;
  ContractCompletion: ResolverTypeWrapper<ContractCompletion>;
  Crew: ResolverTypeWrapper<CrewView>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CrewInput: CrewInput;
  CrewLeft: ResolverTypeWrapper<CrewLeft>;
  CrewMember: ResolverTypeWrapper<CrewMember>;
  CrewRank: ResolverTypeWrapper<CrewRank>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  CrewRole: CrewRole;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  InfluenceTotals: ResolverTypeWrapper<InfluenceTotals>;
  JSONObject: ResolverTypeWrapper<Scalars['JSONObject']['output']>;
  Leaderboard: ResolverTypeWrapper<Leaderboard>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Outpost: ResolverTypeWrapper<OutpostView>;
  OutpostEffects: ResolverTypeWrapper<OutpostEffects>;
  OutpostModule: OutpostModule;
  OutpostModules: ResolverTypeWrapper<OutpostModules>;
  OutpostUpgrade: ResolverTypeWrapper<OutpostUpgrade>;
  Player: ResolverTypeWrapper<PlayerReference>;
  PlayerRank: ResolverTypeWrapper<PlayerRank>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RaidInput: RaidInput;
  RaidResult: ResolverTypeWrapper<RaidResult>;
  RecruitingCrew: ResolverTypeWrapper<Omit<RecruitingCrew, 'crew'> & { crew: ResolversTypes['Crew'] }>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Account: Account;
  ID: Scalars['ID']['output'];
  Cell: CellView;
  CellChange: CellChange;
  Contract: Contract;
  ContractCompletion: ContractCompletion;
  Crew: CrewView;
  Boolean: Scalars['Boolean']['output'];
  CrewInput: CrewInput;
  CrewLeft: CrewLeft;
  CrewMember: CrewMember;
  CrewRank: CrewRank;
  Float: Scalars['Float']['output'];
  DateTime: Scalars['DateTime']['output'];
  InfluenceTotals: InfluenceTotals;
  JSONObject: Scalars['JSONObject']['output'];
  Leaderboard: Leaderboard;
  Mutation: Record<PropertyKey, never>;
  Outpost: OutpostView;
  OutpostEffects: OutpostEffects;
  OutpostModules: OutpostModules;
  OutpostUpgrade: OutpostUpgrade;
  Player: PlayerReference;
  PlayerRank: PlayerRank;
  Query: Record<PropertyKey, never>;
  RaidInput: RaidInput;
  RaidResult: RaidResult;
  RecruitingCrew: Omit<RecruitingCrew, 'crew'> & { crew: ResolversParentTypes['Crew'] };
  Subscription: Record<PropertyKey, never>;
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

export type CellResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Cell'] = ResolversParentTypes['Cell'], FederationReferenceType extends FederationReferenceTypes['Cell'] = FederationReferenceTypes['Cell']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Cell']> | FederationReferenceType, FederationReferenceType, ContextType>;
  controllingCrewId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  crewInfluence?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  districtId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  h3Index?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outpost?: Resolver<Maybe<ResolversTypes['Outpost']>, ParentType, ContextType>;
  playerInfluence?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['InfluenceTotals'], ParentType, ContextType>;
};

export type CellChangeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CellChange'] = ResolversParentTypes['CellChange']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  cause?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  districtId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  h3Index?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContractResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Contract'] = ResolversParentTypes['Contract']> = {
  completedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reward?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContractCompletionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ContractCompletion'] = ResolversParentTypes['ContractCompletion']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  contractId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reward?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CrewResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Crew'] = ResolversParentTypes['Crew'], FederationReferenceType extends FederationReferenceTypes['Crew'] = FederationReferenceTypes['Crew']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Crew']> | FederationReferenceType, FederationReferenceType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['CrewMember']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CrewLeftResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CrewLeft'] = ResolversParentTypes['CrewLeft']> = {
  disbanded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CrewMemberResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CrewMember'] = ResolversParentTypes['CrewMember']> = {
  account?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType>;
  joinedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  playerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CrewRankResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CrewRank'] = ResolversParentTypes['CrewRank']> = {
  crewId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  influence?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tag?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type InfluenceTotalsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['InfluenceTotals'] = ResolversParentTypes['InfluenceTotals']> = {
  crews?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  players?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export interface JsonObjectScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSONObject'], any> {
  name: 'JSONObject';
}

export type LeaderboardResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Leaderboard'] = ResolversParentTypes['Leaderboard']> = {
  crews?: Resolver<Array<ResolversTypes['CrewRank']>, ParentType, ContextType>;
  districtId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  players?: Resolver<Array<ResolversTypes['PlayerRank']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  advanceTestClock?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType, RequireFields<MutationAdvanceTestClockArgs, 'seconds'>>;
  createCrew?: Resolver<ResolversTypes['Crew'], ParentType, ContextType, RequireFields<MutationCreateCrewArgs, 'input'>>;
  installOutpostModule?: Resolver<ResolversTypes['Outpost'], ParentType, ContextType, RequireFields<MutationInstallOutpostModuleArgs, 'module' | 'outpostId'>>;
  joinCrew?: Resolver<ResolversTypes['Crew'], ParentType, ContextType, RequireFields<MutationJoinCrewArgs, 'crewId'>>;
  leaveCrew?: Resolver<ResolversTypes['CrewLeft'], ParentType, ContextType>;
  setCrewRole?: Resolver<ResolversTypes['Crew'], ParentType, ContextType, RequireFields<MutationSetCrewRoleArgs, 'playerId' | 'role'>>;
  turfPlayer?: Resolver<ResolversTypes['Player'], ParentType, ContextType>;
};

export type OutpostResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Outpost'] = ResolversParentTypes['Outpost']> = {
  cell?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  crewId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  districtId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  effects?: Resolver<ResolversTypes['OutpostEffects'], ParentType, ContextType>;
  health?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  modules?: Resolver<ResolversTypes['OutpostModules'], ParentType, ContextType>;
  owner?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType>;
  ownerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  upgrade?: Resolver<Maybe<ResolversTypes['OutpostUpgrade']>, ParentType, ContextType>;
};

export type OutpostEffectsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OutpostEffects'] = ResolversParentTypes['OutpostEffects']> = {
  defence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  passiveMultiplier?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  recruitRadiusCells?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  spawnRateMultiplier?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type OutpostModulesResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OutpostModules'] = ResolversParentTypes['OutpostModules']> = {
  amplifier?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  beacon?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  scanner?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shield?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OutpostUpgradeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OutpostUpgrade'] = ResolversParentTypes['OutpostUpgrade']> = {
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  module?: Resolver<ResolversTypes['OutpostModule'], ParentType, ContextType>;
  readyAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type PlayerResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Player'] = ResolversParentTypes['Player'], FederationReferenceType extends FederationReferenceTypes['Player'] = FederationReferenceTypes['Player']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Player']> | FederationReferenceType, FederationReferenceType, ContextType>;
  deployOutpost?: Resolver<ResolversTypes['Outpost'], ParentType, ContextType, RequireFields<PlayerDeployOutpostArgs, 'cell'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  raid?: Resolver<ResolversTypes['RaidResult'], ParentType, ContextType, RequireFields<PlayerRaidArgs, 'input'>>;
};

export type PlayerRankResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PlayerRank'] = ResolversParentTypes['PlayerRank']> = {
  account?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType>;
  influence?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  playerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  crew?: Resolver<ResolversTypes['Crew'], ParentType, ContextType, RequireFields<QueryCrewArgs, 'id'>>;
  districtContracts?: Resolver<Array<ResolversTypes['Contract']>, ParentType, ContextType, RequireFields<QueryDistrictContractsArgs, 'districtId'>>;
  districtLeaderboard?: Resolver<ResolversTypes['Leaderboard'], ParentType, ContextType, RequireFields<QueryDistrictLeaderboardArgs, 'districtId' | 'limit'>>;
  myCrew?: Resolver<Maybe<ResolversTypes['Crew']>, ParentType, ContextType>;
  recruitingCrews?: Resolver<Array<ResolversTypes['RecruitingCrew']>, ParentType, ContextType, RequireFields<QueryRecruitingCrewsArgs, 'cell'>>;
  turfCell?: Resolver<ResolversTypes['Cell'], ParentType, ContextType, RequireFields<QueryTurfCellArgs, 'h3Index'>>;
};

export type RaidResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RaidResult'] = ResolversParentTypes['RaidResult']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  attackPower?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  attackerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  damage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  defence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  defenderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  influenceMoved?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outpostHealth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  targetCell?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RecruitingCrewResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RecruitingCrew'] = ResolversParentTypes['RecruitingCrew']> = {
  crew?: Resolver<ResolversTypes['Crew'], ParentType, ContextType>;
  distanceCells?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  openSlots?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  outpostCell?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  cellChanged?: SubscriptionResolver<ResolversTypes['CellChange'], "cellChanged", ParentType, ContextType, RequireFields<SubscriptionCellChangedArgs, 'h3Index'>>;
  contractCompleted?: SubscriptionResolver<ResolversTypes['ContractCompletion'], "contractCompleted", ParentType, ContextType>;
  raidResolved?: SubscriptionResolver<ResolversTypes['RaidResult'], "raidResolved", ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  Account?: AccountResolvers<ContextType>;
  Cell?: CellResolvers<ContextType>;
  CellChange?: CellChangeResolvers<ContextType>;
  Contract?: ContractResolvers<ContextType>;
  ContractCompletion?: ContractCompletionResolvers<ContextType>;
  Crew?: CrewResolvers<ContextType>;
  CrewLeft?: CrewLeftResolvers<ContextType>;
  CrewMember?: CrewMemberResolvers<ContextType>;
  CrewRank?: CrewRankResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  InfluenceTotals?: InfluenceTotalsResolvers<ContextType>;
  JSONObject?: GraphQLScalarType;
  Leaderboard?: LeaderboardResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Outpost?: OutpostResolvers<ContextType>;
  OutpostEffects?: OutpostEffectsResolvers<ContextType>;
  OutpostModules?: OutpostModulesResolvers<ContextType>;
  OutpostUpgrade?: OutpostUpgradeResolvers<ContextType>;
  Player?: PlayerResolvers<ContextType>;
  PlayerRank?: PlayerRankResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RaidResult?: RaidResultResolvers<ContextType>;
  RecruitingCrew?: RecruitingCrewResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = RequestContext> = {
  constraint?: ConstraintDirectiveResolver<any, any, ContextType>;
};
