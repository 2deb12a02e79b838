import type Provider from 'oidc-provider';
import type { errors as OidcErrors, KoaContextWithOIDC } from 'oidc-provider';
import { oidcIssuer, type Config } from '@platform/config';
import type { PlatformKeys } from '@platform/auth';
import type { EndedSessions } from '../services/ended-sessions.js';
import type { OidcAccounts } from './accounts.js';
import { realmOfAudience, signRealmToken } from './realm-token.js';

export const TOKEN_EXCHANGE = 'urn:ietf:params:oauth:grant-type:token-exchange';
const ACCESS_TOKEN_TYPE = 'urn:ietf:params:oauth:token-type:access_token';
const JWT_TOKEN_TYPE = 'urn:ietf:params:oauth:token-type:jwt';

interface ExchangeParts {
  config: Config;
  keys: PlatformKeys;
  accounts: OidcAccounts;
  endedSessions: EndedSessions;
}

/**
 * RFC 8693 at the token endpoint: the client hands in a platform access token it was issued
 * (subject_token) and names one realm (`audience` or `resource`, urn:platform:realm:<realm>); the
 * answer is that realm's token, signed with the platform key, naming the sign-in as `sid`.
 */
export function registerTokenExchange(
  provider: Provider,
  errors: typeof OidcErrors,
  parts: ExchangeParts,
): void {
  const { config, keys, accounts, endedSessions } = parts;
  const issuer = oidcIssuer(config);

  async function handler(ctx: KoaContextWithOIDC): Promise<void> {
    const { params, client } = ctx.oidc;
    if (!params.subject_token) throw new errors.InvalidRequest('missing required parameter subject_token');
    if (params.subject_token_type !== ACCESS_TOKEN_TYPE)
      throw new errors.InvalidRequest(`subject_token_type must be ${ACCESS_TOKEN_TYPE}`);
    if (params.actor_token) throw new errors.InvalidRequest('actor_token is not supported');
    const requested = params.requested_token_type as string | undefined;
    if (requested && requested !== ACCESS_TOKEN_TYPE && requested !== JWT_TOKEN_TYPE)
      throw new errors.InvalidRequest('requested_token_type must be an access token or a JWT');
    const targets = [params.audience, params.resource].filter(Boolean) as string[];
    if (targets.length !== 1)
      throw new errors.InvalidTarget(
        'name exactly one realm, as audience or resource (urn:platform:realm:<realm>)',
      );
    const realm = realmOfAudience(targets[0]);
    if (!realm)
      throw new errors.InvalidTarget('unknown realm: use urn:platform:realm:tabs, resume, cards or game');
    if (!(client.realms as string[] | undefined)?.includes(realm))
      throw new errors.InvalidTarget(`this client may not obtain ${realm} tokens`);

    const token = await provider.AccessToken.find(params.subject_token as string);
    if (!token || token.clientId !== client.clientId)
      throw new errors.InvalidGrant('subject_token is invalid');
    const grant = token.grantId ? await provider.Grant.find(token.grantId) : undefined;
    if (!grant || (await endedSessions.isEnded(token.grantId)))
      throw new errors.InvalidGrant('the sign-in has ended');
    if (token.expiresWithSession && !(await provider.Session.findByUid(token.sessionUid)))
      throw new errors.InvalidGrant('the sign-in has ended');
    const account = await accounts.byUuid(token.accountId);
    if (!account) throw new errors.InvalidGrant('the account no longer exists');

    const now = Math.floor(Date.now() / 1000);
    const expiresAt = Math.min(token.exp as number, now + config.OIDC_REALM_TOKEN_TTL_SECONDS);
    const accessToken = await signRealmToken(keys, {
      realm,
      account,
      issuer,
      sid: token.grantId,
      clientId: client.clientId,
      expiresAt,
    });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      access_token: accessToken,
      issued_token_type: requested === JWT_TOKEN_TYPE ? JWT_TOKEN_TYPE : ACCESS_TOKEN_TYPE,
      token_type: 'Bearer',
      expires_in: expiresAt - now,
    };
  }

  provider.registerGrantType(TOKEN_EXCHANGE, handler, [
    'subject_token',
    'subject_token_type',
    'audience',
    'resource',
    'requested_token_type',
    'actor_token',
    'actor_token_type',
  ]);
}
