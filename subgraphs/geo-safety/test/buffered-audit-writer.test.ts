import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { createLogger } from '@platform/observability';
import { BufferedAuditWriter } from '../src/audit/buffered-audit-writer.js';
import type { AuditRowData } from '../src/audit/audit-log.js';
import type { ValidationResult } from '../src/validation/location-report.js';

const logger = createLogger('silent');
const result: ValidationResult = {
  resultCode: 'valid',
  h3Cell: 'c7',
  gameplayCell: 'c9',
  districtId: 'c6',
  checks: { zoneCheck: null, speedCheck: null, spoofCheck: null },
};
const report = (n: number) => ({
  sessionId: randomUUID(),
  latitude: n,
  longitude: 0,
  accuracy: 5,
  timestamp: new Date(),
  platform: 'ios',
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function recordingStore(failFirst = 0) {
  const batches: number[][] = [];
  let failures = failFirst;
  const insertRows = async (rows: AuditRowData[]) => {
    if (failures-- > 0) throw new Error('database down');
    batches.push(rows.map((row) => row.latitude));
  };
  return { batches, insertRows };
}

describe('buffered audit writer', () => {
  it('writes a full batch at once and the rest after flushMs, in order', async () => {
    const store = recordingStore();
    const writer = new BufferedAuditWriter(store.insertRows, { maxRows: 3, flushMs: 20, logger });
    for (let n = 1; n <= 3; n++) await writer.record('p', report(n), result, new Date());
    await sleep(0);
    expect(store.batches).toEqual([[1, 2, 3]]);
    await writer.record('p', report(4), result, new Date());
    await sleep(0);
    expect(store.batches).toEqual([[1, 2, 3]]);
    await sleep(40);
    expect(store.batches).toEqual([[1, 2, 3], [4]]);
  });

  it('keeps a failed batch and writes it with the next, losing nothing', async () => {
    const store = recordingStore(1);
    const writer = new BufferedAuditWriter(store.insertRows, { maxRows: 10, flushMs: 5, logger });
    await writer.record('p', report(1), result, new Date());
    await writer.flush();
    expect(store.batches).toEqual([]);
    expect(writer.queued).toBe(1);
    await writer.record('p', report(2), result, new Date());
    await writer.close();
    expect(store.batches).toEqual([[1, 2]]);
    expect(writer.queued).toBe(0);
  });

  it('writes what is queued on close without waiting for the timer', async () => {
    const store = recordingStore();
    const writer = new BufferedAuditWriter(store.insertRows, { maxRows: 100, flushMs: 60_000, logger });
    for (let n = 1; n <= 5; n++) await writer.record('p', report(n), result, new Date());
    await writer.close();
    expect(store.batches).toEqual([[1, 2, 3, 4, 5]]);
  });

  it('drops the oldest rows beyond maxPending while the database refuses them', async () => {
    const store = recordingStore(Infinity);
    const writer = new BufferedAuditWriter(store.insertRows, {
      maxRows: 100,
      flushMs: 60_000,
      maxPending: 3,
      logger,
    });
    for (let n = 1; n <= 5; n++) await writer.record('p', report(n), result, new Date());
    expect(writer.queued).toBe(3);
    await writer.flush();
    expect(writer.queued).toBe(3);
  });
});
