import { describe, expect, it } from '@jest/globals';
import { monthKey, nextMonthStart, QUOTA_LIMITS } from './quotas.js';

describe('quota rules', () => {
  it('keeps the documented limits per tier', () => {
    expect(QUOTA_LIMITS.FREE).toEqual({
      job_searches: 5,
      resume_tailoring: 0,
      cover_letters: 0,
      auto_apply: 0,
    });
    expect(QUOTA_LIMITS.PRO).toMatchObject({
      job_searches: Infinity,
      resume_tailoring: 5,
      cover_letters: 3,
      auto_apply: 5,
    });
    expect(Object.values(QUOTA_LIMITS.ENTERPRISE).every((limit) => limit === Infinity)).toBe(true);
  });

  it('counts per UTC calendar month and resets at the next month start, across a year end', () => {
    expect(monthKey(new Date('2026-12-31T23:59:59Z'))).toBe('2026-12');
    expect(nextMonthStart(new Date('2026-12-31T23:59:59Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(nextMonthStart(new Date('2026-01-31T10:00:00Z')).toISOString()).toBe('2026-02-01T00:00:00.000Z');
  });
});
