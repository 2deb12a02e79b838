/** The cards API's scopes; a route lists the ones its caller's token must carry (`Route.scopes`, 403 without). */
export const CARDS_SCOPES = [
  'cards:read',
  'cards:write',
  'pricing:read',
  'pricing:write',
  'portfolio:read',
  'portfolio:write',
  'trades:read',
  'trades:write',
  'billing:read',
  'billing:write',
] as const;

export type CardsScope = (typeof CARDS_SCOPES)[number];

/** `scopes: needs('pricing:read')` in a route entry. */
export const needs = (...scopes: CardsScope[]): string[] => scopes;
