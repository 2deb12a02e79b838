import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ValidatedLocation } from '../../validation/location-report.js';
import type { LocationAudit as LocationAuditEntity } from '../../entities/location-audit.entity.js';
import type { IndexedZone } from '../../zones/zone-index.js';
import type { ExclusionZone as ExclusionZoneEntity } from '../../entities/exclusion-zone.entity.js';
import type { ZoneAudit as ZoneAuditEntity } from '../../entities/zone-audit.entity.js';
import type { ValidatedPosition as ValidatedPositionRecord } from '../../session/location-state-store.js';
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

/** A gameplay cell; geo-safety tells whether exclusion zones overlap it. */
export type Cell = {
  __typename?: 'Cell';
  /** Exclusion zones whose polygons overlap this cell (any resolution from the zone index's down). */
  exclusionZones: Array<ExclusionZone>;
  h3Index: Scalars['String']['output'];
};

/** An exclusion zone (a school, a hospital, a government building), with its GeoJSON geometry. */
export type ExclusionZone = {
  __typename?: 'ExclusionZone';
  /** A GeoJSON Polygon or MultiPolygon. */
  geometry: Scalars['JSONObject']['output'];
  id: Scalars['Int']['output'];
  kind: Scalars['String']['output'];
  name?: Maybe<Scalars['String']['output']>;
};

/** A zone drawn by an operator. */
export type ExclusionZoneInput = {
  /** A GeoJSON Polygon or MultiPolygon in longitude/latitude; at most GAME_ZONE_MAX_CELLS index cells. */
  geometry: Scalars['JSONObject']['input'];
  kind: ExclusionZoneKind;
  name?: InputMaybe<Scalars['String']['input']>;
};

/** The kinds of place players are kept out of. */
export type ExclusionZoneKind =
  | 'government'
  | 'hospital'
  | 'school';

/** Where a zone came from: EXCLUSION_ZONES_FILE, the MAPDATA_API_URL job, npm run zones:import, or the admin API. */
export type ExclusionZoneSource =
  | 'admin'
  | 'file'
  | 'mapdata'
  | 'osm';

/** One audit row of the caller's validations. */
export type LocationAuditEntry = {
  __typename?: 'LocationAuditEntry';
  accuracy: Scalars['Float']['output'];
  checks: Scalars['JSONObject']['output'];
  /** The server's time of the validation. */
  createdAt: Scalars['DateTime']['output'];
  h3Cell?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
  platform: Scalars['String']['output'];
  /** The device's timestamp. */
  reportedAt: Scalars['DateTime']['output'];
  resultCode: LocationResultCode;
  sessionId: Scalars['ID']['output'];
};

/** What each check measured; all null when none ran (blocked_rate_limit, blocked_strike_lockout, error); zoneCheck null on blocked_zone_data_unavailable. */
export type LocationChecks = {
  __typename?: 'LocationChecks';
  speedCheck?: Maybe<SpeedCheck>;
  spoofCheck?: Maybe<SpoofCheck>;
  zoneCheck?: Maybe<ZoneCheck>;
};

/** What erasing the caller's location history removed. */
export type LocationErasure = {
  __typename?: 'LocationErasure';
  /** Audit rows deleted (the validations of every retained month). */
  auditEntries: Scalars['Int']['output'];
  /** True: the last valid position is forgotten, so located actions need a new fix. */
  positionForgotten: Scalars['Boolean']['output'];
};

