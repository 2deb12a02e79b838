import { describe, it, expect } from '@jest/globals';
import { RateLimited } from '@platform/errors';
import { LoginThrottle } from './login-throttle.js';

describe('login throttle', () => {
  const limits = { perAccount: 3, perAddress: 5, windowMs: 60_000 };

  it('takes a slot as an attempt starts, so attempts in flight count, and names the wait', () => {
    let now = 1_000_000;
    const throttle = new LoginThrottle(limits, () => now);
    for (let i = 0; i < 3; i++) throttle.begin('a@example.com', '10.0.0.1');
    now += 20_000;
    const refused = (() => {
      try {
        throttle.begin('a@example.com', '10.0.0.2');
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(RateLimited);
    expect(refused).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 40, extensions: { code: 'RATE_LIMITED', retryAfter: 40 } });
    // The window ends: the account may try again.
    now += 40_000;
    expect(() => throttle.begin('a@example.com', '10.0.0.2')).not.toThrow();
  });

  it('gives the slot of a right password back, and counts an address across accounts', () => {
    const throttle = new LoginThrottle(limits, () => 0);
    for (let i = 0; i < 10; i++) throttle.begin('b@example.com', '10.0.0.3').succeeded();
    for (let i = 0; i < 5; i++) throttle.begin(`user${i}@example.com`, '10.0.0.4');
    expect(() => throttle.begin('fresh@example.com', '10.0.0.4')).toThrow(/address/);
    expect(() => throttle.begin('fresh@example.com', '10.0.0.5')).not.toThrow();
    // Without an address (an internal call), the account's allowance alone applies.
    expect(() => throttle.begin('other@example.com', undefined)).not.toThrow();
  });
});
