import { describe, it, expect } from '@jest/globals';
import { tokenLifetimeMs } from './token-lifetime.js';

describe('tokenLifetimeMs', () => {
  it.each([
    ['3600', 3_600_000],
    ['15m', 900_000],
    ['1h', 3_600_000],
    ['7d', 604_800_000],
    ['2 weeks', 1_209_600_000],
    ['90 SECONDS', 90_000],
  ])('reads %s like AccessTokens does', (value, ms) => {
    expect(tokenLifetimeMs(value)).toBe(ms);
  });

  it('falls back to 30 days for a value it cannot read', () => {
    expect(tokenLifetimeMs('forever')).toBe(30 * 86_400_000);
  });
});
