import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { monthStart, partitionName } from '../src/audit/audit-partitions.js';
import { auditRow } from '../src/audit/audit-log.js';
import { startGeoSafety } from './geo-safety-harness.js';

describe('partition names and months', () => {
  it('names a month by its UTC start and rolls over the year', () => {
    expect(partitionName(monthStart(new Date('2026-12-31T23:59:59Z'), 1))).toBe('location_audit_2027_01');
    expect(partitionName(monthStart(new Date('2026-03-01T00:00:00Z'), -3))).toBe('location_audit_2025_12');
  });
});

describe.each(['pglite', 'postgres'] as const)('audit partitions on %s', (kind) => {
  it('creates this and next month ahead, routes rows by month, and drops months past the retention', async () => {
    const game = await startGeoSafety({}, { kind, start: '2026-11-23T10:00:00Z' });
    try {
      const { partitions, validation } = game.domain.services;
      expect(await partitions.list()).toEqual(['location_audit_2026_11', 'location_audit_2026_12']);
      const report = () => ({
        sessionId: randomUUID(),
        latitude: 52.5,
        longitude: 13.4,
        accuracy: 5,
        timestamp: game.clock.now(),
        platform: 'web',
      });
      await validation.validate(randomUUID(), report());
      game.clock.set('2026-12-02T08:00:00Z');
      await validation.validate(randomUUID(), report());
      // A batch spanning both months goes in one insert, each row to its month (what the buffered writer sends).
      const batchResult = {
        resultCode: 'valid' as const,
        h3Cell: '871f1d489ffffff',
        gameplayCell: '891f1d489a3ffff',
        districtId: '861f1d48fffffff',
        checks: { zoneCheck: null, speedCheck: null, spoofCheck: null },
      };
      const player = randomUUID();
      await game.domain.services.audit.insertRows(
        [new Date('2026-11-30T23:59:59Z'), new Date('2026-12-01T00:00:01Z')].map((at) =>
          auditRow(player, report(), batchResult, at),
        ),
      );
      const byPartition = await game.sql(
        'select tableoid::regclass::text as partition, count(*)::int as n from geo_safety.location_audit group by 1 order by 1',
      );
      expect(byPartition).toEqual([
        { partition: 'geo_safety.location_audit_2026_11', n: 2 },
        { partition: 'geo_safety.location_audit_2026_12', n: 2 },
      ]);
      expect(await game.domain.services.audit.recent(player)).toMatchObject([
        { h3Cell: '871f1d489ffffff', checks: batchResult.checks },
        { resultCode: 'valid' },
      ]);

      // Six months and a half later: November ended more than six months ago, December did not.
      game.clock.set('2027-06-15T00:00:00Z');
      expect(await partitions.maintain(game.clock.now())).toEqual({
        created: ['location_audit_2027_06', 'location_audit_2027_07'],
        dropped: ['location_audit_2026_11'],
      });
      expect(await partitions.list()).toEqual([
        'location_audit_2026_12',
        'location_audit_2027_06',
        'location_audit_2027_07',
      ]);
      expect(await game.sql('select count(*)::int as n from geo_safety.location_audit')).toEqual([{ n: 2 }]);
      // Running again changes nothing.
      expect(await partitions.maintain(game.clock.now())).toEqual({ created: [], dropped: [] });
    } finally {
      await game.close();
    }
    // Opening a database takes seconds, more on a loaded machine.
  }, 120_000);
});
