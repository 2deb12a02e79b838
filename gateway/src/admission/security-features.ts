/**
 * Apollo Gateway refuses a supergraph that links a feature `for: SECURITY` it does not enforce
 * itself, and it enforces neither `@authenticated` nor `@requiresScopes` (Apollo Router does). The
 * admission check enforces both here (auth-check.ts), so their links lose only that purpose: the
 * directives, their definitions and their arguments stay in the supergraph as composition wrote them.
 * Applied by `npm run compose` to the committed supergraph, and to be applied to any supergraph
 * composed elsewhere (GraphOS, a registry) before the gateway loads it.
 */
const SECURITY_LINK =
  /(@link\(url: "https:\/\/specs\.apollo\.dev\/(?:authenticated|requiresScopes)\/v[\d.]+")\s*,\s*for: SECURITY\s*\)/g;

export function withGatewayEnforcedSecurity(supergraphSdl: string): string {
  return supergraphSdl.replace(SECURITY_LINK, '$1)');
}
