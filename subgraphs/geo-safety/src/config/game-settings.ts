import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const optionalString = z.string().trim().min(1).optional().catch(undefined);
const resolution = z.coerce.number().int().min(0).max(15);

/**
 * The location game's settings (spec 3B, Limits), read from the environment by their spec names.
 * Names the platform already uses for another API carry a GAME_ prefix. Settings the spec does not
 * name are GAME_-prefixed choices of ours, listed in README ("Location game (spec 3B): domain core").
 * The next stop moves this schema into @platform/config.
 */
export const gameSettingsSchema = z
  .object({
    SPEED_LOCKOUT_KMH: z.coerce.number().positive().default(15),
    SPEED_WINDOW_SECONDS: z.coerce.number().int().min(1).default(30),
    SPOOF_VELOCITY_MAX_KMH: z.coerce.number().positive().default(500),
    GAME_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(100),
    GAME_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
    H3_RESOLUTION_STORAGE: resolution.default(7),
    H3_RESOLUTION_GAMEPLAY: resolution.default(9),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
    REDIS_URL: optionalString,
    REDIS_CLUSTER_MODE: bool.default(false),
    MAPDATA_API_URL: z.string().url().optional().catch(undefined),
    /** Our choice: how often the zone source is fetched again (an Agenda interval). */
    MAPDATA_REFRESH_INTERVAL: z.string().default('1 day'),
    /** Our choice: lets MAPDATA_API_URL point at a private address (a data vendor inside the cluster, tests). */
    MAPDATA_ALLOW_PRIVATE: bool.default(false),
    EXCLUSION_ZONES_FILE: optionalString,
    /** Our choice: the coarser H3 resolution whose parent cell is a district (6: about 36 km²). */
    GAME_DISTRICT_RESOLUTION: resolution.default(6),
    /** Our choice: cells each zone polygon is indexed by (9: about 0.1 km², edges about 200 m). */
    GAME_ZONE_INDEX_RESOLUTION: resolution.default(9),
    /** Our choice: the most an accuracy radius widens a zone (metres); see README's buffer rule. */
    GAME_ZONE_BUFFER_MAX_METERS: z.coerce.number().min(0).max(500).default(50),
    /** Our choice: a request timestamp further than this from the server clock is refused as spoofed. */
    GAME_CLOCK_SKEW_MAX_SECONDS: z.coerce.number().int().min(1).default(120),
    /** Our choice: an accuracy below this (metres) is not something a phone's GNSS reports. */
    GAME_MIN_ACCURACY_METERS: z.coerce.number().min(0).default(1),
    /** Our choice: this many consecutive fixes with the very same coordinates and accuracy mark a mock provider. */
    GAME_FROZEN_FIX_REPEATS: z.coerce.number().int().min(2).default(5),
    /** Audit retention in months (spec: 6, monthly partitions). */
    GAME_AUDIT_RETENTION_MONTHS: z.coerce.number().int().min(1).default(6),
  })
  .refine((s) => s.GAME_DISTRICT_RESOLUTION <= s.H3_RESOLUTION_STORAGE && s.H3_RESOLUTION_STORAGE <= s.H3_RESOLUTION_GAMEPLAY, {
    message: 'H3 resolutions must nest: GAME_DISTRICT_RESOLUTION <= H3_RESOLUTION_STORAGE <= H3_RESOLUTION_GAMEPLAY',
  });

export type GameSettings = z.infer<typeof gameSettingsSchema>;

/** Reads and validates the settings once per process (tests pass their own record). */
export function loadGameSettings(env: Record<string, string | undefined> = process.env): GameSettings {
  const parsed = gameSettingsSchema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid location game settings: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
