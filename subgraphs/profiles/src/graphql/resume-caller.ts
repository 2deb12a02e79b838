import { requireIdentity, type RequestContext } from '@platform/auth';

/**
 * The resume caller of a root field. The permission the field needs is the SDL's
 * `@requiresScopes(scopes: [["realm:resume", "profiles:read" | "profiles:write"]])`, checked by the
 * gateway before this subgraph is called (docs/auth-directives.md); the resolver needs only whose
 * data it is. Fields of Profile keep requirePermission: other subgraphs can reach a Profile by
 * reference, under root fields whose directives are not these.
 */
export const resumeCaller = (context: RequestContext): string => requireIdentity(context, 'resume').subject;
