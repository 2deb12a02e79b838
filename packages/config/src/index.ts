import { z } from 'zod';
import { gameSettingsFields, gameSettingsProblem } from './game-settings.js';
import { accountSettingProblems, accountSettingsShape } from './account-settings.js';
import { cardsBillingSettings } from './cards-billing-settings.js';
import { cardsSettings } from './cards-settings.js';
import { hunterSettings } from './hunter-settings.js';
import { platformTrustSettings } from './platform-trust-settings.js';
import { oidcSettingProblems, oidcSettingsShape } from './oidc-settings.js';
import { resumeSettingProblems, resumeSettingsShape } from './resume-settings.js';
import { TRUST_PROXY_TRUE_WARNING, trustProxySetting } from './trust-proxy.js';
import { explorerSettingProblems, explorerSettingsShape } from './explorer-settings.js';
import {
  trustedDocumentsSettingProblems,
  trustedDocumentsSettingsShape,
} from './trusted-documents-settings.js';
import { telemetrySettingProblems, telemetrySettingsShape } from './telemetry-settings.js';
import { supergraphSettingProblems, supergraphSettingsShape } from './supergraph-settings.js';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const optionalString = z.string().trim().min(1).optional().catch(undefined);
const optionalUrl = z.string().trim().url().optional();
export const DEV_JWT_SECRET = 'development-only-secret-change-me-before-production';