/** A position report from the device (the location validation request; the player is the token's subject). */
export type LocationReportInput = {
  /**
   * Horizontal accuracy radius in metres, as the device reports it. An implausible value is a spoof signal, not an input error: under
   * GAME_MIN_ACCURACY_METERS (1) or over GAME_MAX_ACCURACY_METERS (100) the fix is blocked_spoof_detected (impossible_accuracy, poor_accuracy).
   */
  accuracy: Scalars['Float']['input'];
  latitude: Scalars['Float']['input'];
  longitude: Scalars['Float']['input'];
  /** ios, android, web, ... (free text, kept in the audit log). */
  platform: Scalars['String']['input'];
  /** The client's play session (a uuid the client makes up when the app starts). */
  sessionId: Scalars['ID']['input'];
  /** When the device took the fix (ISO 8601): checked against the server clock (GAME_CLOCK_SKEW_MAX_SECONDS), never used to time a move. */
  timestamp: Scalars['DateTime']['input'];
  /** The player the client believes it is; when given, it must be the token's subject (FORBIDDEN user_mismatch). */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** Outcome of one location validation; the first failing check decides it. */
export type LocationResultCode =
  | 'blocked_exclusion_zone'
  | 'blocked_rate_limit'
  | 'blocked_speed_lockout'
  | 'blocked_spoof_detected'
  /** Our addition: the player's strike lockout runs (lockedUntil says until when); no check ran. */
  | 'blocked_strike_lockout'
  /** Our addition: production holds no exclusion-zone data, so no fix is judged clear of zones (fails closed). */
  | 'blocked_zone_data_unavailable'
  | 'error'
  | 'valid';

/** The caller's standing in location validation: strikes (spoofed or too fast fixes) and any lockout. */
export type LocationStanding = {
  __typename?: 'LocationStanding';
  /** When the running lockout ends; null when none runs. */
  lockedUntil?: Maybe<Scalars['DateTime']['output']>;
  /** GAME_STRIKE_LIMIT: this many strikes start a lockout. */
  strikeLimit: Scalars['Int']['output'];
  /** Strikes that still count (0 once they decayed). */
  strikes: Scalars['Int']['output'];
  /** When the strikes decay if no other is earned (GAME_STRIKE_WINDOW_SECONDS after the last strike or lockout end); null without strikes. */
  strikesDecayAt?: Maybe<Scalars['DateTime']['output']>;
};

export type LocationValidation = {
  __typename?: 'LocationValidation';
  checks: LocationChecks;
  /** The district: the cell's parent at GAME_DISTRICT_RESOLUTION (6). */
  districtId: Scalars['String']['output'];
  /** H3 cell at H3_RESOLUTION_GAMEPLAY (9): where turf is kept. */
  gameplayCell: Scalars['String']['output'];
  /** H3 cell at H3_RESOLUTION_STORAGE (7). */
  h3Cell: Scalars['String']['output'];
  /** When the player's strike lockout ends: set on blocked_strike_lockout and on the strike that started it, null otherwise. */
  lockedUntil?: Maybe<Scalars['DateTime']['output']>;
  resultCode: LocationResultCode;
  /** Server time of the validation. */
  validatedAt: Scalars['DateTime']['output'];
};

/** An exclusion zone as the zone admin API shows it: its source and when it was stored. */
export type ManagedExclusionZone = {
  __typename?: 'ManagedExclusionZone';
  /** A GeoJSON Polygon or MultiPolygon. */
  geometry: Scalars['JSONObject']['output'];
  id: Scalars['Int']['output'];
  kind: ExclusionZoneKind;
  /** When the zone was stored (an import or refresh stores its whole source again). */
  loadedAt: Scalars['DateTime']['output'];
  name?: Maybe<Scalars['String']['output']>;
  source: ExclusionZoneSource;
  /** The zone's id in its source: way/123 or relation/5 for OpenStreetMap, a feature id, a uuid for admin zones. */
  sourceRef: Scalars['String']['output'];
};

export type ManagedExclusionZonePage = {
  __typename?: 'ManagedExclusionZonePage';
  /** How many zones match the filter in all. */
  total: Scalars['Int']['output'];
  zones: Array<ManagedExclusionZone>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Admin only: adds a zone (source admin); every replica checks against it at once. */
  adminAddExclusionZone: ManagedExclusionZone;
  /** Admin only: removes a zone of any source (a later import or refresh of that source brings its zones back). */
  adminRemoveExclusionZone: ManagedExclusionZone;
  /**
   * Deletes the caller's location history (every audit row, whatever its month) and forgets their last
   * valid position. Strikes and a running lockout stay: erasure is not a way out of them.
   */
  eraseMyLocationHistory: LocationErasure;
  /**
   * Validates one position report: rate limit, spoof, speed and exclusion zone checks, answered with a
   * result code (never an error for a blocked fix) and written to the audit log.
   */
  validateLocation: LocationValidation;
};


export type MutationAdminAddExclusionZoneArgs = {
  input: ExclusionZoneInput;
};


export type MutationAdminRemoveExclusionZoneArgs = {
  id: Scalars['Int']['input'];
};


export type MutationValidateLocationArgs = {
  input: LocationReportInput;
};

/**
 * A player of the location game (the token's uuid). Geo-safety contributes the last valid position,
 * which turf and creatures @require for their located actions; a player sees only their own position
 * (null for anyone else).
 */
export type Player = {
  __typename?: 'Player';
  id: Scalars['ID']['output'];
  /** When the server received the last valid fix. */
  lastValidatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Gameplay-resolution cell of the last valid fix. */
  lastValidatedGameplayCell?: Maybe<Scalars['String']['output']>;
  /** Storage-resolution cell of the last valid fix. */
  lastValidatedH3Cell?: Maybe<Scalars['String']['output']>;
  lastValidatedPosition?: Maybe<ValidatedPosition>;
};

export type Query = {
  __typename?: 'Query';
  /** Admin only (a game token whose roles hold admin): the stored zones, newest first. */
  adminExclusionZones: ManagedExclusionZonePage;
  /** Admin only: who added, removed or imported zones, and when, newest first. */
  adminZoneAudit: Array<ZoneAuditEntry>;
  /** Exclusion zones within radiusMeters of a point, nearest first (for drawing them on the map). */
  exclusionZonesNear: Array<ExclusionZone>;
  /** The caller's last valid position (null when none in the last 24 h). */
  myLastValidatedPosition?: Maybe<ValidatedPosition>;
  /** The caller's recent validations, newest first (the audit log). */
  myLocationHistory: Array<LocationAuditEntry>;
  /** The caller's strikes and lockout. */
  myLocationStanding: LocationStanding;
};


export type QueryAdminExclusionZonesArgs = {
  kind?: InputMaybe<ExclusionZoneKind>;
  limit: Scalars['Int']['input'];
  offset: Scalars['Int']['input'];
  source?: InputMaybe<ExclusionZoneSource>;
};


export type QueryAdminZoneAuditArgs = {
  limit: Scalars['Int']['input'];
  offset: Scalars['Int']['input'];
};


export type QueryExclusionZonesNearArgs = {
  latitude: Scalars['Float']['input'];
  longitude: Scalars['Float']['input'];
  radiusMeters: Scalars['Int']['input'];
};


export type QueryMyLocationHistoryArgs = {
  limit: Scalars['Int']['input'];
};

/** Speed check: the average speed over SPEED_WINDOW_SECONDS, timed by when the server received each fix; each accuracy radius is discounted up to GAME_ACCURACY_DISCOUNT_MAX_METERS (25). */
export type SpeedCheck = {
  __typename?: 'SpeedCheck';
  limitKmh: Scalars['Float']['output'];
  passed: Scalars['Boolean']['output'];
  /** Null without an earlier fix in the window. */
  speedKmh?: Maybe<Scalars['Float']['output']>;
  windowSeconds: Scalars['Int']['output'];
};

/** Spoof check: clock skew, impossible or poor accuracy, replayed or frozen fixes, device time running backwards, teleports. */
export type SpoofCheck = {
  __typename?: 'SpoofCheck';
  /** Speed implied by the jump from the previous fix, timed by the server's receipt of both (accuracy discounted up to its cap). */
  impliedSpeedKmh?: Maybe<Scalars['Float']['output']>;
  limitKmh: Scalars['Float']['output'];
  passed: Scalars['Boolean']['output'];
  /** clock_skew, impossible_accuracy, poor_accuracy, replayed_fix, timestamp_regression, frozen_fix or teleport. */
  reason?: Maybe<Scalars['String']['output']>;
};

/** The last fix of a player that validated. */
export type ValidatedPosition = {
  __typename?: 'ValidatedPosition';
  accuracy: Scalars['Float']['output'];
  /** When the server received the fix. */
  at: Scalars['DateTime']['output'];
  districtId: Scalars['String']['output'];
  gameplayCell: Scalars['String']['output'];
  h3Cell: Scalars['String']['output'];
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
};

/** One change to the zones: who made it and when. */
export type ZoneAuditEntry = {
  __typename?: 'ZoneAuditEntry';
  /** added, removed or imported (a whole source replaced by npm run zones:import). */
  action: Scalars['String']['output'];
  /** player:<uuid> for an admin token, cli:<user> for npm run zones:import. */
  actor: Scalars['String']['output'];
  at: Scalars['DateTime']['output'];
  /** An import's file and counts. */
  detail?: Maybe<Scalars['JSONObject']['output']>;
  id: Scalars['ID']['output'];
  kind?: Maybe<ExclusionZoneKind>;
  name?: Maybe<Scalars['String']['output']>;
  source: ExclusionZoneSource;
  sourceRef?: Maybe<Scalars['String']['output']>;
  /** The zone added or removed; null for an import. */
  zoneId?: Maybe<Scalars['Int']['output']>;
};

/** Zone check: the fix inside an exclusion zone, or within the accuracy buffer of one. */
export type ZoneCheck = {
  __typename?: 'ZoneCheck';
  /** How far the zone was widened for this fix: min(accuracy, GAME_ZONE_BUFFER_MAX_METERS). */
  bufferMeters: Scalars['Float']['output'];
  /** Polygons the H3 index offered for the exact point-in-polygon test. */
  candidates: Scalars['Int']['output'];
  /** Distance to the blocking zone's edge in metres (0 inside it). */
  distanceMeters?: Maybe<Scalars['Float']['output']>;
  /** school, hospital or government. */
  kind?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  passed: Scalars['Boolean']['output'];
  zoneId?: Maybe<Scalars['Int']['output']>;
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
  Player: Player;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Cell:
    ( { __typename: 'Cell' }
    & GraphQLRecursivePick<FederationTypes['Cell'], {"h3Index":true}> );
  Player:
    ( { __typename: 'Player' }
    & GraphQLRecursivePick<FederationTypes['Player'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Cell: ResolverTypeWrapper<{ h3Index: string }>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  ExclusionZone: ResolverTypeWrapper<IndexedZone>;
  ExclusionZoneInput: ExclusionZoneInput;
  ExclusionZoneKind: ExclusionZoneKind;
  ExclusionZoneSource: ExclusionZoneSource;
  JSONObject: ResolverTypeWrapper<Scalars['JSONObject']['output']>;
  LocationAuditEntry: ResolverTypeWrapper<LocationAuditEntity>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  LocationChecks: ResolverTypeWrapper<LocationChecks>;
  LocationErasure: ResolverTypeWrapper<LocationErasure>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  LocationReportInput: LocationReportInput;
  LocationResultCode: LocationResultCode;
  LocationStanding: ResolverTypeWrapper<LocationStanding>;
  LocationValidation: ResolverTypeWrapper<ValidatedLocation>;
  ManagedExclusionZone: ResolverTypeWrapper<ExclusionZoneEntity>;
  ManagedExclusionZonePage: ResolverTypeWrapper<Omit<ManagedExclusionZonePage, 'zones'> & { zones: Array<ResolversTypes['ManagedExclusionZone']> }>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Player: ResolverTypeWrapper<{ id: string }>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SpeedCheck: ResolverTypeWrapper<SpeedCheck>;
  SpoofCheck: ResolverTypeWrapper<SpoofCheck>;
  ValidatedPosition: ResolverTypeWrapper<ValidatedPositionRecord>;
  ZoneAuditEntry: ResolverTypeWrapper<ZoneAuditEntity>;
  ZoneCheck: ResolverTypeWrapper<ZoneCheck>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Cell: { h3Index: string };
  DateTime: Scalars['DateTime']['output'];
  ExclusionZone: IndexedZone;
  ExclusionZoneInput: ExclusionZoneInput;
  JSONObject: Scalars['JSONObject']['output'];
  LocationAuditEntry: LocationAuditEntity;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  LocationChecks: LocationChecks;
  LocationErasure: LocationErasure;
  Boolean: Scalars['Boolean']['output'];
  LocationReportInput: LocationReportInput;
  LocationStanding: LocationStanding;
  LocationValidation: ValidatedLocation;
  ManagedExclusionZone: ExclusionZoneEntity;
  ManagedExclusionZonePage: Omit<ManagedExclusionZonePage, 'zones'> & { zones: Array<ResolversParentTypes['ManagedExclusionZone']> };
  Mutation: Record<PropertyKey, never>;
  Player: { id: string };
  Query: Record<PropertyKey, never>;
  SpeedCheck: SpeedCheck;
  SpoofCheck: SpoofCheck;
  ValidatedPosition: ValidatedPositionRecord;
  ZoneAuditEntry: ZoneAuditEntity;
  ZoneCheck: ZoneCheck;
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

export type CellResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Cell'] = ResolversParentTypes['Cell'], FederationReferenceType extends FederationReferenceTypes['Cell'] = FederationReferenceTypes['Cell']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Cell']> | FederationReferenceType, FederationReferenceType, ContextType>;
  exclusionZones?: Resolver<Array<ResolversTypes['ExclusionZone']>, ParentType, ContextType>;
  h3Index?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type ExclusionZoneResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ExclusionZone'] = ResolversParentTypes['ExclusionZone']> = {
  geometry?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export interface JsonObjectScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSONObject'], any> {
  name: 'JSONObject';
}

export type LocationAuditEntryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LocationAuditEntry'] = ResolversParentTypes['LocationAuditEntry']> = {
  accuracy?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  checks?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  h3Cell?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reportedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  resultCode?: Resolver<ResolversTypes['LocationResultCode'], ParentType, ContextType>;
  sessionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type LocationChecksResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LocationChecks'] = ResolversParentTypes['LocationChecks']> = {
  speedCheck?: Resolver<Maybe<ResolversTypes['SpeedCheck']>, ParentType, ContextType>;
  spoofCheck?: Resolver<Maybe<ResolversTypes['SpoofCheck']>, ParentType, ContextType>;
  zoneCheck?: Resolver<Maybe<ResolversTypes['ZoneCheck']>, ParentType, ContextType>;
};

export type LocationErasureResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LocationErasure'] = ResolversParentTypes['LocationErasure']> = {
  auditEntries?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  positionForgotten?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type LocationStandingResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LocationStanding'] = ResolversParentTypes['LocationStanding']> = {
  lockedUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  strikeLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  strikes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  strikesDecayAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type LocationValidationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LocationValidation'] = ResolversParentTypes['LocationValidation']> = {
  checks?: Resolver<ResolversTypes['LocationChecks'], ParentType, ContextType>;
  districtId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gameplayCell?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  h3Cell?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lockedUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  resultCode?: Resolver<ResolversTypes['LocationResultCode'], ParentType, ContextType>;
  validatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ManagedExclusionZoneResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ManagedExclusionZone'] = ResolversParentTypes['ManagedExclusionZone']> = {
  geometry?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ExclusionZoneKind'], ParentType, ContextType>;
  loadedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['ExclusionZoneSource'], ParentType, ContextType>;
  sourceRef?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ManagedExclusionZonePageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ManagedExclusionZonePage'] = ResolversParentTypes['ManagedExclusionZonePage']> = {
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  zones?: Resolver<Array<ResolversTypes['ManagedExclusionZone']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  adminAddExclusionZone?: Resolver<ResolversTypes['ManagedExclusionZone'], ParentType, ContextType, RequireFields<MutationAdminAddExclusionZoneArgs, 'input'>>;
  adminRemoveExclusionZone?: Resolver<ResolversTypes['ManagedExclusionZone'], ParentType, ContextType, RequireFields<MutationAdminRemoveExclusionZoneArgs, 'id'>>;
  eraseMyLocationHistory?: Resolver<ResolversTypes['LocationErasure'], ParentType, ContextType>;
  validateLocation?: Resolver<ResolversTypes['LocationValidation'], ParentType, ContextType, RequireFields<MutationValidateLocationArgs, 'input'>>;
};

