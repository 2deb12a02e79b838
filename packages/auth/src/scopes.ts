import { Forbidden } from '@platform/errors';
import { requireIdentity, type RealmIdentity, type RequestContext } from './identity.js';

/**
 * The cards caller whose token carries every one of `scopes` (spec 3A: a valid token without the
 * scope is 403 `insufficient_scope`). GraphQL resolvers check it; the REST route table declares the
 * same scopes so the cards API refuses before running anything.
 */
export function requireCardsScope(context: RequestContext, ...scopes: string[]): RealmIdentity<'cards'> {
  const identity = requireIdentity(context, 'cards');
  const missing = scopes.filter((scope) => !identity.scopes.includes(scope));
  if (missing.length) throw new Forbidden(`This token lacks the scope ${missing.join(' ')}`, { reason: 'insufficient_scope', required_scopes: scopes });
  return identity;
}