/** Every environment variable the platform reads, with its default. docs/configuration.md mirrors this. */
export const configSchema = z.object({
  /**
   * staging is a production deployment under test: it reads as production, so every production refusal and
   * default (secrets, keys, introspection off, sandboxed Chromium) holds there too.
   */
  NODE_ENV: z
    .enum(['development', 'staging', 'production', 'test'])
    .default('development')
    .transform((env) => (env === 'staging' ? 'production' : env)),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  GATEWAY_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  SUBGRAPH_PORT: z.coerce.number().int().min(0).max(65535).default(4001),
  /** The narrative worker's probe port (`/health`, `/ready`); 0 picks a free one. */
  WORKER_HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(4002),
  /** A standalone subgraph's way back to the graph (the gateway's /graphql) for its cross-domain ports; unset: they answer 503. */
  GATEWAY_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  MONGODB_URL: optionalString,
  REDIS_URL: optionalString,
  REDIS_NAMESPACE: z
    .string()
    .regex(/^[\w.-]{1,64}$/)
    .default('platform'),
  JWT_SECRET: z.string().default(DEV_JWT_SECRET),
  JWT_EXPIRES_IN: z
    .string()
    .regex(
      /^\d+\s*[smhdw]?$|^\d+\s*(sec|secs|second|seconds|min|mins|minute|minutes|hour|hours|day|days|week|weeks)$/i,
      'a duration such as 3600, 15m, 1h or 7d',
    )
    .default('1h'),
  /** Per-API token secrets (HS256, the UTF-8 bytes of the string); each defaults to JWT_SECRET. */
  TABS_JWT_SECRET: optionalString,
  RESUME_JWT_SECRET: optionalString,
  CARDS_JWT_SECRET: optionalString,
  GAME_JWT_SECRET: optionalString,
  /** An external identity provider instead of the secret: key set URL, issuer and audience, all three. */
  RESUME_JWKS_URL: optionalUrl,
  RESUME_ISSUER: optionalString,
  RESUME_AUDIENCE: optionalString,
  /** The resume API's spec names its provider settings AUTH_*: the same as RESUME_* (RESUME_* wins). */
  AUTH_JWKS_URL: optionalUrl,
  AUTH_ISSUER: optionalString,
  AUTH_AUDIENCE: optionalString,
  CARDS_JWKS_URL: optionalUrl,
  CARDS_ISSUER: optionalString,
  CARDS_AUDIENCE: optionalString,
  GAME_JWKS_URL: optionalUrl,
  GAME_ISSUER: optionalString,
  GAME_AUDIENCE: optionalString,
  /** Ed25519 keys of the gateway → subgraph assertion, PEM (PKCS#8 / SPKI) or JWK JSON. */
  GATEWAY_ASSERTION_PRIVATE_KEY: optionalString,
  GATEWAY_ASSERTION_PUBLIC_KEY: optionalString,
  ML_URL: z.string().url().default('http://127.0.0.1:5000'),
  ANALYSIS_AUTOSTART: bool.default(true),
  ML_HEALTH_INTERVAL_MS: z.coerce.number().int().min(100).default(10_000),
  ML_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  FREE_BOOKMARK_LIMIT: z.coerce.number().int().min(0).default(100),
  FREE_DEVICE_LIMIT: z.coerce.number().int().min(1).default(1),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(100),
  RATE_LIMIT_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(15 * 60 * 1000),
  /** false, a hop count, or the proxies' addresses/CIDR ranges (see trust-proxy.ts); `true` reads as 1 with a warning. */
  TRUST_PROXY: trustProxySetting.default(false),
  BODY_LIMIT: z.string().default('1mb'),
  /** Introspection and the Sandbox landing page on /graphql; unset: on except in production. */
  GRAPHQL_INTROSPECTION: bool.optional(),
  /** What one GraphQL operation may cost, checked before it runs (REST routes' own operations stay far below). */
  GRAPHQL_MAX_ALIASES: z.coerce.number().int().min(1).default(30),
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(2).default(12),
  GRAPHQL_MAX_TOKENS: z.coerce.number().int().min(100).default(3000),
  /** Computed cost: 1 per field, list fields multiplied by their limit/first argument (10 without one). */
  GRAPHQL_MAX_COST: z.coerce.number().int().min(100).default(120_000),
  /** Largest GraphQL answer, in bytes; a bigger one is replaced by a RESPONSE_TOO_LARGE error. */
  GRAPHQL_MAX_RESPONSE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(32 * 1024 * 1024),
  /** Every Redis command fails after this long (a stalled Redis must not hold requests). */
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(500),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PRICE_PRO: optionalString,
  CHECKOUT_SUCCESS_URL: z.string().url().default('http://localhost:3000/billing/success'),
  CHECKOUT_CANCEL_URL: z.string().url().default('http://localhost:3000/billing/cancel'),
  PROVIDERA_WEBHOOK_SECRET: optionalString,
  PROVIDERB_WEBHOOK_SECRET: optionalString,
  BILLING_WEBHOOK_SECRET: optionalString,
  JOB_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(3),
  JOB_BACKOFF_MS: z.coerce.number().int().min(10).default(2000),
  JOB_POLL_MS: z.coerce.number().int().min(50).default(5000),
  /**
   * Apollo Gateway 2.14 otherwise sends usage metrics to Apollo's servers every few minutes and, at
   * start, probes every cloud's metadata address (one of them over the network) to label them.
   */
  APOLLO_TELEMETRY_DISABLED: bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** auto: readable lines and a banner of every URL on a terminal, JSON lines otherwise. */
  LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
  /** Prometheus /metrics is served here only, never on the public API ports (0 picks a free port). */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10000),
  /** Suggestions and scheduled automation (library): similarity bands, staleness and retention in days. */
  SUGGESTION_DUPLICATE_THRESHOLD: z.coerce.number().gt(0).max(1).default(0.9),
  SUGGESTION_RELATED_THRESHOLD: z.coerce.number().gt(0).max(1).default(0.75),
  STALE_DAYS: z.coerce.number().int().min(1).max(36500).default(30),
  SUGGESTION_TTL_DAYS: z.coerce.number().int().min(1).max(36500).default(30),
  /** 0 turns the weekly old-tab archival off. */
  ARCHIVE_AFTER_DAYS: z.coerce.number().int().min(0).max(36500).default(90),
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  /** Unset: <DATA_DIR>/archives, or a temporary folder when DATA_DIR is memory://. */
  ARCHIVE_DIR: optionalString,
  ARCHIVE_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  ARCHIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  ARCHIVE_ALLOW_PRIVATE: bool.default(false),
  /** Run Chromium without its sandbox on purpose; production refuses to start it unsandboxed otherwise. */
  CHROMIUM_NO_SANDBOX: bool.default(false),
  ...gameSettingsFields,
  /** Tests only: the game domains' clock can be moved forward (advanceTestClock); refused in production. */
  GAME_TEST_CLOCK: bool.default(false),
  ...cardsBillingSettings,
  ...cardsSettings,
  ...resumeSettingsShape,
  ...hunterSettings,
  ...accountSettingsShape,
  ...platformTrustSettings,
  ...oidcSettingsShape,
  ...explorerSettingsShape,
  ...trustedDocumentsSettingsShape,
  ...telemetrySettingsShape,
  ...supergraphSettingsShape,
});

export type Config = Omit<z.infer<typeof configSchema>, 'GRAPHQL_INTROSPECTION'> & {
  /** Resolved from NODE_ENV when unset. */
  GRAPHQL_INTROSPECTION: boolean;
  /** Remote subgraph URLs by subgraph name, from SUBGRAPH_<NAME>_URL; absent names run embedded. */
  subgraphUrls: Record<string, string>;
  /** Accepted settings a process should warn about once it has a logger (TRUST_PROXY=true). */
  warnings?: string[];
};

export class ConfigError extends Error {}

function readSubgraphUrls(env: NodeJS.ProcessEnv): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    const match = /^SUBGRAPH_([A-Z0-9_]+)_URL$/.exec(key);
    // SUBGRAPH_GEO_SAFETY_URL names the geo-safety subgraph: environment names cannot hold a dash.
    if (match && value) urls[match[1].toLowerCase().replaceAll('_', '-')] = value;
  }
  return urls;
}

const weakSecret = (secret: string) => secret === DEV_JWT_SECRET || secret.length < 32;