export type PlayerResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Player'] = ResolversParentTypes['Player'], FederationReferenceType extends FederationReferenceTypes['Player'] = FederationReferenceTypes['Player']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Player']> | FederationReferenceType, FederationReferenceType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastValidatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastValidatedGameplayCell?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastValidatedH3Cell?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastValidatedPosition?: Resolver<Maybe<ResolversTypes['ValidatedPosition']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  adminExclusionZones?: Resolver<ResolversTypes['ManagedExclusionZonePage'], ParentType, ContextType, RequireFields<QueryAdminExclusionZonesArgs, 'limit' | 'offset'>>;
  adminZoneAudit?: Resolver<Array<ResolversTypes['ZoneAuditEntry']>, ParentType, ContextType, RequireFields<QueryAdminZoneAuditArgs, 'limit' | 'offset'>>;
  exclusionZonesNear?: Resolver<Array<ResolversTypes['ExclusionZone']>, ParentType, ContextType, RequireFields<QueryExclusionZonesNearArgs, 'latitude' | 'longitude' | 'radiusMeters'>>;
  myLastValidatedPosition?: Resolver<Maybe<ResolversTypes['ValidatedPosition']>, ParentType, ContextType>;
  myLocationHistory?: Resolver<Array<ResolversTypes['LocationAuditEntry']>, ParentType, ContextType, RequireFields<QueryMyLocationHistoryArgs, 'limit'>>;
  myLocationStanding?: Resolver<ResolversTypes['LocationStanding'], ParentType, ContextType>;
};

