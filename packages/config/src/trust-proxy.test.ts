import { describe, expect, it } from '@jest/globals';
import { checkDeployment } from './deployment-check.js';
import { loadConfig, TRUST_PROXY_TRUE_WARNING } from './index.js';

describe('TRUST_PROXY', () => {
  it('takes false, a hop count or a list of proxy addresses and CIDR ranges', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1/128,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1/128',
      'loopback',
    ]);
  });

  it('never trusts every hop: true is read as one hop, with a warning at start-up and in check-env', () => {
    const config = loadConfig({ TRUST_PROXY: 'true' });
    expect(config.TRUST_PROXY).toBe(1);
    expect(config.warnings).toEqual([TRUST_PROXY_TRUE_WARNING]);
    expect(checkDeployment({ TRUST_PROXY: 'true' }).warnings).toContain(TRUST_PROXY_TRUE_WARNING);
    expect(loadConfig({ TRUST_PROXY: '1' }).warnings).toEqual([]);
  });

  it('refuses anything else, naming the variable', () => {
    for (const value of ['yes', '10.0.0.0/99', '300.1.1.1', 'proxy.internal', '1,2', '-1']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: expected false, a hop count/);
    }
  });
});
