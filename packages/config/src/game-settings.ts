import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const optionalString = z.string().trim().min(1).optional().catch(undefined);
const resolution = z.coerce.number().int().min(0).max(15);

/**
 * The location game's settings (docs/configuration.md). Names the platform already uses for another
 * API (PORT, HOST, RATE_LIMIT_*) carry a GAME_ prefix, so one process serves every API.
 * REDIS_URL is the platform's own (configSchema). Spread into configSchema.
 */
export const gameSettingsFields = {
  GAME_PORT: z.coerce.number().int().min(0).max(65535).default(3002),
  SPEED_LOCKOUT_KMH: z.coerce.number().positive().default(15),
  SPEED_WINDOW_SECONDS: z.coerce.number().int().min(1).default(30),
  SPOOF_VELOCITY_MAX_KMH: z.coerce.number().positive().default(500),
  /** Validations per player per sliding window: beyond it, blocked_rate_limit. */
  GAME_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(100),
  GAME_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  /**
   * Our choice: HTTP requests per client IP per GAME_RATE_LIMIT_WINDOW_MS on the whole game API (429
   * beyond), a flood guard above the per-player rule; players behind one carrier NAT share an IP.
   */
  GAME_IP_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(3000),
  H3_RESOLUTION_STORAGE: resolution.default(7),
  H3_RESOLUTION_GAMEPLAY: resolution.default(9),
  /**
   * Connections one process holds open to a PostgreSQL server, every domain and the job store
   * together (packages/db splits it between two pools).
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(500).default(20),
  REDIS_CLUSTER_MODE: bool.default(false),
  /** Spec: the zone data source. Set but not an absolute http(s) URL, the platform refuses to start. */
  MAPDATA_API_URL: z
    .url({ protocol: /^https?$/, message: 'must be an absolute http:// or https:// URL' })
    .optional(),
  /**
   * Our choice: production answers blocked_zone_data_unavailable (and the game's /ready 503) while no
   * exclusion zone is loaded; true lets play go on without zones (a region with none, a staging copy).
   */
  GAME_ALLOW_EMPTY_ZONES: bool.default(false),
  /** Our choice: how often the zone source is fetched again (an Agenda interval). */
  MAPDATA_REFRESH_INTERVAL: z.string().default('1 day'),
  /** Our choice: lets MAPDATA_API_URL point at a private address (a data vendor inside the cluster, tests). */
  MAPDATA_ALLOW_PRIVATE: bool.default(false),
  /** Spec: optional key of the map data vendor, sent as a bearer token to MAPDATA_API_URL. */
  DATAVENDOR_API_KEY: optionalString,
  EXCLUSION_ZONES_FILE: optionalString,
  /** Our choice: the coarser H3 resolution whose parent cell is a district (6: about 36 km²). */
  GAME_DISTRICT_RESOLUTION: resolution.default(6),
  /** Our choice: cells each zone polygon is indexed by (9: about 0.1 km², edges about 200 m). */
  GAME_ZONE_INDEX_RESOLUTION: resolution.default(9),
  /**
   * Our choice: the most index cells (at GAME_ZONE_INDEX_RESOLUTION) one zone may cover; a larger polygon
   * from the admin API is refused and one from `npm run zones:import` skipped (a mistyped polygon the size
   * of a country would otherwise block a region and cost millions of index rows).
   */
  GAME_ZONE_MAX_CELLS: z.coerce.number().int().min(1).max(1_000_000).default(5000),
  /** Our choice: the most an accuracy radius widens a zone (metres); see the buffer rule in docs/products/game.md. */
  GAME_ZONE_BUFFER_MAX_METERS: z.coerce.number().min(0).max(500).default(50),
  /** Our choice: a request timestamp further than this from the server clock is refused as spoofed. */
  GAME_CLOCK_SKEW_MAX_SECONDS: z.coerce.number().int().min(1).default(120),
  /** Our choice: an accuracy below this (metres) is not something a phone's GNSS reports. */
  GAME_MIN_ACCURACY_METERS: z.coerce.number().min(0).default(1),
  /** Our choice: a fix whose accuracy radius is wider than this (metres) is never valid for play (spoof reason poor_accuracy). */
  GAME_MAX_ACCURACY_METERS: z.coerce.number().positive().max(1000).default(100),
  /** Our choice: the most each fix's accuracy radius takes off the distance in the speed and teleport checks (metres). */
  GAME_ACCURACY_DISCOUNT_MAX_METERS: z.coerce.number().min(0).max(100).default(25),
  /**
   * Our choice: the key mixed into creature rarity and spawn rolls, so no one computes them offline from
   * sensor values of their choosing. At least 32 characters; unset, the creatures domain derives one from
   * JWT_SECRET (which production requires strong), as the per-API token secrets default to it.
   */
  GAME_RARITY_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Our choice: this many consecutive fixes with the very same coordinates and accuracy mark a mock provider. */
  GAME_FROZEN_FIX_REPEATS: z.coerce.number().int().min(2).default(5),
  /** Our choice: this many strikes (blocked_spoof_detected, blocked_speed_lockout) lock the player out of validation. */
  GAME_STRIKE_LIMIT: z.coerce.number().int().min(1).default(3),
  /** Our choice: strikes decay once the player has earned none, and been locked out for none, this long. */
  GAME_STRIKE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  /** Our choice: the lockout the limit-th strike earns; each further strike doubles it. */
  GAME_LOCKOUT_SECONDS: z.coerce.number().int().min(1).default(900),
  /** Our choice: the longest lockout, whatever the strikes. */
  GAME_LOCKOUT_MAX_SECONDS: z.coerce.number().int().min(1).default(86_400),
  /** Audit retention in months (spec: 6, monthly partitions). */
  GAME_AUDIT_RETENTION_MONTHS: z.coerce.number().int().min(1).default(6),
  /** Our choice: audit rows are written in batches: at most this many rows, or after GAME_AUDIT_FLUSH_MS. */
  GAME_AUDIT_BATCH_ROWS: z.coerce.number().int().min(1).max(5000).default(200),
  GAME_AUDIT_FLUSH_MS: z.coerce.number().int().min(0).max(10_000).default(5),
};

const gameSettingsObject = z.object({ ...gameSettingsFields, REDIS_URL: optionalString });

/** What the game domains read: their own settings and the platform's REDIS_URL. */
export type GameSettings = z.infer<typeof gameSettingsObject>;

/** The rule zod fields cannot state alone: the H3 resolutions nest, coarse to fine. */
export function gameSettingsProblem(
  settings: Pick<
    GameSettings,
    'GAME_DISTRICT_RESOLUTION' | 'H3_RESOLUTION_STORAGE' | 'H3_RESOLUTION_GAMEPLAY'
  >,
): string | undefined {
  const nested =
    settings.GAME_DISTRICT_RESOLUTION <= settings.H3_RESOLUTION_STORAGE &&
    settings.H3_RESOLUTION_STORAGE <= settings.H3_RESOLUTION_GAMEPLAY;
  return nested
    ? undefined
    : 'H3 resolutions must nest: GAME_DISTRICT_RESOLUTION <= H3_RESOLUTION_STORAGE <= H3_RESOLUTION_GAMEPLAY';
}

/** The game settings alone from an environment record (domain tests and benches pass their own). */
export function loadGameSettings(env: Record<string, string | undefined> = process.env): GameSettings {
  const parsed = gameSettingsObject.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid location game settings: ${z.prettifyError(parsed.error)}`);
  const problem = gameSettingsProblem(parsed.data);
  if (problem) throw new Error(`Invalid location game settings: ${problem}`);
  return parsed.data;
}
