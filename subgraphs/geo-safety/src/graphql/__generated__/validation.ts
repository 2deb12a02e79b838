import * as z from 'zod'


type definedNonNullAny = {};

export const isDefinedNonNullAny = (v: any): v is definedNonNullAny => v !== undefined && v !== null;

export const definedNonNullAnySchema = z.any().refine((v) => isDefinedNonNullAny(v));

export const ExclusionZoneKindSchema: z.ZodType<"government" | "hospital" | "school", "government" | "hospital" | "school"> = z.enum(['government', 'hospital', 'school']);

export const ExclusionZoneSourceSchema: z.ZodType<"admin" | "file" | "mapdata" | "osm", "admin" | "file" | "mapdata" | "osm"> = z.enum(['admin', 'file', 'mapdata', 'osm']);

export const LocationResultCodeSchema: z.ZodType<"blocked_exclusion_zone" | "blocked_rate_limit" | "blocked_speed_lockout" | "blocked_spoof_detected" | "blocked_strike_lockout" | "blocked_zone_data_unavailable" | "error" | "valid", "blocked_exclusion_zone" | "blocked_rate_limit" | "blocked_speed_lockout" | "blocked_spoof_detected" | "blocked_strike_lockout" | "blocked_zone_data_unavailable" | "error" | "valid"> = z.enum(['blocked_exclusion_zone', 'blocked_rate_limit', 'blocked_speed_lockout', 'blocked_spoof_detected', 'blocked_strike_lockout', 'blocked_zone_data_unavailable', 'error', 'valid']);

export function ExclusionZoneInputSchema() {
  return z.object({
    geometry: z.unknown(),
    kind: ExclusionZoneKindSchema,
    name: z.string().max(200, "must be at most 200 characters").nullish()
  })
}

export function LocationReportInputSchema() {
  return z.object({
    accuracy: z.number().min(-100000, "must be at least -100000").max(100000, "must be at most 100000"),
    latitude: z.number().min(-90, "must be at least -90").max(90, "must be at most 90"),
    longitude: z.number().min(-180, "must be at least -180").max(180, "must be at most 180"),
    platform: z.string().max(40, "must be at most 40 characters").regex(/\S/, "is required"),
    sessionId: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, "must be a uuid"),
    timestamp: z.union([z.date(), z.iso.datetime({ offset: true }).transform((value) => new Date(value))], { error: 'must be an ISO 8601 date-time' }),
    userId: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, "must be a uuid").nullish()
  })
}

export function MutationAdminAddExclusionZoneArgsSchema() {
  return z.object({
    input: z.lazy(() => ExclusionZoneInputSchema())
  })
}

export function MutationAdminRemoveExclusionZoneArgsSchema() {
  return z.object({
    id: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1")
  })
}

export function MutationValidateLocationArgsSchema() {
  return z.object({
    input: z.lazy(() => LocationReportInputSchema())
  })
}

export function QueryAdminExclusionZonesArgsSchema() {
  return z.object({
    kind: ExclusionZoneKindSchema.nullish(),
    limit: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1").max(1000, "must be at most 1000").default(100),
    offset: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(0, "must be at least 0").default(0),
    source: ExclusionZoneSourceSchema.nullish()
  })
}

export function QueryAdminZoneAuditArgsSchema() {
  return z.object({
    limit: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1").max(1000, "must be at most 1000").default(100),
    offset: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(0, "must be at least 0").default(0)
  })
}

export function QueryExclusionZonesNearArgsSchema() {
  return z.object({
    latitude: z.number().min(-90, "must be at least -90").max(90, "must be at most 90"),
    longitude: z.number().min(-180, "must be at least -180").max(180, "must be at most 180"),
    radiusMeters: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(0, "must be at least 0").max(5000, "must be at most 5000").default(500)
  })
}

export function QueryMyLocationHistoryArgsSchema() {
  return z.object({
    limit: z.number().int('must be an integer').min(-2147483648, 'must be a 32-bit integer').max(2147483647, 'must be a 32-bit integer').min(1, "must be at least 1").max(500, "must be at most 500").default(50)
  })
}


/** Each field's argument schema by coordinate, for subgraph-kit's argument check. */
export const argumentSchemas = {
  'Mutation.adminAddExclusionZone': MutationAdminAddExclusionZoneArgsSchema,
  'Mutation.adminRemoveExclusionZone': MutationAdminRemoveExclusionZoneArgsSchema,
  'Mutation.validateLocation': MutationValidateLocationArgsSchema,
  'Query.adminExclusionZones': QueryAdminExclusionZonesArgsSchema,
  'Query.adminZoneAudit': QueryAdminZoneAuditArgsSchema,
  'Query.exclusionZonesNear': QueryExclusionZonesNearArgsSchema,
  'Query.myLocationHistory': QueryMyLocationHistoryArgsSchema,
};
