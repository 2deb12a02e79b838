import { defineEntity, p } from '@mikro-orm/core';
import type { ZoneSource } from './exclusion-zone.entity.js';
import type { ZoneKind } from '../zones/zone-kinds.js';

/** What an operator did to the zones: one zone added or removed, or a whole source imported. */
export type ZoneAuditAction = 'added' | 'removed' | 'imported';

const ZoneAuditSchema = defineEntity({
  name: 'ZoneAudit',
  schema: 'geo_safety',
  tableName: 'zone_audit',
  indexes: [{ name: 'zone_audit_at_idx', properties: ['at'] }],
  properties: {
    id: p.uuid().primary(),
    action: p.string().length(16).$type<ZoneAuditAction>(),
    /** The zone added or removed; null for an import (the zones of a source are replaced whole). */
    zoneId: p.integer().nullable(),
    source: p.string().length(16).$type<ZoneSource>(),
    sourceRef: p.string().length(64).nullable(),
    kind: p.string().length(16).$type<ZoneKind>().nullable(),
    name: p.text().nullable(),
    /** Who: `player:<uuid>` for an admin token, `cli:<user>` for `npm run zones:import`. */
    actor: p.string().length(200),
    at: p.datetime(),
    /** An import's counts and file; nothing for a single zone. */
    detail: p.json<Record<string, unknown>>().nullable(),
  },
});

/** The zone audit: rows are only ever added, so who changed which zone when stays answerable. */
export class ZoneAudit extends ZoneAuditSchema.class {}
ZoneAuditSchema.setClass(ZoneAudit);
