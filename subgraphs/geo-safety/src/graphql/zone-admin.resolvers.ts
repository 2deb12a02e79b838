import { requireIdentity, type RequestContext } from '@platform/auth';
import { Forbidden } from '@platform/errors';
import type { GeoSafetyDomain } from '../domain.js';
import type { Resolvers } from './__generated__/resolvers-types.js';

/**
 * The admin of the role the token carries (`roles: ["admin"]`, signed by accounts from the account's
 * admin flag), named as the audit names actors. Anyone else is refused, never shown an empty list: the
 * gateway's @requiresScopes does so first; this holds for callers that reach the subgraph directly.
 */
function adminOf(context: RequestContext): string {
  const identity = requireIdentity(context, 'game');
  if (!identity.roles?.includes('admin'))
    throw new Forbidden('Zone administration needs the admin role', { reason: 'admin_required' });
  return `player:${identity.subject}`;
}

/** The zone admin API: list, add and remove zones, and the audit of who did so. */
export function zoneAdminResolvers(domain: GeoSafetyDomain): Resolvers {
  const { zoneAdmin } = domain.services;
  return {
    Query: {
      adminExclusionZones: (_parent, { source, kind, limit, offset }, context) => {
        adminOf(context);
        return zoneAdmin.list({ source, kind }, { limit, offset });
      },
      adminZoneAudit: (_parent, { limit, offset }, context) => {
        adminOf(context);
        return zoneAdmin.auditLog({ limit, offset });
      },
    },
    Mutation: {
      adminAddExclusionZone: (_parent, { input }, context) =>
        zoneAdmin.add(adminOf(context), {
          kind: input.kind,
          name: input.name,
          geometry: input.geometry as never,
        }),
      adminRemoveExclusionZone: (_parent, { id }, context) => zoneAdmin.remove(adminOf(context), id),
    },
    ManagedExclusionZone: {
      geometry: (zone) => zone.geometry as unknown as Record<string, unknown>,
    },
    ZoneAuditEntry: {
      detail: (entry) => entry.detail ?? null,
    },
  };
}
