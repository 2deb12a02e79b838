import { randomUUID } from 'node:crypto';
import type { DomainOrm } from '@platform/db';
import { LocationAudit } from '../entities/location-audit.entity.js';
import type { LocationReport, ValidationResult } from '../validation/location-report.js';

/** Where the validation service hands each answer for the audit log. */
export interface AuditRecorder {
  record(playerId: string, report: LocationReport, result: ValidationResult, at: Date): Promise<void>;
}

/** One audit row of a validation. */
export function auditRow(playerId: string, report: LocationReport, result: ValidationResult, at: Date) {
  return {
    id: randomUUID(),
    createdAt: at,
    playerId,
    sessionId: report.sessionId,
    resultCode: result.resultCode,
    latitude: report.latitude,
    longitude: report.longitude,
    accuracy: report.accuracy,
    reportedAt: report.timestamp,
    platform: report.platform,
    h3Cell: result.h3Cell || null,
    checks: result.checks,
  };
}

export type AuditRowData = ReturnType<typeof auditRow>;

/**
 * The partitioned audit table: rows written one by one (`record`, awaited: a failed write makes the
 * answer `error`) or many at once (the buffered writer), and a player's recent entries.
 */
export class AuditLog implements AuditRecorder {
  constructor(private readonly orm: DomainOrm) {}

  async record(playerId: string, report: LocationReport, result: ValidationResult, at: Date): Promise<void> {
    await this.insertRows([auditRow(playerId, report, result, at)]);
  }

  async insertRows(rows: AuditRowData[]): Promise<void> {
    if (rows.length) await this.orm.em.fork().insertMany(LocationAudit, rows);
  }

  async recent(playerId: string, limit = 50): Promise<LocationAudit[]> {
    return this.orm.em.fork().find(LocationAudit, { playerId }, { orderBy: { createdAt: 'desc' }, limit });
  }
}
