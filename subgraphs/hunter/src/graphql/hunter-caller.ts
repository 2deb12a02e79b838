import { requireIdentity, type RequestContext } from '@platform/auth';
import { Forbidden } from '@platform/errors';

/** The permission spec 2 asks for on every /jobs path; the graph asks the same of every hunter field. */
export const HUNTER_PERMISSION = 'hunter:use';

/**
 * The caller of a hunter field: a resume token holding `hunter:use`, while the Hunter feature flag
 * (HUNTER_ENABLED) is on. Returns the token's subject (the user's uuid).
 */
export function hunterCaller(context: RequestContext, enabled: boolean): string {
  const identity = requireIdentity(context, 'resume');
  if (!identity.scopes.includes(HUNTER_PERMISSION)) throw new Forbidden(`This operation needs the ${HUNTER_PERMISSION} permission`);
  if (!enabled) throw new Forbidden('The Hunter Protocol is turned off (HUNTER_ENABLED=false)');
  return identity.subject;
}
