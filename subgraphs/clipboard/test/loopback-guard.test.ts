import { describe, expect, it } from '@jest/globals';
import { isLoopbackHost, isLoopbackOrigin } from '../src/net/loopback-guard.js';

// The one Host/Origin check behind `mfm serve` (http-security.test.ts) and `mfm bridge` (bridge.test.ts, bridge-paths.test.ts).
describe('loopback guard', () => {
  it('takes the loopback names with any port, in any case, with a trailing dot', () => {
    for (const host of [
      'localhost',
      'localhost:8765',
      'LocalHost.:1',
      '127.0.0.1',
      '127.0.0.1:9',
      '[::1]',
      '[::1]:39300',
      '[0:0:0:0:0:0:0:1]',
    ]) {
      expect(isLoopbackHost(host)).toBe(true);
    }
  });

  it('refuses other names, look-alikes and anything that is not name[:port]', () => {
    for (const host of [
      undefined,
      '',
      'evil.example',
      '127.0.0.1.evil.example',
      'localhost.evil.example',
      'evil@localhost',
      'localhost/x',
      '10.0.0.1',
      '[::2]',
    ]) {
      expect(isLoopbackHost(host)).toBe(false);
    }
  });

  it('takes http(s) origins of this machine only', () => {
    expect(['http://localhost:3000', 'https://127.0.0.1', 'http://[::1]:8765'].every(isLoopbackOrigin)).toBe(
      true,
    );
    expect(
      [
        'null',
        'https://evil.example',
        'http://localhost.evil.example',
        'file:///tmp/x.html',
        'ftp://localhost',
      ].some(isLoopbackOrigin),
    ).toBe(false);
  });
});
