import { isDomainCall, type Identity, type RequestContext } from '@platform/auth';

/** The scope every verified caller holds for its realm: `realm:tabs`, `realm:resume`, `realm:cards`, `realm:game`. */
export const realmScope = (realm: string): string => `realm:${realm}`;
export const isRealmScope = (scope: string): boolean => scope.startsWith('realm:');

/**
 * The scopes `@requiresScopes` is checked against, from the identity the gateway verified
 * (docs/auth-directives.md):
 *  - `realm:<realm>`, for the realm whose keys verified the token: the realms' claim shapes exclude
 *    each other, so a token holds exactly one;
 *  - the token's own grants as the realm names them: a resume token's `permissions`, a cards
 *    token's `scope` words (OIDC's space-separated `scope`); tabs and game tokens carry none;
 *  - `role:<role>` for each role a game token names (`roles`).
 * Grants are words of their realm, so an SDL set names the realm beside them
 * (`["realm:resume", "profiles:read"]`): a cards token that happened to carry the word
 * `profiles:read` still lacks `realm:resume`.
 */
export function callerScopes(identity: Identity): ReadonlySet<string> {
  const roles = (identity as { roles?: readonly string[] }).roles ?? [];
  return new Set([realmScope(identity.realm), ...identity.scopes, ...roles.map((role) => `role:${role}`)]);
}

/**
 * A domain running a supergraph operation for its caller (asDomainCall) checked that caller's
 * grants at its own field: the field it reaches asks only for the realm, as the resolvers'
 * requireCardsScopeOrDomainCall does.
 */
export function grantsWaived(context: RequestContext): boolean {
  return isDomainCall(context);
}