/** A provider needs all three of URL, issuer and audience; production needs strong per-API secrets. */
function checkRealmSettings(config: z.infer<typeof configSchema>): void {
  const providers: Array<[string, Array<string | undefined>]> = [
    [
      'RESUME_JWKS_URL, RESUME_ISSUER, RESUME_AUDIENCE',
      [config.RESUME_JWKS_URL, config.RESUME_ISSUER, config.RESUME_AUDIENCE],
    ],
    [
      'AUTH_JWKS_URL, AUTH_ISSUER, AUTH_AUDIENCE',
      [config.AUTH_JWKS_URL, config.AUTH_ISSUER, config.AUTH_AUDIENCE],
    ],
    [
      'CARDS_JWKS_URL, CARDS_ISSUER, CARDS_AUDIENCE',
      [config.CARDS_JWKS_URL, config.CARDS_ISSUER, config.CARDS_AUDIENCE],
    ],
    [
      'GAME_JWKS_URL, GAME_ISSUER, GAME_AUDIENCE',
      [config.GAME_JWKS_URL, config.GAME_ISSUER, config.GAME_AUDIENCE],
    ],
  ];
  for (const [names, values] of providers) {
    if (values[0] && values.some((value) => !value))
      throw new ConfigError(`Invalid configuration: an identity provider needs all of ${names}`);
  }
  if (config.NODE_ENV !== 'production') return;
  const weak = (
    ['TABS_JWT_SECRET', 'RESUME_JWT_SECRET', 'CARDS_JWT_SECRET', 'GAME_JWT_SECRET'] as const
  ).filter((name) => config[name] !== undefined && weakSecret(config[name]!));
  if (weak.length)
    throw new ConfigError(
      `Refusing to start: NODE_ENV=production needs ${weak.join(', ')} to be strong secrets (at least 32 characters)`,
    );
}

/** Reads and validates the environment once; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const config = parsed.data;
  if (config.SUGGESTION_RELATED_THRESHOLD > config.SUGGESTION_DUPLICATE_THRESHOLD) {
    throw new ConfigError(
      'Invalid configuration: SUGGESTION_RELATED_THRESHOLD must not exceed SUGGESTION_DUPLICATE_THRESHOLD',
    );
  }
  if (config.NODE_ENV === 'production' && weakSecret(config.JWT_SECRET)) {
    throw new ConfigError(
      'Refusing to start: NODE_ENV=production needs JWT_SECRET set to a strong secret (at least 32 characters, not the development default).',
    );
  }
  checkRealmSettings(config);
  const gameProblem = gameSettingsProblem(config);
  if (gameProblem) throw new ConfigError(`Invalid configuration: ${gameProblem}`);
  if (config.NODE_ENV === 'production' && config.GAME_TEST_CLOCK)
    throw new ConfigError(
      'Refusing to start: GAME_TEST_CLOCK is for tests and cannot be set with NODE_ENV=production',
    );
  const resumeProblems = resumeSettingProblems(config);
  if (resumeProblems.length) throw new ConfigError(`Refusing to start: ${resumeProblems.join('; ')}`);
  const accountProblems = accountSettingProblems(config);
  if (accountProblems.length) throw new ConfigError(`Refusing to start: ${accountProblems.join('; ')}`);
  const oidcProblems = oidcSettingProblems(config);
  if (oidcProblems.length) throw new ConfigError(`Refusing to start: ${oidcProblems.join('; ')}`);
  const explorerProblems = explorerSettingProblems(config);
  if (explorerProblems.length) throw new ConfigError(`Refusing to start: ${explorerProblems.join('; ')}`);
  const trustedProblems = trustedDocumentsSettingProblems(config);
  if (trustedProblems.length) throw new ConfigError(`Refusing to start: ${trustedProblems.join('; ')}`);
  const telemetryProblems = telemetrySettingProblems(config);
  if (telemetryProblems.length) throw new ConfigError(`Refusing to start: ${telemetryProblems.join('; ')}`);
  const supergraphProblems = supergraphSettingProblems(config);
  if (supergraphProblems.length) throw new ConfigError(`Refusing to start: ${supergraphProblems.join('; ')}`);
  return {
    ...config,
    GRAPHQL_INTROSPECTION: config.GRAPHQL_INTROSPECTION ?? config.NODE_ENV !== 'production',
    subgraphUrls: readSubgraphUrls(env),
    warnings: env.TRUST_PROXY?.trim() === 'true' ? [TRUST_PROXY_TRUE_WARNING] : [],
  };
}
export { archiveDir } from './archive-dir.js';
export {
  gameSettingsFields,
  gameSettingsProblem,
  loadGameSettings,
  type GameSettings,
} from './game-settings.js';
export { catalogImportDir } from './catalog-import-dir.js';
export * from './resume-settings.js';
export { proxyPrintDir, resumeExportDir } from './data-folder.js';
export * from './oidc-settings.js';
export { checkDeployment, type DeploymentReport } from './deployment-check.js';
export { TRUST_PROXY_TRUE_WARNING, trustProxySetting, type TrustProxy } from './trust-proxy.js';
export * from './explorer-settings.js';
export * from './trusted-documents-settings.js';
export { telemetrySettingProblems } from './telemetry-settings.js';
export { SUPERGRAPH_SOURCES, type SupergraphSourceKind } from './supergraph-settings.js';
