import { z } from 'zod';

// The game API's JSON records, as OpenAPI documents them; the graph's camelCase fields unchanged.

const resultCode = z.enum([
  'valid',
  'blocked_exclusion_zone',
  'blocked_speed_lockout',
  'blocked_spoof_detected',
  'blocked_rate_limit',
  'error',
  'blocked_strike_lockout',
  'blocked_zone_data_unavailable',
]);

export const locationValidationRecord = z
  .object({
    resultCode,
    h3Cell: z.string().describe('H3 cell at H3_RESOLUTION_STORAGE (7)'),
    gameplayCell: z.string().describe('H3 cell at H3_RESOLUTION_GAMEPLAY (9), where turf is kept'),
    districtId: z.string().describe("the gameplay cell's parent at GAME_DISTRICT_RESOLUTION (6)"),
    validatedAt: z.string().describe('server time of the validation'),
    lockedUntil: z
      .string()
      .nullable()
      .describe(
        'when the strike lockout ends: set on blocked_strike_lockout and on the strike that started it',
      ),
    checks: z.object({
      zoneCheck: z
        .object({
          passed: z.boolean(),
          zoneId: z.number().nullable(),
          kind: z.string().nullable(),
          name: z.string().nullable(),
          distanceMeters: z.number().nullable(),
          bufferMeters: z.number(),
          candidates: z.number(),
        })
        .nullable(),
      speedCheck: z
        .object({
          passed: z.boolean(),
          speedKmh: z.number().nullable(),
          windowSeconds: z.number(),
          limitKmh: z.number(),
        })
        .nullable(),
      spoofCheck: z
        .object({
          passed: z.boolean(),
          reason: z.string().nullable(),
          impliedSpeedKmh: z.number().nullable(),
          limitKmh: z.number(),
        })
        .nullable(),
    }),
  })
  .meta({ id: 'LocationValidation' });

export const locationStandingRecord = z
  .object({
    strikes: z.number().int().describe('strikes that still count (0 once decayed)'),
    strikeLimit: z.number().int().describe('GAME_STRIKE_LIMIT: this many strikes start a lockout'),
    lockedUntil: z.string().nullable().describe('when the running lockout ends; null when none runs'),
    strikesDecayAt: z
      .string()
      .nullable()
      .describe('when the strikes decay if no other is earned; null without strikes'),
  })
  .meta({ id: 'LocationStanding' });

export const validatedPositionRecord = z
  .object({
    latitude: z.number(),
    longitude: z.number(),
    accuracy: z.number(),
    at: z.string().describe("the fix's device timestamp"),
    h3Cell: z.string(),
    gameplayCell: z.string(),
    districtId: z.string(),
  })
  .meta({ id: 'ValidatedPosition' });

export const locationAuditRecord = z
  .object({
    id: z.string(),
    sessionId: z.string(),
    resultCode,
    latitude: z.number(),
    longitude: z.number(),
    accuracy: z.number(),
    reportedAt: z.string(),
    createdAt: z.string(),
    platform: z.string(),
    h3Cell: z.string().nullable(),
    checks: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'LocationAuditEntry' });

export const exclusionZoneRecord = z
  .object({
    id: z.number(),
    kind: z.string(),
    name: z.string().nullable(),
    geometry: z.record(z.string(), z.unknown()).describe('GeoJSON Polygon or MultiPolygon'),
  })
  .meta({ id: 'ExclusionZone' });
