import type { ClientMetadata } from 'oidc-provider';
import { oidcIssuer, parseOidcClients, type Config, type OidcClientSetting } from '@platform/config';

/** The web app's client outside production when OIDC_CLIENTS is unset: public, first-party, every realm. */
export function developmentClient(config: Pick<Config, 'PORT' | 'OIDC_ISSUER'>): OidcClientSetting {
  const issuer = oidcIssuer(config);
  return {
    client_id: 'platform-web',
    redirect_uris: [`http://localhost:${config.PORT}/app/callback`],
    post_logout_redirect_uris: [`http://localhost:${config.PORT}/app/`, `${issuer}/app/`],
    first_party: true,
    realms: ['tabs', 'resume', 'cards', 'game'],
  };
}

/**
 * `npm run login`'s client outside production: public, first-party, every realm, and a loopback
 * redirect URI (RFC 8252) on LOGIN_CALLBACK_PORT, matched exactly like every other.
 */
export function terminalClient(config: Pick<Config, 'LOGIN_CALLBACK_PORT'>): OidcClientSetting {
  return {
    client_id: 'platform-cli',
    redirect_uris: [`http://127.0.0.1:${config.LOGIN_CALLBACK_PORT}/callback`],
    post_logout_redirect_uris: [],
    first_party: true,
    realms: ['tabs', 'resume', 'cards', 'game'],
  };
}

/**
 * The registered clients as OIDC_CLIENTS lists them (validated by loadConfig); outside production the
 * development web and terminal clients besides, each unless OIDC_CLIENTS registers its own client id.
 */
export function registeredClients(config: Config): OidcClientSetting[] {
  const listed = config.OIDC_CLIENTS ? parseOidcClients(config.OIDC_CLIENTS) : [];
  if (config.NODE_ENV === 'production') return listed;
  const defaults = [developmentClient(config), terminalClient(config)].filter(
    (client) => !listed.some((own) => own.client_id === client.client_id),
  );
  return [...defaults, ...listed];
}

/**
 * oidc-provider's metadata of a client: a client without a secret is public (no client
 * authentication, PKCE required by the provider); redirect URIs are compared exactly by the provider.
 */
export function clientMetadata(client: OidcClientSetting): ClientMetadata {
  return {
    client_id: client.client_id,
    ...(client.client_secret
      ? { client_secret: client.client_secret, token_endpoint_auth_method: 'client_secret_basic' }
      : { token_endpoint_auth_method: 'none' }),
    redirect_uris: client.redirect_uris,
    post_logout_redirect_uris: client.post_logout_redirect_uris,
    grant_types: ['authorization_code', 'refresh_token', 'urn:ietf:params:oauth:grant-type:token-exchange'],
    response_types: ['code'],
    first_party: client.first_party,
    realms: client.realms,
  };
}
