import { z } from 'zod';

const optionalString = z.string().trim().min(1).optional().catch(undefined);
const seconds = (fallback: number) => z.coerce.number().int().min(30).max(31_536_000).default(fallback);

/**
 * The platform's own OpenID Connect provider (docs/identity/oidc.md), served on the tab API's port.
 * Spread into configSchema; docs/configuration.md mirrors it.
 */
export const oidcSettingsShape = {
  /** The issuer every platform token names; unset: http://localhost:${PORT}. */
  OIDC_ISSUER: z.string().trim().url().optional(),
  /**
   * A JWKS (JSON `{"keys":[…]}`) of private RSA or P-256 keys: the first signs, the rest are previous
   * keys still published for verification. Required in production; generated into DATA_DIR otherwise.
   */
  OIDC_SIGNING_KEYS: optionalString,
  /** JSON array of registered clients (docs/identity/oidc.md); unset: the development web client only. */
  OIDC_CLIENTS: optionalString,
  OIDC_ACCESS_TOKEN_TTL_SECONDS: seconds(600),
  /** Our choice: a realm token from token exchange lives as long as a platform access token at most. */
  OIDC_REALM_TOKEN_TTL_SECONDS: seconds(600),
  OIDC_REFRESH_TOKEN_TTL_SECONDS: seconds(14 * 24 * 3600),
  OIDC_SESSION_TTL_SECONDS: seconds(14 * 24 * 3600),
  /** Token endpoint requests per client and address per window; 429 with Retry-After beyond. */
  OIDC_TOKEN_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(30),
  OIDC_TOKEN_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  /**
   * The loopback port `npm run login` waits on for its callback; outside production the provider
   * registers `platform-cli` with exactly http://127.0.0.1:<this>/callback.
   */
  LOGIN_CALLBACK_PORT: z.coerce.number().int().min(1).max(65_535).default(8976),
};

type OidcSettings = z.infer<z.ZodObject<typeof oidcSettingsShape>>;

/** The issuer: OIDC_ISSUER, else the tab API's own address on this host. */
export function oidcIssuer(config: Pick<OidcSettings, 'OIDC_ISSUER'> & { PORT: number }): string {
  return (config.OIDC_ISSUER ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}

const clientSchema = z.object({
  client_id: z.string().min(1).max(200),
  /** Absent: a public client (PKCE required, no secret). */
  client_secret: z.string().min(32).optional(),
  redirect_uris: z.array(z.string().url()).min(1),
  post_logout_redirect_uris: z.array(z.string().url()).default([]),
  /** First-party clients skip the consent screen. */
  first_party: z.boolean().default(false),
  /** Realms this client may exchange its access token for (token exchange). */
  realms: z.array(z.enum(['tabs', 'resume', 'cards', 'game'])).default([]),
});
export type OidcClientSetting = z.infer<typeof clientSchema>;

/** OIDC_CLIENTS parsed; throws a sentence naming the variable when it is not a valid list. */
export function parseOidcClients(text: string): OidcClientSetting[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('OIDC_CLIENTS is not JSON (an array of clients)');
  }
  const parsed = z.array(clientSchema).safeParse(json);
  if (!parsed.success)
    throw new Error(
      `OIDC_CLIENTS: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join(', ')}`,
    );
  return parsed.data;
}

/**
 * The process that serves the provider or verifies platform tokens (the platform process, a gateway
 * replica) refuses production without signing keys: packages/auth's loadPlatformKeys throws this.
 * A standalone subgraph or the worker signs and verifies none, so loadConfig itself does not.
 */
export function oidcProductionProblem(
  config: Pick<OidcSettings, 'OIDC_SIGNING_KEYS'> & { NODE_ENV: string },
): string | undefined {
  if (config.NODE_ENV === 'production' && !config.OIDC_SIGNING_KEYS)
    return 'NODE_ENV=production needs OIDC_SIGNING_KEYS (a JWKS of private RSA or P-256 keys that sign platform tokens)';
  return undefined;
}

/** What start-up refuses about the provider's settings, each a sentence naming its variable. */
export function oidcSettingProblems(config: OidcSettings): string[] {
  const problems: string[] = [];
  if (config.OIDC_SIGNING_KEYS) {
    try {
      const keys = (JSON.parse(config.OIDC_SIGNING_KEYS) as { keys?: unknown }).keys;
      if (!Array.isArray(keys) || keys.length === 0) throw new Error('empty');
    } catch {
      problems.push('OIDC_SIGNING_KEYS is not a JWKS: JSON {"keys":[…]} with at least one private key');
    }
  }
  if (config.OIDC_CLIENTS) {
    try {
      parseOidcClients(config.OIDC_CLIENTS);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  return problems;
}
