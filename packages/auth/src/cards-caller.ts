import { Forbidden } from '@platform/errors';
import { requireIdentity, type RealmIdentity, type RequestContext } from './identity.js';

/**
 * The cards realm's caller, holding `scope` when one is named (spec 3A: missing scope → 403). Fields
 * another cards domain calls on the caller's behalf (a trade accept moving holdings) name none: the
 * scope was checked on the field the client called.
 */
export function requireCardsCaller(context: RequestContext, scope?: string): RealmIdentity<'cards'> {
  const identity = requireIdentity(context, 'cards');
  if (scope && !identity.scopes.includes(scope)) throw new Forbidden(`This needs the scope ${scope}`, { reason: 'insufficient_scope', scope });
  return identity;
}
