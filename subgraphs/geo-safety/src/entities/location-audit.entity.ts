import { defineEntity, p } from '@mikro-orm/core';
import type { ResultCode, ValidationResult } from '../validation/location-report.js';

const LocationAuditSchema = defineEntity({
  name: 'LocationAudit',
  schema: 'geo_safety',
  tableName: 'location_audit',
  indexes: [{ name: 'location_audit_player_created_idx', properties: ['playerId', 'createdAt'] }],
  properties: {
    id: p.uuid().primary(),
    /** The partition key (one partition per UTC month); part of the key, as Postgres requires. */
    createdAt: p.datetime().primary(),
    playerId: p.uuid(),
    sessionId: p.uuid(),
    resultCode: p.string().length(32).$type<ResultCode>(),
    latitude: p.double(),
    longitude: p.double(),
    accuracy: p.double(),
    /** The device's timestamp of the fix. */
    reportedAt: p.datetime(),
    platform: p.string().length(64),
    h3Cell: p.string().length(16).fieldName('h3_cell').nullable(),
    checks: p.json<ValidationResult['checks']>(),
  },
});

/**
 * One validation, whatever its outcome. The table is partitioned by month (declarative range
 * partitioning, created by hand in the migration: MikroORM does not model partitioning), written
 * by multi-row SQL inserts (audit-log.ts) and read through the ORM; audit-partitions.ts keeps the partitions.
 */
export class LocationAudit extends LocationAuditSchema.class {}
LocationAuditSchema.setClass(LocationAudit);
