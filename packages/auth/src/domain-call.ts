import { Forbidden } from '@platform/errors';
import type { Identity, RealmIdentity, RequestContext } from './identity.js';
import { requireCardsScope } from './scopes.js';

/**
 * A domain's port running a supergraph operation for its caller (runSupergraphOperation) marks the
 * caller's identity: the field it reaches may then serve that caller without the scope a client
 * would need, since the domain checked the caller's scope at its own field first. The mark travels
 * inside the identity, so it survives the hop to a remote subgraph (the gateway assertion carries
 * the identity whole); a client's token never carries it, and a standalone subgraph's delegation
 * is marked by the gateway that reads it (AssertionReader).
 */
type MarkedIdentity = Identity & { viaDomain?: true };

/** The same caller, marked as reached through another domain's port. */
export function asDomainCall(context: RequestContext): RequestContext {
  if (!context.identity) return context;
  const identity: MarkedIdentity = { ...context.identity, viaDomain: true };
  return { ...context, identity };
}

/** Whether this call came from a domain acting for its caller rather than from a client. */
export const isDomainCall = (context: RequestContext): boolean =>
  (context.identity as MarkedIdentity | null)?.viaDomain === true;

/**
 * A field that exists for the cards domains to call each other (holdings to move, items to value):
 * a client, whatever its scopes, is refused with FORBIDDEN `domain_call_only`; its REST twin, if any,
 * is the client's way in.
 */
export function requireCardsDomainCall(context: RequestContext): RealmIdentity<'cards'> {
  const identity = requireCardsScope(context);
  if (!isDomainCall(context))
    throw new Forbidden('This field serves calls between the cards domains, not clients', {
      reason: 'domain_call_only',
    });
  return identity;
}

/**
 * A field clients read with their REST twin's scopes and the cards domains read for a caller whose
 * scope they checked at their own field (the trade an accept settles, the entitlements a holding
 * limit needs).
 */
export function requireCardsScopeOrDomainCall(
  context: RequestContext,
  ...scopes: string[]
): RealmIdentity<'cards'> {
  return isDomainCall(context) ? requireCardsScope(context) : requireCardsScope(context, ...scopes);
}
