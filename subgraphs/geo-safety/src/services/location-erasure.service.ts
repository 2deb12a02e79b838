import type { AuditLog } from '../audit/audit-log.js';
import type { BufferedAuditWriter } from '../audit/buffered-audit-writer.js';
import type { LocationStateStore } from '../session/location-state-store.js';

/**
 * A player's "delete my location history": every audit row of theirs (all retained months) and the
 * last valid position. Kept: strikes and a running lockout (safety, not history), and the few fixes
 * inside the speed window the next check compares against (they expire with the trail), so erasing
 * cannot hide a teleport. Everyone else's rows keep the 6-month retention.
 */
export class LocationErasureService {
  constructor(
    private readonly audit: AuditLog,
    private readonly store: LocationStateStore,
    private readonly writer?: BufferedAuditWriter,
  ) {}

  async erase(playerId: string): Promise<{ auditEntries: number; positionForgotten: boolean }> {
    // Rows still queued for the next batch would land after the delete: write them first.
    await this.writer?.flush();
    const auditEntries = await this.audit.erase(playerId);
    await this.store.forgetLastValidated(playerId);
    return { auditEntries, positionForgotten: true };
  }
}
