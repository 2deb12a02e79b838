import { hkdfSync } from 'node:crypto';
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { oidcIssuer, type Config } from '@platform/config';
import type { PlatformKeys } from '@platform/auth';
import type { Database } from '@platform/db';
import type { EndedSessions } from '../services/ended-sessions.js';
import { accountClaims, OIDC_SCOPE_CLAIMS, type OidcAccounts } from './accounts.js';
import { OidcAdapter } from './adapter.js';
import { clientMetadata, registeredClients } from './clients.js';
import { logoutPage, signedOutPage } from './pages.js';
import { registerTokenExchange } from './token-exchange.js';

/** Every provider route lives under /oidc on the tab API's port, beside discovery's fixed address. */
export const OIDC_PREFIX = '/oidc';
export const OIDC_ROUTES = {
  authorization: `${OIDC_PREFIX}/auth`,
  token: `${OIDC_PREFIX}/token`,
  jwks: `${OIDC_PREFIX}/jwks`,
  userinfo: `${OIDC_PREFIX}/me`,
  end_session: `${OIDC_PREFIX}/session/end`,
  revocation: `${OIDC_PREFIX}/token/revocation`,
  introspection: `${OIDC_PREFIX}/token/introspection`,
  code_verification: `${OIDC_PREFIX}/device`,
  device_authorization: `${OIDC_PREFIX}/device/auth`,
  pushed_authorization_request: `${OIDC_PREFIX}/request`,
  registration: `${OIDC_PREFIX}/reg`,
  backchannel_authentication: `${OIDC_PREFIX}/backchannel`,
  challenge: `${OIDC_PREFIX}/challenge`,
  credential: `${OIDC_PREFIX}/credential`,
};

export interface ProviderParts {
  config: Config;
  keys: PlatformKeys;
  query: Database['pool']['query'];
  accounts: OidcAccounts;
  endedSessions: EndedSessions;
}

/**
 * The cookie keys: derived from JWT_SECRET, which production already requires strong, so one more
 * secret is not needed; every replica derives the same keys.
 */
function cookieKeys(config: Config): string[] {
  return [
    Buffer.from(hkdfSync('sha256', config.JWT_SECRET, 'platform', 'oidc-cookie-keys', 32)).toString(
      'base64url',
    ),
  ];
}

/**
 * A first-party client is given what it asks for without a consent screen: the grant is made here
 * when the sign-in has none yet. Others get their existing grant, or the consent prompt.
 */
async function loadExistingGrant(ctx: KoaContextWithOIDC) {
  const { client, session, provider } = ctx.oidc;
  const grantId = ctx.oidc.result?.consent?.grantId || session.grantIdFor(client.clientId);
  const existing = grantId ? await provider.Grant.find(grantId) : undefined;
  if (existing || !client.first_party) return existing;
  const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  grant.addOIDCScope([...ctx.oidc.requestParamScopes].join(' '));
  await grant.save();
  return grant;
}

/**
 * The provider, configured from the platform's settings; its routes are mounted by mount.ts. The library
 * (with Koa, about 50 MB and 200 ms) loads here, on the first request that needs it, not at start.
 */
export async function createProvider({
  config,
  keys,
  query,
  accounts,
  endedSessions,
}: ProviderParts): Promise<Provider> {
  const { default: Provider, errors } = await import('oidc-provider');
  const sessionTtl = config.OIDC_SESSION_TTL_SECONDS;
  const provider = new Provider(oidcIssuer(config), {
    adapter: (model: string) => new OidcAdapter(model, query, endedSessions),
    clients: registeredClients(config).map(clientMetadata),
    jwks: keys.signing,
    cookies: { keys: cookieKeys(config) },
    extraClientMetadata: { properties: ['first_party', 'realms'] },
    findAccount: async (_ctx: KoaContextWithOIDC, id: string) => {
      const account = await accounts.byUuid(id);
      if (!account) return undefined;
      return {
        accountId: account.uuid,
        claims: async () => accountClaims(account),
      };
    },
    claims: OIDC_SCOPE_CLAIMS,
    scopes: ['openid', 'offline_access', 'profile', 'email', 'roles'],
    // The ID token carries the granted scopes' claims (roles included) in the code flow too, so a
    // client reads them without calling userinfo.
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      introspection: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: { enabled: true, logoutSource: logoutPage, postLogoutSuccessSource: signedOutPage },
    },
    // Every client proves its code with PKCE, public or not (S256 only: the provider's default).
    pkce: { required: () => true },
    routes: OIDC_ROUTES,
    interactions: {
      url: (_ctx: KoaContextWithOIDC, interaction: { uid: string }) =>
        `${OIDC_PREFIX}/interaction/${interaction.uid}`,
    },
    ttl: {
      AccessToken: config.OIDC_ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      IdToken: config.OIDC_ACCESS_TOKEN_TTL_SECONDS,
      Interaction: 600,
      RefreshToken: config.OIDC_REFRESH_TOKEN_TTL_SECONDS,
      Session: sessionTtl,
      Grant: Math.max(sessionTtl, config.OIDC_REFRESH_TOKEN_TTL_SECONDS),
    },
    // Every refresh rotates; the provider revokes the whole grant when a used one comes back.
    rotateRefreshToken: true,
    // A client allowed refresh tokens gets one without asking for offline_access: tokens still end
    // with the sign-in (expiresWithSession), so logout ends them all.
    issueRefreshToken: async (
      _ctx: KoaContextWithOIDC,
      client: { grantTypeAllowed(type: string): boolean },
    ) => client.grantTypeAllowed('refresh_token'),
    expiresWithSession: async () => true,
    loadExistingGrant,
    clientBasedCORS: (_ctx: KoaContextWithOIDC, origin: string, client: { redirectUris: string[] }) =>
      client.redirectUris.some((uri) => URL.canParse(uri) && new URL(uri).origin === origin),
    // OAuth's JSON error body on every endpoint, browser-facing ones included.
    renderError: async (ctx: KoaContextWithOIDC, out: Record<string, unknown>) => {
      ctx.type = 'json';
      ctx.body = { error: out.error, error_description: out.error_description };
    },
  });
  provider.proxy = config.TRUST_PROXY !== false;
  registerTokenExchange(provider, errors, { config, keys, accounts, endedSessions });
  return provider;
}
