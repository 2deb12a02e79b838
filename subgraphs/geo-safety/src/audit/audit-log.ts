import { randomUUID } from 'node:crypto';
import type { DomainOrm } from '@platform/db';
import { LocationAudit } from '../entities/location-audit.entity.js';
import type { LocationReport, ValidationResult } from '../validation/location-report.js';

/** Writes every validation to the partitioned audit table and reads a player's recent entries. */
export class AuditLog {
  constructor(private readonly orm: DomainOrm) {}

  async record(playerId: string, report: LocationReport, result: ValidationResult, at: Date): Promise<void> {
    await this.orm.em.fork().insert(LocationAudit, {
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
    });
  }

  async recent(playerId: string, limit = 50): Promise<LocationAudit[]> {
    return this.orm.em.fork().find(LocationAudit, { playerId }, { orderBy: { createdAt: 'desc' }, limit });
  }
}
