import { z } from 'zod';
import { route, queryBoolean, queryFromArguments } from '../../core/index.js';
import {
  AdminAddExclusionZoneDocument,
  AdminExclusionZonesDocument,
  AdminRemoveExclusionZoneDocument,
  AdminZoneAuditDocument,
} from '@platform/operations';
import {
  ExclusionZoneInputSchema,
  MutationAdminRemoveExclusionZoneArgsSchema,
  QueryAdminExclusionZonesArgsSchema,
  QueryAdminZoneAuditArgsSchema,
} from '@platform/subgraph-geo-safety/validation';
import { managedZoneRecord, zoneAuditRecord } from '../zone-records.js';

// The zone admin API: a game token whose `roles` hold `admin` (accounts signs it from the account's
// admin flag); the SDL's @requiresScopes role:admin refuses any other token (403 insufficient_scope). Every change lands in the zone audit.
const zoneBody = ExclusionZoneInputSchema().extend({
  geometry: z.record(z.string(), z.unknown()).describe('GeoJSON Polygon or MultiPolygon, lon/lat'),
});
const ADMIN = 'Admin only: 403 insufficient_scope without the admin role in the token (roles: ["admin"]).';

export const zoneAdminRoutes = [
  route({
    method: 'get',
    path: '/api/v1/admin/zones',
    summary: 'Stored exclusion zones, newest first (admin)',
    description: `Filter by source (file, mapdata, osm, admin) and kind; limit 1-1000 (100), offset. ${ADMIN}`,
    tag: 'Zone admin',
    auth: 'user',
    query: queryFromArguments(QueryAdminExclusionZonesArgsSchema(), queryBoolean),
    operation: AdminExclusionZonesDocument,
    variables: ({ query }) => ({ ...query, source: query.source ?? null, kind: query.kind ?? null }),
    respond: ({ adminExclusionZones }) => adminExclusionZones,
    response: z.object({ zones: z.array(managedZoneRecord), total: z.number().int() }),
    errors: [403],
  }),
  route({
    method: 'post',
    path: '/api/v1/admin/zones',
    summary: 'Add an exclusion zone (admin)',
    description:
      'kind school, hospital or government; an optional name; a GeoJSON Polygon or MultiPolygon covering at most ' +
      `GAME_ZONE_MAX_CELLS index cells (400 zone_too_large). Checked against at once on every replica. ${ADMIN}`,
    tag: 'Zone admin',
    auth: 'user',
    body: zoneBody,
    operation: AdminAddExclusionZoneDocument,
    variables: ({ body }: { body: z.output<typeof zoneBody> }) => ({
      input: { kind: body.kind, name: body.name ?? null, geometry: body.geometry },
    }),
    respond: ({ adminAddExclusionZone }) => adminAddExclusionZone,
    status: 201,
    response: managedZoneRecord,
    errors: [403],
  }),
  route({
    method: 'delete',
    path: '/api/v1/admin/zones/:id',
    summary: 'Remove an exclusion zone (admin)',
    description: `Any source; a later import or refresh of its source brings an imported zone back. 404 unknown id. ${ADMIN}`,
    tag: 'Zone admin',
    auth: 'user',
    params: z.object({ id: z.coerce.number().pipe(MutationAdminRemoveExclusionZoneArgsSchema().shape.id) }),
    operation: AdminRemoveExclusionZoneDocument,
    variables: ({ params }) => ({ id: params.id }),
    respond: ({ adminRemoveExclusionZone }) => adminRemoveExclusionZone,
    response: managedZoneRecord,
    errors: [403, 404],
  }),
  route({
    method: 'get',
    path: '/api/v1/admin/zones/audit',
    summary: 'Who added, removed or imported zones, and when (admin)',
    description: `Newest first; limit 1-1000 (100), offset. ${ADMIN}`,
    tag: 'Zone admin',
    auth: 'user',
    query: queryFromArguments(QueryAdminZoneAuditArgsSchema(), queryBoolean),
    operation: AdminZoneAuditDocument,
    variables: ({ query }) => query,
    respond: ({ adminZoneAudit }) => adminZoneAudit,
    response: z.array(zoneAuditRecord),
    errors: [403],
  }),
];
