import type { DomainOrm } from '@platform/db';

const TABLE = 'location_audit';
const SCHEMA = 'geo_safety';
const NAME = /^location_audit_(\d{4})_(\d{2})$/;

/** First instant of the UTC month `offset` months from the month of `at`. */
export function monthStart(at: Date, offset = 0): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + offset, 1));
}

/** The partition of the month starting at `start`, e.g. location_audit_2026_11. */
export function partitionName(start: Date): string {
  return `${TABLE}_${start.getUTCFullYear()}_${String(start.getUTCMonth() + 1).padStart(2, '0')}`;
}

export interface PartitionChanges {
  created: string[];
  dropped: string[];
}

/**
 * Keeps the monthly partitions of the audit log: the current month's and the next one's exist ahead of
 * the first insert into them, and a partition is dropped once its whole month is older than the
 * retention (its end lies more than `retentionMonths` before `now`): with 6 months on 23 November,
 * April's partition goes and May's stays, since May 24-31 are still inside the six months.
 */
export class AuditPartitions {
  constructor(
    private readonly orm: DomainOrm,
    private readonly retentionMonths: number,
  ) {}

  async list(): Promise<string[]> {
    const rows: Array<{ name: string }> = await this.orm.em.getConnection().execute(
      `select child.relname as name from pg_inherits
         join pg_class parent on parent.oid = pg_inherits.inhparent
         join pg_class child on child.oid = pg_inherits.inhrelid
         join pg_namespace ns on ns.oid = parent.relnamespace
       where parent.relname = ? and ns.nspname = ? order by child.relname`,
      [TABLE, SCHEMA],
    );
    return rows.map((row) => row.name);
  }

  async maintain(now: Date): Promise<PartitionChanges> {
    const existing = new Set(await this.list());
    const changes: PartitionChanges = { created: [], dropped: [] };
    const connection = this.orm.em.getConnection();
    for (const offset of [0, 1]) {
      const start = monthStart(now, offset);
      const name = partitionName(start);
      if (existing.has(name)) continue;
      await connection.execute(
        `create table if not exists "${SCHEMA}"."${name}" partition of "${SCHEMA}"."${TABLE}" ` +
          `for values from ('${start.toISOString()}') to ('${monthStart(start, 1).toISOString()}')`,
      );
      changes.created.push(name);
    }
    const cutoff = new Date(now);
    cutoff.setUTCMonth(cutoff.getUTCMonth() - this.retentionMonths);
    for (const name of existing) {
      const match = NAME.exec(name);
      if (!match) continue;
      const end = monthStart(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)), 1);
      if (end <= cutoff) {
        await connection.execute(`drop table if exists "${SCHEMA}"."${name}"`);
        changes.dropped.push(name);
      }
    }
    return changes;
  }
}
