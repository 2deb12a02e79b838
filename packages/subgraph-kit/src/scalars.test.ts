import { describe, it, expect } from '@jest/globals';
import { DateTime, isoFromPostgresUtc } from './scalars.js';

// What the Date path gives for a value: the answer the fast path must reproduce exactly.
const throughDate = (text: string) => new Date(text).toISOString();

describe('DateTime serialisation of PostgreSQL timestamps', () => {
  it('gives exactly what Date parsing gives, for UTC timestamps of every fraction length and calendar edge', () => {
    const samples = [
      '2026-11-25 09:13:18.123456+00',
      '2026-11-25 09:13:18.999999+00',
      '2026-11-25 09:13:18+00',
      '2026-11-25 09:13:18.1+00',
      '2026-11-25 09:13:18.12+00:00',
      '2026-11-25T09:13:18.123Z',
      // The JSON form, as an aggregated list read (json_agg) hands timestamps over.
      '2026-11-25T09:13:18.123456+00:00',
      '2026-11-25T09:13:18+00:00',
      '2024-02-29 23:59:59.999999+00',
      '2000-02-29 00:00:00+00',
      '0999-01-01 00:00:00+00',
      '2026-12-31 23:59:59.5+00',
    ];
    for (let i = 0; i < 2000; i++) {
      const at = new Date(
        Date.UTC(1970 + (i % 120), i % 12, 1 + (i % 31), i % 24, i % 60, (i * 7) % 60, i % 1000),
      );
      samples.push(
        `${at.toISOString().slice(0, 19).replace('T', ' ')}.${String((i * 7919) % 1_000_000)
          .padStart(6, '0')
          .slice(0, 1 + (i % 6))}+00`,
      );
    }
    for (const text of samples) {
      expect([text, isoFromPostgresUtc(text)]).toEqual([text, throughDate(text)]);
      expect(DateTime.serialize(text)).toBe(throughDate(text));
    }
  });

  it('leaves other offsets and impossible dates to the Date path, which rolls or rejects them as before', () => {
    for (const text of [
      '2026-11-25 09:13:18+01',
      '2026-02-30 10:00:00+00',
      '2025-02-29 10:00:00+00',
      '1900-02-29 00:00:00+00',
      '2026-01-01 24:00:00+00',
      '2026-04-31T00:00:00Z',
    ]) {
      expect(isoFromPostgresUtc(text)).toBeUndefined();
      expect(DateTime.serialize(text)).toBe(throughDate(text));
    }
    // Near misses of the form: none is rewritten (what Date makes of them is its own business).
    for (const text of [
      '2026-11-25 09:13:18.1234567+00',
      '2026-11-25 09:13:18.+00',
      '2026-11-25 09:13:18+0000',
      '2026-11-25 09:13:18 +00',
      '2026-13-01 00:00:00+00',
      '2026-11-25 09:60:00+00',
      '2026-11-25 09:13:60+00',
      '2026/11/25 09:13:18+00',
      '2026-11-25 09:13:18.123+00:0',
      '2026-11-25 09:13:18.123Zx',
    ]) {
      expect(isoFromPostgresUtc(text)).toBeUndefined();
    }
    expect(() => DateTime.serialize('not a date')).toThrow('DateTime cannot represent an invalid date');
  });
});