export type SpeedCheckResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SpeedCheck'] = ResolversParentTypes['SpeedCheck']> = {
  limitKmh?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  passed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  speedKmh?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  windowSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SpoofCheckResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SpoofCheck'] = ResolversParentTypes['SpoofCheck']> = {
  impliedSpeedKmh?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  limitKmh?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  passed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ValidatedPositionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ValidatedPosition'] = ResolversParentTypes['ValidatedPosition']> = {
  accuracy?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  districtId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gameplayCell?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  h3Cell?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ZoneAuditEntryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ZoneAuditEntry'] = ResolversParentTypes['ZoneAuditEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  detail?: Resolver<Maybe<ResolversTypes['JSONObject']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<Maybe<ResolversTypes['ExclusionZoneKind']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['ExclusionZoneSource'], ParentType, ContextType>;
  sourceRef?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zoneId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ZoneCheckResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ZoneCheck'] = ResolversParentTypes['ZoneCheck']> = {
  bufferMeters?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  candidates?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  distanceMeters?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  kind?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  passed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  zoneId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  Cell?: CellResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  ExclusionZone?: ExclusionZoneResolvers<ContextType>;
  JSONObject?: GraphQLScalarType;
  LocationAuditEntry?: LocationAuditEntryResolvers<ContextType>;
  LocationChecks?: LocationChecksResolvers<ContextType>;
  LocationErasure?: LocationErasureResolvers<ContextType>;
  LocationStanding?: LocationStandingResolvers<ContextType>;
  LocationValidation?: LocationValidationResolvers<ContextType>;
  ManagedExclusionZone?: ManagedExclusionZoneResolvers<ContextType>;
  ManagedExclusionZonePage?: ManagedExclusionZonePageResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Player?: PlayerResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SpeedCheck?: SpeedCheckResolvers<ContextType>;
  SpoofCheck?: SpoofCheckResolvers<ContextType>;
  ValidatedPosition?: ValidatedPositionResolvers<ContextType>;
  ZoneAuditEntry?: ZoneAuditEntryResolvers<ContextType>;
  ZoneCheck?: ZoneCheckResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = RequestContext> = {
  constraint?: ConstraintDirectiveResolver<any, any, ContextType>;
};
