import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const optionalString = z.string().trim().min(1).optional().catch(undefined);

/** Development only: production refuses it (a key everybody can read in the source protects nothing). */
export const DEVELOPMENT_ENCRYPTION_KEY = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';

/**
 * The resume API's settings (on API_PORT, and its profiles and hunter subgraphs), listed in
 * docs/configuration.md. Spread into configSchema; `resumeSettingProblems` holds what production
 * refuses.
 */
export const resumeSettingsShape = {
  API_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  /** Requests a minute per client on the resume API. */
  RESUME_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
  /** `true` turns the resume API's rate limit off; refused in production. */
  DISABLE_RATE_LIMITING: bool.default(false),
  /** 64 hex characters: the AES-256-GCM key of sensitive profile fields. */
  PROFILE_ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters')
    .default(DEVELOPMENT_ENCRYPTION_KEY),
  /** An Ed25519 private key as a JWK (JSON) or PKCS#8 PEM; unset: generated once into the data folder. */
  VC_SIGNING_KEY: optionalString,
  /** Comma-separated did:keys of the service's earlier signing keys: their credentials still verify after a key rotation. */
  VC_PREVIOUS_ISSUERS: z.string().default(''),
  /** Comma-separated did:keys of other issuers whose credentials verify (a trust list); empty: none. */
  VC_TRUSTED_ISSUERS: z.string().default(''),
  LOCAL_LLM_ENABLED: bool.default(false),
  LOCAL_LLM_URL: z.string().url().default('http://localhost:11434'),
  LOCAL_LLM_MODEL: z.string().min(1).default('mistral'),
  /** Comma-separated host names (or host:port); empty: only the host of LOCAL_LLM_URL. */
  LOCAL_LLM_ALLOWED_HOSTS: z.string().default(''),
  LOCAL_LLM_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** When the model fails or times out, answer with the deterministic composer instead of an error. */
  LOCAL_LLM_FALLBACK: bool.default(true),
  LLM_POLICY: z.enum(['oss', 'hosted', 'locked']).default('oss'),
  ORCH_WORKER_ENABLED: bool.default(true),
  HUNTER_ENABLED: bool.default(true),
  /** How often registered job sources are fetched (an Agenda interval). */
  HUNTER_SOURCE_REFRESH_INTERVAL: z.string().default('6 hours'),
  /** Lets job sources point at private addresses (tests, an internal job board). */
  HUNTER_SOURCES_ALLOW_PRIVATE: bool.default(false),
};

type ResumeShape = z.infer<z.ZodObject<typeof resumeSettingsShape>>;
export type ResumeSettings = ResumeShape & { NODE_ENV: string };

/** What a production deployment of the resume API refuses, one clear sentence each (empty: fine). */
export function resumeSettingProblems(settings: ResumeSettings): string[] {
  if (settings.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (settings.PROFILE_ENCRYPTION_KEY.toLowerCase() === DEVELOPMENT_ENCRYPTION_KEY) {
    problems.push('PROFILE_ENCRYPTION_KEY must be set in production (the development default is refused)');
  }
  if (settings.DISABLE_RATE_LIMITING)
    problems.push('DISABLE_RATE_LIMITING=true is for development only (production keeps the rate limit)');
  return problems;
}

/** The hosts the model client may call: the configured list, else LOCAL_LLM_URL's own host. */
export function allowedModelHosts(
  settings: Pick<ResumeSettings, 'LOCAL_LLM_URL' | 'LOCAL_LLM_ALLOWED_HOSTS'>,
): string[] {
  const listed = settings.LOCAL_LLM_ALLOWED_HOSTS.split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  return listed.length ? listed : [new URL(settings.LOCAL_LLM_URL).host.toLowerCase()];
}
