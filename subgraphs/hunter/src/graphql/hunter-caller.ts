import { requirePermission, type RequestContext } from '@platform/auth';
import { Forbidden } from '@platform/errors';

/**
 * The caller of a hunter field: a resume token holding `hunter:use` (the resume API's permission for every
 * /jobs path; the graph asks the same), while the Hunter feature flag (HUNTER_ENABLED) is on.
 * Returns the token's subject (the user's uuid).
 */
export function hunterCaller(context: RequestContext, enabled: boolean): string {
  const identity = requirePermission(context, 'hunter:use');
  if (!enabled) throw new Forbidden('The Hunter Protocol is turned off (HUNTER_ENABLED=false)');
  return identity.subject;
}
