import { Forbidden } from '@platform/errors';
import { requireIdentity, type RealmIdentity, type RequestContext } from './identity.js';

/**
 * The cards caller whose token carries every one of `scopes` (the cards API: a valid token without the
 * scope is 403 `insufficient_scope`). GraphQL resolvers check it; the REST route table declares the
 * same scopes so the cards API refuses before running anything.
 */
export function requireCardsScope(context: RequestContext, ...scopes: string[]): RealmIdentity<'cards'> {
  const identity = requireIdentity(context, 'cards');
  const missing = scopes.filter((scope) => !identity.scopes.includes(scope));
  if (missing.length)
    throw new Forbidden(`This token lacks the scope ${missing.join(' ')}`, {
      reason: 'insufficient_scope',
      required_scopes: scopes,
    });
  return identity;
}

/**
 * A cards caller acting as a user: the cards API gives portfolio, trade and checkout actions to user
 * access tokens and server-to-server work (pricing, analytics, account) to customer tokens, so a
 * customer token (`ck_…` or `token_use: customer`) is refused these actions (403
 * `user_token_required`) whatever scopes it carries.
 */
export function requireCardsUserScope(context: RequestContext, ...scopes: string[]): RealmIdentity<'cards'> {
  const identity = requireCardsScope(context, ...scopes);
  if (identity.extras.tokenUse !== 'user')
    throw new Forbidden('This action needs a user access token, not a customer token', {
      reason: 'user_token_required',
    });
  return identity;
}
