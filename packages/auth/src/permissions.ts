import { Forbidden } from '@platform/errors';
import { requireIdentity, type RealmIdentity, type RequestContext } from './identity.js';

/** The resume API's permission claims: reads, writes, and the Hunter Protocol. */
export const RESUME_PERMISSIONS = ['profiles:read', 'profiles:write', 'hunter:use'] as const;
export type ResumePermission = (typeof RESUME_PERMISSIONS)[number];

/**
 * The resume caller, refused with 403 FORBIDDEN when the token's `permissions` lack `permission`
 * (401 first when there is no resume token at all). Every profiles and hunter resolver starts here,
 * so REST routes, /graphql and subscriptions enforce the same rule in one place.
 */
export function requirePermission(
  context: RequestContext,
  permission: ResumePermission,
): RealmIdentity<'resume'> {
  const identity = requireIdentity(context, 'resume');
  if (!identity.scopes.includes(permission))
    throw new Forbidden(`This operation needs the ${permission} permission`, { permission });
  return identity;
}
