import { z } from 'zod';
import { NotFound } from '@platform/errors';
import { route, queryBoolean, queryFromArguments } from '../../core/index.js';
import {
  ExclusionZonesNearDocument,
  MyLastValidatedPositionDocument,
  MyLocationHistoryDocument,
  MyLocationStandingDocument,
  ValidateLocationDocument,
} from '@platform/operations';
import {
  LocationReportInputSchema,
  QueryExclusionZonesNearArgsSchema,
  QueryMyLocationHistoryArgsSchema,
} from '@platform/subgraph-geo-safety/validation';
import { bodyUserId } from '../owned-body.js';
import {
  exclusionZoneRecord,
  locationAuditRecord,
  locationStandingRecord,
  locationValidationRecord,
  validatedPositionRecord,
} from '../records.js';

// Bodies and query strings come from geo-safety's SDL (codegen): the subgraph checks GraphQL callers
// with the same rules, so both APIs hold a client to one definition.
const reportBody = LocationReportInputSchema();

export const locationRoutes = [
  route({
    method: 'post',
    path: '/api/v1/location/validate',
    summary: 'Validate a position report',
    description:
      'Rate limit (GAME_RATE_LIMIT_MAX per GAME_RATE_LIMIT_WINDOW_MS per player), then spoof, speed and exclusion-zone checks. ' +
      'A blocked fix is HTTP 200 with its resultCode; every check reports what it measured. Only a valid fix becomes the last position. ' +
      'An accuracy over GAME_MAX_ACCURACY_METERS (100) is blocked_spoof_detected (spoofCheck.reason poor_accuracy); each accuracy radius takes at most ' +
      'GAME_ACCURACY_DISCOUNT_MAX_METERS (25) off the distance; speed is timed by when the server received the fixes, the timestamp only checked for skew, replays and regressions. ' +
      "userId is optional; when sent it must be the token's sub (403 user_mismatch). " +
      'Strikes: each blocked_spoof_detected or blocked_speed_lockout is a strike; GAME_STRIKE_LIMIT (3) strikes lock the player out for ' +
      'GAME_LOCKOUT_SECONDS (900), doubled per further strike up to GAME_LOCKOUT_MAX_SECONDS (86400); strikes decay GAME_STRIKE_WINDOW_SECONDS (3600) ' +
      'after the last strike or lockout end. A locked player gets HTTP 200 blocked_strike_lockout with lockedUntil and no check run. ' +
      'In production without exclusion-zone data a fix that passes spoof and speed is HTTP 200 blocked_zone_data_unavailable (zoneCheck null), unless GAME_ALLOW_EMPTY_ZONES=true.',
    tag: 'Location',
    auth: 'user',
    body: reportBody,
    owner: bodyUserId,
    operation: ValidateLocationDocument,
    variables: ({ body }: { body: z.output<typeof reportBody> }) => ({
      input: { ...body, userId: body.userId ?? null, timestamp: body.timestamp.toISOString() },
    }),
    respond: ({ validateLocation }) => validateLocation,
    response: locationValidationRecord,
  }),
  route({
    method: 'get',
    path: '/api/v1/location/last',
    summary: "The caller's last valid position (404 when none in the last 24 h)",
    description: 'What the fingerprint gate and located turf actions compare against.',
    tag: 'Location',
    auth: 'user',
    operation: MyLastValidatedPositionDocument,
    respond: ({ myLastValidatedPosition }) => {
      if (!myLastValidatedPosition) throw new NotFound('Validated position');
      return myLastValidatedPosition;
    },
    response: validatedPositionRecord,
    errors: [404],
  }),
  route({
    method: 'get',
    path: '/api/v1/location/standing',
    summary: "The caller's strikes and strike lockout",
    description:
      'strikes still counting, the limit that starts a lockout, when a running lockout ends and when the strikes decay (docs/security/game.md).',
    tag: 'Location',
    auth: 'user',
    operation: MyLocationStandingDocument,
    respond: ({ myLocationStanding }) => myLocationStanding,
    response: locationStandingRecord,
  }),
  route({
    method: 'get',
    path: '/api/v1/location/history',
    summary: "The caller's recent validations, newest first (the audit log)",
    tag: 'Location',
    auth: 'user',
    query: queryFromArguments(QueryMyLocationHistoryArgsSchema(), queryBoolean),
    operation: MyLocationHistoryDocument,
    variables: ({ query }) => query,
    respond: ({ myLocationHistory }) => myLocationHistory,
    response: z.array(locationAuditRecord),
  }),
  route({
    method: 'get',
    path: '/api/v1/location/zones',
    summary: 'Exclusion zones within radiusMeters of a point, nearest first',
    description:
      'For drawing schools, hospitals and government buildings on the map; radiusMeters 0-5000, default 500.',
    tag: 'Location',
    auth: 'user',
    query: queryFromArguments(QueryExclusionZonesNearArgsSchema(), queryBoolean),
    operation: ExclusionZonesNearDocument,
    variables: ({ query }) => query,
    respond: ({ exclusionZonesNear }) => exclusionZonesNear,
    response: z.array(exclusionZoneRecord),
  }),
];
