import { describe, it, expect } from '@jest/globals';
import { bodyLimitBytes } from './subscriptions.js';

describe('the socket message limit', () => {
  it('reads BODY_LIMIT as Express reads it (1 kb = 1024 bytes)', () => {
    expect(bodyLimitBytes('1mb')).toBe(1024 * 1024);
    expect(bodyLimitBytes('512kb')).toBe(512 * 1024);
    expect(bodyLimitBytes('1.5MB')).toBe(1.5 * 1024 * 1024);
    expect(bodyLimitBytes('2048')).toBe(2048);
    expect(() => bodyLimitBytes('lots')).toThrow(/BODY_LIMIT/);
  });
});
